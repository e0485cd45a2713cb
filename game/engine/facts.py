"""Reading a set-up's open facts: the ``public`` facts of a view, or a scenario's ``facts``.

Facts come from YAML or from a view, so a number may arrive as ``3`` or ``"3"``
and a list as ``[1, 2]`` or ``"1 2"``. ``Facts`` reads them with their types and
turns a bad value into a ``SetupError`` that names the fact.

>>> facts = Facts({"leader": "2", "out": "1 3", "known": {0: "QH 5D"}})
>>> facts.integer("leader", 0), facts.integers("out"), facts.cards_by_seat("known", 4)
(2, [1, 3], {0: [Card(12, 'H'), Card(5, 'D')]})
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Mapping
from dataclasses import fields
from enum import StrEnum
from typing import Final, Generic, TypeVar

from .cards import Card
from .errors import NotationError, SetupError
from .view import View


def as_list(value: object) -> list[object]:
    """A fact as a list: ``None`` is empty, a string is split on spaces, one value is a list of one."""
    if value is None:
        return []
    if isinstance(value, str):
        return list(value.split())
    if isinstance(value, list | tuple):
        return list(value)
    return [value]


class Facts:
    """Typed reads of a mapping of open facts."""

    def __init__(self, facts: Mapping[str, object] | None) -> None:
        self.facts: Mapping[str, object] = facts or {}

    def __contains__(self, key: str) -> bool:
        return key in self.facts

    def integer(self, key: str, default: int) -> int:
        value = self.facts.get(key, default)
        return _integer(value, key)

    def integers(self, key: str) -> list[int]:
        return [_integer(value, key) for value in as_list(self.facts.get(key))]

    def text(self, key: str, default: str) -> str:
        return str(self.facts.get(key, default))

    def seat(self, key: str, players: int, default: int) -> int:
        """A seat number that must exist at a table of ``players``."""
        return check_seat(self.integer(key, default), players, key)

    def seats(self, key: str, players: int) -> list[int]:
        return [check_seat(seat, players, key) for seat in self.integers(key)]

    def cards_by_seat(self, key: str, players: int) -> dict[int, list[Card]]:
        """A mapping from seat to cards (``known: {0: [QH, 5D]}``); empty when absent."""
        value = self.facts.get(key)
        if value is None:
            return {}
        if not isinstance(value, Mapping):
            raise SetupError(f"the fact {key} maps seats to cards, got {value!r}")
        found: dict[int, list[Card]] = {}
        for seat_key, cards in value.items():
            seat = check_seat(_integer(seat_key, key), players, key)
            try:
                found[seat] = [Card.parse(str(card)) for card in as_list(cards)]
            except NotationError as error:
                raise SetupError(f"{key}: {error}") from None
        return found


def check_seat(seat: int, players: int, what: str) -> int:
    if not 0 <= seat < players:
        raise SetupError(f"{what}: there is no seat {seat} at a table of {players}")
    return seat


def _integer(value: object, key: str) -> int:
    if isinstance(value, bool):
        raise SetupError(f"{key}: {value!r} is not a whole number")
    try:
        return int(str(value))
    except ValueError:
        raise SetupError(f"{key}: {value!r} is not a whole number") from None


# ---------------------------------------------------------------------- typed records
# A game's open facts are a frozen record (its own dataclass); ``FactCodec`` turns one into
# plain data (a view's ``public``, state text, saves) and reads it back from plain data (a
# scenario's ``facts:``, a view handed to ``setup``), naming the fact a bad value belongs to.
#
# Why each field names its kind here rather than the codec reading the record's annotations:
# compiled with mypyc, a dataclass keeps only the outer class of each field's type
# (``tuple[int, ...]`` reads back as ``tuple``, ``Card | None`` as ``type``), so annotations
# cannot drive the codec on the engine players run. The codec checks that its kinds name the
# record's fields, all of them, in order, so the two cannot drift apart.

R = TypeVar("R")


_ALWAYS: Final = object()  # a kind's ``absent`` when the fact is always written


class FactKind:
    """How one fact is written as plain data and read back.

    A kind made with ``absent=value`` is left out of the plain form when the record holds
    ``value`` and read as ``value`` when the plain form leaves it out: the open facts a view
    shows only when they mean something (a Q Squared's responders, a Countdown's levels).
    """

    def __init__(self, absent: object = _ALWAYS, along: str = "") -> None:
        self.absent = absent
        self.along = along  # written, even as ``absent``, whenever this earlier fact is

    @property
    def optional(self) -> bool:
        return self.absent is not _ALWAYS

    def is_absent(self, value: object) -> bool:
        """Whether ``value`` is left out of the plain form."""
        return self.optional and value == self.absent

    def absent_value(self, players: int) -> object:
        """What a fact the plain form leaves out reads as."""
        return self.absent

    def encode(self, value: object) -> object:
        return value

    def decode(self, value: object, key: str, players: int) -> object:
        raise NotImplementedError


class WholeFact(FactKind):
    """A whole number."""

    def decode(self, value: object, key: str, players: int) -> object:
        return _integer(value, key)


class WholesFact(FactKind):
    """Whole numbers in an order (scores, points): a tuple; a list in plain data."""

    def encode(self, value: object) -> object:
        assert isinstance(value, tuple)
        return list(value)

    def decode(self, value: object, key: str, players: int) -> object:
        return tuple(_integer(item, key) for item in as_list(value))


class SeatFact(FactKind):
    """A seat that must exist at the table (``nobody``, when given, stands for no seat)."""

    def __init__(self, absent: object = _ALWAYS, nobody: int | None = None) -> None:
        super().__init__(absent)
        self.nobody = nobody

    def decode(self, value: object, key: str, players: int) -> object:
        seat = _integer(value, key)
        return seat if seat == self.nobody else check_seat(seat, players, key)


class SeatsFact(FactKind):
    """Seats in an order (a tuple; a list in plain data, or a string of numbers)."""

    def encode(self, value: object) -> object:
        assert isinstance(value, tuple)
        return list(value)

    def decode(self, value: object, key: str, players: int) -> object:
        return tuple(check_seat(_integer(seat, key), players, key) for seat in as_list(value))


class TextFact(FactKind):
    """Words."""

    def decode(self, value: object, key: str, players: int) -> object:
        if not isinstance(value, str | int):
            raise SetupError(f"{key}: {value!r} is not text")
        return str(value)


class MaybeChoicesFact(FactKind):
    """A member of an enumeration or nothing, for each seat (a contract declared or not yet)."""

    def __init__(self, kind: type[StrEnum], absent: object = _ALWAYS) -> None:
        super().__init__(absent)
        self.choice = ChoiceFact(kind)

    def encode(self, value: object) -> object:
        assert isinstance(value, tuple)
        return [None if item is None else str(item) for item in value]

    def decode(self, value: object, key: str, players: int) -> object:
        if not isinstance(value, list | tuple):
            raise SetupError(f"{key}: {value!r} is not a list")
        return tuple(None if item is None else self.choice.decode(item, key, players) for item in value)


class DatesFact(FactKind):
    """Calendar days (birthdays): a tuple of dates; ISO text (``2024-05-01``) in plain data."""

    def encode(self, value: object) -> object:
        assert isinstance(value, tuple)
        return [day.isoformat() for day in value]

    def decode(self, value: object, key: str, players: int) -> object:
        days: list[datetime.date] = []
        for item in as_list(value):
            try:
                days.append(datetime.date.fromisoformat(str(item)))
            except ValueError:
                raise SetupError(f"{key}: {item!r} is not a date (YYYY-MM-DD)") from None
        return tuple(days)


class FlagFact(FactKind):
    """Yes or no."""

    def decode(self, value: object, key: str, players: int) -> object:
        if not isinstance(value, bool):
            raise SetupError(f"{key}: {value!r} is not true or false")
        return value


class ChoiceFact(FactKind):
    """One member of an enumeration (a phase), written as its value."""

    def __init__(self, kind: type[StrEnum], absent: object = _ALWAYS) -> None:
        super().__init__(absent)
        self.kind = kind

    def encode(self, value: object) -> object:
        return str(value)

    def decode(self, value: object, key: str, players: int) -> object:
        try:
            return self.kind(str(value))
        except ValueError:
            known = ", ".join(member.value for member in self.kind)
            raise SetupError(f"{key}: {value!r} is not one of {known}") from None


class CardFact(FactKind):
    """A card, or nothing: its notation, or ``None``."""

    def encode(self, value: object) -> object:
        return None if value is None else str(value)

    def decode(self, value: object, key: str, players: int) -> object:
        return None if value is None else _card(value, key)


class CardsFact(FactKind):
    """Cards in an order: a tuple; a list of notations in plain data, or one string of them."""

    def encode(self, value: object) -> object:
        assert isinstance(value, tuple)
        return [str(card) for card in value]

    def decode(self, value: object, key: str, players: int) -> object:
        return tuple(_card(card, key) for card in as_list(value))


class KnownCardsFact(FactKind):
    """Each seat's cards the others know (a tuple per seat); plain data maps only the seats
    that have some to their notations, ``{0: ["QH"]}``, and leaves the fact out when no seat
    has any."""

    def __init__(self) -> None:
        super().__init__(absent=())

    def is_absent(self, value: object) -> bool:
        return isinstance(value, tuple) and not any(value)

    def absent_value(self, players: int) -> object:
        return ((),) * players

    def encode(self, value: object) -> object:
        assert isinstance(value, tuple)
        return {seat: [str(card) for card in cards] for seat, cards in enumerate(value) if cards}

    def decode(self, value: object, key: str, players: int) -> object:
        if value is None:
            return ((),) * players
        if not isinstance(value, Mapping):
            raise SetupError(f"the fact {key} maps seats to cards, got {value!r}")
        found: list[tuple[Card, ...]] = [()] * players
        for seat_key, cards in value.items():
            seat = check_seat(_integer(seat_key, key), players, key)
            found[seat] = tuple(_card(card, key) for card in as_list(cards))
        return tuple(found)


class SeatMapFact(FactKind):
    """Whole numbers by seat, for the seats that have one: ``((2, 1),)`` in the record,
    ``{2: 1}`` in plain data, in the order they came."""

    def encode(self, value: object) -> object:
        assert isinstance(value, tuple)
        return dict(value)

    def decode(self, value: object, key: str, players: int) -> object:
        if not isinstance(value, Mapping):
            raise SetupError(f"the fact {key} maps seats to numbers, got {value!r}")
        return tuple(
            (check_seat(_integer(seat, key), players, key), _integer(n, key)) for seat, n in value.items()
        )


def _card(value: object, key: str) -> Card:
    try:
        return Card.parse(str(value))
    except NotationError as error:
        raise SetupError(f"{key}: {error}") from None


class FactCodec(Generic[R]):
    """Turns ``record`` (a frozen dataclass of a game's open facts) into plain data and back.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Lead:
    ...     leader: int
    ...     out: tuple[int, ...]
    >>> codec = FactCodec(Lead, leader=SeatFact(), out=SeatsFact())
    >>> codec.encode(Lead(2, (1, 3)))
    {'leader': 2, 'out': [1, 3]}
    >>> codec.decode({"leader": "2", "out": "1 3"}, players=4)
    Lead(leader=2, out=(1, 3))
    >>> codec.decode({"leader": 5, "out": []}, players=4)
    Traceback (most recent call last):
    ...
    game.engine.errors.SetupError: leader: there is no seat 5 at a table of 4
    """

    def __init__(self, record: Callable[..., R], **kinds: FactKind) -> None:
        names = tuple(each.name for each in fields(record))  # type: ignore[arg-type]
        if tuple(kinds) != names:
            raise TypeError(f"{record!r}: the codec's facts {tuple(kinds)} are not its fields {names}")
        self.record = record
        self.kinds = kinds

    def encode(self, record: R) -> dict[str, object]:
        plain: dict[str, object] = {}
        for name, kind in self.kinds.items():
            value = getattr(record, name)
            if not kind.is_absent(value) or kind.along in plain:
                plain[name] = kind.encode(value)
        return plain

    def decode(self, plain: Mapping[str, object], players: int, default: R | None = None) -> R:
        """The record ``plain`` writes; a fact it leaves out is its kind's ``absent`` or
        ``default``'s (an error naming the fact without either). Keys that are no fact of the
        record are not read."""
        values: dict[str, object] = {}
        for name, kind in self.kinds.items():
            if name in plain and kind.optional and plain[name] == kind.absent:
                values[name] = kind.absent_value(players)  # written along another fact, as absent
            elif name in plain:
                values[name] = kind.decode(plain[name], name, players)
            elif kind.optional:
                values[name] = kind.absent_value(players)
            elif default is not None:
                values[name] = getattr(default, name)
            else:
                raise SetupError(f"the fact {name} is missing")
        return self.record(**values)


def record_of(view: View, record: type[R], codec: FactCodec[R], game: str) -> R:
    """``view``'s open facts as ``game``'s record: the one the view carries, or read from its
    plain facts (a view rebuilt from a message or written by hand); a ``SetupError`` for a
    view of another game."""
    if view.game != game:
        raise SetupError(f"a view of {view.game!r} has no facts of {game!r}")
    carried = view.facts
    if isinstance(carried, record):
        return carried
    return codec.decode(view.public, view.players)
