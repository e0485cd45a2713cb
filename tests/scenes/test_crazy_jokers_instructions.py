"""Crazy Jokers' instruction line names every move the rules allow now, each in words a
newcomer can act on, and nothing the rules do not allow."""

from __future__ import annotations

from game.engine import Card, make_rules
from game.scenes.table.crazy_jokers.instructions import crazy_jokers_instruction
from game.variants import load_catalog

NAMES = ("You", "Basil", "Chloe")


def instruction_at(hand: str, waste: str, contracts: list[str]) -> str:
    rules = make_rules(load_catalog().get("crazy-jokers"))
    zones = {
        "hand:0": [Card.parse(c) for c in hand.split()],
        "hand:1": [Card.parse(c) for c in ["QH", "QS", "4C", "8D", "JD", "AS", "6H"]],
        "waste": [Card.parse(c) for c in waste.split()],
    }
    state = rules.setup(2, 1, zones, to_move=0, facts={"phase": "play", "contracts": contracts})
    legal = rules.legal_actions(state)
    return crazy_jokers_instruction(legal, rules.view(state, 0), NAMES.__getitem__)


def test_a_turn_with_every_choice_names_each_one_and_its_key() -> None:
    words = instruction_at("X 7H 7D 9C KS KH 3D", "5C", ["full-full-house", "fixed-straight"])
    assert words.startswith("Your turn: draw (D) · take the waste's top (T)")
    assert "trade blind: a card, then an opponent's hand" in words
    assert "steal 2 cards with a joker (Steal)" in words
    assert "shed" not in words
    assert words.endswith("H: hint")


def test_without_a_joker_no_steal_is_offered_and_no_hand_hand_may_shed() -> None:
    words = instruction_at("7S 7H 7D 9C KS KH 3D", "6C", ["no-hand-hand", "fixed-straight"])
    assert "steal" not in words.lower()
    assert "shed a gold card on the waste" in words
