"""The instruction line's shared words: what every game's adapter builds its line from.

A game's adapter (``TableAdapter.instruction``) says what the player to move can do now, from
the legal actions and the view's open facts; it never decides what is legal. These are the
lines and keys every game shares.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....engine.actions import Action, Draw
from ....i18n import N_, _, fill

KEYS = N_("arrows + Enter · H: hint")


def fallback_line(legal: Sequence[Action]) -> str:
    """A draw when it is the only move, else the general line."""
    if {type(action) for action in legal} == {Draw}:
        return _("None of your cards can be played: draw one (D, or click the stock)")
    return fill(_("Click a gold card, or a button · {keys}"), keys=_(KEYS))


def click_line(parts: list[str], draw: bool, take: bool) -> str:
    """ "Click <what>; <what> · D: draw · T: take"."""
    keys = [_(key) for key, on in ((N_("D: draw"), draw), (N_("T: take"), take)) if on]
    return fill(_("Click {what}"), what="; ".join(parts)) + "".join(f" · {key}" for key in keys)
