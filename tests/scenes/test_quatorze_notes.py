"""Quatorze's running total and round points where a newcomer can read them (the newcomer's
review: the total sat under the sort buttons or over the next opponent's plate, and the
player's own points at the round's end were hidden the same way). The tests of a person's own
moves run both ways (``both_ways``)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.play.seats import SeatConfig
from game.scenes.table.games.quatorze.table import QuatorzeTable
from game.scenes.table.pointer import slot_center
from game.scenes.table.scene import TableScene

from .both_ways import Way
from .driver import Driver
from .positions import table_at
from .test_quatorze_moves import click_card, go_out_with_the_last_card, meld_table, settle

FOUR = [SeatConfig(name, "random") for name in ("Ann", "Basil", "Chloe", "Dmitri")]
FOUR[0] = SeatConfig("Ann", "human")


def lay(way: Way, table: TableScene, *cards: str) -> None:
    for card in cards:
        click_card(way, table, card)
    way.key(pygame.K_m)
    settle(way, table)


def extras(table: TableScene) -> QuatorzeTable:
    assert isinstance(table.adapter, QuatorzeTable)
    return table.adapter


def test_the_players_own_running_total_is_in_the_instruction(way: Way) -> None:
    table = meld_table(way)
    lay(way, table, "KH", "KD", "KC")
    assert table.hint_text() == "Melds this turn: 30 of 51: lay more to go down, or Take back (T)"
    lay(way, table, "7S", "8S", "9S")
    assert table.hint_text() == "Melds this turn: 54 of 51: discard to go down, or lay more first"


def test_no_total_is_shown_for_the_next_seat_while_the_players_own_move_lands(way: Way) -> None:
    table = meld_table(way)
    lay(way, table, "KH", "KD", "KC")
    lay(way, table, "7S", "8S", "9S")
    click_card(way, table, "5D")
    way.click(slot_center(table.layout, table.display, ("discard", 0)))
    way.until(lambda: table.session.to_move == 1, 200)
    # The turn has passed on; the table still shows Ann's 54 until her move lands.
    assert table.display.public.get("pending") == 54
    assert extras(table).total_note(table) is None


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
@pytest.mark.parametrize("mover", [1, 2, 3])
def test_an_opponents_running_total_covers_no_other_seat(
    sized_driver: Callable[[tuple[int, int]], Driver], size: tuple[int, int], mover: int
) -> None:
    driver = sized_driver(size)
    zones = {
        "hand:0": "2C 3D 4H 5S 6C 7D 8H 9S 10C JD QH",
        f"hand:{mover}": "2S 3S 4S 5D 6D 7H 8C 9D",
        "discard": "10C",
        f"meld:{mover}:0": "KH KD KC",
        f"meld:{mover}:1": "7S 8S 9S",
    }
    # A computer to move at this position: local (a private table's host plays its move before
    # the window's first frame, so the moment tested never stands there).
    table = table_at(driver, "quatorze", FOUR, zones, to_move=mover, facts={"phase": "meld", "down": []})
    assert table.display.public.get("pending") == 54
    note = extras(table).total_note(table)
    assert note is not None
    words, box = note
    assert words == "Melds this turn: 54 of 51"
    assert table.layout.table.contains(box)
    own_hand = f"zone:hand:{mover}"
    for name, rect in table.layout.regions().items():
        if name != own_hand:
            assert not box.colliderect(rect), f"the total covers {name} at {size}"


def test_the_round_points_are_on_every_plate(way: Way) -> None:
    table = go_out_with_the_last_card(way)
    assert table.display.public["points"] == [-30, 27]
    assert table.plate_text(0) == "Ann · \u221230 points"
    assert table.plate_text(1) == "Basil · +27 points"
    assert table.plate_text(1, short=True) == "Basil · +27"
