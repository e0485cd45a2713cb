"""A refused move on the wire: the engine's refusal itself (its rule, English template and
field values), so a joiner words it in its own language and with its own card letters, as its
own table would, not in the host's.

Fields travel tagged (``{"card": "QC"}``, ``{"seat": 2}``, ``{"words": "…"}``, ``{"number": 3}``,
``{"text": "…"}``). The host is not trusted either: the template may name only fields it carries,
as plain ``{name}`` (no attribute, index, conversion or format spec: ``{card:>99999999}`` would
fill memory), and every value is checked; anything else is a ``CodecError``.

>>> from game.engine import Card, IllegalAction
>>> error = IllegalAction("rule 4", "no face card may go on an ace: {card} on {top}",
...                       card=Card.parse("QC"), top=Card.parse("AS"))
>>> said_typed(said_plain(error)).message
'no face card may go on an ace: QC on AS'
>>> said_typed({"rule": "rule 4", "template": "{card:>99999999}", "fields": {"card": {"text": "x"}}})
Traceback (most recent call last):
...
game.net.codec.CodecError: a refusal's template may hold only plain {name} fields
"""

from __future__ import annotations

import string
from typing import Any

from ..engine import Card, IllegalAction
from ..engine.errors import FieldValue, Seat, Words
from .codec import CodecError, card_plain, card_typed

MAX_FIELDS = 8
MAX_WORDS = 400  # a template, and a field's words
MAX_NUMBER = 1_000_000
_KINDS = ("card", "seat", "words", "number", "text")


def said_plain(error: IllegalAction) -> dict[str, Any]:
    """The refusal as plain values (the host's ``refusal`` message's ``said``)."""
    return {
        "rule": error.rule[:200],
        "template": error.template[:MAX_WORDS],
        "fields": {name: _value_plain(value) for name, value in error.fields.items()},
    }


def said_typed(plain: object) -> IllegalAction:
    """The refusal the host sent, checked: a ``CodecError`` for any other shape."""
    if not isinstance(plain, dict) or set(plain) != {"rule", "template", "fields"}:
        raise CodecError("a refusal has exactly a rule, a template and fields")
    rule, template, fields = _short(plain["rule"], 200), _short(plain["template"], MAX_WORDS), plain["fields"]
    if not isinstance(fields, dict) or len(fields) > MAX_FIELDS:
        raise CodecError(f"a refusal's fields are an object of at most {MAX_FIELDS}")
    values = {_name(name): _value_typed(value) for name, value in fields.items()}
    if values and not _plain_fields(template, set(values)):
        raise CodecError("a refusal's template may hold only plain {name} fields")
    return IllegalAction(rule, template, **values)


def _plain_fields(template: str, names: set[str]) -> bool:
    """Whether every replacement field of ``template`` is a bare name among ``names``."""
    try:
        parts = list(string.Formatter().parse(template))
    except ValueError:  # an unmatched brace
        return False
    return all(
        field is None or (field in names and not spec and conversion is None)
        for _, field, spec, conversion in parts
    )


def _value_plain(value: FieldValue) -> dict[str, object]:
    if isinstance(value, Card):
        return {"card": card_plain(value)}
    if isinstance(value, Seat):
        return {"seat": value.number}
    if isinstance(value, Words):
        return {"words": value.text[:MAX_WORDS]}
    if isinstance(value, int):
        return {"number": value}
    return {"text": str(value)[:MAX_WORDS]}


def _value_typed(plain: object) -> FieldValue:
    if not isinstance(plain, dict) or len(plain) != 1:
        raise CodecError("a refusal's field is one tagged value")
    ((kind, value),) = plain.items()
    if kind == "card":
        return card_typed(value)
    if kind == "seat":
        return Seat(_number(value, 64))
    if kind == "number":
        return _number(value, MAX_NUMBER)
    if kind == "words":
        return Words(_short(value, MAX_WORDS))
    if kind == "text":
        return _short(value, MAX_WORDS)
    raise CodecError(f"a refusal's field is one of {', '.join(_KINDS)}")


def _name(value: object) -> str:
    if not isinstance(value, str) or not value.isidentifier() or len(value) > 32:
        raise CodecError("a refusal's field names are short identifiers")
    return value


def _short(value: object, limit: int) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise CodecError(f"expected text of at most {limit} characters")
    return value


def _number(value: object, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not -high <= value <= high:
        raise CodecError(f"expected a whole number from {-high} to {high}")
    return value
