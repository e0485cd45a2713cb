"""Zone names: one place that builds and reads them.

A zone is named by a short string, its kind then the seat and position it
belongs to: ``stock``, ``discard``, ``hand:2``, ``pile:0`` (War's face-down
pile), ``field:1`` (War's row), ``field:1:3`` (one NG position), ``resource:0``,
``meld:0:1`` (Quatorze: seat 0's second meld), ``waste``, ``picked``, ``offer`` and
``flush:0`` (Crazy Jokers).
Views, events and saves carry the strings; ``Zone`` is the typed form.

>>> Zone.parse("field:1:3")
Zone(kind=<ZoneKind.FIELD: 'field'>, seat=1, position=3)
>>> zone_name(ZoneKind.HAND, 2)
'hand:2'
>>> Zone.parse("discard").seat is None
True
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final, NamedTuple

from .errors import SetupError


class ZoneKind(StrEnum):
    """What a zone is; the value is the first part of the zone's name."""

    STOCK = "stock"
    DISCARD = "discard"
    HAND = "hand"
    PILE = "pile"
    FIELD = "field"
    RESOURCE = "resource"
    MELD = "meld"  # Quatorze: meld:SEAT:NUMBER, one meld on the table
    WASTE = "waste"  # Crazy Jokers' discard pile
    PICKED = "picked"  # Crazy Jokers: the cards picked for the lead
    OFFER = "offer"  # Crazy Jokers: the card proposed in a blind trade
    FLUSH = "flush"  # Crazy Jokers: flush:SEAT, a Big Flush laid face up


class Zone(NamedTuple):
    """A zone's parts: its kind, the seat that owns it (if any) and a position within it (NG)."""

    kind: ZoneKind
    seat: int | None = None
    position: int | None = None

    @property
    def name(self) -> str:
        parts = [self.kind.value]
        if self.seat is not None:
            parts.append(str(self.seat))
            if self.position is not None:
                parts.append(str(self.position))
        return ":".join(parts)

    @staticmethod
    def parse(name: str) -> Zone:
        """The parts of a zone name; a ``SetupError`` for one no game uses."""
        kind, *numbers = name.split(":")
        if kind not in _KINDS or len(numbers) > 2 or not all(n.isdigit() for n in numbers):
            raise SetupError(f"not a zone name: {name!r} (e.g. stock, hand:2, field:1:3)")
        seat, position = [*(int(n) for n in numbers), None, None][:2]
        return Zone(ZoneKind(kind), seat, position)


_KINDS: Final = frozenset(kind.value for kind in ZoneKind)


def zone_name(kind: ZoneKind, seat: int | None = None, position: int | None = None) -> str:
    """The name of a zone from its parts: ``zone_name(ZoneKind.FIELD, 1, 3)`` is ``field:1:3``."""
    return Zone(kind, seat, position).name


def seat_zones(kind: ZoneKind, seats: int) -> tuple[str, ...]:
    """The names of ``kind`` for seats 0 … seats−1, built once so hot paths index a tuple."""
    return tuple(zone_name(kind, seat) for seat in range(seats))


def seat_of_zone(zone: str) -> int | None:
    """The seat a zone belongs to (``hand:2`` → 2), or ``None`` for shared zones.

    Lenient on purpose (the table asks it of any name it draws): a name it cannot
    read belongs to no seat.
    """
    parts = zone.split(":")
    return int(parts[1]) if len(parts) >= 2 and parts[1].isdigit() else None
