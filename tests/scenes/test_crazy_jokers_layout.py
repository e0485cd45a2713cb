"""Crazy Jokers' declaration panel on the table: at every seat count and window size it leaves
every other seat's name plate in sight (the plate says what that seat declared), keeps clear of
the top lines and the move buttons, and stays large enough to read its seven contracts."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.app import MIN_SIZE
from game.play.seats import SeatConfig
from game.scenes.table.games.crazy_jokers.layout import PLAN, TITLE_H, declaration_box
from game.scenes.table.games.crazy_jokers.panel import ContractButton, title
from game.scenes.table.layout import Layout, compute_layout

from .both_ways import WAYS, way_at
from .driver import Driver
from .test_layout import zones_of

SIZES = [MIN_SIZE, (1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160)]
# The panel's least size at 1920x1080 (more on a larger window): a contract's row holds its name
# over its reminder, and the longest reminder reads whole in 11-point type.
LEAST_ROW = 38
LEAST_WIDTH = 480


def table(size: tuple[int, int], players: int, viewer: int) -> tuple[Layout, pygame.Rect]:
    layout = compute_layout(size, zones_of("crazy-jokers", players), players, viewer, plan=PLAN)
    return layout, declaration_box(layout, viewer)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_declaration_panel_leaves_every_other_plate_in_sight(size: tuple[int, int], players: int) -> None:
    """At four seats on 1024x600 the panel hid two of the three other plates, so a player
    declaring could not see who had declared what."""
    for viewer in range(players):
        layout, box = table(size, players, viewer)
        for seat, geom in layout.seats.items():
            if seat != viewer:
                assert not geom.plate.colliderect(box), (
                    f"the panel {box} covers seat {seat}'s plate {geom.plate}"
                )
        assert layout.table.contains(box)
        for name in ("status", "tools", "message", "buttons"):
            assert not box.colliderect(getattr(layout, name)), f"the panel {box} covers the {name}"


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_declaration_panel_stays_readable(size: tuple[int, int], players: int) -> None:
    for viewer in (0, players - 1):
        layout, box = table(size, players, viewer)
        row = (box.height - layout.px(TITLE_H) - 8) // 7
        assert row >= layout.px(LEAST_ROW), (row, box)
        assert box.width >= layout.px(LEAST_WIDTH), box


@pytest.mark.parametrize("way_name", WAYS)
@pytest.mark.parametrize("size", [MIN_SIZE, (1920, 1080)], ids=["1024x600", "1920x1080"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_while_declaring_the_others_declarations_show_on_their_plates(
    sized_driver: Callable[[tuple[int, int]], Driver], size: tuple[int, int], players: int, way_name: str
) -> None:
    """The player declares last: each other seat's plate names its contract, and neither the
    panel nor any of its contract buttons lies over a plate (at a local table and at one hosted
    in this process: ``both_ways``)."""
    names = ["You", "Basil", "Chloe", "Dmitri"][:players]
    seats = [SeatConfig(name, "medium") if seat else SeatConfig(name) for seat, name in enumerate(names)]
    declared = [None, "big-flush", "odd-man-out", "no-hand-hand"][:players]
    facts = {"phase": "declare", "leader": 1, "contracts": declared}
    with way_at(sized_driver(size), way_name) as way:
        way.open_at("crazy-jokers", seats, {}, facts=facts)
        table = way.ready()
        assert table.display.public["phase"] == "declare"
        panel = [button.rect for button in table.buttons if isinstance(button, ContractButton)]
        assert len(panel) == 7
        box = declaration_box(table.layout, table.viewer)
        plates = way.plates()
        for seat in range(1, players):
            assert title(str(declared[seat])) in plates[seat]
            plate = table.layout.seats[seat].plate
            assert not plate.colliderect(box), f"the panel covers {names[seat]}'s plate"
            assert plate.collidelist(panel) == -1
