"""A move in a player's words as an English template and its fields, so the table can say it
in the player's language; ``english`` puts the two together for the command line and tests.

Like a refusal (``IllegalAction``), the engine never translates: ``worded("play the {card}",
card=card)`` keeps the template and the card apart, and game/scenes/table/words/move_words.py
translates the template and writes each field the table's way (a card with its suit symbol, a
seat by its player's name). A field may be a phrase of its own (``worded`` again: "a joker as
the {card}"), translated the same way; ``listed`` joins phrases as English lists them.
``worded`` marks its template for the catalog (game/i18n/catalogs.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .errors import FieldValue, Seat


@dataclass(frozen=True, slots=True)
class MoveWords:
    """An English template with ``{named}`` fields and their values (without fields the
    template is plain text and may hold braces, as a move's notation may)."""

    template: str
    fields: tuple[tuple[str, MoveField], ...] = ()

    def english(self, names: Mapping[int, str]) -> str:
        """The words in English, each seat by its name in ``names`` ("seat 2" without one)."""
        if not self.fields:
            return self.template
        return self.template.format(**{name: english_field(value, names) for name, value in self.fields})


# What a move's field may hold: a refusal's values (a card, a seat, a count, English words,
# notation) or a phrase of its own.
MoveField = FieldValue | MoveWords


def english_field(value: MoveField, names: Mapping[int, str]) -> str:
    if isinstance(value, MoveWords):
        return value.english(names)
    if isinstance(value, Seat):
        return names.get(value.number, str(value))
    return str(value)


def worded(template: str, **fields: MoveField) -> MoveWords:
    """A move's words: ``worded("attack {owner}'s hand with your {card}", owner=Seat(2), card=card)``."""
    return MoveWords(template, tuple(fields.items()))


def listed(items: Sequence[MoveWords]) -> MoveWords:
    """Phrases as a list: "A", "A and B", "A, B and C" (each join a template the table translates).

    >>> listed([worded("the {card}", card="5S"), worded("the 6S"), worded("a joker as the 7S")]).english({})
    'the 5S, the 6S and a joker as the 7S'
    """
    if not items:
        return MoveWords("")
    joined = items[0]
    for item in items[1:-1]:
        joined = worded("{first}, {next}", first=joined, next=item)
    if len(items) > 1:
        joined = worded("{first} and {last}", first=joined, last=items[-1])
    return joined
