"""The table's bot runners: decisions in a worker process (the default) or on a thread (the
fallback), tagged with their turn; the same seed gives the same moves either way."""

from __future__ import annotations

import functools
import logging
import multiprocessing
import os
import random
import signal
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from game.ai import runners as bots_module
from game.ai.base import Bot, Decision
from game.ai.runners import BotRunner, ThreadRunner, bot_runner
from game.ai.worker import Deciders
from game.engine import Action, Rules, View
from game.engine.registry import make_rules
from game.play.seats import SeatConfig
from game.play.session import Session
from game.variants import load_catalog

from .held_worker import serve_held

# Fixed budgets: a search capped by wall time would depend on the machine, not the seed.
ITERATIONS = {"hard": 12, "expert": 16}


def rules_of(variant_id: str) -> Rules[Any]:
    return make_rules(load_catalog().get(variant_id))


class GatedBot(Bot):
    """Decides only once the test opens the gate, and records which thread it ran on."""

    level = "gated"

    def __init__(self, rules: Rules[Any]) -> None:
        super().__init__(rules)
        self.gate = threading.Event()
        self.threads: list[str] = []

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        self.threads.append(threading.current_thread().name)
        self.gate.wait(timeout=10)
        return Decision(legal[0], "the first move")


@pytest.fixture
def threaded(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[ThreadRunner, GatedBot, Any]]:
    rules = rules_of("q2j")
    bot = GatedBot(rules)
    monkeypatch.setattr(Deciders, "bot", lambda self, level: bot)
    state = rules.new_state(3, seed=5)
    made = ThreadRunner(rules)
    yield made, bot, (rules, state)
    bot.gate.set()
    made.shutdown()


@pytest.fixture
def process() -> Iterator[BotRunner]:
    made = BotRunner(rules_of("quatorze"), ITERATIONS)
    yield made
    made.shutdown()


@pytest.fixture
def held(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[BotRunner, Path]]:
    """A runner whose workers hold each question until the test writes ``release`` in the folder
    (``held_worker``): caught mid-decision for sure, however fast or busy the machine."""
    monkeypatch.setattr(bots_module, "serve", functools.partial(serve_held, str(tmp_path)))
    made = BotRunner(rules_of("quatorze"), ITERATIONS)
    yield made, tmp_path
    (tmp_path / "release").touch()
    made.shutdown()


def first_turn(rules: Rules[Any], seats: int = 4) -> tuple[Any, View, list[Action]]:
    state = rules.new_state(seats, seed=5)
    return state, rules.view(state, state.to_move), rules.legal_actions(state)


# The thread runner (the fallback) ------------------------------------------------------
def test_a_decision_waits_on_the_worker_thread_not_the_caller(threaded: Any) -> None:
    made, bot, (rules, state) = threaded
    legal = rules.legal_actions(state)
    key = (0, state.turn)
    made.start(key, "gated", rules.view(state, state.to_move), legal, random.Random(1))
    assert made.thinking(key)
    assert made.result(key) is None  # still thinking: the frame loop goes on
    bot.gate.set()
    made.wait(key, timeout=10)
    decision = made.result(key)
    assert decision is not None and decision.action is legal[0]
    assert bot.threads and bot.threads[0] != threading.current_thread().name
    assert not made.thinking(key)


def test_a_stale_turn_gets_no_decision_on_the_thread(threaded: Any) -> None:
    made, bot, (rules, state) = threaded
    legal = rules.legal_actions(state)
    made.start((0, state.turn), "gated", rules.view(state, state.to_move), legal, random.Random(1))
    bot.gate.set()
    made.wait((0, state.turn), timeout=10)
    assert made.result((0, state.turn + 1)) is None
    made.cancel()
    assert made.result((0, state.turn)) is None


# The process runner (the default) ------------------------------------------------------
def test_the_table_thinks_in_a_process_unless_the_switch_says_threads(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rules = rules_of("q2j")
    monkeypatch.delenv(bots_module.THREADS_SWITCH, raising=False)
    assert isinstance(bot_runner(rules), BotRunner)
    monkeypatch.setenv(bots_module.THREADS_SWITCH, "1")
    assert isinstance(bot_runner(rules), ThreadRunner)


def test_a_decision_is_made_in_another_process_and_is_the_one_made_here(process: BotRunner) -> None:
    state, view, legal = first_turn(process.rules)
    key = (0, state.turn)
    assert process.pid is None  # started on the first question, not before
    process.start(key, "expert", view, legal, random.Random(11))
    assert process.pid is not None and process.pid != os.getpid()
    assert process.thinking(key)
    assert process.result(key) is None  # the worker has barely started: the frame loop goes on
    process.wait(key, timeout=60)
    decision = process.result(key)
    here = Deciders(process.rules, ITERATIONS).decide("expert", view, legal, random.Random(11))
    assert decision is not None and decision == here
    assert any(decision.action is move for move in legal)  # the table's own object comes back
    assert not process.thinking(key)


def test_a_cancelled_turn_answer_is_dropped_and_the_new_turn_answered(process: BotRunner) -> None:
    state, view, legal = first_turn(process.rules)
    stale, fresh = (0, state.turn), (0, state.turn + 100)
    process.start(stale, "expert", view, legal, random.Random(1))
    process.cancel()
    process.start(fresh, "medium", view, legal, random.Random(2))  # queued behind the stale search
    assert process.result(stale) is None
    process.wait(fresh, timeout=60)
    decision = process.result(fresh)
    assert decision == Deciders(process.rules).decide("medium", view, legal, random.Random(2))
    assert process.result(stale) is None


def test_a_bot_error_reaches_the_table(process: BotRunner) -> None:
    state, view, legal = first_turn(process.rules)
    key = (0, state.turn)
    process.start(key, "grandmaster", view, legal, random.Random(1))
    process.wait(key, timeout=60)
    with pytest.raises(ValueError, match="no AI level 'grandmaster'"):
        process.result(key)


def taken_up(runner: BotRunner, folder: Path, key: tuple[int, int]) -> int:
    """The worker's pid once it has taken up the question (and holds it: see ``held``)."""
    for _ in range(6000):  # a minute at most: a cold start on a busy machine
        if (folder / "taken").exists():
            break
        time.sleep(0.01)
    assert (folder / "taken").exists(), "the worker never took up the question"
    pid = runner.pid
    assert pid is not None
    assert runner.thinking(key) and runner.result(key) is None
    return pid


def test_a_worker_killed_mid_decision_is_replaced_and_asked_again(
    held: tuple[BotRunner, Path], caplog: pytest.LogCaptureFixture
) -> None:
    runner, folder = held
    state, view, legal = first_turn(runner.rules)
    key = (0, state.turn)
    runner.start(key, "expert", view, legal, random.Random(7))
    killed = taken_up(runner, folder, key)
    with caplog.at_level(logging.WARNING, logger=bots_module.__name__):
        os.kill(killed, signal.SIGKILL)
        (folder / "release").touch()  # the next worker answers as soon as it is asked
        runner.wait(key, timeout=90)
        decision = runner.result(key)
    assert decision == Deciders(runner.rules, ITERATIONS).decide("expert", view, legal, random.Random(7))
    assert runner.deaths == 1 and runner.pid not in (None, killed)
    assert "bot worker died" in caplog.text


def test_a_worker_that_keeps_dying_leaves_the_bots_on_a_thread(
    process: BotRunner, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(bots_module, "RESTARTS", 0)
    state, view, legal = first_turn(process.rules)
    key = (0, state.turn)
    process.start(key, "hard", view, legal, random.Random(3))
    killed = process.pid  # the question is in the pipe or being answered: either way lost
    assert killed is not None
    with caplog.at_level(logging.WARNING, logger=bots_module.__name__):
        os.kill(killed, signal.SIGKILL)
        process.wait(key, timeout=60)
        decision = process.result(key)
    assert decision == Deciders(process.rules, ITERATIONS).decide("hard", view, legal, random.Random(3))
    assert process.pid is None  # no worker now: the thread answered
    assert "think on a thread" in caplog.text


def test_shutdown_mid_decision_is_quick_and_leaves_no_child(held: tuple[BotRunner, Path]) -> None:
    runner, folder = held
    state, view, legal = first_turn(runner.rules)
    key = (0, state.turn)
    runner.start(key, "expert", view, legal, random.Random(5))
    pid = taken_up(runner, folder, key)
    runner.shutdown()  # the worker holds its question until released: nothing may wait for it
    assert not (folder / "answered").exists()  # the window's close never waits on a search
    for _ in range(300):  # reaped at once, or by the reaper thread on a busy machine
        if pid not in [child.pid for child in multiprocessing.active_children()]:
            break
        time.sleep(0.1)
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)  # gone and reaped, not a zombie
    assert runner.pid is None and not runner.thinking(key)


# Same seed, same moves -----------------------------------------------------------------
def play_round(variant_id: str, levels: Sequence[str], decide: Any) -> list[str]:
    """A seeded table round of bots, each decision asked as the table asks it (the seat's view,
    the legal moves, the session's generator for the turn); the moves in notation."""
    rules = rules_of(variant_id)
    seats = [SeatConfig(f"Bot {n}", level) for n, level in enumerate(levels)]
    session = Session(load_catalog().get(variant_id), rules, seats, seed=4242)
    moves = []
    while not session.over:
        seat = session.to_move
        key = (0, session.state.turn)
        decision = decide(key, levels[seat], session.view(seat), session.legal(), session.bot_rng())
        moves.append(str(decision.action))
        session.apply(decision.action)
    return moves


@pytest.mark.parametrize(
    ("variant_id", "levels"),
    [("q2j", ("expert", "hard", "medium", "easy")), ("crazy-jokers", ("hard", "medium", "easy"))],
)
def test_a_seeded_round_plays_the_same_moves_in_the_worker_and_here(
    variant_id: str, levels: tuple[str, ...]
) -> None:
    here = Deciders(rules_of(variant_id), ITERATIONS)
    runner = BotRunner(rules_of(variant_id), ITERATIONS)

    def in_worker(key: Any, level: str, view: View, legal: list[Action], rng: random.Random) -> Decision:
        runner.start(key, level, view, legal, rng)
        runner.wait(key, timeout=60)
        decision = runner.result(key)
        assert decision is not None
        return decision

    try:
        through_worker = play_round(variant_id, levels, in_worker)
    finally:
        runner.shutdown()
    in_process = play_round(variant_id, levels, lambda key, level, *asked: here.decide(level, *asked))
    assert len(in_process) > 10 and runner.deaths == 0
    assert through_worker == in_process
