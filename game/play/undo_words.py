"""Why Undo can take nothing back, as a key (what a host sends a joiner) and as the words a
player reads in their own language (no pygame here)."""

from __future__ import annotations

from ..i18n import N_, _

OFF = "off"  # not a table where Undo is played: several people, or no deal under way
NOT_SINCE_TAKEN_OVER = "not since taken over"
NOT_YET = "not yet"
BLIND = "blind"
SEEN_A_CARD = "seen a card"

_WORDS = {
    OFF: N_("Undo is for one person playing the computer, during a deal."),
    NOT_SINCE_TAKEN_OVER: N_("Nothing to undo: you have not moved since the game was taken over."),
    NOT_YET: N_("Nothing to undo: you have not moved yet in this deal."),
    BLIND: N_("That was a choice made blind: it cannot be taken back."),
    SEEN_A_CARD: N_("You have seen a card since that move (a draw, a look): it cannot be taken back."),
}
UNDO_BLOCKS = tuple(_WORDS)


def undo_words(block: str) -> str:
    """The words for ``block`` (a key of ``UNDO_BLOCKS``; any other, from a host this program
    does not know, reads as Undo being off)."""
    return _(_WORDS.get(block, _WORDS[OFF]))


def undo_template(block: str) -> str:
    """The English words for ``block``: a refusal's template, worded at its reader's table."""
    return _WORDS.get(block, _WORDS[OFF])
