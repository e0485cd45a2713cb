"""The wire's one schema: every message type, its fields, their types and limits.

A message is one JSON object in one WebSocket text frame, with a ``type``. ``parse`` checks a
frame from the other side before anything reads it: the frame's size, the JSON, the type, every
field's kind and bounds, and no field or type left unlisted. A bad frame is a ``ProtocolError``
carrying a close code (``Close``): the host closes that connection only.

Version policy: ``VERSION`` rises whenever a message or field changes meaning or is added; the
hello carries the client's version and the host refuses any other with both numbers.

>>> parse('{"type": "action", "turn": 3, "text": "draw"}', CLIENT)
{'type': 'action', 'turn': 3, 'text': 'draw'}
>>> parse('{"type": "action", "turn": -1, "text": "draw"}', CLIENT)
Traceback (most recent call last):
...
game.net.protocol.ProtocolError: action.turn: -1 is not from 0 to 1000000
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from enum import IntEnum
from typing import Any

# 2: the host's ``seats`` message (a joiner's lobby); 3: a round's record (score sheets);
# 4: Play again (the host's ``again``, the match's number in ``table``): a joiner stays connected
# after ``over`` and is dealt into the host's next match at the same seat; 5: a refusal carries
# the engine's refusal itself (``said``: rule, template, fields), worded in the joiner's language;
# Undo as the host grants it (``undo``; ``update.undone``, ``update.undo``, ``snapshot.undo``).
# 7: a snapshot's log is the seat's changes of the deal, one list of events a move, oldest first
# (``opening``: whether the first is the deal's opening), so a returning player's log tells the
# deal move by move, as a local Continue retells it.
# A field marked ``private`` is sent only at a table listening on no port, over this program's
# own in-process links: it never crosses a network, so it changes no version.
VERSION = 7
MAX_FRAME = 64 * 1024  # the largest frame either side accepts (a view of NG's table is ~4 KiB)
MAX_TEXT = 200  # an action's notation, a name, a reason


class Close(IntEnum):
    """Why a connection was closed (WebSocket application codes 4000–4999)."""

    BAD_MESSAGE = 4001
    VERSION = 4002
    WRONG_CODE = 4003
    BAD_TOKEN = 4004
    SEAT_UNAVAILABLE = 4005
    TOO_MANY_TRIES = 4006
    TOO_SOON = 4007  # a seat taken up again with its token too often: wait, then come back
    FLOOD = 4008
    # A hello that asks to watch (``hello.watch``) where watching is not played: a table that
    # listens on a port, or one with a person's seat. A watcher sees every hand; it never
    # crosses a network.
    NOT_WATCHED = 4009
    HOST_CLOSING = 4010


class ProtocolError(Exception):
    """A message refused: ``code`` says why to the other side, the text names the field."""

    def __init__(self, message: str, code: Close = Close.BAD_MESSAGE) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True, slots=True)
class Field:
    """One field: its kind (``int``, ``str``, ``list``, ``object``, ``bool``), its bounds
    (numbers: low…high; text: at most ``high`` characters; lists: at most ``high`` items) and
    whether ``null`` is allowed. A ``private`` field is sent only at a private table (one this
    program's window plays over in-process links) and is absent from every other frame."""

    kind: str
    low: int = 0
    high: int = MAX_TEXT
    nullable: bool = False
    private: bool = False

    def check(self, where: str, value: object) -> None:
        if value is None:
            if not self.nullable:
                raise ProtocolError(f"{where}: must not be null")
            return
        if self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise ProtocolError(f"{where}: expected a whole number")
            if not self.low <= value <= self.high:
                raise ProtocolError(f"{where}: {value} is not from {self.low} to {self.high}")
        elif self.kind == "str":
            if not isinstance(value, str):
                raise ProtocolError(f"{where}: expected text")
            if len(value) > self.high:
                raise ProtocolError(f"{where}: longer than {self.high} characters")
            if not printable(value):
                raise ProtocolError(f"{where}: control characters are not allowed")
        elif self.kind == "bool":
            if not isinstance(value, bool):
                raise ProtocolError(f"{where}: expected true or false")
        elif self.kind == "list":
            if not isinstance(value, list) or len(value) > self.high:
                raise ProtocolError(f"{where}: expected a list of at most {self.high} items")
        elif self.kind == "object":
            if not isinstance(value, dict):
                raise ProtocolError(f"{where}: expected an object")
        else:  # pragma: no cover - the schema below names only the kinds above
            raise AssertionError(self.kind)


def printable(text: str) -> bool:
    """Whether ``text`` holds no control or format character: what ``str.isprintable`` says,
    but spaces of every width are text too (French writes a no-break space before ':' and a
    narrow one before '!' and '?', in the host's words and in the names people type)."""
    return all(char.isprintable() or unicodedata.category(char) == "Zs" for char in text)


def _int(low: int, high: int, nullable: bool = False) -> Field:
    return Field("int", low, high, nullable)


def _str(high: int = MAX_TEXT, nullable: bool = False) -> Field:
    return Field("str", 0, high, nullable)


MAX_SEATS = 16
MAX_TURN = 1_000_000
CODE_LENGTH = 6
TOKEN_TEXT = 64

# What a client may send. ``hello`` either takes a free seat (code, seat, name) or comes back
# to one (token), or (``watch``, private) watches an all-computer table from this program's own
# window, holding no seat; ``action`` is a move in notation for the turn it was meant for; ``undo`` asks
# to take back the seat's last move (the host grants it by the undo rule: one person at
# the table, playing the computers).
CLIENT: Mapping[str, Mapping[str, Field]] = {
    "hello": {
        "version": _int(0, 1_000_000),
        "code": _str(16, nullable=True),
        "seat": _int(0, MAX_SEATS - 1, nullable=True),
        "name": _str(32, nullable=True),
        "token": _str(TOKEN_TEXT, nullable=True),
        "watch": Field("bool", private=True),
    },
    "action": {"turn": _int(0, MAX_TURN), "text": _str()},
    "undo": {},
    "ping": {"nonce": _int(0, 2**31)},
    "bye": {},
}

# What the host sends. ``table`` answers a hello (the seat, its token, who sits where);
# ``update`` is the seat's view after a change, with the events it may see and its legal
# moves when it is to move; ``snapshot`` is the same on (re)joining with the recent log;
# ``seats`` says who sits where, which seats are taken and whether play has started; ``round``
# carries the finished round's record (placings, points and what they are made of; never its
# seed, which would deal every hidden card again) for the joiners' score sheets. ``table.deal``
# is the deal number, told only at a private table (listening on no port: every link is this
# program's own window): never across the room. ``table.watch`` (private) answers a watcher's hello:
# its ``seat`` is the deal seat the table is turned to (0), its ``token`` empty; each ``update`` and
# ``snapshot`` then carries the watcher's view (``Rules.spectator_view``: every seat's cards as its
# owner sees them) and the events any seat is told, no legal moves, Undo off. ``again`` says
# the host starts another match at this table (its number; ``by``: the host's person's name, or
# ""): the seats, names and tokens stay; ``table`` (with the new ``match``), ``seats`` and the new
# deal's first ``update`` follow, in that order; nothing of the new deal comes before it. An
# ``update`` with ``undone`` above 0 is an undo granted: that many moves taken back, its view the
# position before them, no events. ``undo`` in an update or snapshot says whether this seat may
# undo now: ``null`` for yes, else why not (a key of ``play.undo_words``: "off" for never here).
HOST: Mapping[str, Mapping[str, Field]] = {
    "table": {
        "version": _int(0, 1_000_000),
        "seat": _int(0, MAX_SEATS - 1),
        "token": _str(TOKEN_TEXT),
        "variant": _str(80),
        "options": Field("object"),
        "names": Field("list", high=MAX_SEATS),
        "kinds": Field("list", high=MAX_SEATS),
        "match": _int(0, MAX_TURN),
        "deal": Field("int", 0, 2**62, private=True),
        "watch": Field("bool", private=True),
    },
    "again": {"match": _int(1, MAX_TURN), "by": _str(32)},
    "update": {
        "deal_seat": _int(0, MAX_SEATS - 1, nullable=True),
        "view": Field("object", nullable=True),
        "events": Field("list", high=10_000),
        "legal": Field("list", high=10_000),
        "undone": _int(0, MAX_TURN),
        "undo": _str(40, nullable=True),
    },
    "snapshot": {
        "deal_seat": _int(0, MAX_SEATS - 1, nullable=True),
        "view": Field("object", nullable=True),
        "log": Field("list", high=10_000),
        "opening": Field("bool"),
        "legal": Field("list", high=10_000),
        "undo": _str(40, nullable=True),
    },
    "refusal": {"rule": _str(), "words": _str(400), "said": Field("object", nullable=True)},
    "round": {
        "number": _int(0, MAX_TURN),
        "winners": Field("list", high=MAX_SEATS),
        "line": _str(400),
        "record": Field("object"),
        "laid": Field("list", high=60),
        # A private table's round end for its sheet: why the deal ended, every seat's cards
        # (``net/told_wire.py``).
        "end": Field("str", 0, 40, private=True),
        "held": Field("list", high=MAX_SEATS, private=True),
        "hand": Field("list", high=60, private=True),
    },
    "over": {"winners": Field("list", high=MAX_SEATS), "line": _str(400)},
    "waiting": {"seat": _int(0, MAX_SEATS - 1), "name": _str(32)},
    "seats": {
        "names": Field("list", high=MAX_SEATS),
        "taken": Field("list", high=MAX_SEATS),
        "here": Field("list", high=MAX_SEATS),
        "started": Field("bool"),
    },
    "pong": {"nonce": _int(0, 2**31)},
    "refused": {"code": _int(4000, 4999), "reason": _str(400)},
}


def parse(frame: str | bytes, schema: Mapping[str, Mapping[str, Field]]) -> dict[str, Any]:
    """A frame checked against ``schema`` (``CLIENT`` or ``HOST``), or a ``ProtocolError``."""
    if isinstance(frame, bytes):
        raise ProtocolError("binary frames are not part of the protocol")
    if len(frame) > MAX_FRAME:
        raise ProtocolError(f"a frame of more than {MAX_FRAME} characters")
    try:
        message = json.loads(frame, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise ProtocolError("not a JSON object") from None
    if not isinstance(message, dict):
        raise ProtocolError("not a JSON object")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in schema:
        raise ProtocolError(f"unknown message type {str(kind)[:40]!r}")
    fields = schema[kind]
    for name in message:
        if name != "type" and name not in fields:
            raise ProtocolError(f"{kind}: unknown field {name[:40]!r}")
    for name, spec in fields.items():
        if name not in message:
            if spec.private:
                continue
            raise ProtocolError(f"{kind}: missing field {name!r}")
        spec.check(f"{kind}.{name}", message[name])
    return message


def _no_constant(name: str) -> float:
    raise ValueError(f"{name} is not JSON")


def dump(message: Mapping[str, Any]) -> str:
    """One message as the frame that carries it (compact, no NaN)."""
    return json.dumps(message, separators=(",", ":"), allow_nan=False, ensure_ascii=False)


def message(kind: str, **fields: Any) -> dict[str, Any]:
    """A message of ``kind`` (checked against either schema, so a typo fails in tests)."""
    return {"type": kind, **fields}


__all__ = ["CLIENT", "HOST", "MAX_FRAME", "VERSION", "Close", "Field", "ProtocolError", "dump", "parse"]
