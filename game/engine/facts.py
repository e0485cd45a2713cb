"""Reading a set-up's open facts: the ``public`` facts of a view, or a scenario's ``facts``.

Facts come from YAML or from a view, so a number may arrive as ``3`` or ``"3"``
and a list as ``[1, 2]`` or ``"1 2"``. ``Facts`` reads them with their types and
turns a bad value into a ``SetupError`` that names the fact.

>>> facts = Facts({"leader": "2", "out": "1 3", "known": {0: "QH 5D"}})
>>> facts.integer("leader", 0), facts.integers("out"), facts.cards_by_seat("known", 4)
(2, [1, 3], {0: [Card(12, 'H'), Card(5, 'D')]})
"""

from __future__ import annotations

from collections.abc import Mapping

from .cards import Card
from .errors import NotationError, SetupError


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
