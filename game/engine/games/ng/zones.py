"""NG's own zones: each seat's ``field:N:P``, five positions of stacked cards, and its face-up
``resource:N`` pile."""

from __future__ import annotations

from typing import Final

from ...zones import SharedKind, Zone, ZoneKind, seat_zones
from .actions import MAX_SEATS
from .state import POSITIONS


class NGKind(ZoneKind):
    """The zone kinds only NG uses (with the shared hand, stock and discard)."""

    FIELD = "field"  # field:SEAT:POSITION, a face-down base under face-up defence cards
    RESOURCE = "resource"  # resource:SEAT, face up, top last


# Built once: the hot paths only index these tables.
HAND_ZONES: Final = seat_zones(SharedKind.HAND, MAX_SEATS)
RESOURCE_ZONES: Final = seat_zones(NGKind.RESOURCE, MAX_SEATS)
FIELD_ZONES: Final = tuple(
    tuple(Zone.of(NGKind.FIELD, seat, position) for position in range(POSITIONS)) for seat in range(MAX_SEATS)
)
