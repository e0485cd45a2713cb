"""NG's own words in the move log: whose resource pile a card is taken from."""

from __future__ import annotations

from game.engine import Card
from game.engine.events import Moved
from game.engine.games.ng.zones import HAND_ZONES, RESOURCE_ZONES
from game.scenes.table.games.ng.phrases import PHRASES


def _said(seat: int, names: dict[int, str]) -> str | None:
    taken = Moved(Card.parse("10C"), RESOURCE_ZONES[seat], HAND_ZONES[seat], True)
    telling = PHRASES.move(taken, names, lambda zone, owner: zone)
    return None if telling is None else telling("the 10♣", 1)


def test_a_card_taken_from_ones_own_resource_pile_says_whose() -> None:
    names = {0: "You", 1: "Ada"}
    assert _said(0, names) == "You take the 10♣ from your resource pile"
    assert _said(1, names) == "Ada takes the 10♣ from their resource pile"
