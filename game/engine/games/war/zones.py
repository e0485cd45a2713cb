"""War's own zones: each seat's face-down ``pile:N`` and its ``field:N``, a row of face-up cards."""

from __future__ import annotations

from typing import Final

from ...zones import ZoneKind, seat_zones
from .actions import MAX_SEATS


class WarKind(ZoneKind):
    """The zone kinds only War uses (with the shared discard)."""

    PILE = "pile"  # pile:SEAT, face down to everyone, top last
    FIELD = "field"  # field:SEAT, a row: position 0 is the first card turned up


PILES: Final = seat_zones(WarKind.PILE, MAX_SEATS)
FIELDS: Final = seat_zones(WarKind.FIELD, MAX_SEATS)
