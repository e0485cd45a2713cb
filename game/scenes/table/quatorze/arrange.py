"""Arrange: a Quatorze hand put in the solver's best melds, then the rest by suit and rank.

Display order only: the engine's hand is untouched.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ....engine import Card
from ....engine.games.quatorze.solver import Goal, best_arrangement

SUIT_ORDER = "SHDC"


def by_suit(card: Card) -> tuple[int, int]:
    """Spades, hearts, diamonds, clubs, each ace to king; jokers last."""
    if card.is_joker:
        return (len(SUIT_ORDER), 0)
    return (SUIT_ORDER.index(card.suit), card.rank)


def arranged(hand: Sequence[Card]) -> list[Card]:
    """The melds that leave the fewest points in hand, meld by meld, then the other cards.

    >>> [str(c) for c in arranged([Card.parse(t) for t in "KD 7S 9S 2C 8S".split()])]
    ['7S', '8S', '9S', 'KD', '2C']
    """
    best = best_arrangement(hand, Goal.LEAST_DEADWOOD, keep_one=False)
    melded = [card for meld in best.melds for card in meld.cards] if best is not None else []
    rest = Counter(hand) - Counter(melded)
    return melded + sorted(rest.elements(), key=by_suit)
