"""Crazy Jokers' contracts: the seed's examples and counter-examples, and the joker rules
checked against an independent statement (every way of reading each joker as a card)."""

from __future__ import annotations

import datetime
import itertools
import random
from collections import Counter
from collections.abc import Callable

import pytest

from game.engine.cards import JOKER, STANDARD_52, Card, parse_cards
from game.engine.games.crazy_jokers.contracts import (
    ANY_RANK,
    Contract,
    can_shed,
    fulfils,
    laid_out,
    progress,
)

BIRTHDAY = datetime.date(1995, 7, 23)  # RULINGS.md's example: 7, 2, 3, A, 9, 9, 5


def check(contract: Contract, text: str) -> int | None:
    found = fulfils(contract, parse_cards(text), BIRTHDAY)
    return None if found is None else found.value


@pytest.mark.parametrize(
    ("contract", "hand", "value"),
    [
        # Full Full House: four of 2–10 (jokers may stand in) and three faces (aces count).
        (Contract.FULL_FULL_HOUSE, "7S 7H 7D 7C KS KH KD", 55),
        (Contract.FULL_FULL_HOUSE, "10S 10H X 10C AS AH AD", 55),
        (Contract.FULL_FULL_HOUSE, "7S 7H 7D 7C KS KH X", None),  # no joker among the faces
        (Contract.FULL_FULL_HOUSE, "JS JH JD JC KS KH KD", None),  # the four must be 2–10
        (Contract.FULL_FULL_HOUSE, "7S 7H 7D 8C KS KH KD", None),
        # Fixed Straight: the seed's two examples, a joker for anything but the queen.
        (Contract.FIXED_STRAIGHT, "8S 9H 10D JC QS KH AD", 60),
        (Contract.FIXED_STRAIGHT, "QS KH AD 2C 3S 4H 5D", 60),
        (Contract.FIXED_STRAIGHT, "6S 7H 8D 9C 10S JH QD", 60),
        (Contract.FIXED_STRAIGHT, "QS KH X 2C 3S 4H 5D", 60),
        (Contract.FIXED_STRAIGHT, "X KH AD 2C 3S 4H 5D", None),  # the queen must be natural
        (Contract.FIXED_STRAIGHT, "KH AD 2C 3S 4H 5D 6C", None),  # no queen at all
        (Contract.FIXED_STRAIGHT, "5S 6H 7D 8C 9S 10H JD", None),
        (Contract.FIXED_STRAIGHT, "QS KH AD 2C 3S 4H 6D", None),
        # The Big Flush: by suit, no jokers.
        (Contract.BIG_FLUSH, "2C 4C 6C 8C 10C QC AC", 55),
        (Contract.BIG_FLUSH, "2D 4D 6D 8D 10D QD AD", 60),
        (Contract.BIG_FLUSH, "2H 4H 6H 8H 10H QH AH", 65),
        (Contract.BIG_FLUSH, "2S 4S 6S 8S 10S QS AS", 70),
        (Contract.BIG_FLUSH, "2S 4S 6S 8S 10S QS X", None),
        (Contract.BIG_FLUSH, "2S 4S 6S 8S 10S QS AH", None),
        # Faced by Evens: J Q K A (jokers may stand in) and three of one even rank (natural).
        (Contract.FACED_BY_EVENS, "KS QH JD AC 2S 2H 2D", 70),
        (Contract.FACED_BY_EVENS, "KS X JD X 10S 10H 10D", 70),
        (Contract.FACED_BY_EVENS, "KS QH JD AC 2S 2H X", None),  # no joker as an even
        (Contract.FACED_BY_EVENS, "KS QH JD AC 3S 3H 3D", None),  # three odd cards
        (Contract.FACED_BY_EVENS, "KS KH JD AC 2S 2H 2D", None),  # two kings, no queen
        # A Birthday Wish for 23 July 1995.
        (Contract.BIRTHDAY_WISH, "7S 2H 3D AC 9S 9H 5D", 75),
        (Contract.BIRTHDAY_WISH, "X 2H 3D AC 9S X 5D", 75),
        (Contract.BIRTHDAY_WISH, "7S 2H 3D KC 9S 9H 5D", None),
        # Odd Man Out: the seed's example and its two refusals.
        (Contract.ODD_MAN_OUT, "3S 3H 5D 7C 7S 9H KD", 85),
        (Contract.ODD_MAN_OUT, "3S 3H 5D 7C 7S 9H JD", 80),
        (Contract.ODD_MAN_OUT, "3S 3H 7D 7C 9S 9H KD", None),  # five missing
        (Contract.ODD_MAN_OUT, "3S 5H 7D 7C 7S 9H KD", None),  # too many sevens
        (Contract.ODD_MAN_OUT, "3S 3H 5D 7C 7S 9H X", None),  # no jokers
        (Contract.ODD_MAN_OUT, "3S 3H 5D 7C 7S 9H QD", None),  # the odd man is a J or a K
        (Contract.ODD_MAN_OUT, "AS 3H 5D 7C 7S 9H KD", None),  # an ace is not odd here
        (Contract.NO_HAND_HAND, "", 90),
        (Contract.NO_HAND_HAND, "5S", None),
    ],
)
def test_the_seed_examples(contract: Contract, hand: str, value: int | None) -> None:
    assert check(contract, hand) == value


def test_a_joker_standing_in_is_reported_for_the_bonus() -> None:
    found = fulfils(Contract.FULL_FULL_HOUSE, parse_cards("7S 7H X 7C KS KH KD"))
    assert found is not None and found.joker
    found = fulfils(Contract.FULL_FULL_HOUSE, parse_cards("7S 7H 7D 7C KS KH KD"))
    assert found is not None and not found.joker


def test_birthday_digits_zero_is_a_king_and_one_an_ace() -> None:
    # 5 October 2001: month 10, day 0 5, year 2 0 0 1.
    hand = parse_cards("10S KH 5D 2C KS KD AH")
    assert fulfils(Contract.BIRTHDAY_WISH, hand, datetime.date(2001, 10, 5)) is not None
    assert fulfils(Contract.BIRTHDAY_WISH, hand, datetime.date(2001, 10, 6)) is None
    # December is a queen.
    december = parse_cards("QS AH 2D AC 9S 8H KD")
    assert fulfils(Contract.BIRTHDAY_WISH, december, datetime.date(1980, 12, 12)) is not None


def test_a_birthday_wish_needs_the_birthday() -> None:
    with pytest.raises(ValueError):
        fulfils(Contract.BIRTHDAY_WISH, parse_cards("7S 2H 3D AC 9S 9H 5D"))


# ----------------------------------------------------------------------------------------
# An independent statement of each contract, written from the seed without jokers, and what a
# joker may stand for in it. A hand with jokers completes a contract when some reading of its
# jokers as ranks does.

HIGH = {1: 14}  # the ace above the king


def _counts(ranks: list[int]) -> list[int]:
    return sorted(Counter(ranks).values())


def plain_full_full_house(ranks: list[int]) -> bool:
    by_rank = Counter(ranks)
    fours = [r for r, n in by_rank.items() if n == 4 and 2 <= r <= 10]
    threes = [r for r, n in by_rank.items() if n == 3 and r in (1, 11, 12, 13)]
    return len(fours) == 1 and len(threes) == 1


def plain_fixed_straight(ranks: list[int]) -> bool:
    # Ranks 2..14 with the ace as 14; a wrap goes 14 -> 2.
    high = sorted(HIGH.get(r, r) for r in ranks)
    for start in range(2, 15):
        run = [(start - 2 + i) % 13 + 2 for i in range(7)]
        if sorted(run) == high and 12 in run:
            return True
    return False


def plain_faced_by_evens(ranks: list[int]) -> bool:
    by_rank = Counter(ranks)
    return all(by_rank[r] == 1 for r in (1, 11, 12, 13)) and any(by_rank[e] == 3 for e in (2, 4, 6, 8, 10))


def plain_birthday(ranks: list[int]) -> bool:
    # 23 July 1995 written out by hand: 7; 2 3; 1 9 9 5.
    return sorted(ranks) == sorted([7, 2, 3, 1, 9, 9, 5])


STATEMENTS: dict[Contract, tuple[Callable[[list[int]], bool], tuple[int, ...]]] = {
    Contract.FULL_FULL_HOUSE: (plain_full_full_house, tuple(range(2, 11))),
    Contract.FIXED_STRAIGHT: (plain_fixed_straight, (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13)),
    Contract.FACED_BY_EVENS: (plain_faced_by_evens, (1, 11, 12, 13)),
    Contract.BIRTHDAY_WISH: (plain_birthday, tuple(range(1, 14))),
}


def reference(contract: Contract, hand: list[Card]) -> bool:
    plain, joker_ranks = STATEMENTS[contract]
    naturals = [card.rank for card in hand if not card.is_joker]
    jokers = len(hand) - len(naturals)
    if contract is Contract.FIXED_STRAIGHT and 12 not in naturals:
        return False
    return any(
        plain(naturals + list(reading))
        for reading in itertools.combinations_with_replacement(joker_ranks, jokers)
    )


def near_misses(rng: random.Random, contract: Contract) -> list[Card]:
    """A hand built to complete ``contract``, then perhaps spoiled: a card or two swapped for a
    joker or a random card, so both answers turn up often."""
    deck = [*STANDARD_52, JOKER, JOKER]
    pool = list(deck)
    rng.shuffle(pool)
    wanted = {
        Contract.FULL_FULL_HOUSE: [rng.randint(2, 10)] * 4 + [rng.choice((1, 11, 12, 13))] * 3,
        Contract.FIXED_STRAIGHT: [((s + i) % 13) + 1 for s in [rng.randrange(13)] for i in range(7)],
        Contract.FACED_BY_EVENS: [1, 11, 12, 13] + [rng.choice((2, 4, 6, 8, 10))] * 3,
        Contract.BIRTHDAY_WISH: [7, 2, 3, 1, 9, 9, 5],
    }[contract]
    hand: list[Card] = []
    for rank in wanted:
        card = next((c for c in pool if c.rank == rank), None)
        if card is None:
            card = next(c for c in pool if c.is_joker) if JOKER in pool else pool[0]
        pool.remove(card)
        hand.append(card)
    for _ in range(rng.randint(0, 2)):
        spot = rng.randrange(7)
        pool.append(hand[spot])
        hand[spot] = pool.pop(rng.randrange(len(pool))) if rng.random() < 0.5 else pool.pop(0)
    return hand


@pytest.mark.parametrize("contract", list(STATEMENTS))
def test_jokers_stand_in_exactly_where_the_seed_allows(contract: Contract) -> None:
    rng = random.Random(f"contracts-{contract}")
    outcomes = Counter()
    for _ in range(3000):
        hand = near_misses(rng, contract)
        expected = reference(contract, hand)
        assert (fulfils(contract, hand, BIRTHDAY) is not None) == expected, (contract, hand)
        outcomes[expected, any(card.is_joker for card in hand)] += 1
    # Both answers turn up, with and without jokers, so the comparison means something.
    assert all(outcomes[key] > 20 for key in itertools.product((True, False), repeat=2)), outcomes


@pytest.mark.parametrize(
    ("card", "top", "allowed"),
    [
        ("8S", "8H", True),  # the same rank
        ("9S", "8H", True),  # one higher
        ("10S", "8H", True),  # two higher
        ("JS", "8H", False),  # three higher
        ("7S", "8H", True),  # one lower
        ("6S", "8H", False),  # two lower
        ("AS", "KH", True),  # the ace is above the king
        ("2S", "AH", False),  # no wrap from the ace to 2
        ("AS", "2H", False),
        ("X", "5H", True),  # a joker is any rank
        ("5H", "X", True),
    ],
)
def test_no_hand_hand_sheds_by_rank(card: str, top: str, allowed: bool) -> None:
    assert can_shed(Card.parse(card), Card.parse(top)) is allowed


def test_anything_sheds_on_an_empty_waste() -> None:
    assert all(can_shed(card, None) for card in STANDARD_52)


# ---------------------------------------------------------------------------------------- progress

ALL_CHECKED = [c for c in Contract if c is not Contract.NO_HAND_HAND]


@pytest.mark.parametrize("contract", ALL_CHECKED)
def test_progress_is_complete_exactly_when_the_check_passes(contract: Contract) -> None:
    rng = random.Random(f"progress-{contract}")
    deck = [*STANDARD_52, JOKER, JOKER]
    complete = 0
    for index in range(3000):
        hand = near_misses(rng, contract) if contract in STATEMENTS and index % 2 else rng.sample(deck, 7)
        near = progress(contract, hand, BIRTHDAY)
        done = fulfils(contract, hand, BIRTHDAY) is not None
        assert (near.missing == 0) == done, (contract, hand, near)
        complete += done
    if contract in STATEMENTS:
        assert complete > 50


@pytest.mark.parametrize("contract", ALL_CHECKED)
def test_finding_the_needed_cards_completes_the_contract(contract: Contract) -> None:
    # Keep what progress keeps, add a card of each rank it needs: the contract is then complete.
    rng = random.Random(f"needs-{contract}")
    deck = [*STANDARD_52, JOKER, JOKER]
    for _ in range(500):
        hand = rng.sample(deck, 7)
        near = progress(contract, hand, BIRTHDAY)
        assert near.target is not None and len(near.keep) + near.missing == 7
        pool = Counter(deck)
        pool.subtract(near.keep)
        found = list(near.keep)
        for rank in near.needs:
            card = next(
                c
                for c in sorted(pool.elements(), key=str)
                if not c.is_joker
                and (rank == ANY_RANK or c.rank == rank)
                and (near.target.suit is None or c.suit == near.target.suit)
            )
            pool[card] -= 1
            found.append(card)
        assert fulfils(contract, found, BIRTHDAY) is not None, (hand, near, found)


def test_progress_names_what_a_full_full_house_still_needs() -> None:
    near = progress(Contract.FULL_FULL_HOUSE, parse_cards("7S 7H 7D 7C KS KH 2D"))
    assert near.missing == 1 and near.needs == (13,)
    assert Card.parse("2D") not in near.keep
    assert progress(Contract.NO_HAND_HAND, parse_cards("2D 5S")).missing == 2


# ---------------------------------------------------------------------------------------- laid out


@pytest.mark.parametrize("contract", sorted(STATEMENTS))
def test_a_completed_hand_is_laid_out_as_its_contract_reads(contract: Contract) -> None:
    # The round's end shows the winning hand this way: every card once, each joker with a rank
    # the contract lets it stand for, and the ranks so read still complete the contract.
    rng = random.Random(f"laid-out-{contract}")
    shown = 0
    for _ in range(2000):
        hand = near_misses(rng, contract)
        laid = laid_out(contract, hand, BIRTHDAY)
        if fulfils(contract, hand, BIRTHDAY) is None:
            assert laid is None
            continue
        assert laid is not None
        shown += 1
        assert Counter(card for card, _ in laid) == Counter(hand)
        plain, joker_ranks = STATEMENTS[contract]
        read = [card.rank if stand is None else stand for card, stand in laid]
        assert all((stand is None) == (not card.is_joker) for card, stand in laid)
        assert all(stand in joker_ranks for _, stand in laid if stand is not None)
        assert plain(read), (hand, laid)
        if contract is Contract.FIXED_STRAIGHT:
            # In run order: each rank follows the one before it (the ace between K and 2).
            high = [HIGH.get(rank, rank) for rank in read]
            assert all(b == a % 14 + 1 + (a == 14) for a, b in itertools.pairwise(high)), read
        if contract is Contract.BIRTHDAY_WISH:
            assert read == [7, 2, 3, 1, 9, 9, 5]  # the date as written: 7; 2 3; 1 9 9 5
    assert shown > 100


def test_a_big_flush_is_laid_out_low_to_high_and_no_hand_hand_is_empty() -> None:
    laid = laid_out(Contract.BIG_FLUSH, parse_cards("AS 9S 2S KS 5S JS 7S"))
    assert laid is not None and [str(card) for card, _ in laid] == ["2S", "5S", "7S", "9S", "JS", "KS", "AS"]
    assert laid_out(Contract.NO_HAND_HAND, []) == []
