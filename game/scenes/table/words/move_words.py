"""The engine's moves in the words a player reads (no pygame here): each template translated
and each field written as the table writes it, nested phrases the same way.

The engine keeps a move's English template and its values apart (game/engine/move_words.py),
as it does its refusals; this is their ``refusal_words``.
"""

from __future__ import annotations

from collections.abc import Mapping

from ....engine.actions import Action
from ....engine.move_words import MoveField, MoveWords
from ....engine.view import View
from ....i18n import _, fill
from ....i18n.cards import letters_french
from ....play.refusals import field_words, with_suit_glyphs
from ....play.source import TableSource


def move_words(
    words: MoveWords, names: Mapping[int, str] | None = None, french_letters: bool | None = None
) -> str:
    """A move in the player's language, seats by ``names`` (their deal seat), cards with the
    court letters chosen (``french_letters``: by default as the setting goes).

    >>> from game.engine import Card
    >>> from game.engine.errors import Seat
    >>> from game.engine.move_words import worded
    >>> move_words(worded("offer {owner} your {card} in a blind trade", owner=Seat(1), card=Card.parse("QH")),
    ...            {1: "Ada"}, french_letters=False)
    'offer Ada your Q♥ in a blind trade'
    """
    french = letters_french() if french_letters is None else french_letters
    template = with_suit_glyphs(_(words.template), french)
    if not words.fields:
        return template  # plain words (a move's notation may hold braces)
    values = {name: _field(value, names, french) for name, value in words.fields}
    try:
        return fill(template, **values)  # French's "l'A♠", "d'Ada" where a field meets a word
    except (KeyError, IndexError, ValueError):  # a damaged translation: the English, never a crash
        return with_suit_glyphs(words.template, french).format(**values)


def _field(value: MoveField, names: Mapping[int, str] | None, french: bool) -> str:
    if isinstance(value, MoveWords):
        return move_words(value, names, french)
    return field_words(value, names, french)


def table_move_words(source: TableSource, action: Action, view: View) -> str:
    """``action`` as the seat of ``view`` reads it at this table, in the player's language."""
    return move_words(source.rules.move_words(action, view), source.names())
