"""The bot worker's garbage collection: off while a decision is made, run after each answer."""

from __future__ import annotations

import gc
import os
import random
import weakref
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from game.ai import worker
from game.ai.base import Decision
from game.ai.collection import BetweenDecisions
from game.engine import Action, View
from game.engine.registry import make_rules
from game.variants import load_catalog


class Cycle:
    """An object that refers to itself: only the cyclic collector frees it."""

    def __init__(self) -> None:
        self.me = self


@pytest.fixture
def passes() -> Iterator[list[int]]:
    """The generation of every collector pass while the test runs."""
    seen: list[int] = []

    def record(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            seen.append(info["generation"])

    gc.callbacks.append(record)
    yield seen
    gc.callbacks.remove(record)


def test_the_collector_is_off_inside_the_block_and_back_after() -> None:
    assert gc.isenabled()
    with BetweenDecisions():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_a_block_inside_a_paused_collector_leaves_it_paused() -> None:
    gc.disable()
    try:
        with BetweenDecisions():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_an_answer_frees_the_cycles_a_decision_left() -> None:
    with BetweenDecisions() as collector:
        left = weakref.ref(Cycle())
        assert left() is not None  # reference counting alone cannot free it
        collector.after_answer()
        assert left() is None


def test_young_passes_after_every_answer_and_a_full_one_every_few(passes: list[int]) -> None:
    with BetweenDecisions(full_every=3) as collector:
        for _ in range(6):
            collector.after_answer()
    assert passes == [1, 1, 2, 1, 1, 2]


class FakePipe:
    """The table's end of the pipe as the worker sees it: the requests, then the end."""

    def __init__(self, requests: Sequence[Any], passes: list[int]) -> None:
        self.requests = [*requests, None]
        self.sent: list[Any] = []
        self.passes = passes  # the collector's passes so far, as the ``passes`` fixture records them
        self.passes_when_sent: list[int] = []

    def recv(self) -> Any:
        return self.requests.pop(0)

    def send(self, reply: Any) -> None:
        self.sent.append(reply)
        self.passes_when_sent.append(len(self.passes))


def test_the_worker_decides_with_the_collector_off_and_collects_after_answering(
    monkeypatch: pytest.MonkeyPatch, passes: list[int]
) -> None:
    variant = load_catalog().get("quatorze")
    rules = make_rules(variant)
    state = rules.new_state(4, seed=5)
    view, legal = rules.view(state, state.to_move), rules.legal_actions(state)
    collecting: list[bool] = []
    passes_before_deciding: list[int] = []

    def decide(
        self: worker.Deciders, level: str, view: View, legal: Sequence[Action], rng: random.Random
    ) -> Decision:
        collecting.append(gc.isenabled())
        passes_before_deciding.append(len(passes))
        for _ in range(50_000):  # more than enough allocations to set off an automatic pass
            Cycle()
        return Decision(legal[0], "the first move")

    monkeypatch.setattr(worker.Deciders, "decide", decide)
    monkeypatch.setattr(os, "nice", lambda increment: 0)  # not this test process's
    pipe = FakePipe([((1, seat), "expert", view, legal, random.Random(seat)) for seat in range(3)], passes)
    worker.serve(pipe, variant)  # type: ignore[arg-type]
    assert collecting == [False, False, False]
    assert [key for key, _, _ in pipe.sent] == [(1, 0), (1, 1), (1, 2)]
    # No pass ran during a decision (between its start and its answer: the rules' set-up may
    # have had some before), and one young pass after each answer.
    assert pipe.passes_when_sent == passes_before_deciding
    after_answers = [*passes_before_deciding[1:], len(passes)]
    assert after_answers == [count + 1 for count in pipe.passes_when_sent]
    assert passes[-3:] == [1, 1, 1]
    assert gc.isenabled()
