"""How many useful draws a Quatorze hand is from going out, on hands counted by hand."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

from game.ai.heuristics.quatorze_deficiency import Deficiency
from game.engine import Card, parse_cards
from game.engine.cards import JOKER, STANDARD_52
from game.engine.games.quatorze.melds import candidate_melds, card_at
from game.engine.games.quatorze.solver import solve

from .helpers import is_quatorze_meld


def deficiency(text: str, ends: str = "") -> int:
    table = 0
    for card in parse_cards(ends):
        table |= 1 << card.code
    return Deficiency(table).of(parse_cards(text))


def test_a_hand_of_whole_melds_goes_out_whatever_comes() -> None:
    assert deficiency("3H 4H 5H 4S 5S 6S") == 0
    assert deficiency("KS KD KC 7H 8H 9H 10H") == 0
    assert deficiency("5H 6H X") == 0  # the joker stands for the 4 or the 7


def test_one_card_over_whole_melds_waits_on_one_right_card() -> None:
    assert deficiency("3H 4H 5H 4S 5S 6S 7S 9C") == 1
    assert deficiency("4H 5H 4S 5S 6S 7S") == 1  # 3H or 6H: the 4-to-7 keeps its four


def test_partial_melds_count_only_while_their_draws_fit_the_hand() -> None:
    # Two pairs and two loose cards: a pair, then the other, each one right draw away.
    assert deficiency("5H 6H 9C 9D 2S KC") == 2
    # Five cards: one three-card meld fits beside nothing, so the second pair is no help.
    assert deficiency("5H 6H 9C 9D 2S") == 3
    assert deficiency("5H 6H 9C KD 2S") == 3


def test_the_ace_ends_a_run_high_or_low_never_both() -> None:
    assert deficiency("QS KS AS") == 0
    assert deficiency("AS 2S 3S") == 0
    assert deficiency("KS AS 2S") == 1  # not a run: K-A waits on the Q, A-2 on the 3
    assert deficiency("KS AS 9D") == 1  # the QS makes Q-K-A, and the 9D goes


def test_a_set_wants_different_suits_and_a_meld_one_joker() -> None:
    assert deficiency("7H 7H 7S") == 1  # the two decks' 7H make no set together
    assert deficiency("7H 7S 7D 7C 7H") == 1  # a fifth 7 fits no set
    assert deficiency("X X 5H") == 1  # one joker to a meld
    assert deficiency("X X 2C 3C 4C") == 1
    assert deficiency("7H 7S 7D 7C X") == 1  # a set holds four


def test_a_seat_that_is_down_counts_what_the_table_takes() -> None:
    # On a 5-6-7 of diamonds the 8D lays off: then any end drawn goes too, and the KC out.
    assert deficiency("8D KC", ends="4D 8D") == 1
    assert deficiency("8D KC") == 2
    assert deficiency("8D 9D KC") == 1  # the 7D or the 10D makes a run, and the KC goes


def random_hand(rng: random.Random, size: int) -> list[Card]:
    deck = [*STANDARD_52, *STANDARD_52, JOKER, JOKER]
    return rng.sample(deck, size)


def whole_melds(rng: random.Random) -> list[Card]:
    """A few random complete melds (sets of different suits, runs), at most one joker each."""
    cards: list[Card] = []
    for _ in range(rng.randint(1, 4)):
        if rng.random() < 0.5:
            rank = rng.randint(1, 13)
            meld = [card_at(rank, suit) for suit in rng.sample("CDHS", rng.randint(3, 4))]
        else:
            suit = rng.choice("CDHS")
            start = rng.randint(1, 12)
            end = rng.randint(start + 2, min(14, start + 5))
            meld = [card_at(position, suit) for position in range(start, end + 1)]
        if rng.random() < 0.3:
            meld[rng.randrange(len(meld))] = JOKER
        cards.extend(meld)
    return cards


def fully_laid(hand: list[Card]) -> bool:
    """The meld solver's answer: every card of the hand in a meld."""
    return not solve(hand, keep_one=False).least_deadwood.kept  # type: ignore[union-attr]


def test_deficiency_is_zero_exactly_when_the_meld_solver_lays_every_card() -> None:
    rng = random.Random(13)
    counter = Deficiency()
    checked = laid = 0
    for trial in range(600):
        hand = whole_melds(rng) if trial % 2 else random_hand(rng, rng.randint(3, 9))
        if hand.count(JOKER) > 2 or any(hand.count(card) > 2 for card in hand if not card.is_joker):
            continue
        checked += 1
        laid += fully_laid(hand)
        assert (counter.of(hand) == 0) == fully_laid(hand), hand
    assert checked > 400 and laid > 150  # both answers met many times


def test_a_whole_meld_added_never_hurts_and_alone_changes_nothing() -> None:
    rng = random.Random(29)
    counter = Deficiency()
    meld = [card_at(rank, "H") for rank in (9, 10, 11)]
    apart = 0
    for _ in range(600):
        hand = random_hand(rng, rng.randint(2, 8))
        if any(hand.count(card) > 1 for card in meld):
            continue
        assert counter.of(hand + meld) <= counter.of(hand), hand
        if all(not card.is_joker and card.suit != "H" and card.rank not in (9, 10, 11) for card in hand):
            apart += 1  # nothing in the hand can join the meld's cards
            assert counter.of(hand + meld) == counter.of(hand), hand
    assert apart > 50


def _partial(first: Card, second: Card) -> bool:
    """Two cards one more card makes a meld of: a natural card and a joker, or two naturals a
    third natural card completes (asked of the rules' ``make_meld``)."""
    if first.is_joker or second.is_joker:
        return not (first.is_joker and second.is_joker)
    return any(is_quatorze_meld([first, second, third]) for third in STANDARD_52)


def brute_deficiency(hand: list[Card], ends: int = 0) -> int:
    """Every way to set disjoint groups aside (the rules' candidate melds, cards laid off on the
    table, partials), then the docstring's count: the most partials and singles whose draws fit
    the turns, ``3(p + s) <= n - C``, and the deficiency ``n - C - 2p - s``."""
    size = len(hand)
    groups: list[tuple[Counter[Card], int, int]] = []  # (cards, complete cards, partials)
    for meld in candidate_melds(hand):
        groups.append((Counter(meld.cards), len(meld.cards), 0))
    for card in set(hand):
        if not card.is_joker and ends >> card.code & 1:
            groups.append((Counter([card]), 1, 0))
    for first, second in combinations(sorted(set(hand), key=lambda card: card.code), 2):
        if _partial(first, second):
            groups.append((Counter([first, second]), 0, 1))
    shapes: set[tuple[int, int]] = set()

    def take(index: int, left: Counter[Card], complete: int, partials: int) -> None:
        shapes.add((complete, partials))
        for at in range(index, len(groups)):
            cards, more, pairs = groups[at]
            if all(left[card] >= count for card, count in cards.items()):
                take(at, left - cards, complete + more, partials + pairs)

    take(0, Counter(hand), 0, 0)
    best = size
    for complete, partials in shapes:
        rest = size - complete
        for pairs in range(partials + 1):
            for singles in range(rest - 2 * pairs + 1):
                if 3 * (pairs + singles) <= rest:
                    best = min(best, rest - 2 * pairs - singles)
    return best


def test_deficiencies_agree_with_every_way_to_set_a_small_hand_out() -> None:
    # Seeded hands of two decks and jokers, some with table ends to lay off on; one table is
    # asked every hand (its remembered sub-hands and answers shared) and a fresh one too.
    rng = random.Random(30)
    deck = [*STANDARD_52, *STANDARD_52, JOKER, JOKER]
    shared = {0: Deficiency(0)}
    for number in range(160):
        hand = rng.sample(deck, rng.randrange(3, 8))
        ends = 0
        if number % 3 == 0:
            for card in rng.sample(STANDARD_52, 6):
                ends |= 1 << card.code
        expected = brute_deficiency(hand, ends)
        table = shared.setdefault(ends, Deficiency(ends))
        assert table.of(hand) == expected, [str(card) for card in hand]
        assert table.of(list(reversed(hand))) == expected  # asked again: the answer remembered
        assert Deficiency(ends).of(hand) == expected
