"""What the player is told when one of their files is moved out of the way, in their language."""

from __future__ import annotations

from pathlib import Path

from ..i18n.said import Said
from ..i18n.their_words import os_words
from .user_files import set_aside


def set_aside_note(path: Path) -> Said:
    """Set ``path`` aside and say so in a phrase: where it went, or why it stayed."""
    try:
        return Said("it was kept as {file}", file=set_aside(path))
    except OSError as error:
        reason = os_words(error)
        return Said("it could not be moved aside ({reason}); move or delete it yourself", reason=reason)
