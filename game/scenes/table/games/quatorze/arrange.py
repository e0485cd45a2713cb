"""Arrange: a Quatorze hand put in the solver's best melds, then the rest by suit and rank.

Display order only: the engine's hand is untouched.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from .....engine import Card
from .....engine.games.quatorze.solver import Goal, best_arrangement

SUIT_ORDER = "SHDC"


def by_suit(card: Card) -> tuple[int, int]:
    """Spades, hearts, diamonds, clubs, each ace to king; jokers last."""
    if card.is_joker:
        return (len(SUIT_ORDER), 0)
    return (SUIT_ORDER.index(card.suit), card.rank)


def arranged_groups(hand: Sequence[Card]) -> list[list[Card]]:
    """The melds that leave the fewest points in hand, meld by meld, then the other cards as
    one group (by suit).

    >>> hand = [Card.parse(t) for t in "KD 7S 9S 2C 8S".split()]
    >>> [[str(c) for c in group] for group in arranged_groups(hand)]
    [['7S', '8S', '9S'], ['KD', '2C']]
    """
    best = best_arrangement(hand, Goal.LEAST_DEADWOOD, keep_one=False)
    melds = [list(meld.cards) for meld in best.melds] if best is not None else []
    rest = Counter(hand) - Counter(card for meld in melds for card in meld)
    others = sorted(rest.elements(), key=by_suit)
    return [*melds, *([others] if others else [])]
