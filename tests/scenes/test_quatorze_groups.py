"""Groups read as groups (issue 28): Arrange sets the hand's melds apart with felt between them,
and a meld on the table is one overlapped fan (its first card stood apart, so one meld read as
two)."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

import pytest

from game.engine import Card
from game.play.seats import SeatConfig
from game.scenes.table.games.quatorze.meld_layout import meld_gap
from game.scenes.table.games.quatorze.table import ARRANGE
from game.scenes.table.layout import Spot

from .both_ways import Way
from .driver import Driver
from .positions import table_at
from .test_quatorze_layout import CORNER
from .test_quatorze_moves import OTHER, click_card, press, settle

SIZES = [(1024, 600), (1280, 800)]
SEATS = [
    SeatConfig("Ann"),
    *(SeatConfig(name, "medium") for name in ("Basil", "Chloe", "Dmitri", "Esme", "Farid")),
]
# Two melds (three kings, 7♠ 8♠ 9♠) and the rest, fourteen cards in all.
HAND = "2C KH 9S 5D 7S KD 8S KC 4H JC 3C 10D 6H 10C"


def gaps(spots: list[Spot]) -> list[int]:
    """The felt between each card and the next as drawn (negative: they overlap)."""
    return [b.rect().left - a.rect().right for a, b in pairwise(spots)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 6])
def test_arrange_sets_each_meld_of_the_hand_apart(
    sized_driver: Callable[..., Driver], size: tuple[int, int], players: int
) -> None:
    driver = sized_driver(size)
    zones = {"hand:0": HAND, "hand:1": "2D 3D 4D 9C 9D", "discard": "10S", OTHER: "5H 6H 7H"}
    table = table_at(driver, "quatorze", SEATS[:players], zones, facts={"phase": "meld", "down": [1]})
    driver.click(next(b for b in table.buttons if b.value == ARRANGE).rect.center)
    shown = table.display.zones["hand:0"]
    melds = [set(shown[:3]), set(shown[3:6])]
    assert {frozenset(m) for m in melds} == {frozenset(Card.parse(c) for c in ["KH", "KD", "KC"]),
                                              frozenset(Card.parse(c) for c in ["7S", "8S", "9S"])}  # fmt: skip
    assert table.display.breaks_of("hand:0") == (3, 6)
    geom = table.layout.zones["hand:0"]
    spots = geom.spots(len(shown), table.display.breaks_of("hand:0"))
    steps = [b.x - a.x for a, b in pairwise(spots)]
    if len({spot.y for spot in spots}) == 1:  # one row: the groups' edges are wider steps
        inside = [step for at, step in enumerate(steps, start=1) if at not in (3, 6)]
        assert min(steps[2], steps[5]) >= max(inside) + geom.width // 4, steps
    # Every card still shows its rank corner.
    assert min(steps_in_rows(spots)) >= CORNER * geom.width
    assert (
        table.layout.zones["hand:0"]
        .reserved()
        .contains(geom.area(len(shown), table.display.breaks_of("hand:0")))
    )


def steps_in_rows(spots: list[Spot]) -> list[int]:
    return [b.x - a.x for a, b in pairwise(spots) if a.y == b.y or abs(a.y - b.y) < a.width // 4]


def test_the_groups_last_while_their_cards_are_held_and_a_drag_ends_them(way: Way) -> None:
    """At a local table and at one hosted in this process (the groups are the window's own)."""
    zones = {"hand:0": HAND, "hand:1": "2D 3D 4D 9C 9D", "discard": "10S", OTHER: "5H 6H 7H"}
    way.open_at("quatorze", SEATS[:2], zones, facts={"phase": "meld", "down": [1]})
    table = way.ready()
    press(way, table, ARRANGE)
    for card in ("KH", "KD", "KC"):
        click_card(way, table, card)
    way.key(ord("m"))
    settle(way, table)
    assert table.display.breaks_of("hand:0") == (3,), "the spades are still a group, the kings gone"
    hand = table.display.zones["hand:0"]
    way.driver.drag(
        table.renderer.slot_rect(table.picture(), ("hand:0", 0)).center,
        table.renderer.slot_rect(table.picture(), ("hand:0", len(hand) - 1)).center,
    )
    assert table.display.breaks_of("hand:0") == ()


@pytest.mark.parametrize("size", SIZES)
def test_a_meld_on_the_table_is_one_overlapped_group_with_felt_between_melds(
    sized_driver: Callable[..., Driver], size: tuple[int, int]
) -> None:
    driver = sized_driver(size)
    zones = {"hand:0": "2C 5D 4H", "hand:1": "2D 3D 4D 9C 9D", "discard": "10S",
             "meld:1:0": "5H 6H 7H 8H", "meld:1:1": "KH KD KC", "meld:0:0": "7S 8S 9S", "meld:0:1": "QH QD QC"}  # fmt: skip
    table = table_at(driver, "quatorze", SEATS[:2], zones, facts={"phase": "meld", "down": [0, 1]})
    for seat in (0, 1):
        first, second = (table.layout.zones[f"meld:{seat}:{k}"] for k in (0, 1))
        count = table.display.count(first.zone)
        inside = gaps(first.spots(count))
        assert max(inside) < 0, f"a meld's cards overlap with no felt between them: {inside}"
        assert len(set(inside)) == 1, "every card of a meld steps the same (none stands apart)"
        assert first.cy == second.cy
        between = second.spots(3)[0].rect().left - first.spots(count)[-1].rect().right
        assert between >= meld_gap(first.width) > 0
