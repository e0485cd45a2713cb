"""Zones: the places cards lie, as small immutable values.

A zone is its kind, the seat it belongs to (if any) and a position within it (if
any); its ``str`` is its name, the form saves, scenarios, notation and logs write:
``stock``, ``hand:2``, a seat's third place of some kind ``kind:1:2``. Events and
views carry the values; the names live only at those edges.

The kinds several games share are ``SharedKind``'s; a game declares its own in its
package, as a ``ZoneKind`` subclass, and declaring them is what makes them known to
``Zone.parse`` (two games may use one word: compare kinds with ``==``).

Zones are interned: ``Zone.of`` gives the one value there is for a name, so equal
zones are the same object and a mapping keyed by zones hashes by identity, as fast as
by strings. Build them with ``Zone.of`` (or read them with ``Zone.parse``), never with
``Zone(...)``, and build a game's zones once, in tables indexed by seat, so that hot
paths never make or parse one.

>>> hand = Zone.of(SharedKind.HAND, 2)
>>> str(hand), hand.seat, hand is Zone.parse("hand:2")
('hand:2', 2, True)
>>> Zone.parse("stock").seat is None
True
>>> Zone.parse("hand:x")
Traceback (most recent call last):
...
game.engine.errors.SetupError: not a zone name: 'hand:x' (a kind, then numbers: stock, hand:2)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final, TypeVar

from .errors import SetupError
from .notation_error import is_number

V = TypeVar("V")


class ZoneKind(StrEnum):
    """What a zone is; the value is the first part of the zone's name. This base has no
    members: ``SharedKind`` and each game's subclass hold them."""

    def __init_subclass__(cls, **options: Any) -> None:
        super().__init_subclass__(**options)
        for kind in cls:
            # The first declaration of a word stands for it when a name is read.
            _KINDS.setdefault(kind.value, kind)


# Every declared kind by its word, for ``Zone.parse``.
_KINDS: dict[str, ZoneKind] = {}


class SharedKind(ZoneKind):
    """The kinds several games use in the same sense."""

    HAND = "hand"  # hand:SEAT
    STOCK = "stock"  # face down, drawn from
    DISCARD = "discard"  # face up, top last


@dataclass(frozen=True, slots=True, eq=False)
class Zone:
    """A place where cards lie: ``kind``, the ``seat`` that owns it and a ``position`` within
    that seat's places (``None`` when the name has no such part). Interned: see the module."""

    kind: ZoneKind
    seat: int | None = None
    position: int | None = None

    @staticmethod
    def of(kind: ZoneKind, seat: int | None = None, position: int | None = None) -> Zone:
        """The zone of these parts (made the first time it is asked for)."""
        key = (kind.value, seat, position)
        found = _INTERNED.get(key)
        if found is None:
            found = Zone(kind, seat, position)
            _INTERNED[key] = found
        return found

    @staticmethod
    def parse(name: str) -> Zone:
        """The zone a name stands for; a ``SetupError`` for a name no game uses."""
        kind_word, *numbers = name.split(":")
        kind = _KINDS.get(kind_word)
        if kind is None:
            known = ", ".join(sorted(_KINDS))
            raise SetupError(f"not a zone name: {name!r} (no game has a zone {kind_word!r}; kinds: {known})")
        if len(numbers) > 2 or not all(is_number(number) for number in numbers):
            raise SetupError(f"not a zone name: {name!r} (a kind, then numbers: stock, hand:2)")
        seat = int(numbers[0]) if numbers else None
        position = int(numbers[1]) if len(numbers) == 2 else None
        return Zone.of(kind, seat, position)

    @property
    def name(self) -> str:
        return str(self)

    def __str__(self) -> str:
        if self.seat is None:
            return self.kind.value
        if self.position is None:
            return f"{self.kind.value}:{self.seat}"
        return f"{self.kind.value}:{self.seat}:{self.position}"

    def __repr__(self) -> str:
        return f"Zone.parse({str(self)!r})"

    def __reduce__(self) -> tuple[object, tuple[ZoneKind, int | None, int | None]]:
        # Unpickled (a worker process), it is the interned zone again.
        return (Zone.of, (self.kind, self.seat, self.position))


_INTERNED: Final[dict[tuple[str, int | None, int | None], Zone]] = {}


def seat_zones(kind: ZoneKind, seats: int) -> tuple[Zone, ...]:
    """``kind``'s zones of seats 0 … seats−1, built once so hot paths index a tuple."""
    return tuple(Zone.of(kind, seat) for seat in range(seats))


def by_zone(named: Mapping[str, V]) -> dict[Zone, V]:
    """A mapping keyed by zone names (a scenario's, a test's) keyed by the zones themselves."""
    return {Zone.parse(str(name)): value for name, value in named.items()}


def hand_zone(seat: int) -> Zone:
    """``seat``'s hand."""
    return Zone.of(SharedKind.HAND, seat)


STOCK = Zone.of(SharedKind.STOCK)
DISCARD = Zone.of(SharedKind.DISCARD)
