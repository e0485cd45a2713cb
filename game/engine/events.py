"""Event records: what ``apply`` reports so the table can animate and the log can speak.

Zones are ``Zone`` values (``game.engine.zones``); ``event_text`` writes an event with
them by name.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum

from .cards import Card
from .zones import Zone


# The words events carry: typed, so that a misspelt one is a mypy error, and each a
# ``str`` equal to the word that views, logs and saves have always carried.
class Announcement(StrEnum):
    """A named play everyone should notice. This base has no members: the shared ones are
    ``SharedAnnouncement``'s, and each game declares its own as a subclass in its package.
    Code that words announcements looks them up by value and has a word for one it does not
    know (the word itself)."""


class SharedAnnouncement(Announcement):
    """The announcements several games make."""

    LEAD = "lead"  # who leads the deal (detail: how it was decided, or the card that decided)


class Outcome(StrEnum):
    """A battle's result from the attacker's side."""

    WIN = "win"
    LOSE = "lose"
    TIE = "tie"


class OutReason(StrEnum):
    """Why a player left play."""

    EMPTIED = "emptied"
    ELIMINATED = "eliminated"


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event."""


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """A card went from one zone to another; ``shown`` says whether everyone saw its face."""

    card: Card | None
    source: Zone
    target: Zone
    shown: bool


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """A card in ``zone`` was shown (a tie-break for the lead, a chain stopped…): to every
    player, or only to the seats in ``audience`` when it is not empty (a look at a hand)."""

    card: Card
    zone: Zone
    reason: str
    audience: tuple[int, ...] = ()

    def seen_by(self, seat: int) -> bool:
        """Whether ``seat`` saw the card."""
        return not self.audience or seat in self.audience


@dataclass(frozen=True, slots=True)
class Announced(Event):
    """A named play everyone should notice (``what``: the game's word for it)."""

    seat: int
    what: Announcement
    detail: str = ""


@dataclass(frozen=True, slots=True)
class Battle(Event):
    """Two cards met; ``outcome`` is from the attacker's side: ``win``, ``lose`` or ``tie``."""

    attacker: Card
    defender: Card
    attacker_zone: Zone
    defender_zone: Zone
    outcome: Outcome


@dataclass(frozen=True, slots=True)
class DrawSkipped(Event):
    """A draw was due but there was no card to take anywhere."""

    seat: int


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    """The discard pile but its top card became the new stock."""

    count: int


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    """A player left play: ``emptied`` their hand, or was ``eliminated``."""

    seat: int
    reason: OutReason


@dataclass(frozen=True, slots=True)
class TurnCapReached(Event):
    """The software turn cap ended the game."""

    turns: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The deal is over; ``winners`` is empty when nobody wins."""

    winners: tuple[int, ...]
    reason: str


def event_text(event: Event) -> str:
    """An event as stable text, every field by name and every value in its written form (a
    card's notation, a zone's name): for logs, bug reports and golden digests.

    >>> event_text(PlayerOut(2, OutReason.EMPTIED))
    'PlayerOut(seat=2, reason=emptied)'
    """
    parts = [f"{item.name}={_value_text(getattr(event, item.name))}" for item in fields(event)]
    return f"{type(event).__name__}({', '.join(parts)})"


def _value_text(value: object) -> str:
    if isinstance(value, tuple):
        return "[" + " ".join(_value_text(item) for item in value) + "]"
    return str(value)
