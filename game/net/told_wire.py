"""A round's end as a private table tells it (``round``'s private fields ``end``, ``held`` and
``hand``): why the deal ended, the cards each seat still held, the sole winner's hand laid down.

Only a host listening on no port sends them (every link is this program's own window, whose
own game's sheet shows every seat's cards): never over a socket. Read back, they are checked as any
frame of the host's is: a bad one is a ``CodecError``, which ends the connection.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine import Card
from ..play.round_told import RoundTold
from . import codec

MAX_END = 40  # the longest end reason's name
FIELDS = ("end", "held", "hand")


def told_plain(told: RoundTold) -> dict[str, Any]:
    """The private fields of a ``round`` message."""
    return {
        "end": told.end[:MAX_END],
        "held": [None if cards is None else [str(card) for card in cards] for cards in told.held],
        "hand": codec.laid_plain(list(told.laid)),
    }


def told_typed(message: Mapping[str, Any], players: int) -> RoundTold | None:
    """The round's end as the host told it, or None where it was not told (a table across the
    room, or a round told again to a seat coming back)."""
    if not all(name in message for name in FIELDS):
        return None
    held_plain = message["held"]
    if not isinstance(held_plain, list) or len(held_plain) != players:
        raise codec.CodecError(f"a round's held cards are for {players} seats")
    held: list[tuple[Card, ...] | None] = []
    for cards in held_plain:
        if cards is not None and not isinstance(cards, list):
            raise codec.CodecError("a seat's held cards are a list, or null for a seat not dealt in")
        held.append(None if cards is None else tuple(codec.card_typed(card) for card in cards))
    return RoundTold(str(message["end"]), tuple(held), codec.laid_typed(message["hand"]))
