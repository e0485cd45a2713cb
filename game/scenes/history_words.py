"""How the history's screens name a game and a seat."""

from __future__ import annotations

from ..engine.errors import VariantError
from ..engine.registry import entry
from ..history.listing import seat_name
from ..history.records import SeatRecord


def game_label(game: str) -> str:
    """A game's name as its registration gives it (the filter buttons and tabs); a game this
    program does not know, by its recorded id.

    >>> game_label("crazy-jokers"), game_label("q2j"), game_label("ng"), game_label("old-game")
    ('Crazy Jokers', 'Q Squared Joe', 'Q Squared Joe NG', 'Old Game')
    """
    try:
        return entry(game).title
    except VariantError:
        return game.replace("-", " ").title()


def seat_words(seat: SeatRecord) -> str:
    """ "Ada", or "Bot 1 (hard)" for a computer player."""
    return seat_name(seat)
