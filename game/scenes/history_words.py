"""How the history's screens name a game and a seat."""

from __future__ import annotations

from ..history.listing import seat_name
from ..history.records import SeatRecord


def seat_words(seat: SeatRecord) -> str:
    """ "Ada", or "Bot 1 (hard)" for a computer player."""
    return seat_name(seat)
