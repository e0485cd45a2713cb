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
    """A named play everyone should notice."""

    LEAD = "lead"
    Q_SQUARED = "q-squared"
    JOE = "joe"
    EQUAL_RANK = "equal-rank"
    NEW_HAND = "new-hand"
    CUT = "cut"  # Quatorze: the deck is cut (detail "joker": the cutter keeps a joker)
    DOWN = "down"  # Quatorze: a player goes down (detail: the points laid)
    ALL_AT_ONCE = "all-at-once"  # Quatorze: down and out in one turn (−60, others doubled)
    # Crazy Jokers: the lead's picks, declarations, trades, the 2♠, steals and the Big Flush.
    CONTRACT = "contract"
    DECLARE = "declare"
    FLUSH_BROKEN = "flush-broken"
    FLUSH_LAID = "flush-laid"
    FLUSH_WAITS = "flush-waits"
    FORCE = "force"
    PASS = "pass"
    PICK_AGAIN = "pick-again"
    PICKED_JOKER = "picked-joker"
    STEAL = "steal"
    TRADE_ACCEPTED = "trade-accepted"
    TRADE_DECLINED = "trade-declined"
    TRADE_OFFERED = "trade-offered"


class Outcome(StrEnum):
    """A battle's result from the attacker's side."""

    WIN = "win"
    LOSE = "lose"
    TIE = "tie"


class OutReason(StrEnum):
    """Why a player left play."""

    EMPTIED = "emptied"
    ELIMINATED = "eliminated"


class Turn(StrEnum):
    """How a War field card turned."""

    EXHAUSTED = "exhausted"
    READY = "ready"


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
    """A card in ``zone`` was shown (lead tie-break, a chain stopped…): to every player, or
    only to the seats in ``audience`` when it is not empty (Crazy Jokers' 2♠ look)."""

    card: Card
    zone: Zone
    reason: str
    audience: tuple[int, ...] = ()

    def seen_by(self, seat: int) -> bool:
        """Whether ``seat`` saw the card."""
        return not self.audience or seat in self.audience


@dataclass(frozen=True, slots=True)
class Announced(Event):
    """A named play everyone should notice: ``q-squared``, ``joe``, ``equal-rank``, ``lead``…"""

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
class Turned(Event):
    """A War field card turned: ``exhausted`` (sideways) or ``ready`` again."""

    card: Card
    zone: Zone
    index: int
    state: Turn


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
