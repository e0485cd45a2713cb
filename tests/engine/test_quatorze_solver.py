"""The meld solver, checked against hand-made cases and an independent brute force.

The brute force knows nothing of the solver's masks and options: it offers
every sub-multiset of the hand (a joker with every card of a natural's rank or
suit as its stand-in) to ``make_meld``, tries every partition into those
melds, and lays the leftovers off one card at a time with ``extended``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from functools import cache
from itertools import combinations

import pytest

from game.engine import Card, parse_cards
from game.engine.cards import JOKER, SUITS, build_deck
from game.engine.games.quatorze.melds import (
    IllegalMeld,
    Meld,
    candidate_melds,
    card_points,
    extended,
    make_meld,
    parse_meld,
)
from game.engine.games.quatorze.solver import (
    Arrangement,
    Goal,
    _candidates,
    best_arrangement,
    clear_cache,
    layoff_options,
    solve,
)

# (points laid, deadwood kept, cards kept, required card down) for one way to lay a hand down.
Outcome = tuple[int, int, int, bool]


def melds(*texts: str) -> list[Meld]:
    return [make_meld(*parse_meld(text)) for text in texts]


def stand_ins(chosen: Sequence[Card]) -> list[Card | None]:
    if JOKER not in chosen:
        return [None]
    natural = next(card for card in chosen if not card.is_joker)
    same_rank = [Card(natural.rank, suit) for suit in SUITS]
    same_suit = [Card(rank, natural.suit) for rank in range(1, 14)]
    return [*same_rank, *same_suit]


def brute_outcomes(hand: Sequence[Card], table: Sequence[Meld], required: Card | None) -> set[Outcome]:
    """Every outcome of every partition of ``hand`` into melds, lay-offs and kept cards."""
    cards = tuple(sorted(hand, key=lambda card: card.code))
    every = (1 << len(cards)) - 1
    valid: list[tuple[int, int]] = []  # (positions mask, points)
    for size in range(3, len(cards) + 1):
        for positions in combinations(range(len(cards)), size):
            chosen = [cards[index] for index in positions]
            for stand_in in stand_ins(chosen):
                try:
                    made = make_meld(chosen, stand_in)
                except IllegalMeld:
                    continue
                valid.append((sum(1 << index for index in positions), made.points()))

    def required_in(mask: int) -> bool:
        return required is None or any(
            mask >> index & 1 and cards[index] is required for index in range(len(cards))
        )

    @cache
    def partitions(free: int) -> frozenset[tuple[int, int]]:
        """(points, cards laid mask) of every way to lay melds from the positions in ``free``."""
        found = {(0, 0)}
        for mask, points in valid:
            if mask & free == mask and mask & -mask == free & -free:
                found |= {(points + more, mask | laid) for more, laid in partitions(free & ~mask)}
        if free:
            found |= partitions(free & ~(free & -free))
        return frozenset(found)

    @cache
    def layoffs(free: int, on_table: tuple[Meld, ...]) -> frozenset[tuple[int, int]]:
        """(points, cards laid mask) of every sequence of single-card lay-offs."""
        found = {(0, 0)}
        for index in range(len(cards)):
            if not free >> index & 1:
                continue
            for target, meld in enumerate(on_table):
                for stand_in in stand_ins([cards[index], *meld.stands]) if cards[index].is_joker else [None]:
                    try:
                        grown = extended(meld, cards[index], stand_in)
                    except IllegalMeld:
                        continue
                    worth = grown.points() - meld.points()
                    after = (*on_table[:target], grown, *on_table[target + 1 :])
                    found |= {
                        (worth + more, laid | 1 << index)
                        for more, laid in layoffs(free & ~(1 << index), after)
                    }
        return frozenset(found)

    outcomes: set[Outcome] = set()
    for points, laid in partitions(every):
        for more, laid_off in layoffs(every & ~laid, tuple(table)):
            down = laid | laid_off
            kept = [cards[index] for index in range(len(cards)) if not down >> index & 1]
            outcomes.add((points + more, sum(map(card_points, kept)), len(kept), required_in(down)))
    return outcomes


def brute_best(outcomes: set[Outcome], goal: Goal, keep_one: bool) -> int | None:
    allowed = [outcome for outcome in outcomes if outcome[3] and (outcome[2] > 0 or not keep_one)]
    if not allowed:
        return None
    if goal is Goal.MOST_POINTS:
        return max(points for points, *_ in allowed)
    return min(deadwood for _, deadwood, *_ in allowed)


def check_arrangement(
    hand: Sequence[Card], table: Sequence[Meld], found: Arrangement, required: Card | None
) -> None:
    """The arrangement is real: its melds are melds, its lay-offs apply in order, no card is invented."""
    laid: list[Card] = []
    points = 0
    for meld in found.melds:
        assert make_meld(meld.cards, meld.joker_stand) == meld
        laid.extend(meld.cards)
        points += meld.points()
    grown = list(table)
    for layoff in found.layoffs:
        before = grown[layoff.target]
        grown[layoff.target] = extended(before, layoff.card, layoff.joker_as)
        points += grown[layoff.target].points() - before.points()
        laid.append(layoff.card)
    assert Counter(laid) + Counter(found.kept) == Counter(hand)
    assert found.points == points
    if required is not None:
        assert required in laid


def solver_best(found: Arrangement | None, goal: Goal) -> int | None:
    if found is None:
        return None
    return found.points if goal is Goal.MOST_POINTS else found.deadwood


NARROW = [Card(rank, suit) for rank in (1, 2, 3, 4, 5, 12, 13) for suit in SUITS]


def random_hands(count: int, seed: int) -> Iterator[tuple[list[Card], list[Meld], Card | None, bool]]:
    """Hands that meld often: cards from a narrow slice of two decks (aces at both ends), jokers often."""
    rng = random.Random(seed)
    wide = build_deck(2, 2)
    for number in range(count):
        size = rng.randint(6, 10)
        if number % 4 == 0:
            hand = rng.sample(wide, size)
        else:
            hand = rng.sample(NARROW * 2, size - (jokers := rng.choice((0, 1, 1, 2)))) + [JOKER] * jokers
        required = rng.choice(hand) if rng.random() < 0.3 else None
        yield hand, [], required, rng.random() < 0.8


def random_tables(count: int, seed: int) -> Iterator[tuple[list[Card], list[Meld], Card | None, bool]]:
    """Small hands beside two or three table melds from the same slice."""
    rng = random.Random(seed)
    on_table = melds("2H 3H 4H", "QS KS AS", "AC 2C 3C", "5D 5S 5C", "X=AH AS AD", "3D X=4D 5D", "QC KC X=AC")
    for _ in range(count):
        size = rng.randint(4, 7)
        jokers = rng.choice((0, 1, 1, 2))
        hand = rng.sample(NARROW * 2, size - jokers) + [JOKER] * jokers
        required = rng.choice(hand) if rng.random() < 0.3 else None
        yield hand, rng.sample(on_table, rng.randint(1, 3)), required, rng.random() < 0.8


def compare(cases: Iterator[tuple[list[Card], list[Meld], Card | None, bool]]) -> None:
    for hand, table, required, keep_one in cases:
        outcomes = brute_outcomes(hand, table, required)
        for goal in Goal:
            found = best_arrangement(hand, goal, table=table, keep_one=keep_one, required=required)
            context = (
                f"{' '.join(map(str, hand))} | table {[str(m) for m in table]} | {goal} {required} {keep_one}"
            )
            assert solver_best(found, goal) == brute_best(outcomes, goal, keep_one), context
            if found is not None:
                check_arrangement(hand, table, found, required)
                assert not keep_one or found.kept, context


@pytest.mark.parametrize("seed", range(4))
def test_agrees_with_the_brute_force_on_random_hands(seed: int, request: pytest.FixtureRequest) -> None:
    compare(random_hands(1500 if request.config.run_slow else 150, seed))  # type: ignore[attr-defined]


@pytest.mark.parametrize("seed", range(2))
def test_agrees_with_the_brute_force_with_table_melds(seed: int, request: pytest.FixtureRequest) -> None:
    compare(random_tables(1000 if request.config.run_slow else 100, seed))  # type: ignore[attr-defined]


def test_most_points_and_least_deadwood_can_differ() -> None:
    # A low ace scores 1 toward the opening but sheds 11 points from the hand.
    found = solve(parse_cards("AH 2H 3H 3S 3D 9C"))
    assert found.most_points is not None and found.least_deadwood is not None
    assert [str(meld) for meld in found.most_points.melds] == ["3S 3H 3D"]
    assert (found.most_points.points, found.most_points.deadwood) == (9, 22)
    assert [str(meld) for meld in found.least_deadwood.melds] == ["AH 2H 3H"]
    assert (found.least_deadwood.points, found.least_deadwood.deadwood) == (6, 15)


@pytest.mark.parametrize(
    ("hand", "points", "opens"),
    [
        ("7H 7S 7D JH QH KH 2C", 51, True),
        ("7H 7S 7D 9H 10H JH 2C", 50, False),
        ("QS KS AS AH 2H 3H 4H 9C", 41, False),
        ("QS KS AS AD KD QD JD 9C", 72, True),
        ("X X 10S JS QS 10H 10D 2C", 70, True),
        ("7H 7H 7S 7D 7C 8S 9S 4C", 45, False),
    ],
)
def test_the_opening_is_reached_at_51(hand: str, points: int, opens: bool) -> None:
    found = solve(parse_cards(hand))
    assert found.most_points is not None
    assert found.most_points.points == points
    assert found.opens is opens


def test_a_higher_opening_is_a_parameter() -> None:
    assert not solve(parse_cards("7H 7S 7D JH QH KH 2C"), opening=61).opens


def test_two_decks_do_not_make_a_set_of_twins() -> None:
    found = solve(parse_cards("7H 7H 7S 2C"))
    assert found.most_points is not None and found.most_points.melds == ()


def test_two_jokers_go_to_two_melds() -> None:
    found = solve(parse_cards("X X 5H 6H 9C 9D 2S"))
    assert found.most_points is not None
    assert [meld.cards.count(JOKER) for meld in found.most_points.melds] == [1, 1]
    assert found.most_points.points == 18 + 27
    assert found.most_points.kept == (Card.parse("2S"),)


def test_keep_one_leaves_a_card_for_the_discard() -> None:
    hand = parse_cards("AH 2H 3H QS KS AS")
    kept = best_arrangement(hand, Goal.LEAST_DEADWOOD)
    assert kept is not None and kept.deadwood == 16  # AH 2H 3H stay, the cheaper meld to keep
    everything = best_arrangement(hand, Goal.LEAST_DEADWOOD, keep_one=False)
    assert everything is not None and everything.kept == ()


def test_a_taken_discard_must_go_down() -> None:
    hand = parse_cards("7H 7S 7D 8H 9H 2C")
    free = best_arrangement(hand, Goal.MOST_POINTS)
    assert free is not None and free.points == 24  # 7H 8H 9H beats the set of sevens
    taken = best_arrangement(hand, Goal.MOST_POINTS, required=Card.parse("7S"))
    assert taken is not None and taken.points == 21
    assert best_arrangement(hand, Goal.MOST_POINTS, required=Card.parse("2C")) is None


def test_lay_offs_extend_the_table_from_both_ends() -> None:
    table = melds("5H 6H 7H", "9S 9H 9D 9C")
    found = best_arrangement(parse_cards("3H 4H 8H 9H 2C"), Goal.LEAST_DEADWOOD, table=table)
    assert found is not None
    assert [str(layoff) for layoff in found.layoffs] == ["4H on 0", "3H on 0", "8H on 0", "9H on 0"]
    assert found.kept == (Card.parse("2C"),)


def test_a_lone_joker_is_laid_off_where_it_is_worth_most() -> None:
    found = best_arrangement(parse_cards("X 2C"), Goal.MOST_POINTS, table=melds("2H 3H 4H", "KS KD KC"))
    assert found is not None and [str(layoff) for layoff in found.layoffs] == ["X=KH on 1"]


def test_layoff_options_list_each_card_and_place() -> None:
    table = melds("QS KS AS", "2H 3H 4H", "7S 7H 7D 7C")
    found = [str(layoff) for layoff in layoff_options(parse_cards("JS 2S AH 5H 7C X"), table)]
    assert found == ["JS on 0", "X=JS on 0", "AH on 1", "5H on 1", "X=AH on 1", "X=5H on 1"]


def test_the_solver_takes_each_hands_candidate_melds_whole_from_its_pieces() -> None:
    # The solver assembles a hand's candidates from the pieces (a rank's sets, a suit's runs) it
    # has met before; they must be the rules' candidate melds of the whole hand, in their order,
    # with each meld's cards as bits, its jokers, its points and what it takes from the hand.
    rng = random.Random(61)
    deck = [*build_deck(), *build_deck(), JOKER, JOKER]
    for number in range(300):
        if number % 100 == 0:
            clear_cache()
        hand = rng.sample(deck, rng.randrange(1, 18))
        found = _candidates(hand)
        assert [entry[0] for entry in found] == candidate_melds(hand)
        for meld, mask, jokers, points, removed in found:
            assert mask == sum(1 << card.code for card in meld.cards if not card.is_joker)
            assert jokers == meld.cards.count(JOKER)
            assert points == meld.points()
            assert removed == sum(card_points(card) for card in meld.cards)


def test_remembered_lay_offs_give_the_arrangements_worked_out_afresh() -> None:
    # A table meld's lay-offs are remembered by the hand's cards of its rank or suit: hands
    # differing elsewhere share them. Each hand's arrangements, solved among many hands beside
    # the same melds, must be those solved with nothing remembered.
    rng = random.Random(62)
    on_table = melds("2H 3H 4H", "QS KS AS", "AC 2C 3C", "5D 5S 5C", "X=AH AS AD", "3D X=4D 5D", "9H 10H JH")
    cases = []
    for _ in range(400):
        jokers = rng.choice((0, 0, 1, 2))
        hand = rng.sample(NARROW * 2 + build_deck(), rng.randint(4, 9) - jokers) + [JOKER] * jokers
        cases.append((hand, rng.sample(on_table, rng.randint(1, 4))))
    clear_cache()
    warm = [solve(hand, table=table) for hand, table in cases]
    laid_off = 0
    for (hand, table), remembered in zip(cases, warm, strict=True):
        clear_cache()
        fresh = solve(hand, table=table)
        for goal in ("most_points", "least_deadwood"):
            assert getattr(remembered, goal) == getattr(fresh, goal), f"{hand} {[str(m) for m in table]}"
        laid_off += bool(fresh.least_deadwood and fresh.least_deadwood.layoffs)
    assert laid_off > 100  # lay-offs are common among the cases
