"""What a hand can meld, fast enough for search and random playouts.

``MeldFinder`` caches every hand's candidate melds (with their ``meld`` actions)
by the set of distinct cards it holds, and answers the two questions the
``take`` rule asks: can the taken card be melded at all, and can it be part of
melds that reach the opening while a card is left to discard.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import Card
from .actions import Lay
from .melds import Meld, candidate_melds

CACHE_LIMIT = 20_000  # hands; cleared when full (random playouts rarely repeat a hand)


class MeldFinder:
    """Candidate melds per hand, cached; searches for an opening that uses a given card."""

    def __init__(self) -> None:
        self._cache: dict[int, list[tuple[Meld, Lay]]] = {}

    def lays(self, hand: Sequence[Card]) -> list[tuple[Meld, Lay]]:
        """Every meld the hand can form, each with its ``meld`` action, in a stable order."""
        key = 0
        for card in hand:
            key |= 1 << card.code
        found = self._cache.get(key)
        if found is None:
            if len(self._cache) >= CACHE_LIMIT:
                self._cache.clear()
            found = [(meld, Lay(meld.cards, meld.joker_stand)) for meld in candidate_melds(hand)]
            self._cache[key] = found
        return found

    def can_meld_with(self, hand: Sequence[Card], card: Card) -> bool:
        """Some meld from ``hand`` uses ``card`` and leaves a card to discard."""
        size = len(hand)
        return any(card in meld.cards and len(meld.cards) < size for meld, _ in self.lays(hand))

    def can_open_with(self, hand: Sequence[Card], card: Card, opening: int) -> bool:
        """Disjoint melds from ``hand``, one of them using ``card``, total ``opening`` or more
        and leave a card to discard."""
        size = len(hand)
        melds = sorted((meld for meld, _ in self.lays(hand)), key=Meld.points, reverse=True)
        firsts = [meld for meld in melds if card in meld.cards and len(meld.cards) < size]
        if not firsts:
            return False
        counts = [0] * 53
        for held in hand:
            counts[held.code] += 1
        for first in firsts:
            _take(counts, first)
            reached = _reaches(melds, counts, 0, opening - first.points(), size - len(first.cards))
            _give(counts, first)
            if reached:
                return True
        return False


def _reaches(melds: list[Meld], counts: list[int], start: int, need: int, left: int) -> bool:
    """Whether melds from ``start`` on, fitting in ``counts``, add ``need`` points and keep a card."""
    if need <= 0:
        return True
    for index in range(start, len(melds)):
        meld = melds[index]
        cards = meld.cards
        if len(cards) >= left or any(counts[card.code] == 0 for card in cards):
            continue
        _take(counts, meld)
        # The same meld may come twice: two decks.
        reached = _reaches(melds, counts, index, need - meld.points(), left - len(cards))
        _give(counts, meld)
        if reached:
            return True
    return False


def _take(counts: list[int], meld: Meld) -> None:
    for card in meld.cards:
        counts[card.code] -= 1


def _give(counts: list[int], meld: Meld) -> None:
    for card in meld.cards:
        counts[card.code] += 1
