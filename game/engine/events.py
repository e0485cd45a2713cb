"""Event records: what ``apply`` reports so the table can animate and the log can speak.

Zones are named by short strings: ``stock``, ``discard``, ``hand:2``,
``field:1`` (War: a row of cards), ``field:1:3`` (NG: one stacked position),
``resource:0``, ``pile:0`` (War: a player's face-down pile).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .cards import Card


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


# Every event writes its own ``__init__`` (the dataclass keeps a written one): the generated one
# is interpreted Python even in the compiled engine, and events are made at every action. Its
# ``object.__setattr__`` is what a frozen dataclass's own uses; mypyc compiles it to a direct
# store into the slot.
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

    def __init__(self, card: Card | None, source: str, target: str, shown: bool) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "shown", shown)


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """A card in ``zone`` was shown (lead tie-break, a chain stopped…): to every player, or
    only to the seats in ``audience`` when it is not empty (Crazy Jokers' 2♠ look)."""

    card: Card
    zone: str
    reason: str
    audience: tuple[int, ...] = ()

    def __init__(self, card: Card, zone: str, reason: str, audience: tuple[int, ...] = ()) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "zone", zone)
        object.__setattr__(self, "reason", reason)
        object.__setattr__(self, "audience", audience)

    def seen_by(self, seat: int) -> bool:
        """Whether ``seat`` saw the card."""
        return not self.audience or seat in self.audience


@dataclass(frozen=True, slots=True)
class Announced(Event):
    """A named play everyone should notice: ``q-squared``, ``joe``, ``equal-rank``, ``lead``…"""

    seat: int
    what: Announcement
    detail: str = ""

    def __init__(self, seat: int, what: Announcement, detail: str = "") -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "what", what)
        object.__setattr__(self, "detail", detail)


@dataclass(frozen=True, slots=True)
class Battle(Event):
    """Two cards met; ``outcome`` is from the attacker's side: ``win``, ``lose`` or ``tie``."""

    attacker: Card
    defender: Card
    attacker_zone: str
    defender_zone: str
    outcome: Outcome

    def __init__(
        self, attacker: Card, defender: Card, attacker_zone: str, defender_zone: str, outcome: Outcome
    ) -> None:
        object.__setattr__(self, "attacker", attacker)
        object.__setattr__(self, "defender", defender)
        object.__setattr__(self, "attacker_zone", attacker_zone)
        object.__setattr__(self, "defender_zone", defender_zone)
        object.__setattr__(self, "outcome", outcome)


@dataclass(frozen=True, slots=True)
class Turned(Event):
    """A War field card turned: ``exhausted`` (sideways) or ``ready`` again."""

    card: Card
    zone: str
    index: int
    state: Turn

    def __init__(self, card: Card, zone: str, index: int, state: Turn) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "zone", zone)
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "state", state)


@dataclass(frozen=True, slots=True)
class DrawSkipped(Event):
    """A draw was due but there was no card to take anywhere."""

    seat: int

    def __init__(self, seat: int) -> None:
        object.__setattr__(self, "seat", seat)


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    """The discard pile but its top card became the new stock."""

    count: int

    def __init__(self, count: int) -> None:
        object.__setattr__(self, "count", count)


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    """A player left play: ``emptied`` their hand, or was ``eliminated``."""

    seat: int
    reason: OutReason

    def __init__(self, seat: int, reason: OutReason) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "reason", reason)


@dataclass(frozen=True, slots=True)
class TurnCapReached(Event):
    """The software turn cap ended the game."""

    turns: int

    def __init__(self, turns: int) -> None:
        object.__setattr__(self, "turns", turns)


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The deal is over; ``winners`` is empty when nobody wins."""

    winners: tuple[int, ...]
    reason: str

    def __init__(self, winners: tuple[int, ...], reason: str) -> None:
        object.__setattr__(self, "winners", winners)
        object.__setattr__(self, "reason", reason)
