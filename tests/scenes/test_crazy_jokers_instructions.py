"""Crazy Jokers' instruction line names every move the rules allow now, each in words a
newcomer can act on, and nothing the rules do not allow."""

from __future__ import annotations

from game.engine import Card, make_rules
from game.engine.zones import Zone, by_zone
from game.scenes.table.games.crazy_jokers.instructions import crazy_jokers_instruction
from game.variants import load_catalog

NAMES = ("You", "Basil", "Chloe")


def instruction_at(hand: str, waste: str, contracts: list[str]) -> str:
    rules = make_rules(load_catalog().get("crazy-jokers"))
    zones = {
        "hand:0": [Card.parse(c) for c in hand.split()],
        "hand:1": [Card.parse(c) for c in ["QH", "QS", "4C", "8D", "JD", "AS", "6H"]],
        "waste": [Card.parse(c) for c in waste.split()],
    }
    state = rules.setup(2, 1, by_zone(zones), to_move=0, facts={"phase": "play", "contracts": contracts})
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
    assert "shed a card marked “shed” on the waste" in words


def _after(action: str) -> tuple[str, list[str], list[str]]:
    """The instruction after ``action`` from a turn's start, the legal moves and the hand."""
    rules = make_rules(load_catalog().get("crazy-jokers"))
    zones = {
        "hand:0": [Card.parse(c) for c in ["X", "7H", "7D", "9C", "KS", "KH", "3D"]],
        "hand:1": [Card.parse(c) for c in ["QH", "QS", "4C", "8D", "JD", "AS", "6H"]],
        "waste": [Card.parse("5C")],
    }
    facts = {"phase": "play", "contracts": ["full-full-house", "fixed-straight"]}
    state = rules.setup(2, 1, by_zone(zones), to_move=0, facts=facts)
    rules.apply(state, rules.parse_action(action))
    legal = rules.legal_actions(state)
    assert rules.view(state, 0).public["phase"] == "discard"
    hand = [str(card) for card in rules.zones(state)[Zone.parse("hand:0")]]
    return (
        crazy_jokers_instruction(legal, rules.view(state, 0), NAMES.__getitem__),
        [str(a) for a in legal],
        hand,
    )


def test_after_taking_from_the_waste_the_taken_card_is_named_as_the_one_kept() -> None:
    words, legal, _ = _after("take")
    assert "discard 5C" not in legal  # the rule: a card taken from the waste stays this turn
    assert words.startswith("Discard: click a card, not the 5♣ just taken from the waste")


def test_after_a_joker_steal_no_card_is_said_to_be_barred() -> None:
    """Issue 28: the prompt said "not the one just taken" though the stolen cards may go."""
    words, legal, hand = _after("steal 1")
    assert len(hand) == 8 and all(f"discard {card}" in legal for card in hand)  # the two taken too
    assert "not the" not in words and "just taken" not in words
    assert words.startswith("Discard: click a card")
