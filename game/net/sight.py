"""Which of an action's events a seat may see, and with which cards: the engine's answer.

Secrecy is decided by where each card lies and passes (``game.engine.sight.told``): a seat is
told a moved card when the move is ``shown``, or the card leaves a place the seat saw before the
change or lands in one it sees after (its views carry those places, from the game's rules); a
``Revealed`` reaches its audience only; a ``Battle`` or a game's own event about a card the seat
has not seen is not sent at all. Never by comparing cards (two decks, two jokers, reshuffles).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..engine import View
from ..engine import events as ev
from ..engine.sight import told


def events_for(seat: int, events: Iterable[ev.Event], before: View | None, after: View) -> list[ev.Event]:
    """``events`` as ``seat`` may see them, given its views either side of the action."""
    return told(seat, list(events), before, after)
