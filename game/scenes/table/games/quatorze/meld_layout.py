"""A meld table's geometry (Quatorze): hands, piles and each seat's melds in front of it.

Geometry only, like ``layout.py``: it knows the zone names ``meld:N:K`` and how
many cards each meld holds, never whether a meld is legal. Opponents sit in
columns across the top, each with its melds in rows under its hand; the piles
sit at the left of the middle band, the viewer's melds to their right, and the
viewer's hand along the bottom. Every meld is drawn overlapped, each card's rank
corner showing under the next and the last card whole; all the opponents' melds at one card
width, the widest at which each one's melds fit its area, and the viewer's (with
more room) at their own. Melds may be as large as the viewer's hand cards: with
room to spare (few seats, a large window) they are not drawn small.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from ...layout import (
    GAP,
    PILE_EDGES,
    PLATE,
    ROW_ROOM,
    Layout,
    LayoutPlan,
    SeatGeom,
    Spot,
    ZoneGeom,
    card_height,
    pile_label,
    place_viewer_plate,
    plate_half,
    viewer_fan,
)
from ...zone_names import seat_of_zone

MELD_STEP = 0.27  # of a meld card's width: how much of each middle card shows (its rank corner)
MELD_GAP = 6  # between rows of one seat's melds
SMALLEST_MELD = 22  # narrowest meld card; below it the whole table shrinks instead
MELD_WIDTH_STEPS_PER = 25  # a meld card width's next step is about 1/25 (4 %) wider
LARGEST_MELD = 400
MAX_MELD_CARDS = 13
# Free room between the opponents' melds and the middle row (the piles, the player's melds), at
# 1920x1080: with only a gap between, a lit stock's glow nearly touched the meld above it.
BAND_CLEAR = 20


@dataclass(frozen=True, slots=True)
class MeldGeom(ZoneGeom):
    """One meld, overlapped as one group: each card shows its rank corner under the next, the
    last whole on top. (With its first card whole and clear of the rest, one meld read as two.)"""

    def spots(self, count: int, breaks: tuple[int, ...] = ()) -> list[Spot]:
        # The first card's centre is ``cx``: a meld grows to the right.
        return [Spot(self.cx + i * self.step, self.cy, 0, self.width) for i in range(max(count, 0))]


def meld_gap(card_w: int) -> int:
    """Felt between neighbouring melds in a row, where a meld's own cards overlap with none
    between them, so each meld reads as one group."""
    return max(10, card_w // 3)


def meld_width(count: int, card_w: int) -> int:
    """How wide a meld of ``count`` cards is drawn."""
    return card_w + (max(count, 1) - 1) * max(1, int(card_w * MELD_STEP))


def meld_room(count: int) -> int:
    """The cards a meld keeps room for: those it holds (the table lays itself out again, before
    the card flies, whenever a meld grows)."""
    return min(max(count, 3), MAX_MELD_CARDS)


def _seat_melds(melds: Mapping[str, int]) -> dict[int, list[tuple[str, int]]]:
    """Each seat's melds in the order laid, with their card counts."""
    found: dict[int, list[tuple[int, str, int]]] = {}
    for name, count in melds.items():
        seat = seat_of_zone(name)
        if seat is None:
            continue
        found.setdefault(seat, []).append((int(name.split(":")[2]), name, count))
    return {seat: [(name, count) for _, name, count in sorted(rows)] for seat, rows in found.items()}


def flow(area: pygame.Rect, melds: list[tuple[str, int]], card_w: int) -> dict[str, tuple[int, int]] | None:
    """Each meld's centre, laid left to right in rows inside ``area``; None if they do not fit."""
    h = card_height(card_w)
    x, y = area.left, area.top
    centres: dict[str, tuple[int, int]] = {}
    for name, count in melds:
        width = meld_width(meld_room(count), card_w)
        if width > area.width:
            return None
        if x + width > area.right:
            x, y = area.left, y + h + MELD_GAP
        if y + h > area.bottom:
            return None
        centres[name] = (x + card_w // 2, y + h // 2)
        x += width + meld_gap(card_w)
    return centres


def _plate(layout: Layout, cx: int, cy: int, width: int) -> pygame.Rect:
    height = layout.px(PLATE[1])
    return pygame.Rect(cx - width // 2, cy - height // 2, width, height)


def place_meld_table(
    layout: Layout, viewer: int, opponents: list[int], names: list[str], melds: Mapping[str, int]
) -> list[pygame.Rect]:
    """Place every zone of a meld table on ``layout``; returns each seat's meld area (for tests
    and the running total's place), the viewer's first."""
    table, w, small = layout.table, layout.main_width, layout.small_width
    hand = f"hand:{viewer}"
    # The viewer's hand along the bottom (wide enough for 15 cards), the plate above it.
    h = card_height(w)
    cx = (table.left + layout.buttons.left) // 2
    # Each end card of the fan leans out past the span by about an eighth of a card.
    span = layout.buttons.left - table.left - 2 * (GAP + w // 8)
    if hand in names:
        layout.zones[hand] = viewer_fan(hand, table, cx, w, span)
        bottom = layout.zones[hand].reserved().top
    else:
        bottom = table.bottom - 10
    half = plate_half(layout)
    plate_y = bottom - GAP - half
    place_viewer_plate(layout, viewer, cx, plate_y, hand in names)  # with the sort buttons beside it
    middle_bottom = plate_y - half - GAP
    # Opponents in columns across the top: plate, hand row, then their melds.
    top = layout.message.bottom + GAP
    count = max(len(opponents), 1)
    column = table.width / count
    small_h = card_height(small)
    hands_bottom = top + 2 * half + GAP // 2 + small_h
    label_w, label_h = pile_label(layout).size
    pile_band = h + PILE_EDGES + 3 + label_h
    split = middle_bottom - pile_band - GAP
    # The opponents' melds end this far above the middle row (which starts a gap under ``split``).
    clear = max(layout.px(BAND_CLEAR), h // 7)
    melds_bottom = split + GAP - clear
    areas: dict[int, pygame.Rect] = {}
    for i, seat in enumerate(opponents):
        ox = int(table.x + column * (i + 0.5))
        oy = top + half
        plate = _plate(layout, ox, oy, int(min(layout.px(PLATE[0]), column - 2 * GAP)))
        layout.seats[seat] = SeatGeom(seat, plate, ox, oy, True)
        row = f"hand:{seat}"
        if row in names:
            layout.zones[row] = ZoneGeom(
                row, "row", ox, oy + half + GAP // 2 + small_h // 2, small,
                span=int(column * 0.86), step=int(small * 0.42), room=ROW_ROOM,
            )  # fmt: skip
        left = int(table.x + column * i) + GAP
        top_y = hands_bottom + GAP
        areas[seat] = pygame.Rect(left, top_y, int(column) - 2 * GAP, melds_bottom - top_y)
    # The piles at the left of the middle band, the viewer's melds to their right.
    pile_gap = max(int(w * 0.5), label_w - w + GAP)
    pile_y = split + GAP + PILE_EDGES + h // 2
    stock_x = table.left + 12 + PILE_EDGES + max(w, label_w) // 2
    discard_x = stock_x + w + pile_gap
    for name, x in (("stock", stock_x), ("discard", discard_x)):
        if name in names:
            layout.zones[name] = ZoneGeom(name, "heap", x, pile_y, w)
            label = pile_label(layout)
            label.midtop = (x, pile_y + h // 2 + 3)
            layout.labels[f"label:{name}"] = label
    layout.center = ((stock_x + discard_x) // 2, pile_y)
    layout.direction_ring = False  # it would run off the left edge and under the melds
    viewer_left = discard_x + max(w, label_w) // 2 + 2 * GAP
    areas[viewer] = pygame.Rect(
        viewer_left, split + GAP, table.right - 10 - viewer_left, middle_bottom - split - GAP
    )
    _place_melds(layout, areas, _seat_melds(melds), w, viewer)
    return [areas[viewer], *(areas[seat] for seat in opponents)]


def _place_melds(
    layout: Layout,
    areas: dict[int, pygame.Rect],
    by_seat: dict[int, list[tuple[str, int]]],
    widest: int,
    viewer: int,
) -> None:
    """The viewer's melds, and then all the opponents' at one width, each at the widest step of
    ``meld_widths`` from ``widest`` (the hand's) down to ``SMALLEST_MELD`` at which every seat's melds fit
    its area; past that they are placed anyway and the layout's check asks for smaller cards."""
    opponents = [seat for seat in by_seat if seat != viewer]
    for group in ([viewer] if viewer in by_seat else [], opponents):
        card_w = _widest_fitting(areas, by_seat, group, widest)
        placed = {seat: flow(areas[seat], by_seat[seat], card_w) for seat in group if seat in areas}
        for seat in group:
            found = placed.get(seat)
            area = areas.get(seat, layout.table)
            for k, (name, count) in enumerate(by_seat[seat]):
                # A group that cannot fit is stacked past its area, so the check sees the overflow.
                cx, cy = found[name] if found is not None else (area.centerx, area.bottom + k * 4)
                layout.zones[name] = MeldGeom(
                    name, "meld", cx, cy, card_w, step=max(1, int(card_w * MELD_STEP)), room=meld_room(count)
                )


def _meld_width_steps() -> tuple[int, ...]:
    steps = [SMALLEST_MELD]
    while steps[-1] < LARGEST_MELD:
        steps.append(steps[-1] + max(1, steps[-1] // MELD_WIDTH_STEPS_PER))
    return tuple(steps)


def meld_widths(widest: int) -> list[int]:
    """The card widths melds may be drawn at under a hand of ``widest``, widest first: the hand's
    own, then the steps below it down to ``SMALLEST_MELD``, each about 4 % narrower (a pixel
    apart where cards are small). Melds narrow a step at a time as the table fills, so the
    next width is known before it is needed (its faces are drawn ahead)."""
    return [widest, *(width for width in reversed(MELD_WIDTH_STEPS) if width < widest)]


def _widest_fitting(
    areas: dict[int, pygame.Rect], by_seat: dict[int, list[tuple[str, int]]], group: list[int], widest: int
) -> int:
    """The widest step of ``meld_widths(widest)`` at which every seat of ``group`` has its melds
    fit its area (``SMALLEST_MELD`` when none does). Fitting only gets easier as cards narrow
    (every meld, gap and row shrinks), so halving the steps finds it in a few tries."""

    def fits(card_w: int) -> bool:
        return all(flow(areas[seat], by_seat[seat], card_w) is not None for seat in group if seat in areas)

    widths = meld_widths(widest)
    if fits(widths[0]):
        return widths[0]
    if not fits(widths[-1]):
        return widths[-1]
    low, high = len(widths) - 1, 0  # ``widths[low]`` fits, ``widths[high]`` does not
    while low - high > 1:
        middle = (low + high) // 2
        if fits(widths[middle]):
            low = middle
        else:
            high = middle
    return widths[low]


def smallest_meld(layout: Layout, default: int) -> int:
    """The narrowest meld card on ``layout`` (``default`` when no meld is down)."""
    return min((geom.width for geom in layout.zones.values() if isinstance(geom, MeldGeom)), default=default)


MELD_WIDTH_STEPS = _meld_width_steps()


class MeldPlan(LayoutPlan):
    """A meld table: laid out whole, its melds in front of their owners."""

    def place_whole_table(
        self,
        layout: Layout,
        viewer: int,
        opponents: list[int],
        zone_names: list[str],
        melds: Mapping[str, int],
    ) -> None:
        place_meld_table(layout, viewer, opponents, zone_names, melds)

    def smallest_own(self, layout: Layout, default: int) -> int:
        return smallest_meld(layout, default)

    def widths_ahead(self, layout: Layout) -> list[int]:
        # A new meld narrows its group's cards by one step: the step under each width in use.
        steps = meld_widths(layout.main_width)
        in_use = {geom.width for geom in layout.zones.values() if isinstance(geom, MeldGeom)}
        return [steps[steps.index(width) + 1] for width in in_use if width in steps[:-1]]


PLAN = MeldPlan()
