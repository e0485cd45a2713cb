"""The engine's base error and the notation's: apart from ``errors.py`` so that ``cards.py``
can raise ``NotationError`` while ``errors.py`` names ``Card`` (a refusal's field) without an
import cycle. Import them from ``errors``."""

from __future__ import annotations

from mypy_extensions import mypyc_attr


# Open to interpreted subclasses, as ``errors.VariantError`` must be (mypyc asks it of the base).
@mypyc_attr(allow_interpreted_subclasses=True)
class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class NotationError(EngineError, ValueError):
    """Text that is not a card or an action in this game's notation."""


# The longest number notation reads: six digits is more than any seat, position or meld
# count (``int`` of thousands of digits is slow, and past 4,300 a ``ValueError``).
MAX_DIGITS = 6


def is_number(word: str) -> bool:
    """Whether ``word`` is a whole number from 0 in notation: ASCII digits only, at most
    ``MAX_DIGITS`` of them. ``str.isdigit`` alone also takes ``²`` and ``٣``, which ``int``
    refuses with a bare ``ValueError``.

    >>> [is_number(word) for word in ("0", "12", "²", "١", "-1", "+1", " 1", "", "1234567")]
    [True, True, False, False, False, False, False, False, False]
    """
    return 0 < len(word) <= MAX_DIGITS and word.isascii() and word.isdigit()
