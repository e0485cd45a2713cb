"""The direction of play stays in Quatorze's status line as drawn: a meld table has no ring
round the piles, and the newcomer's review found "anticlockwise" dropped for want of room at
1024×600 and 1280×800 (only the round's end, with no one to play, left room for it). At a local
table and at one hosted in this process (``both_ways``)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.app import MIN_SIZE
from game.play.seats import SeatConfig
from game.scenes.table.render import status_words

from .both_ways import WAYS, Way, way_at
from .driver import Driver

SEATS = [SeatConfig("Player 1", "human"), *(SeatConfig(n, "random") for n in ("Basil", "Chloe", "Dmitri"))]


@pytest.mark.parametrize("way_name", WAYS)
@pytest.mark.parametrize("size", [MIN_SIZE, (1280, 800)])
def test_the_direction_is_in_the_status_line_as_drawn(
    sized_driver: Callable[[tuple[int, int]], Driver], size: tuple[int, int], way_name: str
) -> None:
    zones = {"hand:0": "2C 3D 4H 5S 6C 7D 8H 9S 10C JD QH KS AC 2D", "discard": "10C"}
    with way_at(sized_driver(size), way_name) as way:
        way.open_at("quatorze", SEATS, zones, facts={"phase": "draw"})
        table = way.ready()
        assert not table.layout.direction_ring
        drawn = status_words(table.status_parts(), table.layout.status.width)
    assert "Player 1 to play" in drawn and "anticlockwise" in drawn


def test_a_table_with_a_ring_keeps_the_direction_last(way: Way) -> None:
    zones = {"hand:0": "2C 3D 4H 5S 6C", "hand:1": "2S 3S 4S 5D 6D", "discard": "9H"}
    way.open_at("q2j", SEATS[:2], zones)
    table = way.ready()
    assert table.layout.direction_ring
    assert table.status_parts()[-1] == "clockwise"
