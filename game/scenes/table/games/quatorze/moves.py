"""Quatorze's composed moves: the cards a player selected, matched against the legal list.

A meld is several cards picked in any order; an add, a swap or a discard is one
card and a place. This module finds the legal actions that match a selection
(each reading of a joker is its own legal action) and, when none does, the
action the player seems to have meant, so the rules can say why not. It never
decides legality: every answer comes from the legal list the engine gave.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .....engine import Action, Card
from .....engine.cards import JOKER
from .....engine.games.quatorze.actions import Add, Discard, Lay, MeldZone, Swap


@dataclass(frozen=True, slots=True)
class Match:
    """The legal actions a selection could mean (several: a joker's readings to choose from),
    or, when there are none, the attempted action to ask the rules about."""

    actions: tuple[Action, ...]
    attempt: Action | None = None


def lay_for(cards: Sequence[Card], legal: Sequence[Action]) -> Match:
    """The legal melds made of exactly ``cards``, one per reading of a joker."""
    wanted = Counter(cards)
    found = tuple(a for a in legal if isinstance(a, Lay) and Counter(a.cards) == wanted)
    if found:
        return Match(found)
    return Match((), Lay(tuple(cards), JOKER if JOKER in wanted else None))


def place_for(card: Card, target: MeldZone, legal: Sequence[Action]) -> Match:
    """The legal adds (and joker swaps) of ``card`` onto the meld ``target``."""
    found = tuple(a for a in legal if isinstance(a, Add | Swap) and a.card == card and a.target == target)
    if found:
        return Match(found)
    return Match((), Add(card, target, JOKER if card.is_joker else None))


def discard_for(card: Card, legal: Sequence[Action]) -> Match:
    found = tuple(a for a in legal if isinstance(a, Discard) and a.card == card)
    return Match(found, None if found else Discard(card))


def joker_reading(action: Action) -> Card | None:
    """The card a joker stands for in a meld or an add (what the chooser shows)."""
    if isinstance(action, Lay | Add):
        return action.joker_as
    if isinstance(action, Swap):
        return action.card
    return None
