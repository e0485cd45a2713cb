"""A meld or an addition with a joker whose card is not said ("meld 7S X") is judged by the rules
for every card the joker could stand for, so a table near or across the room words it the same:
the reason every reading shares, else one that is not the meld's shape, else that no reading
makes a meld; and when some reading is allowed, the player is asked which card it is."""

from __future__ import annotations

import pytest

from game.engine import Card, IllegalAction, make_rules
from game.engine.zones import by_zone
from game.variants import load_catalog

HAND = "7S 8S 9S KH 2C X 4H QS"


def judged(notation: str, hand: str = HAND, down: list[int] | None = None) -> IllegalAction | None:
    rules = make_rules(load_catalog().get("quatorze"))
    zones = {"hand:0": hand, "hand:1": "2D 3D 4D 9C 9D", "discard": "10C", "meld:1:0": "5H 6H 7H"}
    cards = {zone: [Card.parse(c) for c in text.split()] for zone, text in zones.items()}
    state = rules.setup(2, 1, by_zone(cards), to_move=0, facts={"phase": "meld", "down": down or [1]})
    rules.prepare(state)
    action = rules.parse_action(notation)
    assert str(action) == notation, "the bare X is written back as it was read"
    try:
        rules.check(state, action)
    except IllegalAction as refused:
        return refused
    return None


def test_two_cards_and_a_joker_are_too_few_whatever_it_is() -> None:
    refused = judged("meld 7S X")
    assert refused is not None and refused.message == "a meld has 3 to 13 cards, not 2"


def test_a_joker_that_fits_no_reading_says_so() -> None:
    refused = judged("meld 7S KH X")
    assert refused is not None
    assert refused.message == "no card the joker could stand for makes these cards a meld"


def test_a_reason_that_is_not_the_shape_is_the_one_given() -> None:
    # Not down: adding to Basil's meld is refused for that, whatever the joker stands for.
    refused = judged("add X meld:1:0")
    assert refused is not None and refused.rule == "not down"


@pytest.mark.parametrize("notation", ["meld 7S 8S X", "meld 8S 9S X"])
def test_a_joker_that_could_be_several_cards_asks_which(notation: str) -> None:
    refused = judged(notation)
    assert refused is not None and refused.rule == "joker stand-in"
    assert "say which card the joker stands for" in refused.message
