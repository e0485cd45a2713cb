"""Sentences about a seat in the player's language: "Ada plays" but "You play", "Ada's hand",
"their hand" or "your hand" ("la main d'Ada", "sa main", "votre main").

Word by word assembly cannot be translated (French puts the owner after the thing and makes the
verb agree differently), so each sentence is one catalog template with named fields, given in
its forms: about another seat, about the table's one person ("You"), about one's own thing.
Every template is marked ``N_`` where it is written and translated here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..i18n import N_, _, fill

# The name the table gives the one person at a table of computer players (``seats``): the log
# speaks to them ("You play") rather than of them.
YOU: Final = N_("You")


def is_you(name: str) -> bool:
    return name == YOU


def shown_name(name: str) -> str:
    """A seat's name as a plate shows it: the table's one person in the player's language."""
    return _(YOU) if is_you(name) else name


def said(name: str, other: str, you: str, /, **fields: str) -> str:
    """The sentence ``other`` (with ``{who}``) about ``name``, or ``you`` for the table's one
    person, translated and filled in (positional, so a field may be called ``other``).

    >>> said("Ada", "{who} plays {cards}", "You play {cards}", cards="the 9♠")
    'Ada plays the 9♠'
    >>> said("You", "{who} plays {cards}", "You play {cards}", cards="the 9♠")
    'You play the 9♠'
    """
    template = you if is_you(name) else other
    return fill(_(template), who=name, **fields)


@dataclass(frozen=True, slots=True)
class Owned:
    """A thing of a seat's in its three forms: of a named seat (``{owner}``), of the seat the
    sentence is about (their own), of the table's one person (yours). Fields beside ``owner``
    are the thing's own (``{n}``, ``{card}``)."""

    other: str
    own: str
    yours: str

    def said(self, owner: str, own: bool, /, **fields: str) -> str:
        """The thing of ``owner``; ``own`` when the sentence is about that same seat.

        >>> hand = Owned("{owner}'s hand", "their hand", "your hand")
        >>> hand.said("Ada", False), hand.said("Ada", True), hand.said("You", True)
        ("Ada's hand", 'their hand', 'your hand')
        """
        if is_you(owner):
            return fill(_(self.yours), **fields)
        if own:
            return fill(_(self.own), **fields)
        return fill(_(self.other), owner=owner, **fields)


def whose(name: str, start: bool = False) -> str:
    """``name``'s possessive, for an English-only caller: "Ada's", but "your" (or "Your" to
    ``start`` a sentence) for You.

    >>> whose("Ada"), whose("You"), whose("You", start=True)
    ("Ada's", 'your', 'Your')
    """
    if not is_you(name):
        return f"{name}'s"
    return "Your" if start else "your"


def capital(words: str) -> str:
    """``words`` starting a sentence."""
    return words[:1].upper() + words[1:]
