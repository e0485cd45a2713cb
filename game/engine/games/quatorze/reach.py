"""What a hand can meld, fast enough for search and random playouts.

``MeldFinder`` lists a hand's candidate melds (with their ``meld`` actions) and
answers the two questions the ``take`` rule asks: can the taken card be melded
at all, and can it be part of melds that reach the opening while a card is left
to discard. A set uses one rank and a run one suit, so a hand's melds are the
sets of each rank's suits plus the runs of each suit's ranks: each piece is
worked out once per (rank, suits held, joker) or (suit, ranks held, joker) and
reused by every hand that shares it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import BY_CODE, JOKER, Card
from .actions import Lay
from .melds import Meld, candidate_melds

CACHE_LIMIT = 20_000  # hands; cleared when full (random playouts rarely repeat a hand)
JOKER_BIT = 1 << JOKER.code
RANKS_OF_A_SUIT = (1 << 13) - 1

Candidates = list[tuple[Meld, Lay]]


class MeldFinder:
    """Candidate melds per hand, cached; searches for an opening that uses a given card."""

    def __init__(self) -> None:
        self._hands: dict[int, Candidates] = {}
        self._pieces: dict[tuple[int, int, bool], Candidates] = {}

    def lays(self, hand: Sequence[Card]) -> Candidates:
        """Every meld the hand can form, each with its ``meld`` action, in a stable order
        (``candidate_melds``' order: sets by rank, then runs by suit)."""
        key = 0
        for card in hand:
            key |= 1 << card.code
        found = self._hands.get(key)
        if found is None:
            if len(self._hands) >= CACHE_LIMIT:
                self._hands.clear()
            found = self._assemble(key)
            self._hands[key] = found
        return found

    def _assemble(self, key: int) -> Candidates:
        joker = bool(key & JOKER_BIT)
        found: Candidates = []
        a, b, c, d = suits = [(key >> (13 * suit)) & RANKS_OF_A_SUIT for suit in range(4)]
        # Ranks held in two suits (with a joker) or three (without) can make a set.
        if joker:
            ranks = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d)
        else:
            ranks = (a & b & (c | d)) | (c & d & (a | b))
        while ranks:
            low = ranks & -ranks
            rank = low.bit_length() - 1
            ranks ^= low
            held = (a >> rank & 1) | (b >> rank & 1) << 1 | (c >> rank & 1) << 2 | (d >> rank & 1) << 3
            found.extend(self._piece(-1 - rank, held, joker))
        for suit, held in enumerate(suits):
            if held.bit_count() + joker >= 3:
                found.extend(self._piece(suit, held, joker))
        return found

    def _piece(self, which: int, held: int, joker: bool) -> Candidates:
        """The sets of rank ``-1 - which`` (suits ``held``) or the runs of suit ``which``
        (ranks ``held``), worked out once."""
        key = (which, held, joker)
        found = self._pieces.get(key)
        if found is None:
            if which < 0:
                rank = -1 - which
                cards = [BY_CODE[13 * suit + rank] for suit in range(4) if held >> suit & 1]
            else:
                cards = [BY_CODE[13 * which + rank] for rank in range(13) if held >> rank & 1]
            if joker:
                cards.append(JOKER)
            found = [(meld, Lay(meld.cards, meld.joker_stand)) for meld in candidate_melds(cards)]
            self._pieces[key] = found
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
