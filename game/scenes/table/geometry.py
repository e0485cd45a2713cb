"""The table's geometry: a card's place (``Spot``), a zone's shape (``ZoneGeom``), a seat's
plate (``SeatGeom``), the whole ``Layout`` of one window, and the sizes they are made with.
Where each goes is ``layout.py``'s to compute."""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field

import pygame

from ...ui.cards import ANGLE_STEP

CARD_RATIO = 1.4
SIZE_FACTORS = {"small": 0.15, "medium": 0.18, "large": 0.21}  # viewer card height / table height
LOG_MIN, LOG_MAX = 220, 380
MAX_FAN_ANGLE = 10  # degrees at the ends of the viewer's fan
LIFT = 16  # pixels a selected card rises
GAP = 8  # between neighbouring regions
TOOLS_W = 360  # Undo, Hint and Menu at the top right
MESSAGE_H = 46  # two lines: a banner, a refusal or hint, or what to do now
PILE_LABEL = (80, 18)  # "resource 12" under a pile
PILE_EDGES = 6  # a pile's lower cards show their edges up and to the left
POSITION_LABEL = (22, 16)  # a stacked position's number
STACK_ROOM = 3  # cards a stacked position keeps room for above its base
ROW_ROOM = 30  # cards a hand row is laid out for (it squeezes to its span beyond that)
WAR_ROOM = 5  # a row field holds at most five cards
BUTTON_ROWS = 3  # Draw / Pass / Take buttons the bottom-right corner keeps room for
# The viewer's hand. Each card keeps at least MIN_SHOWN of its width in view (its rank
# corner and room to click); when one row would show less, the hand takes more rows, each
# ROW_DROP card widths (and a lift) below the last, clear of the rank corners above it even
# when a card of the lower row is lifted (selected).
INDEX_CORNER = (0.22, 0.38)  # the top-left index (rank over suit), in card widths
MIN_SHOWN = 0.3
# Groups within the viewer's hand (a game's arranging: each meld, then the rest) are set apart by
# this much more felt, of a card's width, than the step between neighbours.
GROUP_GAP = 0.32
ROW_DROP = 0.42
MAX_HAND_ROWS = 3
HAND_ROOM = 20  # cards the viewer's hand keeps room for (it squeezes beyond that)
HAND_MARGIN = 4  # between the viewer's hand and the table's bottom edge
# A meld table trades hand size for meld size: a meld card counts as large as a hand card this
# much wider (the hand is held and read closely, the melds read at a glance).
MELD_TO_HAND = 0.67
READABLE_HAND = 80  # the narrowest hand card a meld table chooses for the melds' sake
# ...unless its melds would not read: a meld card narrower than READABLE_MELD shows a middle
# card's corner index cut short and its pips crowding it, so a small window's hand gives way
# further, down to LEAST_HAND of the window's height (48 px at 1024x600; 58 at 1280x720).
READABLE_MELD = 34
LEAST_HAND = 0.08
SORT_BUTTON = (100, 26)  # each of the two sort buttons beside the viewer's name plate
PLATE = (170, 26)  # a name plate at its widest


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

    def bounds(self) -> pygame.Rect:
        """The box the card covers as drawn, turned by its angle (a turned picture's filtered
        edge adds a pixel or two)."""
        if self.angle % 90 == 0:
            return self.rect()
        w, h = self.width, card_height(self.width)
        points = [self.to_screen((sx * w / 2, sy * h / 2)) for sx in (-1, 1) for sy in (-1, 1)]
        left, top = min(p[0] for p in points), min(p[1] for p in points)
        right, bottom = max(p[0] for p in points), max(p[1] for p in points)
        box = pygame.Rect(math.floor(left), math.floor(top), math.ceil(right - left), math.ceil(bottom - top))
        return box.inflate(4, 4)

    def to_screen(self, local: tuple[float, float]) -> tuple[float, float]:
        """A point given from the card's centre (x right, y down, unturned) on the screen."""
        a = math.radians(self.angle)
        lx, ly = local
        return (self.x + lx * math.cos(a) + ly * math.sin(a), self.y - lx * math.sin(a) + ly * math.cos(a))

    def outline(self, pad: int, lift: int = 0) -> list[tuple[float, float]]:
        """The corners of the card as drawn, ``pad`` pixels out, turned with it (and raised by
        ``lift``), clockwise from the top left: the edge a turned card's highlight follows."""
        w, h = self.width / 2 + pad, card_height(self.width) / 2 + pad
        corners = [self.to_screen(local) for local in ((-w, -h), (w, -h), (w, h), (-w, h))]
        return [(x, y - lift) for x, y in corners]

    def contains(self, pos: tuple[int, int], lift: int = 0) -> bool:
        """Whether ``pos`` is on the card as drawn, turned by its angle (and raised by ``lift``)."""
        if self.angle % 90 == 0:
            return self.rect().move(0, -lift).collidepoint(pos)
        a = math.radians(self.angle)
        dx, dy = pos[0] - self.x, pos[1] - (self.y - lift)
        lx, ly = dx * math.cos(a) - dy * math.sin(a), dx * math.sin(a) + dy * math.cos(a)
        return abs(lx) <= self.width / 2 and abs(ly) <= card_height(self.width) / 2

    def corner(self) -> tuple[int, int]:
        """The middle of the card's top-left index, where its rank is read (and clicked)."""
        w, h = self.width, card_height(self.width)
        x, y = self.to_screen((-w / 2 + w * INDEX_CORNER[0] / 2, -h / 2 + w * INDEX_CORNER[1] / 2))
        return (round(x), round(y))


@dataclass(frozen=True, slots=True)
class ZoneGeom:
    """How a zone lays out its cards.

    ``kind`` is ``fan`` (the viewer's hand), ``row`` (side by side, overlapping
    when crowded), ``stack`` (a field position: cards stepped down over its
    base) or ``heap`` (all cards in one place, a few edges showing).
    """

    zone: str
    kind: str
    cx: int
    cy: int
    width: int
    span: int = 0  # widest a row or fan may grow
    step: int = 0  # preferred distance between neighbours in a row or stack
    room: int = 4  # the most cards the layout keeps room for (a pile shows four edges)
    # Drawn only while it holds cards (a game's offer: a trade waiting for its answer).
    transient: bool = False

    @property
    def height(self) -> int:
        return card_height(self.width)

    @property
    def shown_empty(self) -> bool:
        """Whether the zone shows with no card in it: a pile keeps its place and its label
        ("stock 0"); a row (the lead's picked cards) and a transient zone show nothing."""
        return self.kind != "row" and not self.transient

    def spots(self, count: int, breaks: tuple[int, ...] = ()) -> list[Spot]:
        """Where each of ``count`` cards goes, bottom card first. ``breaks``: in a fan, the
        places that start a new group, set apart by a gap (the fan keeps within its span).
        Worked out once for each zone, count and grouping (every frame asks again)."""
        return list(_spots_of(self, count, breaks))

    def _spots(self, count: int, breaks: tuple[int, ...]) -> list[Spot]:
        if count <= 0:
            return []
        if self.kind == "heap":
            # Only the top cards show an edge; the rest sit exactly under them.
            return [
                Spot(self.cx - min(count - 1 - i, 3) * 2, self.cy - min(count - 1 - i, 3) * 2, 0, self.width)
                for i in range(count)
            ]
        if self.kind == "stack":
            return [Spot(self.cx, self.cy + i * self.step, 0, self.width) for i in range(count)]
        breaks = tuple(i for i in breaks if 0 < i < count) if self.kind == "fan" else ()
        rows = self.rows(count, len(breaks))
        if rows > 1:
            return self._rows_spots(count, rows, breaks)
        gap = self.group_gap if breaks else 0
        room = self.span - len(breaks) * gap
        step: float = self.step
        if count > 1 and step * (count - 1) + self.width > room:
            if self.kind == "fan":
                # Exactly the span, so a longer hand is never narrower than a shorter one (``reserved``).
                step = (room - self.width) / (count - 1)
            else:
                step = max(1, (self.span - self.width) // (count - 1))
        left = self.cx - (step * (count - 1) + len(breaks) * gap) / 2
        spots = []
        for i in range(count):
            x = left + i * step + gap * sum(1 for at in breaks if at <= i)
            if self.kind == "fan" and count > 1:
                rel = (i - (count - 1) / 2) / max((count - 1) / 2, 1)
                # In whole steps of the card art's turn, so what is hit is what is drawn.
                turn = rel * MAX_FAN_ANGLE * min(1.0, count / 8) / ANGLE_STEP
                angle = -ANGLE_STEP * round(turn)
                drop = int(abs(rel) ** 2 * self.height * 0.08 * min(1.0, count / 8))
                spots.append(Spot(int(x), self.cy + drop, angle, self.width))
            else:
                spots.append(Spot(int(x), self.cy, 0, self.width))
        return spots

    @property
    def group_gap(self) -> int:
        return max(6, int(self.width * GROUP_GAP))

    def rows(self, count: int, gaps: int = 0) -> int:
        """How many rows the viewer's hand takes for ``count`` cards in groups set apart by
        ``gaps`` gaps (never more than its room needs)."""
        if self.kind != "fan":
            return 1
        return min(self._rows_needed(count, gaps), self._rows_needed(self.room))

    def _rows_needed(self, count: int, gaps: int = 0) -> int:
        least = self.width * MIN_SHOWN
        for rows in range(1, MAX_HAND_ROWS):
            longest = -(-count // rows)
            room = self.span - self.width - (gaps * self.group_gap if rows == 1 else 0)
            if longest <= 1 or room / (longest - 1) >= least:
                return rows
        return MAX_HAND_ROWS

    def _rows_spots(self, count: int, rows: int, breaks: tuple[int, ...] = ()) -> list[Spot]:
        """Flat rows read left to right, top row first; the bottom row sits where one row would.
        A group that starts inside a row is set apart by a gap, as in one row."""
        longest = -(-count // rows)
        gap = self.group_gap
        most = max(sum(1 for at in breaks if row * longest < at < (row + 1) * longest) for row in range(rows))
        room = self.span - self.width - most * gap
        step = min(self.step, max(1, room // max(longest - 1, 1)))
        drop = int(self.width * ROW_DROP) + LIFT
        spots: list[Spot] = []
        for row in range(rows):
            first = row * longest
            in_row = min(longest, count - first)
            inside = [at - first for at in breaks if first < at < first + in_row]
            left = self.cx - (step * (in_row - 1) + len(inside) * gap) / 2
            y = self.cy - (rows - 1 - row) * drop
            for i in range(in_row):
                x = left + i * step + gap * sum(1 for at in inside if at <= i)
                spots.append(Spot(int(x), y, 0, self.width))
        return spots

    def nearest(self, count: int, pos: tuple[int, int], breaks: tuple[int, ...] = ()) -> int:
        """The place (of ``count``) whose card centre is nearest ``pos``."""
        spots = self.spots(count, breaks)
        return min(range(len(spots)), key=lambda i: math.dist((spots[i].x, spots[i].y), pos), default=0)

    def area(self, count: int, breaks: tuple[int, ...] = ()) -> pygame.Rect:
        """The rect the zone covers (its empty slot when it has no card)."""
        return pygame.Rect(_area_of(self, count, breaks))

    def _area(self, count: int, breaks: tuple[int, ...]) -> pygame.Rect:
        spots = self.spots(max(count, 1), breaks)
        rect = spots[0].bounds()
        for spot in spots[1:]:
            rect.union_ip(spot.bounds())
        return rect

    def reserved(self) -> pygame.Rect:
        """All the zone may ever cover: ``room`` cards, a card turned sideways, a lifted card."""
        return pygame.Rect(_reserved_of(self))

    def _reserved(self) -> pygame.Rect:
        rect = self.area(self.room)
        if self.kind == "row":
            for spot in self.spots(self.room):
                rect.union_ip(Spot(spot.x, spot.y, 90, spot.width).rect())
        if self.kind == "fan":
            # A hand in one row may be wider, and droop and lean further at its ends, than a
            # full hand in rows: the most cards one row takes span the most.
            one_row = max((n for n in range(1, self.room + 1) if self.rows(n) == 1), default=1)
            rect.union_ip(self.area(one_row))
            rect.union_ip(rect.move(0, -LIFT))
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
    tools: pygame.Rect = field(default_factory=pygame.Rect)
    message: pygame.Rect = field(default_factory=pygame.Rect)
    zones: dict[str, ZoneGeom] = field(default_factory=dict)
    seats: dict[int, SeatGeom] = field(default_factory=dict)
    # The two sort buttons beside the viewer's plate, when the viewer holds a hand.
    sorter: pygame.Rect = field(default_factory=pygame.Rect)
    # Words drawn on the felt: "label:<pile zone>" under a pile, "position:<seat>:<p>" over a
    # stacked position; any other name is a game's own line, drawn by its adapter ("needs").
    labels: dict[str, pygame.Rect] = field(default_factory=dict)
    # Zones that lie in another zone's place, never holding cards at the same time (a laid Big
    # Flush in its owner's hand's place): zone → the zone whose region it shares.
    shares: dict[str, str] = field(default_factory=dict)
    # Panels a game draws over the table at times (a declaration panel): nothing is
    # placed to avoid them, but plates growing into free room stop short of them.
    keep_clear: list[pygame.Rect] = field(default_factory=list)
    # The direction-of-play ring round the centre piles; a meld table seats its opponents in
    # columns, not round the piles, so it says the direction in the status line only.
    direction_ring: bool = True
    # ``ui_scale`` of the window: words, plates, labels and buttons are drawn this much larger.
    scale: float = 1.0

    def px(self, length: float) -> int:
        """A length (or a type size) given for a 1920x1080 window, at this window's scale."""
        return round(length * self.scale)

    def geom(self, zone: str) -> ZoneGeom:
        """The zone's geometry; a zone the table does not show (a deal's deck) sits at the centre."""
        found = self.zones.get(zone)
        if found is not None:
            return found
        return ZoneGeom(zone, "heap", self.center[0], self.center[1], self.main_width)

    def regions(self) -> dict[str, pygame.Rect]:
        """Everything drawn on the table that must not overlap anything else, by name."""
        found = {
            "status": self.status,
            "tools": self.tools,
            "message": self.message,
            "buttons": self.buttons,
        }
        for name, geom in self.zones.items():
            if name not in self.shares:
                found[f"zone:{name}"] = geom.reserved()
        for seat, seat_geom in self.seats.items():
            found[f"plate:{seat}"] = seat_geom.plate
        if self.sorter.width:
            found["sorter"] = self.sorter
        found.update(self.labels)
        return found

    def problems(self) -> list[str]:
        """Regions outside the table or overlapping another; empty when the layout is sound."""
        regions = list(self.regions().items())
        found = [f"{name} leaves the table" for name, rect in regions if not self.table.contains(rect)]
        names = [name for name, _ in regions]
        rects = [rect for _, rect in regions]
        for i, rect in enumerate(rects):
            # pygame tests a rect against a list in C: a meld table asks this of many layouts.
            for j in rect.collidelistall(rects[i + 1 :]):
                found.append(f"{names[i]} overlaps {names[i + 1 + j]}")
        return found


@functools.lru_cache(maxsize=8192)
def _spots_of(geom: ZoneGeom, count: int, breaks: tuple[int, ...]) -> tuple[Spot, ...]:
    return tuple(geom._spots(count, breaks))


# A meld table tries many layouts after each new meld, each asking every zone for these boxes
# (about 17 ms at six seats); a zone's geometry is frozen, so each box is worked out once.
@functools.lru_cache(maxsize=8192)
def _area_of(geom: ZoneGeom, count: int, breaks: tuple[int, ...]) -> tuple[int, int, int, int]:
    rect = geom._area(count, breaks)
    return (rect.x, rect.y, rect.width, rect.height)


@functools.lru_cache(maxsize=4096)
def _reserved_of(geom: ZoneGeom) -> tuple[int, int, int, int]:
    rect = geom._reserved()
    return (rect.x, rect.y, rect.width, rect.height)
