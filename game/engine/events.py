"""Event records: what ``apply`` reports so the table can animate and the log can speak.

Zones are ``Zone`` values (``game.engine.zones``); ``event_text`` writes an event with
them by name.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Final

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
    source: Zone
    target: Zone
    shown: bool

    def __init__(self, card: Card | None, source: Zone, target: Zone, shown: bool) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "shown", shown)


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """A card in ``zone`` was shown (a tie-break for the lead, a chain stopped…): to every
    player, or only to the seats in ``audience`` when it is not empty (a look at a hand)."""

    card: Card
    zone: Zone
    reason: str
    audience: tuple[int, ...] = ()

    def __init__(self, card: Card, zone: Zone, reason: str, audience: tuple[int, ...] = ()) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "zone", zone)
        object.__setattr__(self, "reason", reason)
        object.__setattr__(self, "audience", audience)

    def seen_by(self, seat: int) -> bool:
        """Whether ``seat`` saw the card."""
        return not self.audience or seat in self.audience


@dataclass(frozen=True, slots=True)
class Announced(Event):
    """A named play everyone should notice (``what``: the game's word for it)."""

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
    attacker_zone: Zone
    defender_zone: Zone
    outcome: Outcome

    def __init__(
        self, attacker: Card, defender: Card, attacker_zone: Zone, defender_zone: Zone, outcome: Outcome
    ) -> None:
        object.__setattr__(self, "attacker", attacker)
        object.__setattr__(self, "defender", defender)
        object.__setattr__(self, "attacker_zone", attacker_zone)
        object.__setattr__(self, "defender_zone", defender_zone)
        object.__setattr__(self, "outcome", outcome)


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


# How an event is written outside the engine (a network message): its wire name and each
# field's kind in order. Stated rather than read from the class, since the compiled engine's
# classes keep no annotations. A kind is one of ``FIELD_KINDS`` or an enum class (a value of it).
FIELD_KINDS: Final = frozenset(("card", "card?", "zone", "text", "bool", "int", "seats", "announcement"))


@dataclass(frozen=True, slots=True)
class EventShape:
    """An event class's wire name and its fields' kinds, in the constructor's order."""

    name: str
    kind: type[Event]
    fields: tuple[tuple[str, str | type[StrEnum]], ...]


SHARED_EVENT_SHAPES: Final = (
    EventShape(
        "moved", Moved, (("card", "card?"), ("source", "zone"), ("target", "zone"), ("shown", "bool"))
    ),
    EventShape(
        "revealed", Revealed, (("card", "card"), ("zone", "zone"), ("reason", "text"), ("audience", "seats"))
    ),
    EventShape("announced", Announced, (("seat", "int"), ("what", "announcement"), ("detail", "text"))),
    EventShape(
        "battle",
        Battle,
        (
            ("attacker", "card"),
            ("defender", "card"),
            ("attacker_zone", "zone"),
            ("defender_zone", "zone"),
            ("outcome", Outcome),
        ),
    ),
    EventShape("draw_skipped", DrawSkipped, (("seat", "int"),)),
    EventShape("reshuffled", Reshuffled, (("count", "int"),)),
    EventShape("player_out", PlayerOut, (("seat", "int"), ("reason", OutReason))),
    EventShape("turn_cap", TurnCapReached, (("turns", "int"),)),
    EventShape("game_over", GameOver, (("winners", "seats"), ("reason", "text"))),
)


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
