"""What a hand can meld, fast enough for search and random playouts.

``MeldFinder`` lists a hand's candidate melds (with their ``meld`` actions) and
answers the question the ``take`` rule asks of a player not yet down: can the
taken card be part of melds that reach the opening while a card is left to
discard (a player who is down asks ``promise.can_place``). A set uses one rank
and a run one suit, so a hand's melds are the sets of each rank's suits plus the
runs of each suit's ranks: each piece is worked out once per (rank, suits held,
joker) or (suit, ranks held, joker) and reused by every hand that shares it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ...cards import BY_CODE, JOKER, Card
from .actions import Lay
from .melds import PARTNERS, Meld, candidate_melds, multiset_bits

CACHE_LIMIT: Final = 20_000  # hands; cleared when full (random playouts rarely repeat a hand)
JOKER_BIT: Final = 1 << JOKER.code
RANKS_OF_A_SUIT: Final = (1 << 13) - 1

Candidates = list[tuple[Meld, Lay]]


class MeldFinder:
    """Candidate melds per hand, cached; searches for an opening that uses a given card."""

    def __init__(self) -> None:
        self._hands: dict[int, Candidates] = {}
        self._pieces: dict[tuple[int, int, bool], Candidates] = {}
        # ``can_open_with``'s answers, by hand (a multiset: bits held once, twice, the jokers),
        # card and opening as one number.
        self._openings: dict[int, bool] = {}

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
        two = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d)
        ranks = two if joker else (a & b & (c | d)) | (c & d & (a | b))
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

    def can_open_with(self, hand: Sequence[Card], card: Card, opening: int) -> bool:
        """Disjoint melds from ``hand``, one of them using ``card``, total ``opening`` or more
        and leave a card to discard.

        Remembered by the hand as a multiset (a search's playouts ask the same question of the
        same hand and discard again: about a quarter of the questions of an Expert decision)."""
        once, twice, jokers = multiset_bits(hand)
        if not card.is_joker and not once & PARTNERS[card.code]:
            return False  # most cards taken in a playout: nothing in the hand melds with them
        key = once | twice << 52 | jokers << 104 | card.code << 112 | opening << 118
        known = self._openings.get(key)
        if known is None:
            if len(self._openings) >= CACHE_LIMIT:
                self._openings.clear()
            known = self._openings[key] = self._opens_with(hand, card, opening)
        return known

    def _opens_with(self, hand: Sequence[Card], card: Card, opening: int) -> bool:
        size = len(hand)
        by_lowest: list[list[Meld]] = [[] for _ in range(53)]
        usable = [False] * 53
        for meld, _ in self.lays(hand):
            if len(meld.cards) < size:
                by_lowest[min(c.code for c in meld.cards)].append(meld)
                for used in meld.cards:
                    usable[used.code] = True
        if not usable[card.code]:
            return False
        counts = [0] * 53
        for held in hand:
            counts[held.code] += 1
        # Only cards that some meld uses can add points; the rest are kept from the start.
        bound = sum(_MOST[held.code] for held in hand if usable[held.code])
        if bound < opening:
            return False
        search = _Search(by_lowest, counts, usable, card.code, size)
        return search.reaches(0, opening, bound, False)


# The most a card can be worth in a meld: an ace 11 (high), a joker 11 (standing for one).
_MOST: Final = tuple(11 if code in (0, 13, 26, 39, 52) else min(code % 13 + 1, 10) for code in range(53))


class _Search:
    """Take the lowest undecided card: lay it in a meld it starts, or keep it. Prune when the
    undecided cards cannot make up the points still needed, and remember the positions (the
    undecided cards, the cards in hand, whether the required card is down) that fell short of
    a need, so no position is searched twice for as much."""

    def __init__(
        self, by_lowest: list[list[Meld]], counts: list[int], usable: list[bool], required: int, size: int
    ) -> None:
        self.by_lowest = [sorted(melds, key=Meld.points, reverse=True) for melds in by_lowest]
        self.counts = counts
        self.usable = usable
        self.required = required
        self.left = size  # cards still in hand
        self.key = sum(count << (2 * code) for code, count in enumerate(counts))
        self.short: dict[tuple[int, int, bool], int] = {}

    def reaches(self, code: int, need: int, bound: int, met: bool) -> bool:
        counts = self.counts
        if need <= 0 and met:
            return True
        while code < 53 and counts[code] == 0:
            code += 1
        if code == 53 or need > bound:
            return False
        position = (self.key, self.left, met)
        if self.short.get(position, 1 << 30) <= need:
            return False
        if self._lay_or_keep(code, need, bound, met):
            return True
        self.short[position] = need
        return False

    def _lay_or_keep(self, code: int, need: int, bound: int, met: bool) -> bool:
        counts = self.counts
        for meld in self.by_lowest[code]:
            cards = meld.cards
            if len(cards) >= self.left or any(counts[c.code] == 0 for c in cards):
                continue
            bits = 0
            for c in cards:
                counts[c.code] -= 1
                bits += 1 << (2 * c.code)
            self.key -= bits
            self.left -= len(cards)
            gone = sum(_MOST[c.code] for c in cards)
            found = self.reaches(
                code, need - meld.points(), bound - gone, met or any(c.code == self.required for c in cards)
            )
            self.left += len(cards)
            self.key += bits
            for c in cards:
                counts[c.code] += 1
            if found:
                return True
        # Keep every copy of this card.
        if code == self.required and not met:
            return False
        kept = counts[code]
        counts[code] = 0
        self.key -= kept << (2 * code)
        found = self.reaches(code + 1, need, bound - kept * _MOST[code] * self.usable[code], met)
        self.key += kept << (2 * code)
        counts[code] = kept
        return found
