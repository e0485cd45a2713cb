"""The table keys the places it draws by zone name (``str(zone)``: ``hand:2``, ``meld:1:0``);
these read such a name. The engine's events and views carry ``Zone`` values: the table turns
them into names where it takes them in (``Display.sync``, the move log, the choreography)."""

from __future__ import annotations

from ...engine.notation_error import MAX_DIGITS
from ...i18n.typed_numbers import whole_up_to

_LARGEST = 10**MAX_DIGITS - 1  # the largest number a zone's name carries in the notation


def seat_of_zone(zone: str) -> int | None:
    """The seat a zone belongs to (``hand:2`` → 2), or ``None`` for shared zones.

    Lenient on purpose (the table asks it of any name it draws): a name it cannot read
    belongs to no seat.

    >>> seat_of_zone("hand:2"), seat_of_zone("field:1:3"), seat_of_zone("stock")
    (2, 1, None)
    """
    parts = zone.split(":")
    return whole_up_to(parts[1], _LARGEST) if len(parts) >= 2 else None  # not '²', which int refuses
