"""Numbers as the player's language writes them: every figure a window or the command line
shows a player (scores, counts, shares, averages) is written here.

English keeps its own form: ``1,234``, ``52.3%``, ``3.5``. French writes a decimal comma, groups
thousands with a narrow no-break space and puts one before the percent sign (``1 234``,
``52,3 %``, ``3,5``), and a true minus sign (``−5``). Scores are signed the same way in both
languages (``+20``, ``−30``), as the score sheet has always printed them.

Written here rather than with Babel: the packaged program leaves Babel out (it only makes the
catalogs), and these few forms are all the game needs.
"""

from __future__ import annotations

from typing import Final

from . import language

# What French puts between thousands and before "%" (U+202F): a line never breaks there.
NARROW_SPACE: Final = "\u202f"
MINUS: Final = "\u2212"  # the typographic minus, not the hyphen
_FRENCH_MARKS: Final = str.maketrans({",": NARROW_SPACE, ".": ",", "-": MINUS})


def _french() -> bool:
    return language() == "fr"


def _localised(english: str) -> str:
    """A number Python wrote the English way (``-1,234.5``) in the language in use."""
    return english.translate(_FRENCH_MARKS) if _french() else english


def number(value: int) -> str:
    """A whole number, thousands grouped.

    >>> number(1234567), number(-42), number(7)
    ('1,234,567', '-42', '7')
    """
    return _localised(f"{value:,}")


def decimal(value: float, places: int = 1) -> str:
    """A number with ``places`` decimals, thousands grouped (``places=0`` rounds to whole).

    >>> decimal(3.25), decimal(1234.56, 2), decimal(2.5, 0)
    ('3.2', '1,234.56', '2')
    """
    return _localised(f"{value:,.{places}f}")


def shortest(value: float) -> str:
    """A number with as few digits as it needs (``:g``): a setting's value, "0.5", "2".

    >>> shortest(0.5), shortest(2.0), shortest(1.25)
    ('0.5', '2', '1.25')
    """
    return _localised(f"{value:g}")


def percent(share: float, places: int = 0) -> str:
    """``share`` (0.523 is 52.3 %) as a percentage, rounded to ``places`` decimals.

    >>> percent(0.523, 1), percent(1.0), percent(0.0)
    ('52.3%', '100%', '0%')
    """
    shown = decimal(share * 100, places)
    return f"{shown}{NARROW_SPACE}%" if _french() else f"{shown}%"


def points(value: int, plus: bool = False) -> str:
    """A score as printed: a true minus sign ("−30"), and "+20" when ``plus`` asks for the sign.

    >>> points(-30), points(20, plus=True), points(0), points(-1500)
    ('−30', '+20', '0', '−1,500')
    """
    shown = f"{value:+,}" if plus or value < 0 else f"{value:,}"
    return _localised(shown).replace("-", MINUS)


class Figure:
    """A number kept in a message (a ``Said``'s field) and written when the message is shown,
    in the language in use then: a whole number grouped, a fraction with its decimal mark.

    >>> str(Figure(2_097_152)), str(Figure(0.25)), str(Figure(4.0))
    ('2,097,152', '0.25', '4.0')
    """

    __slots__ = ("value",)

    def __init__(self, value: float) -> None:
        self.value = value

    def __str__(self) -> str:
        if isinstance(self.value, int):
            return number(self.value)
        return _localised(repr(self.value))  # as Python writes it: no digit added or lost


def plural_count(value: float) -> int:
    """The count whose plural form a figure takes (for ``ngettext``): French writes the
    singular under 2 (« 1,6 minute », « 0 partie »), English only for exactly 1.

    >>> plural_count(1.6), plural_count(1), plural_count(2.5)
    (2, 1, 2)
    """
    if language() == "fr":
        return 1 if abs(value) < 2 else 2
    return 1 if value == 1 else 2
