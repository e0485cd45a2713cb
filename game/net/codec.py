"""Views and events on the wire: one codec, plain (JSON-ready values) and typed (the engine's
``View`` and ``Event`` records), each way.

Cards travel in their notation (``"QH"``, ``"X"``), a hidden card as ``null``. A view's public
facts are the game's own values (numbers, text, tuples, lists, mappings with seat keys, cards),
so they travel tagged where JSON would lose the type: ``{"tuple": [...]}``, ``{"map": [[k, v]…]}``,
``{"card": "QH"}``; lists, text and numbers travel as they are. Decoding checks every shape and
raises ``CodecError`` (the host is not trusted either). Zones travel by name
(``hand:0``); events by the shapes the engine states (``EventShape``: the shared events' and
each game's own).

>>> from game.engine.events import Moved
>>> from game.engine.zones import DISCARD, STOCK, hand_zone
>>> event_plain(Moved(Card.parse("QH"), hand_zone(0), DISCARD, True))
{'event': 'moved', 'card': 'QH', 'source': 'hand:0', 'target': 'discard', 'shown': True}
>>> event_typed(event_plain(Moved(None, STOCK, hand_zone(1), False)))
Moved(card=None, source=Zone.parse('stock'), target=Zone.parse('hand:1'), shown=False)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..engine import Card, NotationError, View
from ..engine import events as ev
from ..engine.entry import GameEntry
from ..engine.match import RoundRecord
from ..engine.registry import entries
from ..engine.rules import ScoreItem
from ..engine.zones import Zone

MAX_ITEMS = 2000  # a list or mapping in a fact: more is a hostile frame, not a game


class CodecError(ValueError):
    """A plain value that is not the shape the codec writes."""


# Cards ------------------------------------------------------------------------------------
def card_plain(card: Card | None) -> str | None:
    return None if card is None else str(card)


def card_typed(value: object) -> Card:
    if not isinstance(value, str) or len(value) > 3:
        raise CodecError(f"not a card: {str(value)[:20]!r}")
    try:
        return Card.parse(value)
    except NotationError:
        raise CodecError(f"not a card: {value!r}") from None


def maybe_card_typed(value: object) -> Card | None:
    return None if value is None else card_typed(value)


# A winning hand laid down -----------------------------------------------------------------
MAX_LAID = 60  # more cards than any hand that wins by its shape


def laid_plain(laid: list[tuple[Card, int | None]]) -> list[list[Any]]:
    """A hand laid down as it won: each card with the rank a joker stands for (else null)."""
    return [[str(card), stand] for card, stand in laid]


def laid_typed(value: object) -> tuple[tuple[Card, int | None], ...]:
    """The laid-down hand back, checked: at most ``MAX_LAID`` cards, a stand-in rank 1–13."""
    if not isinstance(value, list) or len(value) > MAX_LAID:
        raise CodecError(f"a laid-down hand is a list of at most {MAX_LAID} cards")
    laid = []
    for pair in value:
        if not isinstance(pair, list) or len(pair) != 2:
            raise CodecError("a laid-down card is [card, stand-in rank or null]")
        stand = None if pair[1] is None else _int(pair[1], 1, 13)
        laid.append((card_typed(pair[0]), stand))
    return tuple(laid)


# Facts ------------------------------------------------------------------------------------
def fact_plain(value: object) -> object:
    """A public fact's value as JSON-ready data, tagged where JSON would lose its type."""
    if value is None or isinstance(value, bool | int | str):
        return str(value) if isinstance(value, str) else value
    if isinstance(value, Card):
        return {"card": str(value)}
    if isinstance(value, tuple):
        return {"tuple": [fact_plain(item) for item in value]}
    if isinstance(value, list):
        return [fact_plain(item) for item in value]
    if isinstance(value, Mapping):
        return {"map": [[fact_plain(key), fact_plain(item)] for key, item in value.items()]}
    if isinstance(value, frozenset | set):
        return {"set": sorted((fact_plain(item) for item in value), key=repr)}
    raise CodecError(f"a fact of type {type(value).__name__} has no wire form")


def fact_typed(value: object) -> object:
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, list):
        _check_size(value)
        return [fact_typed(item) for item in value]
    if isinstance(value, dict) and len(value) == 1:
        ((tag, inner),) = value.items()
        if tag == "card":
            return card_typed(inner)
        if isinstance(inner, list):
            _check_size(inner)
            if tag == "tuple":
                return tuple(fact_typed(item) for item in inner)
            if tag == "set":
                return frozenset(_hashable(fact_typed(item)) for item in inner)
            if tag == "map":
                return {_hashable(fact_typed(k)): fact_typed(v) for k, v in (_pair(p) for p in inner)}
    raise CodecError(f"not a fact: {str(value)[:40]!r}")


def _check_size(items: list[Any]) -> None:
    if len(items) > MAX_ITEMS:
        raise CodecError(f"more than {MAX_ITEMS} items")


def _pair(pair: object) -> tuple[object, object]:
    if not isinstance(pair, list) or len(pair) != 2:
        raise CodecError("a mapping's entry is not a [key, value] pair")
    return pair[0], pair[1]


def _hashable(value: object) -> object:
    try:
        hash(value)
    except TypeError:
        raise CodecError("a mapping key or set item that cannot be a key") from None
    return value


# Views ------------------------------------------------------------------------------------
def view_plain(view: View) -> dict[str, Any]:
    return {
        "game": view.game,
        "variant": view.variant,
        "seat": view.seat,
        "players": view.players,
        "to_move": view.to_move,
        "turn": view.turn,
        "over": view.over,
        "winners": list(view.winners),
        "zones": {str(zone): [card_plain(card) for card in cards] for zone, cards in view.zones.items()},
        "marks": {str(zone): list(flags) for zone, flags in view.marks.items()},
        "public": {key: fact_plain(value) for key, value in view.public.items()},
    }


_VIEW_KEYS = frozenset(
    ("game", "variant", "seat", "players", "to_move", "turn", "over", "winners", "zones", "marks", "public")
)


def view_typed(plain: object) -> View:
    if not isinstance(plain, dict) or set(plain) != _VIEW_KEYS:
        raise CodecError("a view has exactly the fields " + ", ".join(sorted(_VIEW_KEYS)))
    players = _int(plain["players"], 1, 16)
    zones = plain["zones"]
    marks = plain["marks"]
    public = plain["public"]
    if not (isinstance(zones, dict) and isinstance(marks, dict) and isinstance(public, dict)):
        raise CodecError("a view's zones, marks and public facts are objects")
    for table in (zones, marks, public):
        _check_size(list(table))
    return View(
        game=_text(plain["game"]),
        variant=_text(plain["variant"]),
        seat=_int(plain["seat"], 0, players - 1),
        players=players,
        to_move=_int(plain["to_move"], -1, players - 1),  # -1 once the deal is over,
        turn=_int(plain["turn"], 0, 10**7),
        over=_bool(plain["over"]),
        winners=seats_typed(plain["winners"], players),
        zones={_zone(name): _cards(cards) for name, cards in zones.items()},
        marks={_zone(name): tuple(_text(flag) for flag in _list(flags)) for name, flags in marks.items()},
        public={_text(key): fact_typed(value) for key, value in public.items()},
    )


def _zone(name: object) -> Zone:
    text = _text(name)
    try:
        return Zone.parse(text)
    except Exception:  # the engine's SetupError: a name no game uses
        raise CodecError(f"not a zone: {text[:40]!r}") from None


def _cards(cards: object) -> tuple[Card | None, ...]:
    return tuple(maybe_card_typed(card) for card in _list(cards))


def _list(value: object) -> list[Any]:
    if not isinstance(value, list):
        raise CodecError("expected a list")
    _check_size(value)
    return value


def _text(value: object) -> str:
    if not isinstance(value, str) or len(value) > 200:
        raise CodecError(f"expected short text, got {str(value)[:40]!r}")
    return value


def _bool(value: object) -> bool:
    if not isinstance(value, bool):
        raise CodecError("expected true or false")
    return value


def _int(value: object, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise CodecError(f"expected a whole number from {low} to {high}, got {str(value)[:20]}")
    return value


def seats_typed(value: object, players: int) -> tuple[int, ...]:
    """Seat numbers of a table of ``players``, each checked."""
    return tuple(_int(seat, 0, players - 1) for seat in _list(value))


# Events ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Wire:
    """The registered games' events and announcements by their wire names: the shared ones and
    each game's own (``EventShape``, ``GameEntry.announcements``)."""

    games: tuple[GameEntry, ...]
    announcements: Mapping[str, ev.Announcement]
    types: Mapping[str, type[ev.Event]]
    names: Mapping[type[ev.Event], str]
    fields: Mapping[str, dict[str, str | type[StrEnum]]]


_wire_now: list[_Wire] = []


def _wire() -> _Wire:
    """The tables for the games registered now (made again when a game is registered at run
    time: the registry's list is then a new tuple)."""
    games = entries()
    if _wire_now and _wire_now[0].games is games:
        return _wire_now[0]
    shapes = (*ev.SHARED_EVENT_SHAPES, *(shape for found in games for shape in found.events))
    said = (tuple(ev.SharedAnnouncement), *(found.announcements for found in games))
    wire = _Wire(
        games,
        {member.value: member for members in said for member in members},
        {shape.name: shape.kind for shape in shapes},
        {shape.kind: shape.name for shape in shapes},
        {shape.name: dict(shape.fields) for shape in shapes},
    )
    _wire_now[:] = [wire]
    return wire


def _announcement(value: object) -> ev.Announcement:
    found = _wire().announcements.get(_text(value))
    if found is None:
        raise CodecError(f"not an announcement: {str(value)[:40]!r}")
    return found


_DECODERS: dict[str, Callable[[object], object]] = {
    "card": card_typed,
    "card?": maybe_card_typed,
    "zone": lambda value: _zone(value),
    "text": lambda value: _text(value),
    "bool": lambda value: _bool(value),
    "int": lambda value: _int(value, -(10**9), 10**9),
    "seats": lambda value: tuple(_int(seat, 0, 15) for seat in _list(value)),
    "announcement": _announcement,
}


def _decode(kind: str | type[StrEnum], value: object) -> object:
    if isinstance(kind, str):
        return _DECODERS[kind](value)
    return _enum(kind, value)


def _enum(kind: Any, value: object) -> object:
    try:
        return kind(_text(value))
    except ValueError:
        raise CodecError(f"not a {kind.__name__}: {str(value)[:40]!r}") from None


def event_plain(event: ev.Event) -> dict[str, Any]:
    wire = _wire()
    name = wire.names.get(type(event))
    if name is None:
        raise CodecError(f"an event of type {type(event).__name__} has no wire form")
    plain: dict[str, Any] = {"event": name}
    for field in wire.fields[name]:
        value = getattr(event, field)
        if isinstance(value, Card) or value is None:
            plain[field] = card_plain(value)
        elif isinstance(value, tuple):
            plain[field] = list(value)
        elif isinstance(value, Zone | str):
            plain[field] = str(value)
        else:
            plain[field] = value
    return plain


def event_typed(plain: object) -> ev.Event:
    if not isinstance(plain, dict):
        raise CodecError("an event is an object")
    name = plain.get("event")
    wire = _wire()
    if not isinstance(name, str) or name not in wire.types:
        raise CodecError(f"no event {str(name)[:40]!r}")
    fields = wire.fields[name]
    if set(plain) != {"event", *fields}:
        raise CodecError(f"a {name} event has exactly the fields " + ", ".join(fields))
    values = [_decode(kind, plain[field]) for field, kind in fields.items()]
    return wire.types[name](*values)


# A finished round's record ----------------------------------------------------------------
_RECORD_KEYS = {"number", "placings", "eliminated", "winners", "turns", "points", "items"}
MAX_POINTS = 10**7


def record_plain(record: RoundRecord) -> dict[str, Any]:
    """A round's record for the joiners' score sheets, in match seats; never its ``seed``."""
    return {
        "number": record.number,
        "placings": list(record.placings),
        "eliminated": list(record.eliminated),
        "winners": list(record.winners),
        "turns": record.turns,
        "points": list(record.points),
        "items": [[[item.label, item.points] for item in lines] for lines in record.items],
    }


def record_typed(plain: object, players: int) -> RoundRecord:
    """The record back, every seat checked against the table's ``players`` (seed 0: unknown)."""
    if not isinstance(plain, dict) or set(plain) != _RECORD_KEYS:
        raise CodecError("a round's record has exactly the fields " + ", ".join(sorted(_RECORD_KEYS)))
    points = tuple(_int(value, -MAX_POINTS, MAX_POINTS) for value in _list(plain["points"]))
    items = tuple(tuple(_score_item(item) for item in _list(lines)) for lines in _list(plain["items"]))
    if len(points) not in (0, players) or len(items) not in (0, players):
        raise CodecError(f"a round's points and items are for {players} seats")
    return RoundRecord(
        number=_int(plain["number"], 1, 1_000_000),
        seed=0,
        placings=seats_typed(plain["placings"], players),
        eliminated=seats_typed(plain["eliminated"], players),
        winners=seats_typed(plain["winners"], players),
        turns=_int(plain["turns"], 0, 1_000_000),
        points=points,
        items=items,
    )


def _score_item(value: object) -> ScoreItem:
    pair = _list(value)
    if len(pair) != 2:
        raise CodecError("a score line is [label, points]")
    return ScoreItem(_text(pair[0]), _int(pair[1], -MAX_POINTS, MAX_POINTS))
