"""The bots' reasons in the words a player reads (no pygame here): each clause's template
translated, with its plural for its count, and each field written as the table writes it.

The bots keep a reason's English templates and values apart (game/ai/reasons.py), as the
engine does its refusals; this is their ``refusal_words``.
"""

from __future__ import annotations

from ..ai.reasons import Clause, Rank, ReasonField, Share
from ..i18n import _, fill, language, ngettext
from ..i18n.cards import rank_word
from ..i18n.numbers import percent
from .refusals import field_words, with_suit_glyphs


def reason_words(reason: str, french_letters: bool | None = None) -> str:
    """A bot's reason in the player's language, its clauses joined by "; " (" ; " in French). A plain ``str``
    (a bot that gives no templates, a test's) is its own words, cards written with their suit symbols.
    ``french_letters``: the court letters R, D, V (by default as the language goes).

    >>> from game.ai.reasons import because, because_counted, join
    >>> from game.engine import Card
    >>> reason_words(join(because("the {card} goes down this turn", card=Card.parse("QH")),
    ...                   because_counted("melds {count} card", "melds {count} cards", 3)))
    'the Q♥ goes down this turn; melds 3 cards'
    """
    french = language() == "fr" if french_letters is None else french_letters
    clauses = getattr(reason, "clauses", None)
    if clauses is None:
        return with_suit_glyphs(reason, french)
    said = [clause_words(clause, french) for clause in clauses]
    if not said:
        return ""
    joined = said[0]
    for more in said[1:]:  # French puts a space before the semicolon
        joined = _("{reason}; {more}").format(reason=joined, more=more)
    return joined


def clause_words(clause: Clause, french: bool) -> str:
    """One clause translated (its plural form by its count) with its fields filled in."""
    counted = ngettext(clause.template, clause.plural, clause.count) if clause.plural else _(clause.template)
    template = with_suit_glyphs(counted, french)
    if not clause.fields:
        return template  # plain words (a clause kept from a plain str may hold braces)
    values = {name: _field(value, french) for name, value in clause.fields}
    try:
        return fill(template, **values)  # French's "l'A♠" where a card meets "le"
    except (KeyError, IndexError, ValueError):  # a damaged translation: the English, never a crash
        return with_suit_glyphs(clause.english(), french)


def _field(value: ReasonField, french: bool) -> str:
    if isinstance(value, Share):
        shown = percent(value.value)
        return _("about {percent}").format(percent=shown) if value.about else shown
    if isinstance(value, Rank):
        return rank_word(value.rank)
    return field_words(value, None, french)
