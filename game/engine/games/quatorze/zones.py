"""Quatorze's own zones: ``meld:N:K``, seat N's K-th meld on the table (numbered in the order
laid, its cards in table order)."""

from __future__ import annotations

from typing import Final

from ...zones import SharedKind, Zone, ZoneKind, seat_zones

MAX_SEATS: Final = 6


class QuatorzeKind(ZoneKind):
    """The zone kind only Quatorze uses (with the shared hand, stock and discard)."""

    MELD = "meld"  # meld:SEAT:NUMBER


HANDS: Final = seat_zones(SharedKind.HAND, MAX_SEATS)
# The melds a seat commonly has, built once; a longer table asks ``Zone.of``.
_MELDS: Final = tuple(
    tuple(Zone.of(QuatorzeKind.MELD, seat, index) for index in range(24)) for seat in range(MAX_SEATS)
)


def meld_zone(owner: int, index: int) -> Zone:
    """Seat ``owner``'s ``index``-th meld."""
    row = _MELDS[owner] if 0 <= owner < MAX_SEATS else ()
    return row[index] if 0 <= index < len(row) else Zone.of(QuatorzeKind.MELD, owner, index)
