"""Card notation and the engine's refusals in the words a player reads (no pygame here:
the session, the log and the tools share them)."""

from __future__ import annotations

import re

from ...engine import Card, IllegalAction

# A card in the engine's notation, standing alone: "QC", "10S", "AD" (not inside a word).
_NOTATION = re.compile(r"(?<![\w])(10|[2-9AJQK])([SHDC])(?![\w])")


def with_suit_glyphs(text: str) -> str:
    """The rules' and the bots' words with each card written as a player reads it.

    >>> with_suit_glyphs("no face card may go on an ace: QC on AS (rule 4)")
    'no face card may go on an ace: Q♣ on A♠ (rule 4)'
    >>> with_suit_glyphs("play 10D: won 42% of 76 simulated futures")
    'play 10♦: won 42% of 76 simulated futures'
    """
    return _NOTATION.sub(lambda match: Card.parse(match.group(0)).symbol(), text)


# The seed's numbered rules ("rule 4"): a player can look them up. The engine's other rule
# names ("take", "taken card") are tags for programs and tests.
_NUMBERED_RULE = re.compile(r"rules? \d+(-\d+)?")


def refusal_words(error: IllegalAction) -> str:
    """The engine's refusal as a player reads it: its message with the cards in suit symbols,
    and the rule's number where the seed numbers it.

    >>> refusal_words(IllegalAction("rule 4", "no face card may go on an ace: QC on AS"))
    'no face card may go on an ace: Q♣ on A♠ (rule 4)'
    >>> refusal_words(IllegalAction("take", "the 5H cannot be melded this turn"))
    'the 5♥ cannot be melded this turn'
    """
    words = with_suit_glyphs(error.message)
    if not _NUMBERED_RULE.fullmatch(error.rule):
        return words
    return f"{words} ({error.rule.replace('-', '–')})"
