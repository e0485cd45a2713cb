"""Quatorze melds: sets and runs, their points, their notation, and every meld a hand can form.

A set is 3 or 4 cards of one rank, all suits different; a run is 3 to 13
consecutive cards of one suit, the ace high (Q-K-A) or low (A-2-3) but never
both. A meld holds at most one joker, written with the card it stands for.

>>> meld = make_meld(parse_cards("6H 5H X"), joker_as=Card.parse("7H"))
>>> str(meld), meld.points()
('5H 6H X=7H', 18)
>>> make_meld(parse_cards("AS 2S 3S")).points()
6
>>> make_meld(parse_cards("KS AS 2S"))  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
game.engine.games.quatorze.melds.IllegalMeld: K-A-2 is not a run: ... (run sequence)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations, pairwise
from typing import Final, TypeVar

from ...cards import JOKER, RANK_NAMES, STANDARD_52, SUIT_NAMES, SUITS, Card, parse_cards  # noqa: F401 (doctests)
from ...errors import IllegalAction, NotationError, Words

__all__ = [
    "PARTNERS",
    "IllegalMeld",
    "Meld",
    "MeldKind",
    "candidate_melds",
    "card_at",
    "card_points",
    "clear_candidates",
    "extended",
    "make_meld",
    "multiset_bits",
    "multiset_key",
    "parse_meld",
    "run_span",
]

MAX_SET: Final = 4
MAX_RUN: Final = 13
MIN_MELD: Final = 3
HIGH_ACE: Final = 14  # a run position: the ace after the king


# Each suit's run positions 0–14 as cards (0 unused, 1 a low ace, 14 a high ace), looked up
# rather than built: ``_ROWS["H"][14]`` is AH.
_ROWS: Final = {
    suit: (
        JOKER,
        *(STANDARD_52[SUITS.index(suit) * 13 + (position - 1) % 13] for position in range(1, HIGH_ACE + 1)),
    )
    for suit in SUITS
}


def card_at(position: int, suit: str) -> Card:
    """The card at a run position (1 a low ace … 13 a king, 14 a high ace); a set's rank works too."""
    if not 1 <= position <= HIGH_ACE:
        raise KeyError((position, suit))
    return _ROWS[suit][position]


# A set's rank in the plural, as a refusal names it: "a set of kings", "a set of 7s".
RANK_PLURALS: Final = {
    1: Words("aces"),
    2: Words("2s"),
    3: Words("3s"),
    4: Words("4s"),
    5: Words("5s"),
    6: Words("6s"),
    7: Words("7s"),
    8: Words("8s"),
    9: Words("9s"),
    10: Words("10s"),
    11: Words("jacks"),
    12: Words("queens"),
    13: Words("kings"),
}


class IllegalMeld(IllegalAction):
    """Cards that do not make a meld; ``rule`` is one of "meld size", "set rank", "set suits",
    "run suit", "run sequence", "one joker", "joker stand-in"."""


class MeldKind(StrEnum):
    SET = "set"
    RUN = "run"


@dataclass(frozen=True, slots=True)
class Meld:
    """A meld as it lies on the table.

    ``cards`` are the cards themselves (a run low to high, a set in suit order,
    a joker as ``JOKER``); ``stands`` has the natural card at each position: the
    joker's stand-in where the joker lies, else the card itself.
    """

    kind: MeldKind
    cards: tuple[Card, ...]
    stands: tuple[Card, ...]

    def __init__(self, kind: MeldKind, cards: tuple[Card, ...], stands: tuple[Card, ...]) -> None:
        # Written out: mypyc compiles these to slot stores (see game/engine/events.py).
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "stands", stands)

    def __hash__(self) -> int:
        # Written out: the dataclass's own would be interpreted Python even compiled, and a
        # search hashes thousands a decision (plans are remembered by the table's melds).
        return hash((self.kind, self.cards, self.stands))  # the same tuple as the dataclass's

    def points(self) -> int:
        """Points toward the opening: the stand-ins' values, a low ace (A-2-3) 1, any other ace 11."""
        total = 0
        for position, card in enumerate(self.stands):
            if card.rank == 1:
                total += 1 if self.kind is MeldKind.RUN and position == 0 else 11
            else:
                total += min(card.rank, 10)
        return total

    @property
    def joker_stand(self) -> Card | None:
        """The card the meld's joker stands for, or None without a joker."""
        for index, card in enumerate(self.cards):  # indexed: a search asks this very often
            if card.is_joker:
                return self.stands[index]
        return None

    def __str__(self) -> str:
        return " ".join(
            f"X={stand}" if card.is_joker else str(card)
            for card, stand in zip(self.cards, self.stands, strict=True)
        )


def run_span(meld: Meld) -> tuple[int, int]:
    """A run's first and last positions, 1 a low ace and 14 a high one.

    >>> run_span(make_meld(parse_cards("QS KS AS"))), run_span(make_meld(parse_cards("AS 2S 3S")))
    ((12, 14), (1, 3))
    """
    last = meld.stands[-1].rank
    high = HIGH_ACE if last == 1 else last
    return high - len(meld.stands) + 1, high


def card_points(card: Card) -> int:
    """What a card left in hand costs at the end of a round: 2–10 face value, J/Q/K 10, ace 11, joker 25.

    >>> [card_points(card) for card in parse_cards("2S 10H KD AC X")]
    [2, 10, 10, 11, 25]
    """
    if card.is_joker:
        return 25
    if card.rank == 1:
        return 11
    return min(card.rank, 10)


def make_meld(cards: Sequence[Card], joker_as: Card | None = None) -> Meld:
    """The meld these cards make, put in table order; ``joker_as`` is the card a joker stands for.

    Raises ``IllegalMeld`` naming the broken rule.
    """
    if not MIN_MELD <= len(cards) <= MAX_RUN:
        raise IllegalMeld("meld size", "a meld has 3 to 13 cards, not {count}", count=len(cards))
    naturals = [card for card in cards if not card.is_joker]
    jokers = len(cards) - len(naturals)
    if jokers > 1:
        raise IllegalMeld("one joker", "a meld holds at most one joker, not {count}", count=jokers)
    stand_in = _checked_stand_in(jokers == 1, joker_as)
    stands = naturals if stand_in is None else [*naturals, stand_in]
    if len({card.rank for card in naturals}) == 1:
        return _set_meld(stands, stand_in)
    if len({card.suit for card in naturals}) > 1 and len({card.rank for card in naturals}) < len(naturals):
        # A repeated rank among mixed suits reads as a set with a stray card.
        raise IllegalMeld("set rank", "a set is one rank: {cards} mixes ranks", cards=_cards(naturals))
    return _run_meld(stands, stand_in, prefer_high=True)


def extended(meld: Meld, card: Card, joker_as: Card | None = None) -> Meld:
    """``meld`` with ``card`` added: a set to four, a run at either end. Raises ``IllegalMeld``."""
    has_joker = any(existing.is_joker for existing in meld.cards)
    if card.is_joker and has_joker:
        raise IllegalMeld("one joker", "{meld} already holds a joker", meld=str(meld))
    stand_in = _checked_stand_in(card.is_joker, joker_as)
    if card is meld.joker_stand:
        rule = "set suits" if meld.kind is MeldKind.SET else "run sequence"
        raise IllegalMeld(
            rule, "{card} is already in {meld}: the joker stands for it", card=card, meld=str(meld)
        )
    new_stand = card if stand_in is None else stand_in
    joker_stand = stand_in if stand_in is not None else meld.joker_stand
    stands = [*meld.stands, new_stand]
    if meld.kind is MeldKind.SET:
        if new_stand.rank != meld.stands[0].rank:
            raise IllegalMeld(
                "set rank",
                "{card} does not belong in a set of {ranks}",
                card=new_stand,
                ranks=RANK_PLURALS[meld.stands[0].rank],
            )
        return _set_meld(stands, joker_stand)
    ace_high = meld.stands[-1].rank == 1 if any(stand.rank == 1 for stand in meld.stands) else True
    return _run_meld(stands, joker_stand, prefer_high=ace_high)


def parse_meld(text: str) -> tuple[list[Card], Card | None]:
    """Cards and the joker's stand-in from notation such as ``"5H 6H X=7H"``.

    A second ``X=…`` is read as a second joker (the meld is then refused by
    ``make_meld`` under "one joker"); the first stand-in is returned.

    >>> parse_meld("5h 6h x=7h")
    ([Card(5, 'H'), Card(6, 'H'), Card(0, '')], Card(7, 'H'))
    """
    words = text.split()
    if not words:
        raise NotationError("a meld needs cards, e.g. 5H 6H X=7H")
    cards: list[Card] = []
    stand_in: Card | None = None
    for word in words:
        head, equals, tail = word.partition("=")
        if not equals:
            cards.append(Card.parse(word))
            continue
        if head.strip().upper() != "X":
            raise NotationError(f"only a joker names a stand-in: write X=7H, not {word!r}")
        named = Card.parse(tail)
        if named.is_joker:
            raise NotationError(f"a joker stands for a card, not another joker: {word!r}")
        cards.append(JOKER)
        if stand_in is None:
            stand_in = named
    return cards, stand_in


def candidate_melds(hand: Sequence[Card]) -> list[Meld]:
    """Every distinct meld the hand can form, each joker stand-in its own meld.

    Sets come first by rank, then runs by suit, start and length; a meld
    with a joker follows the natural one it resembles. The joker may stand for
    a card the hand holds, so that card stays free for another meld.

    >>> [str(meld) for meld in candidate_melds(parse_cards("5H 6H 7H"))]
    ['5H 6H 7H']
    >>> [str(meld) for meld in candidate_melds(parse_cards("5H 6H X"))]
    ['X=4H 5H 6H', '5H 6H X=7H']
    """
    held = held_bits(hand)
    found: tuple[Meld, ...] = remembered(_CANDIDATES, held, lambda: _every_candidate(held))
    return list(found)


def _every_candidate(held: int) -> tuple[Meld, ...]:
    joker = bool(held >> JOKER.code & 1)
    return (*_candidate_sets(held, joker), *_candidate_runs(held, joker))


def clear_candidates() -> None:
    """Forget the remembered candidate melds (a benchmark times cold hands)."""
    _CANDIDATES.clear()


# Candidate melds by the set of distinct cards held: searches and playouts meet the same hands
# again and again. Melds are immutable, so the cached tuples are shared safely.
_CANDIDATES: Final[dict[int, tuple[Meld, ...]]] = {}
# Hands per cache; a full cache is emptied. Small on purpose: cached melds are long-lived objects
# that every full garbage collection walks, and at 20,000 those passes stalled the whole program
# (the table's frames too) for up to half a second (tools/table_budget.py); at 2,000 four rounds
# of Hard against Expert took no more CPU (58 s, against 62 s).
CACHE_LIMIT: Final = 2_000

_T = TypeVar("_T")


def held_bits(hand: Sequence[Card]) -> int:
    """The distinct cards of a hand (a joker included) as bits by card code: a cache key."""
    held = 0
    for card in hand:
        held |= 1 << card.code
    return held


def multiset_bits(hand: Sequence[Card]) -> tuple[int, int, int]:
    """A two-deck hand as bits by card code: the natural cards held at least once, those held
    twice, and the count of jokers."""
    once = twice = jokers = 0
    for card in hand:
        if card.is_joker:
            jokers += 1
            continue
        bit = 1 << card.code
        if once & bit:
            twice |= bit
        once |= bit
    return once, twice, jokers


def multiset_key(once: int, twice: int, jokers: int) -> int:
    """A two-deck multiset (``multiset_bits``) as one number, a cache's key. Most hands hold no
    card twice: their key, under 2**55, stays a machine integer in compiled code; the others'
    (about 110 bits) is made negative, so that the two kinds never meet."""
    if not twice:
        return once | jokers << 52
    return ~(once | twice << 52 | jokers << 104)


def remembered(cache: dict[int, _T], key: int, make: Callable[[], _T]) -> _T:
    """``cache[key]``, made on first use; a full cache is emptied first."""
    found = cache.get(key)
    if found is None:
        if len(cache) >= CACHE_LIMIT:
            cache.clear()
        found = cache[key] = make()
    return found


def _partners(card: Card) -> int:
    """The natural cards that can share a meld with the natural ``card``, as bits by code: its
    rank in another suit, or its suit at most two run positions away (the ace low or high). A
    meld holds one joker at most, so every meld of ``card`` holds one of them."""
    found = 0
    for other in STANDARD_52:
        if other is card:
            continue
        distance = abs(other.rank - card.rank)
        if 1 in (other.rank, card.rank):  # the ace sits below the two and above the king
            distance = min(distance, 13 - distance)
        if other.rank == card.rank or (other.suit == card.suit and distance <= 2):
            found |= 1 << other.code
    return found


# Per natural card code (``_partners``): a taken card with none of them in the hand melds with
# nothing, and a card near none of the hand's is the least use to keep.
PARTNERS: Final = tuple(_partners(card) for card in STANDARD_52)


def _candidate_sets(held: int, joker: bool) -> Iterator[Meld]:
    """``held`` has a bit per card code."""
    fewest = MIN_MELD - 1 if joker else MIN_MELD
    for rank in range(1, 14):
        suits_held = {suit for suit in SUITS if held >> _ROWS[suit][rank].code & 1}
        if len(suits_held) < fewest:
            continue
        for size in (MIN_MELD, MAX_SET):
            for suits in combinations(SUITS, size):
                stands = tuple(_ROWS[suit][rank] for suit in suits)
                if suits_held.issuperset(suits):
                    yield Meld(MeldKind.SET, stands, stands)
                if not joker:
                    continue
                for index, suit in enumerate(suits):
                    if suits_held.issuperset(other for other in suits if other != suit):
                        yield _with_joker(MeldKind.SET, stands, index)


def _candidate_runs(held: int, joker: bool) -> Iterator[Meld]:
    allowed_gaps = 1 if joker else 0
    for suit in SUITS:
        row = _ROWS[suit]
        present = [False] + [bool(held >> card.code & 1) for card in row[1:]]
        if sum(present[1:14]) < MIN_MELD - allowed_gaps:
            continue
        for start in range(1, HIGH_ACE - 1):
            gaps = 0
            # 1..13 and 2..14 are the same thirteen cards; the ace reads high (see make_meld).
            longest = MAX_RUN - 1 if start == 1 else MAX_RUN
            for end in range(start, min(start + longest, HIGH_ACE + 1)):
                gaps += not present[end]
                if gaps > allowed_gaps:
                    break
                if end - start + 1 < MIN_MELD:
                    continue
                stands = row[start : end + 1]
                if gaps == 0:
                    yield Meld(MeldKind.RUN, stands, stands)
                    if joker:
                        for index in range(len(stands)):
                            yield _with_joker(MeldKind.RUN, stands, index)
                else:
                    missing = next(p for p in range(start, end + 1) if not present[p])
                    yield _with_joker(MeldKind.RUN, stands, missing - start)


def _with_joker(kind: MeldKind, stands: tuple[Card, ...], index: int) -> Meld:
    cards = (*stands[:index], JOKER, *stands[index + 1 :])
    return Meld(kind, cards, stands)


def _checked_stand_in(has_joker: bool, joker_as: Card | None) -> Card | None:
    """The joker's stand-in, checked against whether there is a joker to stand in."""
    if has_joker and joker_as is None:
        raise IllegalMeld("joker stand-in", "say which card the joker stands for, e.g. X=7H")
    if not has_joker and joker_as is not None:
        raise IllegalMeld("joker stand-in", "there is no joker to stand for {card}", card=joker_as)
    if joker_as is not None and joker_as.is_joker:
        raise IllegalMeld("joker stand-in", "a joker stands for a card, not another joker")
    return joker_as


def _set_meld(stands: list[Card], joker_stand: Card | None) -> Meld:
    rank = stands[0].rank
    if len(stands) > MAX_SET:
        raise IllegalMeld("meld size", "a set has 3 or 4 cards, not {count}", count=len(stands))
    if joker_stand is not None and joker_stand.rank != rank:
        raise IllegalMeld(
            "joker stand-in",
            "in a set of {ranks} a joker cannot be {card}",
            ranks=RANK_PLURALS[rank],
            card=joker_stand,
        )
    seen: set[str] = set()
    for stand in stands:
        if stand.suit in seen:
            if stand is joker_stand:
                raise IllegalMeld(
                    "joker stand-in", "a joker stands for a missing suit; {card} is there", card=stand
                )
            # Translators: {suit} is a suit's name ("hearts"): two cards of that suit.
            raise IllegalMeld(
                "set suits", "a set has one card of each suit: two {suit}", suit=Words(SUIT_NAMES[stand.suit])
            )
        seen.add(stand.suit)
    ordered = tuple(sorted(stands, key=lambda card: SUITS.index(card.suit)))
    return Meld(MeldKind.SET, _place_joker(ordered, joker_stand), ordered)


def _run_meld(stands: list[Card], joker_stand: Card | None, prefer_high: bool) -> Meld:
    if len(stands) > MAX_RUN:
        raise IllegalMeld("meld size", "a run has 3 to 13 cards, not {count}", count=len(stands))
    suit = stands[0].suit
    strays = [stand for stand in stands if stand.suit != suit]
    if strays:
        if joker_stand is not None and strays == [joker_stand]:
            # Translators: {suit} is a suit's name ("hearts"): a run in that suit.
            raise IllegalMeld(
                "joker stand-in", "a {suit} run has no {card}", suit=Words(SUIT_NAMES[suit]), card=joker_stand
            )
        raise IllegalMeld("run suit", "a run is all one suit: {cards} mixes suits", cards=_cards(stands))
    ranks = sorted(stand.rank for stand in stands)
    for lower, upper in pairwise(ranks):
        if lower == upper:
            twice = card_at(lower, suit)
            if twice is joker_stand:
                raise IllegalMeld(
                    "joker stand-in", "a joker stands for a card not in the run; {card} is", card=twice
                )
            raise IllegalMeld("run sequence", "a run holds each card once: {card} twice", card=twice)
    positions = _run_positions(ranks, prefer_high)
    if positions is None:
        if ranks[0] == 1 and ranks[1] == 2 and ranks[-1] == 13:
            raise IllegalMeld("run sequence", "K-A-2 is not a run: an ace is high (Q-K-A) or low (A-2-3)")
        raise IllegalMeld(
            "run sequence", "a run's cards follow one another: {cards} has a gap", cards=_cards(stands)
        )
    ordered = tuple(card_at(position, suit) for position in positions)
    return Meld(MeldKind.RUN, _place_joker(ordered, joker_stand), ordered)


def _run_positions(ranks: list[int], prefer_high: bool) -> list[int] | None:
    """The run positions (1–14, 14 a high ace) of sorted ranks, or None if they do not follow one another."""
    readings = [ranks]
    if ranks[0] == 1:
        high = [*ranks[1:], HIGH_ACE]
        readings = [high, ranks] if prefer_high else [ranks, high]
    for positions in readings:
        if positions[-1] - positions[0] == len(positions) - 1:
            return positions
    return None


def _place_joker(stands: tuple[Card, ...], joker_stand: Card | None) -> tuple[Card, ...]:
    if joker_stand is None:
        return stands
    return tuple(JOKER if stand is joker_stand else stand for stand in stands)


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(str(card) for card in cards)
