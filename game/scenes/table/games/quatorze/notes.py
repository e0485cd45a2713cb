"""Quatorze's words about a seat's score: the running total toward the opening and the round's points.

Beside a name plate there is no room to spare (the viewer's sort buttons, the next
opponent's plate), so these words go where they cover nothing another seat needs: the
round's points on the plate itself, an opponent's running total over the lower part of
its own face-down hand, and the viewer's in the instruction line.
"""

from __future__ import annotations

import pygame

from .....i18n import _, fill
from .....i18n.numbers import points as points_shown
from ...layout import Layout


def points_words(points: tuple[int, ...], seat: int, short: bool) -> str:
    """A seat's points once the round is over ("−30 points"), else "" (the plate keeps its count);
    ``points`` are the round's, empty while it is live."""
    if not 0 <= seat < len(points):
        return ""
    value = points_shown(points[seat], plus=True)
    return value if short else fill(_("{value} points"), value=value)


def running_total(pending: int, opening: int) -> str:
    return fill(_("Melds this turn: {pending} of {opening}"), pending=pending, opening=opening)


def viewer_total(pending: int, opening: int) -> str:
    """The instruction while the player lays melds toward going down."""
    if pending < opening:
        return fill(
            _("{total}: lay more to go down, or Take back (T)"), total=running_total(pending, opening)
        )
    return fill(_("{total}: discard to go down, or lay more first"), total=running_total(pending, opening))


def total_box(layout: Layout, seat: int, count: int, size: tuple[int, int]) -> pygame.Rect | None:
    """Where a seat's running total goes: over the lower part of its hand, inside the hand's own
    room (``count`` cards), so it covers no other seat, plate or pile; ``None`` without a hand."""
    zone = layout.zones.get(f"hand:{seat}")
    if zone is None:
        return None
    area = zone.area(max(count, 1)).clip(zone.reserved())
    width, height = min(size[0], area.width), min(size[1], area.height)
    box = pygame.Rect(0, 0, width, height)
    box.midbottom = (area.centerx, area.bottom - 4)
    return box.clamp(area)
