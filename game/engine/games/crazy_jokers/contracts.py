"""Crazy Jokers' seven contracts: what each one needs, what it is worth, and the shedding rule.

Each contract is checked by a pure function of the seven cards held (and, for A
Birthday Wish, the holder's birthday). A check answers with a ``Fulfilment``
(the value scored and whether a joker stands in the hand) or ``None``. In Crazy
Jokers the ace is the highest rank and jokers are wild only where a contract
says so (RULINGS.md, Crazy Jokers).

>>> from game.engine.cards import parse_cards
>>> fulfils(Contract.FIXED_STRAIGHT, parse_cards("8S 9H 10D JC QS KH AD"))
Fulfilment(contract=<Contract.FIXED_STRAIGHT: 'fixed-straight'>, value=60, joker=False)
>>> fulfils(Contract.ODD_MAN_OUT, parse_cards("3S 3H 5D 7C 7S 9H KD")).value
85
>>> fulfils(Contract.ODD_MAN_OUT, parse_cards("3S 3H 7D 7C 9S 9H KD")) is None
True
"""

from __future__ import annotations

import datetime
import itertools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from ...cards import Card

HAND_SIZE: Final = 7
ACE: Final = 1
JACK: Final = 11
QUEEN: Final = 12
KING: Final = 13
# The contracts' face cards: "Aces included" (the seed).
FACE_RANKS: Final = frozenset({JACK, QUEEN, KING, ACE})
EVEN_RANKS: Final = frozenset({2, 4, 6, 8, 10})
ODD_RANKS: Final = frozenset({3, 5, 7, 9})
# 2 lowest … K, then the ace highest; the Fixed Straight wraps from the ace back to 2.
RANK_ORDER: Final = (2, 3, 4, 5, 6, 7, 8, 9, 10, JACK, QUEEN, KING, ACE)
FLUSH_VALUES: Final = {"C": 55, "D": 60, "H": 65, "S": 70}
# A digit of a birthday as a card rank: 0 is a king, 1 an ace, 2–9 their face value.
DIGIT_RANKS: Final = {0: KING, 1: ACE, **{digit: digit for digit in range(2, 10)}}


class Contract(StrEnum):
    """The seven contracts, by the names the engine's notation uses."""

    FULL_FULL_HOUSE = "full-full-house"
    FIXED_STRAIGHT = "fixed-straight"
    BIG_FLUSH = "big-flush"
    FACED_BY_EVENS = "faced-by-evens"
    BIRTHDAY_WISH = "birthday-wish"
    ODD_MAN_OUT = "odd-man-out"
    NO_HAND_HAND = "no-hand-hand"


# Each contract's value as a player reads it before declaring (a range where it depends on the hand).
VALUE_TEXT: Final = {
    Contract.FULL_FULL_HOUSE: "55",
    Contract.FIXED_STRAIGHT: "60",
    Contract.BIG_FLUSH: "55–70",
    Contract.FACED_BY_EVENS: "70",
    Contract.BIRTHDAY_WISH: "75",
    Contract.ODD_MAN_OUT: "80–85",
    Contract.NO_HAND_HAND: "90",
}


@dataclass(frozen=True, slots=True)
class Fulfilment:
    """A completed contract: the points it scores and whether a joker stands in the hand (+20)."""

    contract: Contract
    value: int
    joker: bool


def _split(hand: Sequence[Card]) -> tuple[list[Card], int]:
    naturals = [card for card in hand if not card.is_joker]
    return naturals, len(hand) - len(naturals)


def full_full_house(hand: Sequence[Card]) -> Fulfilment | None:
    """Four of one rank 2–10 (jokers may stand in) and three of one face rank, aces included
    (no joker among those three).

    >>> from game.engine.cards import parse_cards
    >>> full_full_house(parse_cards("7S 7H 7D 7C KS KH KD")).value
    55
    >>> full_full_house(parse_cards("7S 7H X X AS AH AD")).joker
    True
    >>> full_full_house(parse_cards("7S 7H 7D 7C KS KH X")) is None
    True
    """
    if len(hand) != HAND_SIZE:
        return None
    naturals, jokers = _split(hand)
    faces = Counter(card.rank for card in naturals if card.rank in FACE_RANKS)
    numbers = Counter(card.rank for card in naturals if card.rank not in FACE_RANKS)
    if list(faces.values()) != [3] or len(numbers) > 1:
        return None
    if sum(numbers.values()) + jokers != 4:
        return None
    return Fulfilment(Contract.FULL_FULL_HOUSE, 55, jokers > 0)


def straight_windows() -> list[frozenset[int]]:
    """The seven runs of seven ranks that hold the queen, wrapping from the ace to 2.

    >>> len(straight_windows())
    7
    """
    size = len(RANK_ORDER)
    queen_at = RANK_ORDER.index(QUEEN)
    starts = range(queen_at - HAND_SIZE + 1, queen_at + 1)
    return [frozenset(RANK_ORDER[(start + i) % size] for i in range(HAND_SIZE)) for start in starts]


_WINDOWS: Final = straight_windows()


def fixed_straight(hand: Sequence[Card]) -> Fulfilment | None:
    """Seven consecutive ranks with a natural queen; suits may mix; jokers stand for any
    rank but the queen; the ranks may wrap through the ace (Q K A 2 3 4 5).

    >>> from game.engine.cards import parse_cards
    >>> fixed_straight(parse_cards("QS KH AD 2C 3S 4H 5D")).value
    60
    >>> fixed_straight(parse_cards("KH AD 2C 3S 4H 5D 6C")) is None
    True
    >>> fixed_straight(parse_cards("X KH AD 2C 3S 4H 5D")) is None
    True
    """
    if len(hand) != HAND_SIZE:
        return None
    naturals, jokers = _split(hand)
    ranks = [card.rank for card in naturals]
    if QUEEN not in ranks or len(set(ranks)) != len(ranks):
        return None
    if not any(window.issuperset(ranks) for window in _WINDOWS):
        return None
    return Fulfilment(Contract.FIXED_STRAIGHT, 60, jokers > 0)


def big_flush(hand: Sequence[Card]) -> Fulfilment | None:
    """Seven cards of one suit, no joker; worth 55 in clubs, 60 diamonds, 65 hearts, 70 spades.

    >>> from game.engine.cards import parse_cards
    >>> big_flush(parse_cards("2S 5S 7S 9S JS KS AS")).value
    70
    >>> big_flush(parse_cards("2S 5S 7S 9S JS KS X")) is None
    True
    """
    if len(hand) != HAND_SIZE or any(card.is_joker for card in hand):
        return None
    suits = {card.suit for card in hand}
    if len(suits) != 1:
        return None
    return Fulfilment(Contract.BIG_FLUSH, FLUSH_VALUES[suits.pop()], False)


def faced_by_evens(hand: Sequence[Card]) -> Fulfilment | None:
    """A jack, queen, king and ace (jokers may stand in for them) and three of one even rank
    (natural).

    >>> from game.engine.cards import parse_cards
    >>> faced_by_evens(parse_cards("JS QH KD AC 2S 2H 2D")).value
    70
    >>> faced_by_evens(parse_cards("JS X KD AC 8S 8H 8D")).joker
    True
    >>> faced_by_evens(parse_cards("JS QH KD AC 8S 8H X")) is None
    True
    """
    if len(hand) != HAND_SIZE:
        return None
    naturals, jokers = _split(hand)
    faces = [card.rank for card in naturals if card.rank in FACE_RANKS]
    evens = Counter(card.rank for card in naturals if card.rank not in FACE_RANKS)
    if len(set(faces)) != len(faces) or len(faces) + jokers != 4:
        return None
    if list(evens.values()) != [3] or not EVEN_RANKS.issuperset(evens):
        return None
    return Fulfilment(Contract.FACED_BY_EVENS, 70, jokers > 0)


def birthday_sequence(birthday: datetime.date) -> list[int]:
    """A birthday as cards, in the date's own order: the month as one card (A=1 … J=11,
    Q=12), the day as two digit cards and the year as four (digit 0 is a king, 1 an ace).

    >>> birthday_sequence(datetime.date(1995, 7, 23))
    [7, 2, 3, 1, 9, 9, 5]
    """
    digits = f"{birthday.day:02d}{birthday.year:04d}"
    return [birthday.month, *(DIGIT_RANKS[int(digit)] for digit in digits)]


def birthday_ranks(birthday: datetime.date) -> Counter[int]:
    """The ranks a birthday asks for, with repeats.

    >>> sorted(birthday_ranks(datetime.date(1995, 7, 23)).elements())
    [1, 2, 3, 5, 7, 9, 9]
    """
    return Counter(birthday_sequence(birthday))


def birthday_wish(hand: Sequence[Card], birthday: datetime.date) -> Fulfilment | None:
    """The holder's birthday as cards (see ``birthday_ranks``); jokers may stand in.

    >>> from game.engine.cards import parse_cards
    >>> birthday_wish(parse_cards("7S 2H 3D AC 9S 9H 5D"), datetime.date(1995, 7, 23)).value
    75
    >>> birthday_wish(parse_cards("7S 2H 3D AC 9S X 5D"), datetime.date(1995, 7, 23)).joker
    True
    >>> birthday_wish(parse_cards("7S 2H 3D AC 9S 9H 6D"), datetime.date(1995, 7, 23)) is None
    True
    """
    if len(hand) != HAND_SIZE:
        return None
    naturals, jokers = _split(hand)
    held = Counter(card.rank for card in naturals)
    if held - birthday_ranks(birthday):  # a natural card the date does not ask for
        return None
    return Fulfilment(Contract.BIRTHDAY_WISH, 75, jokers > 0)


def odd_man_out(hand: Sequence[Card]) -> Fulfilment | None:
    """Six odd cards (3, 5, 7, 9: each at least once, none more than twice) and a jack (80)
    or a king (85); no jokers.

    >>> from game.engine.cards import parse_cards
    >>> odd_man_out(parse_cards("3S 3H 5D 7C 7S 9H JD")).value
    80
    >>> odd_man_out(parse_cards("3S 5H 7D 7C 7S 9H KD")) is None
    True
    """
    if len(hand) != HAND_SIZE or any(card.is_joker for card in hand):
        return None
    odd = Counter(card.rank for card in hand if card.rank in ODD_RANKS)
    others = [card.rank for card in hand if card.rank not in ODD_RANKS]
    if set(odd) != ODD_RANKS or max(odd.values()) > 2 or len(others) != 1:
        return None
    value = {JACK: 80, KING: 85}.get(others[0])
    return None if value is None else Fulfilment(Contract.ODD_MAN_OUT, value, False)


def no_hand_hand(hand: Sequence[Card]) -> Fulfilment | None:
    """An empty hand.

    >>> no_hand_hand([]).value
    90
    """
    return Fulfilment(Contract.NO_HAND_HAND, 90, False) if not hand else None


def fulfils(
    contract: Contract, hand: Sequence[Card], birthday: datetime.date | None = None
) -> Fulfilment | None:
    """Whether ``hand`` completes ``contract`` (A Birthday Wish needs the holder's birthday)."""
    if contract is Contract.BIRTHDAY_WISH:
        if birthday is None:
            raise ValueError("A Birthday Wish is checked against the holder's birthday")
        return birthday_wish(hand, birthday)
    return _CHECKS[contract](hand)


_CHECKS: Final = {
    Contract.FULL_FULL_HOUSE: full_full_house,
    Contract.FIXED_STRAIGHT: fixed_straight,
    Contract.BIG_FLUSH: big_flush,
    Contract.FACED_BY_EVENS: faced_by_evens,
    Contract.ODD_MAN_OUT: odd_man_out,
    Contract.NO_HAND_HAND: no_hand_hand,
}


def order_of(rank: int) -> int:
    """A rank's place in Crazy Jokers' order: 2 is 0 … the ace 12."""
    return RANK_ORDER.index(rank)


def can_shed(card: Card, top: Card | None) -> bool:
    """No Hand Hand: ``card`` may go on ``top`` if it is the same rank, one or two higher, or
    one lower (no wrap); anything goes on an empty waste, and a joker counts as any rank.

    >>> can_shed(Card(9, "S"), Card(8, "H")), can_shed(Card(10, "S"), Card(8, "H"))
    (True, True)
    >>> can_shed(Card(7, "S"), Card(8, "H")), can_shed(Card(6, "S"), Card(8, "H"))
    (True, False)
    >>> can_shed(Card(2, "S"), Card(1, "H"))
    False
    """
    if top is None or card.is_joker or top.is_joker:
        return True
    step = order_of(card.rank) - order_of(top.rank)
    return -1 <= step <= 2


# ---------------------------------------------------------------------------------------- progress
ANY_RANK: Final = 0  # a target slot that any rank of the target's suit fills (the Big Flush)


@dataclass(frozen=True, slots=True)
class Target:
    """One concrete hand that completes a contract: the ranks it needs (with repeats), the suit
    they must all have (the Big Flush) and the ranks a joker may stand for."""

    ranks: tuple[int, ...]
    suit: str | None = None
    wild: frozenset[int] = frozenset()


@dataclass(frozen=True, slots=True)
class Progress:
    """How near a hand is to a contract: ``missing`` cards still to find, the cards held that
    count toward it (``keep``), and the ranks still needed (``ANY_RANK`` for any of the suit)."""

    missing: int
    keep: tuple[Card, ...]
    needs: tuple[int, ...]
    target: Target | None


def targets(contract: Contract, birthday: datetime.date | None = None) -> list[Target]:
    """Every concrete hand that completes ``contract`` (A Birthday Wish: for ``birthday``).

    >>> len(targets(Contract.FULL_FULL_HOUSE)), len(targets(Contract.ODD_MAN_OUT))
    (36, 12)
    """
    faces = (JACK, QUEEN, KING, ACE)
    evens = sorted(EVEN_RANKS)
    odds = sorted(ODD_RANKS)
    if contract is Contract.FULL_FULL_HOUSE:
        return [
            Target((number,) * 4 + (face,) * 3, wild=frozenset({number}))
            for number in range(2, 11)
            for face in faces
        ]
    if contract is Contract.FIXED_STRAIGHT:
        return [Target(tuple(sorted(window)), wild=window - {QUEEN}) for window in _WINDOWS]
    if contract is Contract.BIG_FLUSH:
        return [Target((ANY_RANK,) * HAND_SIZE, suit=suit) for suit in FLUSH_VALUES]
    if contract is Contract.FACED_BY_EVENS:
        return [Target(faces + (even,) * 3, wild=frozenset(faces)) for even in evens]
    if contract is Contract.BIRTHDAY_WISH:
        if birthday is None:
            raise ValueError("A Birthday Wish is checked against the holder's birthday")
        wanted = tuple(sorted(birthday_ranks(birthday).elements()))
        return [Target(wanted, wild=frozenset(range(1, 14)))]
    if contract is Contract.ODD_MAN_OUT:
        return [
            Target((*sorted((*odds, first, second)), man))
            for man in (JACK, KING)
            for first, second in itertools.combinations(odds, 2)
        ]
    return []


# Each contract's targets (and a Birthday Wish's, by birthday), made once: ``progress`` runs at
# every turn of every playout, and ``targets`` builds dozens of them afresh each call.
_TARGETS: Final[dict[tuple[Contract, datetime.date | None], tuple[Target, ...]]] = {}


def _known_targets(contract: Contract, birthday: datetime.date | None) -> tuple[Target, ...]:
    key = (contract, birthday)
    found = _TARGETS.get(key)
    if found is None:
        found = _TARGETS[key] = tuple(targets(contract, birthday))
    return found


def match_target(target: Target, hand: Sequence[Card]) -> tuple[list[Card], list[int]]:
    """The hand's cards that fill ``target``'s slots (naturals first, then jokers) and the
    ranks left unfilled."""
    # Counted in a plain dict, not a Counter: the bots' playouts call this for every target of
    # a contract at every turn, and a Counter's methods run as Python even compiled.
    open_slots: dict[int, int] = {}
    for rank in target.ranks:
        open_slots[rank] = open_slots.get(rank, 0) + 1
    suit = target.suit
    kept: list[Card] = []
    jokers: list[Card] = []
    for card in hand:
        if card.is_joker:
            jokers.append(card)
            continue
        if suit is not None and card.suit != suit:
            continue
        slot = ANY_RANK if suit is not None else card.rank
        left = open_slots.get(slot, 0)
        if left > 0:
            open_slots[slot] = left - 1
            kept.append(card)
    unfilled: list[int] = []
    for rank in sorted(open_slots):
        left = open_slots[rank]
        while jokers and left > 0 and rank in target.wild:
            left -= 1
            kept.append(jokers.pop())
        unfilled.extend([rank] * left)
    return kept, unfilled


def progress(contract: Contract, hand: Sequence[Card], birthday: datetime.date | None = None) -> Progress:
    """How near ``hand`` is to ``contract``: the target it is closest to (the first such in
    ``targets`` order when several tie).

    >>> from game.engine.cards import parse_cards
    >>> near = progress(Contract.FULL_FULL_HOUSE, parse_cards("7S 7H 7D 7C KS KH 2D"))
    >>> near.missing, near.needs
    (1, (13,))
    """
    if contract is Contract.NO_HAND_HAND:
        return Progress(len(hand), (), (), None)
    best: Progress | None = None
    for target in _known_targets(contract, birthday):
        kept, needs = match_target(target, hand)
        if best is None or len(needs) < best.missing:
            best = Progress(len(needs), tuple(kept), tuple(needs), target)
    assert best is not None
    return best


# ---------------------------------------------------------------------------------------- showing
def laid_out(
    contract: Contract, hand: Sequence[Card], birthday: datetime.date | None = None
) -> list[tuple[Card, int | None]] | None:
    """A completed hand as its owner lays it down: in the contract's order, each joker with
    the rank it stands for (``None`` for a natural card); ``None`` when ``hand`` does not
    complete ``contract``.

    >>> from game.engine.cards import parse_cards
    >>> def show(laid):
    ...     return " ".join(f"{card}={rank}" if rank else str(card) for card, rank in laid)
    >>> show(laid_out(Contract.FIXED_STRAIGHT, parse_cards("JS X QH 10H AC 3H KD")))
    '10H JS QH KD AC X=2 3H'
    >>> show(laid_out(Contract.FULL_FULL_HOUSE, parse_cards("KS 7H X KH 7D KD 7C")))
    '7H 7D 7C X=7 KS KH KD'
    >>> july_23_1995 = datetime.date(1995, 7, 23)
    >>> show(laid_out(Contract.BIRTHDAY_WISH, parse_cards("9S 2H 5D 3C 9H AS 7S"), july_23_1995))
    '7S 2H 3C AS 9S 9H 5D'
    >>> laid_out(Contract.FIXED_STRAIGHT, parse_cards("KH AD 2C 3S 4H 5D 6C")) is None
    True
    """
    if fulfils(contract, hand, birthday) is None:
        return None
    if contract is Contract.NO_HAND_HAND:
        return []
    if contract is Contract.BIG_FLUSH:
        return [(card, None) for card in sorted(hand, key=lambda card: RANK_ORDER.index(card.rank))]
    for target in targets(contract, birthday):
        kept, needs = match_target(target, hand)
        if needs:
            continue
        order = shown_order(contract, target, birthday)
        naturals = [card for card in kept if not card.is_joker]
        open_ranks = Counter(target.ranks)
        open_ranks.subtract(card.rank for card in naturals)
        stands = sorted(open_ranks.elements(), key=order.index)
        jokers = [card for card in kept if card.is_joker]
        placed = [(card, None) for card in naturals] + list(zip(jokers, stands, strict=True))
        return sorted(placed, key=lambda pair: order.index(pair[0].rank if pair[1] is None else pair[1]))
    return None


def shown_order(contract: Contract, target: Target, birthday: datetime.date | None) -> list[int]:
    """The target's ranks in the order a player reads them: a straight as a run (wrapping
    through the ace), a birthday as its date (month, day, year), a flush low to high.

    >>> shown_order(Contract.FIXED_STRAIGHT, Target((1, 2, 3, 10, 11, 12, 13)), None)
    [10, 11, 12, 13, 1, 2, 3]
    """
    if contract is Contract.BIG_FLUSH:
        return list(RANK_ORDER)
    if contract is Contract.FIXED_STRAIGHT:
        ranks = set(target.ranks)
        start = next(rank for rank in ranks if RANK_ORDER[RANK_ORDER.index(rank) - 1] not in ranks)
        first = RANK_ORDER.index(start)
        return [RANK_ORDER[(first + step) % len(RANK_ORDER)] for step in range(len(ranks))]
    if contract is Contract.BIRTHDAY_WISH and birthday is not None:
        return birthday_sequence(birthday)
    return list(dict.fromkeys(target.ranks))
