"""The table's bot runner: decisions run on a worker thread, tagged with their turn."""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from game.ai.base import Bot, Decision
from game.engine import Action, Rules, View
from game.engine.registry import make_rules
from game.scenes.table import bots as bots_module
from game.scenes.table.bots import BotRunner
from game.variants import load_catalog


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
def runner(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[BotRunner, GatedBot, Any]]:
    rules = make_rules(load_catalog().get("q2j"))
    bot = GatedBot(rules)
    monkeypatch.setattr(bots_module, "make_bot", lambda level, rules: bot)
    state = rules.new_state(3, seed=5)
    made = BotRunner(rules)
    yield made, bot, (rules, state)
    bot.gate.set()
    made.shutdown()


def test_a_decision_waits_on_the_worker_not_the_caller(runner: Any) -> None:
    made, bot, (rules, state) = runner
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


def test_a_stale_turn_gets_no_decision(runner: Any) -> None:
    made, bot, (rules, state) = runner
    legal = rules.legal_actions(state)
    made.start((0, state.turn), "gated", rules.view(state, state.to_move), legal, random.Random(1))
    bot.gate.set()
    made.wait((0, state.turn), timeout=10)
    assert made.result((0, state.turn + 1)) is None
    made.cancel()
    assert made.result((0, state.turn)) is None
