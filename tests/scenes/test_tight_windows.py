"""Words whole inside their boxes in tight windows (issue 28, at 1280x800 and 1024x600, every seat
count): Quatorze's move buttons when Take appears (they shrank and wrapped), Crazy Jokers' steal
buttons ("Steal: / Basil"), the "Melds this turn" tag ("Melds this…"), and the score sheets'
names and notes ("Dmitri (mediu…", "joker in th…", the first seat's name larger than the rest).

Each check measures the rendered words against the box they are drawn in. The tables' checks run at
a local table and at one hosted in this process (``both_ways``); the score sheet's lays a sheet made
here out in the room a round's score sheet gets in the window (opened at its private table)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.engine import make_rules
from game.play.seats import SeatConfig
from game.play.session import Session
from game.scenes.button_label import PADDING
from game.scenes.scale import scale_for
from game.scenes.score_sheet import Cell, Row, Sheet
from game.scenes.sheet_view import (
    CAPTION,
    NOTE_SIZE,
    NOTE_UNDER,
    _status,
    beside_room,
    line_step,
    name_room,
    note_under_room,
    sheet_geometry,
)
from game.scenes.table.games.quatorze.table import QuatorzeTable
from game.scenes.table.scene import TableScene
from game.scenes.text import text, wrap
from game.scenes.widgets import Button

from .both_ways import WAYS, way_at
from .driver import Driver
from .sheets import sheet_for

SIZES = [(1024, 600), (1280, 800)]
NAMES = ["You", "Basil", "Chloe", "Dmitri", "Esme", "Farid"]
LARGEST = 18  # a move button's words at the window's scale, as the table asks for them
SizedDriver = Callable[[tuple[int, int]], Driver]


def seats(players: int) -> list[SeatConfig]:
    return [SeatConfig("You"), *(SeatConfig(name, "medium") for name in NAMES[1:players])]


def assert_whole_on_one_line(button: Button, table: TableScene) -> None:
    """The label on one line, at the size the table asks for, inside the button's padding."""
    assert len(button.lines) <= 1, f"{button.label!r} wraps: {button.lines}"
    assert button.size == table.layout.px(LARGEST), f"{button.label!r} shrank to {button.size}"
    width = text(button.label, button.size, bold=True).get_width()
    assert width <= button.rect.width - 2 * PADDING, f"{button.label!r}: {width} px in {button.rect.width}"


def move_buttons(table: TableScene) -> list[Button]:
    return [b for b in table.buttons if b.value not in (None,) and not isinstance(b.value, str)]


@pytest.mark.parametrize("way_name", WAYS)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_quatorzes_move_buttons_stay_whole_when_take_appears(
    sized_driver: SizedDriver, size: tuple[int, int], players: int, way_name: str
) -> None:
    # Down, holding 7♠ 8♠ with the 9♠ on the discard: Take is legal, with Draw.
    zones = {"hand:0": "7S 8S 2C 5D KH 3C 10D", "discard": "9S"}
    with way_at(sized_driver(size), way_name) as way:
        way.open_at("quatorze", seats(players), zones, facts={"phase": "draw", "down": [0]})
        table = way.ready()
        labels = [b.label for b in table.buttons]
        assert "Take (T)" in labels and "Draw (D)" in labels, labels
        for button in move_buttons(table):
            assert_whole_on_one_line(button, table)
        assert len({b.rect.width for b in move_buttons(table)}) == 1, "one column, one width"


@pytest.mark.parametrize("way_name", WAYS)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_crazy_jokers_steal_buttons_stay_on_one_line(
    sized_driver: SizedDriver, size: tuple[int, int], players: int, way_name: str
) -> None:
    zones = {"hand:0": "X 7H 7D 9C KS KH 3D", "waste": "5C"}
    contracts = ["full-full-house", "fixed-straight", "odd-man-out", "faced-by-evens"][:players]
    with way_at(sized_driver(size), way_name) as way:
        way.open_at("crazy-jokers", seats(players), zones, facts={"phase": "play", "contracts": contracts})
        table = way.ready()
        steals = [b for b in table.buttons if b.label.startswith("Steal: ")]
        assert len(steals) == players - 1
        for button in move_buttons(table):
            assert_whole_on_one_line(button, table)
        for button in table.buttons:
            assert table.layout.table.contains(button.rect)


@pytest.mark.parametrize("way_name", WAYS)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_melds_this_turn_tag_is_never_cut(
    sized_driver: SizedDriver, size: tuple[int, int], players: int, way_name: str
) -> None:
    mover = players - 1
    zones = {
        "hand:0": "2C 3D 4H 5S 6C 7D 8H 9S 10C JD QH",
        f"hand:{mover}": "2S 3S 4S 5D 6D 7H 8C 9D",
        "discard": "10C",
        f"meld:{mover}:0": "KH KD KC",
        f"meld:{mover}:1": "7S 8S 9S",
    }
    with way_at(sized_driver(size), way_name) as way:
        # A computer to move at this position: the "local" way's table is still the local one
        # (a private table's host plays its move before the window's first frame).
        table = way.open_at(
            "quatorze", seats(players), zones, to_move=mover, facts={"phase": "meld", "down": []}
        )
        way.until(lambda: table.display.public.get("pending") == 54, 200)
        extras = table.adapter
        assert isinstance(extras, QuatorzeTable)
        found = extras.total_lines(table)
        assert found is not None
        lines, font_size, box = found
        assert " ".join(lines) == "Melds this turn: 54 of 51", lines
        assert font_size >= table.layout.px(12)
        for line in lines:
            assert text(line, font_size, bold=True).get_width() <= box.width - 10, (line, box)
        assert sum(text(line, font_size, bold=True).get_height() for line in lines) <= box.height
        assert table.layout.table.contains(box)


# The longest words a cell holds: a Crazy Jokers contract with everything else a round can add.
LONG_NOTE = "A Birthday Wish, joker in the hand, 2 steals, 2 picked jokers"


def crafted_sheet(players: int, note: str) -> Sheet:
    names = tuple(
        SeatConfig(name, "medium").label() if seat else name for seat, name in enumerate(NAMES[:players])
    )
    rows = (
        Row(1, tuple(Cell(180 if seat == 1 else 0, note if seat == 1 else "", 180 if seat == 1 else 0) for seat in range(players))),
        Row(2, tuple(Cell(-30, "went out", -30) if seat == players - 1 else Cell(88, "", 88) for seat in range(players))),
    )  # fmt: skip
    totals = tuple(cell.total for cell in rows[0].cells)
    return Sheet(names, rows, totals, (None,) * players, 201, "Round 2", (), False, ())


def board_room(driver: Driver, size: tuple[int, int], variant: str, players: int) -> pygame.Rect:
    """The room a scoreboard gives its sheet in this window: a deal played to its end, its round
    scored at its private table, the sheet opened as the window opens it."""
    session = Session(
        driver.app.ctx.catalog.get(variant),
        make_rules(driver.app.ctx.catalog.get(variant)),
        seats(players),
        4,
    )
    while not session.state.over:
        session.apply(session.legal()[0])
    board = sheet_for(driver, session)
    assert driver.app.ctx.size == size and board.geometry is not None
    # The sheet's box starts where its room does, as wide, but ends under the rows this round
    # has: the room runs on to the foot of the round's summary (a margin above the waiting line).
    box = board.geometry.box
    return pygame.Rect(box.x, box.y, box.width, board.summary_box(size).bottom - board.scale(10) - box.y)


# The sheet's room under its round summary, as the window's own game shows it (a private table's).
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(
    ("variant", "players"), [("quatorze", n) for n in range(2, 7)] + [("crazy-jokers", n) for n in (2, 3, 4)]
)
def test_the_score_sheet_cuts_no_name_and_no_note(
    sized_driver: SizedDriver, size: tuple[int, int], variant: str, players: int
) -> None:
    driver = sized_driver(size)
    note = LONG_NOTE if variant == "crazy-jokers" else "went out"
    sheet = crafted_sheet(players, note)
    px = scale_for(size)
    geometry = sheet_geometry(board_room(driver, size, variant, players), sheet, px.factor)
    heading = geometry.heading
    # One size for every seat's name (the first seat's was larger: "You" fitted where others shrank).
    assert len(heading.lines) == players
    for seat, column in enumerate(geometry.columns):
        lines = heading.lines[seat]
        assert " ".join(lines) == sheet.names[seat], "a name is never cut"
        for line in lines:
            assert text(line, heading.size, bold=True).get_width() <= name_room(column.width, geometry.px)
        assert (
            name_room(column.width, geometry.px) + text(CAPTION, geometry.px(12)).get_width() < column.width
        )
    assert heading.size >= geometry.px(12)
    assert geometry.header_height >= geometry.px(30) + (len(max(heading.lines, key=len)) - 1) * line_step(
        heading.size
    )
    # Every cell's words fit beside its points or, wrapped, in the lines kept under them.
    for row in sheet.rows:
        for column, cell in zip(geometry.columns, row.cells, strict=True):
            if cell is None or not cell.note:
                continue
            beside = text(cell.note, geometry.px(NOTE_SIZE)).get_width() <= beside_room(
                cell, column.width, geometry.px
            )
            if geometry.note_lines == 0:
                assert beside, f"{cell.note!r} does not fit beside {cell.points} in {column.width} px"
                continue
            lines = wrap(cell.note, geometry.px(NOTE_UNDER), note_under_room(column.width))
            assert len(lines) <= geometry.note_lines
            assert " ".join(lines) == cell.note
            for line in lines:
                assert text(line, geometry.px(NOTE_UNDER)).get_width() <= note_under_room(column.width)
            assert geometry.row_height >= geometry.px(24) + len(lines) * geometry.px(16)
    # Under each total, its status line.
    for seat, column in enumerate(geometry.columns):
        assert text(_status(sheet, seat), geometry.px(13)).get_width() <= column.width - 12
    assert geometry.visible >= 1 and geometry.totals_top + geometry.px(52) <= geometry.box.bottom
