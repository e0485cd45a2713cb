"""How the history's screens name a game and a seat."""

from __future__ import annotations

from ..history.listing import seat_name
from ..history.records import SeatRecord


def game_label(game: str) -> str:
    """ "crazy-jokers" → "Crazy Jokers" (the filter buttons name games by their rules' names).

    >>> game_label("crazy-jokers"), game_label("q2j")
    ('Crazy Jokers', 'Q2J')
    """
    return game.replace("-", " ").title()


def seat_words(seat: SeatRecord) -> str:
    """ "Ada", or "Bot 1 (hard)" for a computer player."""
    return seat_name(seat)
