"""Crazy Jokers' own zones: the ``waste`` (its discard pile), the ``picked`` cards of the lead,
the ``offer`` of a blind trade and each seat's laid Big Flush, ``flush:N``."""

from __future__ import annotations

from typing import Final

from ...zones import SharedKind, Zone, ZoneKind, seat_zones
from .actions import MAX_SEATS


class CrazyJokersKind(ZoneKind):
    """The zone kinds only Crazy Jokers uses (with the shared hand and stock)."""

    WASTE = "waste"  # face up, top last
    PICKED = "picked"  # the cards picked for the lead: face up while picking, then face down
    OFFER = "offer"  # the card offered face down in a pending trade
    FLUSH = "flush"  # flush:SEAT, a Big Flush laid face up


HAND_ZONES: Final = seat_zones(SharedKind.HAND, MAX_SEATS)
FLUSH_ZONES: Final = seat_zones(CrazyJokersKind.FLUSH, MAX_SEATS)
WASTE: Final = Zone.of(CrazyJokersKind.WASTE)
PICKED: Final = Zone.of(CrazyJokersKind.PICKED)
OFFER: Final = Zone.of(CrazyJokersKind.OFFER)
