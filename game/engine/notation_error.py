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
