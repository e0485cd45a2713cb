"""Where everything goes on the table, computed from the window size and the zones in play.

Geometry only: the layout knows zone names (``hand:2``, ``field:1``, ``field:0:3``,
``pile:1``, ``resource:0``, ``stock``, ``discard``) and how many cards each holds,
never what is legal. The viewer's seat is always at the bottom; opponents sit
clockwise from the viewer's left around the table.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from ...engine.rules import seat_of_zone

CARD_RATIO = 1.4
SIZE_FACTORS = {"small": 0.15, "medium": 0.18, "large": 0.21}  # viewer card height / table height
LOG_MIN, LOG_MAX = 220, 380
MAX_FAN_ANGLE = 10  # degrees at the ends of the viewer's fan
HEADER = 56  # the status lines across the top of the table


def card_height(width: int) -> int:
    return int(width * CARD_RATIO)


@dataclass(frozen=True, slots=True)
class Spot:
    """One card's place: its centre, rotation (degrees, counter-clockwise) and art width."""

    x: int
    y: int
    angle: int
    width: int

    def rect(self) -> pygame.Rect:
        w, h = self.width, card_height(self.width)
        if self.angle % 180 == 90:
            w, h = h, w
        return pygame.Rect(self.x - w // 2, self.y - h // 2, w, h)


@dataclass(frozen=True, slots=True)
class ZoneGeom:
    """How a zone lays out its cards.

    ``kind`` is ``fan`` (the viewer's hand), ``row`` (side by side, overlapping
    when crowded), ``stack`` (an NG field position: defence cards stepped down
    over the base) or ``pile`` (all cards in one place, a few edges showing).
    """

    zone: str
    kind: str
    cx: int
    cy: int
    width: int
    span: int = 0  # widest a row or fan may grow
    step: int = 0  # preferred distance between neighbours in a row or stack

    @property
    def height(self) -> int:
        return card_height(self.width)

    def spots(self, count: int) -> list[Spot]:
        """Where each of ``count`` cards goes, bottom card first."""
        if count <= 0:
            return []
        if self.kind == "pile":
            # Only the top cards show an edge; the rest sit exactly under them.
            return [
                Spot(self.cx - min(count - 1 - i, 3) * 2, self.cy - min(count - 1 - i, 3) * 2, 0, self.width)
                for i in range(count)
            ]
        if self.kind == "stack":
            return [Spot(self.cx, self.cy + i * self.step, 0, self.width) for i in range(count)]
        step = self.step
        if count > 1 and step * (count - 1) + self.width > self.span:
            step = max(4, (self.span - self.width) // (count - 1))
        left = self.cx - (step * (count - 1)) / 2
        spots = []
        for i in range(count):
            x = left + i * step
            if self.kind == "fan" and count > 1:
                rel = (i - (count - 1) / 2) / max((count - 1) / 2, 1)
                angle = -round(rel * MAX_FAN_ANGLE * min(1.0, count / 8))
                drop = int(abs(rel) ** 2 * self.height * 0.08 * min(1.0, count / 8))
                spots.append(Spot(int(x), self.cy + drop, angle, self.width))
            else:
                spots.append(Spot(int(x), self.cy, 0, self.width))
        return spots

    def area(self, count: int) -> pygame.Rect:
        """The rect the zone covers (its empty slot when it has no card)."""
        spots = self.spots(max(count, 1))
        rect = spots[0].rect()
        for spot in spots[1:]:
            rect.union_ip(spot.rect())
        return rect


@dataclass(frozen=True, slots=True)
class SeatGeom:
    """A seat's name plate and the point its zones gather around."""

    seat: int
    plate: pygame.Rect
    cx: int
    cy: int
    top_half: bool


@dataclass
class Layout:
    size: tuple[int, int]
    table: pygame.Rect
    log: pygame.Rect
    buttons: pygame.Rect
    status: pygame.Rect
    center: tuple[int, int]
    main_width: int
    small_width: int
    zones: dict[str, ZoneGeom] = field(default_factory=dict)
    seats: dict[int, SeatGeom] = field(default_factory=dict)

    def geom(self, zone: str) -> ZoneGeom:
        """The zone's geometry; a zone the table does not show (a deal's deck) sits at the centre."""
        found = self.zones.get(zone)
        if found is not None:
            return found
        return ZoneGeom(zone, "pile", self.center[0], self.center[1], self.main_width)


def _seat_order(players: int, viewer: int) -> list[int]:
    """Opponents clockwise from the viewer's left: viewer+1, viewer+2, …"""
    return [(viewer + k) % players for k in range(1, players)]


def compute_layout(
    size: tuple[int, int],
    zone_names: list[str],
    players: int,
    viewer: int,
    card_size: str = "medium",
) -> Layout:
    """The whole table's geometry for this window size, these zones and this viewer."""
    width, height = max(size[0], 640), max(size[1], 480)
    log_w = max(LOG_MIN, min(LOG_MAX, int(width * 0.19)))
    table = pygame.Rect(0, 0, width - log_w, height)
    log = pygame.Rect(table.right, 0, log_w, height)
    status = pygame.Rect(table.x + 10, table.y + 8, table.width - 20, 30)
    has_fields = any(name.startswith("field:") for name in zone_names)
    # Cards are sized from the height, then shrunk if the width is tight.
    main_h = height * SIZE_FACTORS.get(card_size, SIZE_FACTORS["medium"])
    main_w = int(min(main_h / CARD_RATIO, table.width / 9))
    if has_fields:
        main_w = int(min(main_w, table.width / 11, height / 11))
    if players <= 4:
        small_w = int(main_w * (0.68 if has_fields else 0.72))
    elif players <= 6:
        small_w = int(main_w * 0.58)
    else:
        small_w = int(main_w * 0.5)
    if has_fields and players > 2:
        # Opponents share the top band: each one's row of field cards must fit its column.
        column = table.width / (players - 1)
        small_w = int(min(small_w, column / 8.2))
    buttons = pygame.Rect(table.right - 190, table.bottom - 240, 180, 230)
    layout = Layout(
        size=(width, height),
        table=table,
        log=log,
        buttons=buttons,
        status=status,
        center=(table.centerx, table.centery - (0 if has_fields else int(height * 0.04))),
        main_width=max(main_w, 24),
        small_width=max(small_w, 18),
    )
    by_seat: dict[int, list[str]] = {}
    for name in zone_names:
        seat = seat_of_zone(name)
        if seat is not None:
            by_seat.setdefault(seat, []).append(name)
    _place_center(layout, zone_names, has_fields)
    _place_viewer(layout, viewer, by_seat.get(viewer, []), has_fields)
    opponents = _seat_order(players, viewer)
    if has_fields:
        _place_opponent_columns(layout, opponents, by_seat)
    else:
        _place_opponent_ellipse(layout, opponents, by_seat)
    return layout


def _place_center(layout: Layout, names: list[str], has_fields: bool) -> None:
    cx, cy = layout.center
    w = layout.main_width
    shared = [n for n in ("stock", "discard") if n in names]
    gap = int(w * 0.8)
    if len(shared) == 2:
        layout.zones["stock"] = ZoneGeom("stock", "pile", cx - (w + gap) // 2, cy, w)
        layout.zones["discard"] = ZoneGeom("discard", "pile", cx + (w + gap) // 2, cy, w)
    elif shared:
        layout.zones[shared[0]] = ZoneGeom(shared[0], "pile", cx, cy, w)


def _plate(cx: int, cy: int, width: int = 170, height: int = 26) -> pygame.Rect:
    return pygame.Rect(cx - width // 2, cy - height // 2, width, height)


def _place_viewer(layout: Layout, seat: int, names: list[str], has_fields: bool) -> None:
    table, w = layout.table, layout.main_width
    h = card_height(w)
    cx = table.centerx - 40
    hand = f"hand:{seat}"
    bottom = table.bottom - 14
    y = bottom
    if hand in names:
        hand_y = bottom - h // 2 - int(h * 0.06)
        span = int(min(table.width * 0.62, table.width - 2 * 200))
        layout.zones[hand] = ZoneGeom(hand, "fan", cx, hand_y, w, span=span, step=int(w * 0.8))
        y = hand_y - h // 2
    _place_fields(layout, seat, names, cx, y, w, upward=True)
    plate_y = y - h - 24 if any(n.startswith("field:") for n in names) else y - 22
    if any(n.startswith("field:") for n in names) and any(
        n.startswith("field:") and n.count(":") == 2 for n in names
    ):
        plate_y = y - int(h * 1.6) - 24
    layout.seats[seat] = SeatGeom(seat, _plate(cx, plate_y), cx, plate_y, top_half=False)


def _place_fields(
    layout: Layout, seat: int, names: list[str], cx: int, edge: int, w: int, upward: bool
) -> None:
    """A seat's field (a War row or NG stacked positions), its pile and its resource pile.

    ``edge`` is the y of the side nearest the seat's owner; the field grows toward the centre.
    """
    h = card_height(w)
    sign = -1 if upward else 1
    row_y = edge + sign * (int(h * 0.08) + h // 2)
    if not upward:
        row_y = edge + int(h * 0.08) + h // 2
    field_row = f"field:{seat}"
    stacks = sorted((n for n in names if n.startswith(f"field:{seat}:")), key=lambda n: int(n.split(":")[2]))
    row_width = 0
    if field_row in names:
        # Exhausted cards lie sideways, so every slot is as wide as a card is tall.
        step = int(h * 1.06)
        row_width = step * 5
        layout.zones[field_row] = ZoneGeom(field_row, "row", cx, row_y, w, span=step * 7, step=step)
    if stacks:
        step = int(w * 1.18)
        row_width = step * len(stacks)
        left = cx - step * (len(stacks) - 1) // 2
        stack_y = row_y - (int(h * 0.3) if upward else 0)
        for i, name in enumerate(stacks):
            layout.zones[name] = ZoneGeom(name, "stack", left + i * step, stack_y, w, step=int(h * 0.2))
    side_x = cx + row_width // 2 + int(w * 0.9)
    for kind in ("pile", "resource"):
        name = f"{kind}:{seat}"
        if name in names:
            layout.zones[name] = ZoneGeom(name, "pile", side_x, row_y, w)
            side_x += int(w * 1.3)


def _place_opponent_columns(layout: Layout, opponents: list[int], by_seat: dict[int, list[str]]) -> None:
    """Games with fields (2–4 players): opponents side by side across the top band."""
    table, w = layout.table, layout.small_width
    h = card_height(w)
    count = len(opponents)
    column = table.width / max(count, 1)
    for i, seat in enumerate(opponents):
        cx = int(table.x + column * (i + 0.5)) - (20 if count == 1 else 0)
        names = by_seat.get(seat, [])
        plate_y = table.y + HEADER + 14
        y = plate_y + 18
        hand = f"hand:{seat}"
        if hand in names:
            hand_y = y + h // 2
            layout.zones[hand] = ZoneGeom(
                hand, "row", cx, hand_y, w, span=int(column * 0.8), step=int(w * 0.45)
            )
            y = hand_y + h // 2
        _place_fields(layout, seat, names, cx, y, w, upward=False)
        layout.seats[seat] = SeatGeom(seat, _plate(cx, plate_y), cx, plate_y, top_half=True)


def _place_opponent_ellipse(layout: Layout, opponents: list[int], by_seat: dict[int, list[str]]) -> None:
    """Hand-only games (up to 10 players): opponents spread round the top of an ellipse."""
    table, w = layout.table, layout.small_width
    h = card_height(w)
    cx, cy = table.centerx, table.centery + int(table.height * 0.1)
    rx = table.width / 2 - max(w * 2.4, 110)
    ry = table.height / 2 + int(table.height * 0.1) - h / 2 - 30 - HEADER
    count = len(opponents)
    span = min(250.0, 85.0 * count)
    for k, seat in enumerate(opponents):
        theta = math.radians(270 + span * ((k + 0.5) / count - 0.5)) if count > 1 else math.radians(270)
        x = int(cx + rx * math.cos(theta))
        y = int(cy + ry * math.sin(theta))
        hand = f"hand:{seat}"
        if hand in by_seat.get(seat, []):
            layout.zones[hand] = ZoneGeom(hand, "row", x, y, w, span=int(w * 3.6), step=int(w * 0.38))
        plate_y = y - h // 2 - 16
        layout.seats[seat] = SeatGeom(seat, _plate(x, plate_y, 150, 24), x, plate_y, top_half=True)
