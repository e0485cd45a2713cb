"""How many useful draws a Quatorze hand is from going out (its *deficiency*).

A hand of ``n`` cards at the end of a turn goes out after some turns; every turn draws one
card and discards one, and the last turn melds ``n`` cards and discards the last. The
deficiency is the fewest of the hand's own cards that must be discarded (each replaced by a
useful draw) before it can go out, if every draw were useful. The cards that stay are in
complete melds (``C`` cards), in partial melds (``p`` pairs one card short: a rank in two
suits, two of a suit with at most one rank between, a card and a joker) or single cards kept (``s``, two
cards short); the draws that complete them must fit in the turns the discards take, so
``3(p + s) <= n - C``, and the deficiency is ``n - C - 2p - s``. 0: the whole hand is melded
(out next turn whatever comes); 1: out with one right card.

A seat that is down also counts a card that extends a meld on the table as complete (it is
laid off). Two decks: a hand is a multiset (bits held once, bits held twice, as in the meld
solver); a joker fills one place of a meld, at most one a meld.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.cards import JOKER, STANDARD_52, Card
from ...engine.games.quatorze.melds import candidate_melds, multiset_bits, multiset_key

# A hand's shapes: at index C (cards in complete melds), the most partials p beside them, or -1
# where no shape has C complete cards. A list, not a dict: the search is compiled (mypyc), and
# short lists of small numbers are what compiled code walks fastest.
Front = list[int]


def _lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _shapes() -> tuple[list[list[tuple[int, int]]], list[list[tuple[int, int]]], list[list[int]]]:
    """Per card code, the shapes whose lowest card it is: complete natural melds (mask, cards),
    melds with one joker (natural mask, cards with the joker) and partial pairs (mask). What a
    meld is comes from the rules (every meld a whole deck and a joker can form); a partial pair
    is the two natural cards of a three-card meld with a joker."""
    natural: set[int] = set()
    with_joker: set[int] = set()
    for meld in candidate_melds([*STANDARD_52, JOKER]):
        mask = 0
        for card in meld.cards:
            if not card.is_joker:
                mask |= 1 << card.code
        (with_joker if JOKER in meld.cards else natural).add(mask)
    by_natural: list[list[tuple[int, int]]] = [[] for _ in range(52)]
    by_joker: list[list[tuple[int, int]]] = [[] for _ in range(52)]
    by_pair: list[list[int]] = [[] for _ in range(52)]
    for mask in natural:
        by_natural[_lowest(mask)].append((mask, mask.bit_count()))
    for mask in with_joker:
        by_joker[_lowest(mask)].append((mask, mask.bit_count() + 1))
        if mask.bit_count() == 2:
            by_pair[_lowest(mask)].append(mask)
    return by_natural, by_joker, by_pair


NATURAL, WITH_JOKER, PAIRS = _shapes()


class Deficiency:
    """Deficiencies of hands at one table, remembering sub-hands between questions (a hand
    changes by a card a turn, so most of its sub-hands were met before).

    ``ends``: the natural cards that extend a meld on the table, as bits by code (for a seat
    that is down, which lays them off; 0 otherwise)."""

    def __init__(self, ends: int = 0) -> None:
        self.ends = ends
        # By the sub-hand as one number (``multiset_key``).
        self.memo: dict[int, Front] = {}
        # Whole hands' answers, by the hand as one number (see ``of``): a search asks the same
        # hand again at every node where it is the mover's, and for each discard's priors.
        self.answers: dict[int, int] = {}

    def of(self, hand: Sequence[Card]) -> int:
        """The deficiency of ``hand`` as it stands at the end of a turn."""
        once, twice, jokers = multiset_bits(hand)
        key = multiset_key(once, twice, jokers)  # the multiset, and so the hand's size
        known = self.answers.get(key)
        if known is not None:
            return known
        shapes = self.front(once, twice, jokers)
        size = len(hand)
        known = min(
            _shape_deficiency(size, cards, partials) for cards, partials in enumerate(shapes) if partials >= 0
        )
        self.answers[key] = known
        return known

    def least_after_discard(self, hand: Sequence[Card]) -> int:
        """At most the deficiency of ``hand`` less any one card: the whole hand's shapes counted
        as a hand of one card fewer (every shape of the smaller hand is one of the whole hand's)."""
        once, twice, jokers = multiset_bits(hand)
        size = len(hand) - 1
        shapes = self.front(once, twice, jokers)
        return min(
            _shape_deficiency(size, cards, partials) for cards, partials in enumerate(shapes) if partials >= 0
        )

    def front(self, once: int, twice: int, jokers: int) -> Front:
        """For a multiset of cards: per count of cards in complete melds, the most partials."""
        key = multiset_key(once, twice, jokers)
        known = self.memo.get(key)
        if known is not None:
            return known
        if not once:
            # Jokers left over are loose cards: a meld takes one, counted with its naturals. (A
            # front has a place for every count up to all the sub-hand's cards, jokers too.)
            known = self.memo[key] = [0] + [-1] * jokers
            return known
        low = once & -once
        code = low.bit_length() - 1
        if twice & low:
            rest_once, rest_twice = once, twice ^ low
        else:
            rest_once, rest_twice = once ^ low, twice
        # The lowest card kept as a single or discarded...
        result = [*self.front(rest_once, rest_twice, jokers), -1]
        if self.ends & low:  # ... laid off on the table
            _merge(result, self.front(rest_once, rest_twice, jokers), 1, 0)
        for mask, size in NATURAL[code]:  # ... the lowest card of a meld
            if once & mask == mask:
                _merge(result, self.front(once & ~(mask & ~twice), twice & ~mask, jokers), size, 0)
        if jokers:
            for mask, size in WITH_JOKER[code]:  # ... of a meld with a joker
                if once & mask == mask:
                    _merge(result, self.front(once & ~(mask & ~twice), twice & ~mask, jokers - 1), size, 0)
            _merge(result, self.front(rest_once, rest_twice, jokers - 1), 0, 1)  # ... with a joker, a partial
        for mask in PAIRS[code]:  # ... of a partial pair
            if once & mask == mask:
                _merge(result, self.front(once & ~(mask & ~twice), twice & ~mask, jokers), 0, 1)
        self.memo[key] = result
        return result


def _merge(into: Front, shapes: Front, cards: int, partials: int) -> None:
    """Into ``into``, each of ``shapes`` with ``cards`` complete cards and ``partials`` more (a
    sub-hand's shapes after a meld or partial taken from the whole hand: ``into`` is longer)."""
    for held in range(len(shapes)):
        pairs = shapes[held]
        if pairs >= 0 and into[held + cards] < pairs + partials:
            into[held + cards] = pairs + partials


def _shape_deficiency(size: int, cards: int, partials: int) -> int:
    """One shape's deficiency: partials, then singles, kept while their draws fit the turns."""
    room = max(0, size - cards) // 3
    kept = min(partials, room)
    singles = min(room - kept, size - cards - 2 * kept)
    return max(0, size - cards - 2 * kept - singles)


__all__ = ["Deficiency"]
