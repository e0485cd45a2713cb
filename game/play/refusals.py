"""Card notation and the engine's refusals in the words a player reads (no pygame here:
the session, the log and the tools share them)."""

from __future__ import annotations

import re
from collections.abc import Mapping

from ..engine import Card, IllegalAction
from ..engine.errors import FieldValue, Seat, Words
from ..i18n import _, fill
from ..i18n.cards import card_symbol, letters_french

# A card in the engine's notation, standing alone: "QC", "10S", "AD" (not inside a word).
_NOTATION = re.compile(r"(?<![\w])(10|[2-9AJQK])([SHDC])(?![\w])")


def with_suit_glyphs(text: str, french: bool = False) -> str:
    """The rules' and the bots' words with each card written as a player reads it
    (``french``: with the French court letters R, D, V).

    >>> with_suit_glyphs("no face card may go on an ace: QC on AS (rule 4)")
    'no face card may go on an ace: Q♣ on A♠ (rule 4)'
    >>> with_suit_glyphs("play 10D: won 42% of 76 simulated futures")
    'play 10♦: won 42% of 76 simulated futures'
    >>> with_suit_glyphs("QC on KS", french=True)
    'D♣ on R♠'
    """
    return _NOTATION.sub(lambda match: card_symbol(Card.parse(match.group(0)), french), text)


# The seed's numbered rules ("rule 4", "rules 1-3"): a player can look them up. The engine's
# other rule names ("take", "taken card") are tags for programs and tests.
_NUMBERED_RULE = re.compile(r"(rules?) (\d+(?:-\d+)?)")


def rule_words(rule: str) -> str | None:
    """A numbered rule as a player reads it after a refusal, ``None`` for a rule tag.

    >>> rule_words("rule 4"), rule_words("rules 1-3"), rule_words("taken card")
    ('(rule 4)', '(rules 1–3)', None)
    """
    found = _NUMBERED_RULE.fullmatch(rule)
    if found is None:
        return None
    number = found.group(2).replace("-", "–")
    if found.group(1) == "rule":
        return _("(rule {number})").format(number=number)
    return _("(rules {numbers})").format(numbers=number)


def field_words(value: FieldValue, names: Mapping[int, str] | None = None, french: bool = False) -> str:
    """One value of a refusal as the table writes it: a card with its suit symbol, a seat by
    its player's name when the names are known, the engine's English words translated.

    >>> field_words(Card.parse("QH")), field_words(Seat(1), {1: "Ada"}), field_words(Seat(3))
    ('Q♥', 'Ada', 'seat 3')
    """
    if isinstance(value, Card):
        return card_symbol(value, french)
    if isinstance(value, Seat):
        if names is not None and value.number in names:
            return names[value.number]
        return _("seat {number}").format(number=value.number)
    if isinstance(value, Words):
        return with_suit_glyphs(_(value.text), french)
    if isinstance(value, int):
        return str(value)
    return _joker_in_words(with_suit_glyphs(value, french))  # notation: an action, a meld, cards


# A joker written with the card it stands for, in a meld's notation ("X=J♠ J♥ J♣").
_STANDING_JOKER = re.compile(r"(?<![\w])X=(\S+)")


def _joker_in_words(notation: str) -> str:
    """A meld's joker as a player reads it: "X=J♠ J♥ J♣" is "[joker = J♠] J♥ J♣".

    >>> _joker_in_words("X=J♠ J♥ J♣")
    '[joker = J♠] J♥ J♣'
    """
    return _STANDING_JOKER.sub(lambda found: fill(_("[joker = {card}]"), card=found.group(1)), notation)


def refusal_words(
    error: IllegalAction, names: Mapping[int, str] | None = None, french_letters: bool | None = None
) -> str:
    """The engine's refusal as a player reads it, in the player's language: its template
    translated, each field written as the table writes it (``field_words``; ``names`` by deal
    seat), then the rule's number where the seed numbers it. ``french_letters``: the court
    letters R, D, V (by default as the language goes, the setting's "auto").

    >>> refusal_words(IllegalAction("rule 4", "no face card may go on an ace: {card} on {top}",
    ...                             card=Card.parse("QC"), top=Card.parse("AS")))
    'no face card may go on an ace: Q♣ on A♠ (rule 4)'
    >>> refusal_words(IllegalAction("take", "the {card} cannot be melded this turn", card=Card.parse("5H")))
    'the 5♥ cannot be melded this turn'
    """
    french = letters_french() if french_letters is None else french_letters
    words = _translated(error, names, french)
    rule = rule_words(error.rule)
    return words if rule is None else f"{words} {rule}"


def _translated(error: IllegalAction, names: Mapping[int, str] | None, french: bool) -> str:
    template = with_suit_glyphs(_(error.template), french)
    if not error.fields:
        return template  # plain words (a notation error's may hold braces)
    values = {name: field_words(value, names, french) for name, value in error.fields.items()}
    try:
        return fill(template, **values)  # French's "d'Ada", "du talon" where fields meet words
    except (KeyError, IndexError, ValueError):  # a damaged translation: the English, never a crash
        return with_suit_glyphs(error.template, french).format(**values)
