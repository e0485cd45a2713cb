"""Where the pointer is on the table: hit-testing cards and zones, and the card being dragged."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Card
from .display import Display
from .gestures import WHOLE, Slot
from .layout import LIFT, Layout, Spot

DRAG_THRESHOLD = 8  # pixels the pointer must travel before a press becomes a drag


@dataclass
class Drag:
    slot: Slot
    card: Card | None
    start: tuple[int, int]
    pos: tuple[int, int]
    active: bool = False

    def move(self, pos: tuple[int, int]) -> None:
        self.pos = pos
        if abs(pos[0] - self.start[0]) + abs(pos[1] - self.start[1]) > DRAG_THRESHOLD:
            self.active = True


def hit_test(
    layout: Layout, display: Display, order: list[str], pos: tuple[int, int], lifted: set[Slot]
) -> Slot | None:
    """The topmost card (or empty zone) under ``pos``, searching in reverse drawing order."""
    for zone in reversed(order):
        geom = layout.zones.get(zone)
        if geom is None:
            continue
        count = display.count(zone)
        if count == 0 and zone in layout.shares:
            continue  # an empty zone lying in another's place (a Big Flush not laid) is not there
        if count == 0:
            if geom.area(0).collidepoint(pos):
                return (zone, WHOLE)
            continue
        spots = geom.spots(count, display.breaks_of(zone))
        for index in range(count - 1, -1, -1):
            spot = spots[index]
            if display.flag(zone, index) == "x":
                spot = Spot(spot.x, spot.y, 90, spot.width)
            if spot.contains(pos, LIFT if (zone, index) in lifted else 0):
                return (zone, index)
    return None


def slot_center(layout: Layout, display: Display, slot: Slot) -> tuple[int, int]:
    """Where to click for ``slot`` (used by the debug layout dump and keyboard focus)."""
    zone, index = slot
    geom = layout.geom(zone)
    count = display.count(zone)
    if count == 0:
        return geom.area(0).center
    spots = geom.spots(count, display.breaks_of(zone))
    spot = spots[index if 0 <= index < count else count - 1]
    rect = Spot(spot.x, spot.y, 90 if display.flag(zone, index) == "x" else spot.angle, spot.width).rect()
    if geom.kind == "fan":
        # The rank corner stays in view in a fan or in rows (tests/scenes/test_hand_layout.py).
        return spot.corner()
    if geom.kind == "row" and 0 <= index < count - 1:
        # Overlapped cards show only their left part: aim there.
        step = spots[index + 1].x - spot.x
        return (rect.left + max(4, min(step, rect.width) // 2), rect.centery)
    return rect.center
