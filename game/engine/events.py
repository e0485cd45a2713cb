"""Event records: what ``apply`` reports so the table can animate and the log can speak.

Zones are named by short strings: ``stock``, ``discard``, ``hand:2``,
``field:1`` (War: a row of cards), ``field:1:3`` (NG: one stacked position),
``resource:0``, ``pile:0`` (War: a player's face-down pile).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event."""


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """A card went from one zone to another; ``shown`` says whether everyone saw its face."""

    card: Card | None
    source: str
    target: str
    shown: bool


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """A card in ``zone`` was shown (lead tie-break, a chain stopped…): to every player, or
    only to the seats in ``audience`` when it is not empty (Crazy Jokers' 2♠ look)."""

    card: Card
    zone: str
    reason: str
    audience: tuple[int, ...] = ()

    def seen_by(self, seat: int) -> bool:
        """Whether ``seat`` saw the card."""
        return not self.audience or seat in self.audience


@dataclass(frozen=True, slots=True)
class Announced(Event):
    """A named play everyone should notice: ``q-squared``, ``joe``, ``equal-rank``, ``lead``…"""

    seat: int
    what: str
    detail: str = ""


@dataclass(frozen=True, slots=True)
class Battle(Event):
    """Two cards met; ``outcome`` is from the attacker's side: ``win``, ``lose`` or ``tie``."""

    attacker: Card
    defender: Card
    attacker_zone: str
    defender_zone: str
    outcome: str


@dataclass(frozen=True, slots=True)
class Turned(Event):
    """A War field card turned: ``exhausted`` (sideways) or ``ready`` again."""

    card: Card
    zone: str
    index: int
    state: str


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
    reason: str


@dataclass(frozen=True, slots=True)
class TurnCapReached(Event):
    """The software turn cap ended the game."""

    turns: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The deal is over; ``winners`` is empty when nobody wins."""

    winners: tuple[int, ...]
    reason: str
