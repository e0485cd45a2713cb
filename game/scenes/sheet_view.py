"""Drawing a score sheet (``score_sheet.Sheet``) in a box: a column per seat, a row per
round (the newest at the bottom; older ones scroll off the top), running totals, the
threshold line under the round that took a seat out, and the last round itemised.

The geometry is worked out apart from the drawing so tests can check what fits. On a
big window with room to spare everything grows (up to ``MAX_SCALE``) rather than leave
a small table in a large panel.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ..i18n import N_, _
from ..i18n.numbers import number
from ..i18n.numbers import points as points_shown
from .score_sheet import Cell, Sheet
from .text import fitted, text, wrap

ROW = 24
HEADER = 30
TOTALS = 52  # the totals and, under them, who is out or how far each is from the line
LINE = 20
ROUND_COLUMN = 78
MIN_ROWS = 3
MAX_SCALE = 1.4
NATURAL_WIDTH = 1000  # the width at which the sheet is drawn at scale 1

GOLD = (240, 200, 80)
INK = (235, 232, 220)
DIM = (170, 175, 160)
RED = (235, 110, 95)
GRID = (120, 130, 110)


HEADING_SIZES = (16, 15, 14, 13, 12)  # every seat's heading at one of these, the same for all
NOTE_SIZE = 13  # a cell's words beside its points
NOTE_UNDER = 12  # ... or under them, wrapped, where the column is too narrow for them beside
NOTE_LINE = 16  # one line of a note under the points
CAPTION = N_("total")  # the small word at the right of each seat's heading


@dataclass(frozen=True, slots=True)
class Heading:
    """Every seat's heading at one size: a line each, or two ("Dmitri" over "(medium)")."""

    size: int
    lines: tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class SheetGeometry:
    box: pygame.Rect  # as tall as the sheet needs, within the room it was given
    columns: tuple[pygame.Rect, ...]  # one per seat, full height of the box
    visible: int  # round rows shown at once
    breakdown_lines: int  # itemised lines that fit under the totals
    scale: float = 1.0
    heading: Heading = Heading(16, ())
    note_lines: int = 0  # lines a cell's words take under its points (0: beside them)

    def px(self, length: int) -> int:
        """A length (or a font size) at this sheet's scale."""
        return round(length * self.scale)

    @property
    def header_height(self) -> int:
        extra = len(max(self.heading.lines, key=len, default=())) - 1
        return self.px(HEADER) + max(extra, 0) * line_step(self.heading.size)

    @property
    def row_height(self) -> int:
        return self.px(ROW) + self.note_lines * self.px(NOTE_LINE)

    @property
    def rows_top(self) -> int:
        return self.box.y + self.header_height

    @property
    def totals_top(self) -> int:
        return self.rows_top + self.visible * self.row_height + 6

    def row_rect(self, index: int) -> pygame.Rect:
        """The ``index``-th visible round row, across every column."""
        row = self.row_height
        return pygame.Rect(self.box.x, self.rows_top + index * row, self.box.width, row)


def line_step(size: int, bold: bool = True) -> int:
    return text("Ag", size, bold=bold).get_height()


def sheet_height(rounds: int, breakdown: int, scale: float = 1.0, header: int = 0, row: int = 0) -> int:
    """The height a sheet needs to show every round and every line under the totals (each
    length rounded as ``SheetGeometry.px`` rounds it, so what is measured fits); ``header``
    and ``row`` are the heading's and a round row's height when they are taller than one line."""

    def px(length: int) -> int:
        return round(length * scale)

    header, row = max(header, px(HEADER)), max(row, px(ROW))
    return header + max(rounds, 1) * row + px(TOTALS) + (breakdown + 1) * px(LINE) + 6


def sheet_geometry(room: pygame.Rect, sheet: Sheet, ui_scale: float = 1.0) -> SheetGeometry:
    """Columns share the width after the round column; rows take what the totals and the
    lines under them leave (the itemised round, and a note when rounds are scrolled off),
    those giving way first when space is short. A sheet that fits with room to spare is
    drawn larger (up to ``MAX_SCALE`` times the window's ``ui_scale``), and its box ends under it.
    Nothing is cut: the headings share the largest size at which every name fits (on two lines
    if need be), and a cell's words go under its points, wrapped, when they do not fit beside."""
    seats, rounds, breakdown = len(sheet.names), len(sheet.rows), len(sheet.breakdown)
    fits = room.height / sheet_height(rounds, breakdown)
    scale = max(1.0, min(MAX_SCALE * ui_scale, room.width / NATURAL_WIDTH, fits))
    draft = SheetGeometry(room, (), 1, 0, scale)
    px = draft.px
    width = (room.width - px(ROUND_COLUMN)) // max(seats, 1)
    heading = _heading(sheet.names, width, px)
    note_lines = _note_lines(sheet, width, px)
    sized = SheetGeometry(room, (), 1, 0, scale, heading, note_lines)
    needed = sheet_height(rounds, breakdown, scale, sized.header_height, sized.row_height)
    box = pygame.Rect(room.x, room.y, room.width, min(room.height, needed))
    left = box.x + px(ROUND_COLUMN)
    columns = tuple(pygame.Rect(left + seat * width, box.y, width, box.height) for seat in range(seats))
    space = box.height - sized.header_height - px(TOTALS) - 6
    # Room kept for the round rows: at least MIN_ROWS once there are that many (a sheet of one
    # round kept three rows' room for it and had none left for its own itemised line).
    kept_rows = min(MIN_ROWS, max(rounds, 1))
    row = sized.row_height
    lines = min(breakdown + 1, max(0, (space - kept_rows * row) // px(LINE)))
    visible = max(1, min(max(rounds, 1), (space - lines * px(LINE)) // row))
    return SheetGeometry(box, columns, visible, lines, scale, heading, note_lines)


def name_room(column_width: int, px: Callable[[int], int]) -> int:
    """The width a seat's heading has: its column less the "total" caption and the margins."""
    return column_width - text(_(CAPTION), px(12)).get_width() - 20


def _heading(names: tuple[str, ...], width: int, px: Callable[[int], int]) -> Heading:
    """The largest size at which every name fits its column on one line; else on two lines (the
    name over the computer's level, or split at a space); at the smallest, whatever fits."""
    room = name_room(width, px)

    def fit(lines: list[tuple[str, ...]], size: int) -> bool:
        return all(text(line, size, bold=True).get_width() <= room for name in lines for line in name)

    one: list[tuple[str, ...]] = [(name,) for name in names]
    two = [_two_lines(name) for name in names]
    for lines in (one, two):
        for size in (px(size) for size in HEADING_SIZES):
            if fit(lines, size):
                return Heading(size, tuple(lines))
    return Heading(px(HEADING_SIZES[-1]), tuple(two))


def _two_lines(name: str) -> tuple[str, ...]:
    """ "Dmitri (medium)" as "Dmitri" over "(medium)"; another name split at its middle space."""
    head, bracket, tail = name.partition(" (")
    if bracket:
        return head, f"({tail}"
    spaces = [i for i, char in enumerate(name) if char == " "]
    if not spaces:
        return (name,)
    middle = min(spaces, key=lambda i: abs(2 * i - len(name)))
    return name[:middle], name[middle + 1 :]


def beside_room(cell: Cell, width: int, px: Callable[[int], int]) -> int:
    """The width a cell's words have beside its points and its running total."""
    points = text(points_shown(cell.points), px(16), INK, bold=bool(cell.note)).get_width()
    total = text(points_shown(cell.total), px(13)).get_width()
    return width - points - total - 24


def note_under_room(width: int) -> int:
    return width - 14


def _note_lines(sheet: Sheet, width: int, px: Callable[[int], int]) -> int:
    """0 when every cell's words fit beside its points; else the most lines any takes under them."""
    cells = [cell for row in sheet.rows for cell in row.cells if cell is not None and cell.note]
    if all(text(cell.note, px(NOTE_SIZE)).get_width() <= beside_room(cell, width, px) for cell in cells):
        return 0
    return max(len(wrap(cell.note, px(NOTE_UNDER), note_under_room(width))) for cell in cells)


def first_shown(rounds: int, visible: int, scroll: int) -> int:
    """The first round row shown: the newest rows by default, ``scroll`` rows further back."""
    latest = max(0, rounds - visible)
    return max(0, latest - max(0, scroll))


def draw_sheet(surface: pygame.Surface, sheet: Sheet, geometry: SheetGeometry, scroll: int) -> None:
    box, columns, px = geometry.box, geometry.columns, geometry.px
    _draw_header(surface, sheet, geometry)
    start = first_shown(len(sheet.rows), geometry.visible, scroll)
    shown = sheet.rows[start : start + geometry.visible]
    for index, row in enumerate(shown):
        rect = geometry.row_rect(index)
        if index % 2:
            pygame.draw.rect(surface, (30, 52, 42), rect)
        label = text(f"{row.number}", px(16), DIM)
        surface.blit(label, label.get_rect(midleft=(box.x + 12, rect.y + px(ROW) // 2)))
        for column, cell in zip(columns, row.cells, strict=True):
            place = pygame.Rect(column.x, rect.y, column.width, rect.height)
            _draw_cell(surface, cell, place, px, geometry.note_lines)
    _draw_totals(surface, sheet, geometry)
    y = geometry.totals_top + px(TOTALS)
    hidden = _hidden_note(start, start + len(shown), len(sheet.rows))
    lines = [(hidden, DIM)] if hidden else []
    lines += [(line, INK) for line in sheet.breakdown]
    for line, colour in lines[: geometry.breakdown_lines]:
        surface.blit(fitted(line, px(15), box.width - 24, colour), (box.x + 12, y))
        y += px(LINE)


def _hidden_note(start: int, end: int, rounds: int) -> str:
    """What the scrolled sheet does not show, and how to see it."""
    parts = []
    if start == 1:
        parts.append(_("round 1 is above"))
    elif start > 1:
        parts.append(_("rounds 1–{last} are above").format(last=start))
    if end < rounds:
        parts.append(_("rounds {first}–{last} below").format(first=end + 1, last=rounds))
    if not parts:
        return ""
    said = _("{parts}: scroll with the wheel or Up/Down").format(parts=_("; ").join(parts))
    return said[:1].upper() + said[1:]


def _draw_header(surface: pygame.Surface, sheet: Sheet, geometry: SheetGeometry) -> None:
    box, px = geometry.box, geometry.px
    top = box.y + 4
    surface.blit(text(_("Round"), px(15), GOLD, bold=True), (box.x + 12, top + 4))
    heading = geometry.heading
    for seat, column in enumerate(geometry.columns):
        colour = DIM if sheet.out_in[seat] is not None else GOLD
        caption = text(_(CAPTION), px(12), DIM)  # the small figure at each cell's right
        surface.blit(caption, caption.get_rect(topright=(column.right - 8, top + px(6))))
        lines = heading.lines[seat] if seat < len(heading.lines) else (sheet.names[seat],)
        y = top + 3
        for line in lines:
            # Cut only past the smallest size (a name no column could hold).
            name = fitted(line, heading.size, name_room(column.width, px), colour, bold=True)
            surface.blit(name, (column.x + 6, y))
            y += line_step(heading.size)
    bottom = box.y + geometry.header_height - 2
    pygame.draw.line(surface, GRID, (box.x + 6, bottom), (box.right - 6, bottom))


def _draw_cell(
    surface: pygame.Surface, cell: Cell | None, rect: pygame.Rect, px: Callable[[int], int], under: int = 0
) -> None:
    """A seat's round: its points and running total on the row's first line, its words beside
    the points, or (``under`` lines kept for them) wrapped under them."""
    middle = rect.y + px(ROW) // 2
    if cell is None:
        dash = text("–", px(16), GRID)
        surface.blit(dash, dash.get_rect(midleft=(rect.x + 8, middle)))
        return
    points = text(points_shown(cell.points), px(16), INK, bold=bool(cell.note))
    surface.blit(points, points.get_rect(midleft=(rect.x + 6, middle)))
    total = text(points_shown(cell.total), px(13), RED if cell.crossed else DIM)
    surface.blit(total, total.get_rect(midright=(rect.right - 8, middle)))
    if cell.note and not under:
        words = fitted(cell.note, px(NOTE_SIZE), beside_room(cell, rect.width, px), GOLD)
        surface.blit(words, words.get_rect(midleft=(rect.x + 12 + points.get_width(), middle)))
    elif cell.note:
        y = rect.y + px(ROW) - px(3)
        for line in wrap(cell.note, px(NOTE_UNDER), note_under_room(rect.width)):
            words = fitted(line, px(NOTE_UNDER), note_under_room(rect.width), GOLD)
            surface.blit(words, (rect.x + 8, y))
            y += px(NOTE_LINE)
    if cell.crossed:
        # The threshold line: drawn under the round that took this seat to it.
        pygame.draw.line(surface, RED, (rect.x + 4, rect.bottom - 2), (rect.right - 4, rect.bottom - 2), 2)


def _draw_totals(surface: pygame.Surface, sheet: Sheet, geometry: SheetGeometry) -> None:
    box, px = geometry.box, geometry.px
    top = geometry.totals_top
    pygame.draw.line(surface, GRID, (box.x + 6, top - 3), (box.right - 6, top - 3))
    surface.blit(text(_("Total"), px(16), GOLD, bold=True), (box.x + 12, top + 4))
    for seat, column in enumerate(geometry.columns):
        out = sheet.out_in[seat]
        won = sheet.over and seat in sheet.winners
        colour = (255, 235, 150) if won else (RED if out is not None else INK)
        total = text(points_shown(sheet.totals[seat]), px(20), colour, bold=True)
        surface.blit(total, (column.x + 6, top + 2))
        status = _status(sheet, seat)
        if status:
            words = fitted(status, px(13), column.width - 12, colour if out is not None or won else DIM)
            surface.blit(words, (column.x + 6, top + px(28)))


def _status(sheet: Sheet, seat: int) -> str:
    """Under a total: the winner, the round a seat went out in, or how far it is from the line
    ("231 from out at 201": a newcomer could not read "231 to 201")."""
    if sheet.over and seat in sheet.winners:
        return _("winner")
    out = sheet.out_in[seat]
    if out is not None:
        return _("out in round {number}").format(number=out)
    if sheet.limit:
        return _("{points} from out at {limit}").format(
            points=number(sheet.limit - sheet.totals[seat]), limit=number(sheet.limit)
        )
    return ""
