"""A search bot's reason quotes a share of simulated futures only when it tried enough of them."""

from __future__ import annotations

import random

from game.ai import make_bot
from game.ai.bots import QUOTED_VISITS
from game.engine import Card, make_rules
from game.engine.options import Variant


def respond_position() -> tuple[object, object]:
    rules = make_rules(Variant("q2j", "q2j", "Q2J", "", 2, 10, 3))
    hands = {"hand:0": "JH 3C 9D 5S", "hand:1": "4H 7C", "hand:2": "KD 2S"}
    zones = {zone: [Card.parse(c) for c in cards.split()] for zone, cards in hands.items()}
    state = rules.setup(3, 1, zones, to_move=0)
    rules.prepare(state)
    return rules, state


def decide(iterations: int) -> str:
    rules, state = respond_position()
    bot = make_bot("hard", rules, iterations=iterations)  # type: ignore[arg-type]
    legal = rules.legal_actions(state)  # type: ignore[attr-defined]
    return bot.decide(rules.view(state, 0), legal, random.Random(2)).reason  # type: ignore[attr-defined]


def test_a_tiny_search_quotes_no_share() -> None:
    reason = decide(3)
    assert "%" not in reason and "simulated futures" not in reason
    assert reason, "a reason in words is still given"


def test_a_real_search_quotes_its_share() -> None:
    reason = decide(QUOTED_VISITS * 8)
    assert "% of " in reason and "simulated futures" in reason
