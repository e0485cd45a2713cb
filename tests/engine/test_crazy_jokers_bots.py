"""Crazy Jokers' computer players: a declaration made from what the seat may see (no hand), and
Medium's play toward its contract."""

from __future__ import annotations

import random

import pytest

from game.ai import make_bot
from game.ai.bots import SearchBot
from game.engine import make_rules, parse_cards
from game.engine.games.crazy_jokers import CrazyJokersState, Phase
from game.engine.games.crazy_jokers.actions import Declare, Discard, Force, Steal
from game.engine.zones import by_zone
from game.variants import load_catalog

RULES = make_rules(load_catalog().get("crazy-jokers"))


def _at_declaration(players: int, seed: int) -> CrazyJokersState:
    state = RULES.new_state(players, seed)
    assert isinstance(state, CrazyJokersState)
    rng = random.Random(seed)
    while state.phase is Phase.PICK:
        RULES.apply(state, rng.choice(RULES.legal_actions(state)))
    return state


@pytest.mark.parametrize("seed", range(4))
def test_a_declaration_does_not_change_when_the_hidden_hand_is_re_dealt(seed: int) -> None:
    state = _at_declaration(3, seed)
    seat = state.to_move
    view = RULES.view(state, seat)
    bot = make_bot("medium", RULES)
    chosen = bot.choose(view, RULES.legal_actions(state), random.Random(99))
    assert isinstance(chosen, Declare)
    redealt = RULES.sample_state(view, random.Random(seed + 1000))
    assert isinstance(redealt, CrazyJokersState)
    assert redealt.hands[seat] != state.hands[seat]  # the hand really is another one
    again = bot.choose(RULES.view(redealt, seat), RULES.legal_actions(redealt), random.Random(99))
    assert again == chosen


def test_the_declaration_never_repeats_last_rounds_contract() -> None:
    state = _at_declaration(2, 3)
    seat = state.to_move
    state.last[seat] = None
    bot = make_bot("medium", RULES)
    first = bot.choose(RULES.view(state, seat), RULES.legal_actions(state), random.Random(1))
    assert isinstance(first, Declare)
    state.last[seat] = first.contract
    second = bot.choose(RULES.view(state, seat), RULES.legal_actions(state), random.Random(1))
    assert isinstance(second, Declare) and second.contract is not first.contract


def _position(hand0: str, contracts: list[str], waits: list[int] | None = None) -> CrazyJokersState:
    facts: dict[str, object] = {"phase": "play", "contracts": contracts}
    if waits:
        facts["waits"] = waits
    zones = {"hand:0": parse_cards(hand0)}
    if waits and waits[1]:
        zones["hand:1"] = []
        zones["flush:1"] = parse_cards("2H 3H 4H 5H 6H 7H 8H")
    state = RULES.setup(2, 5, by_zone(zones), to_move=0, facts=facts)
    assert isinstance(state, CrazyJokersState)
    return state


def test_medium_discards_a_card_that_does_not_count() -> None:
    state = _position("7S 7H 7D KS KH KD 2C", ["full-full-house", "odd-man-out"])
    RULES.apply(state, RULES.parse_action("draw"))
    bot = make_bot("medium", RULES)
    move = bot.choose(RULES.view(state, 0), RULES.legal_actions(state), random.Random(0))
    assert isinstance(move, Discard) and move.card not in parse_cards("7S 7H 7D KS KH KD")


def test_medium_steals_to_break_a_laid_big_flush() -> None:
    state = _position("X 4C 5C 9D 10D JS QS", ["fixed-straight", "big-flush"], waits=[0, 2])
    bot = make_bot("medium", RULES)
    move = bot.choose(RULES.view(state, 0), RULES.legal_actions(state), random.Random(0))
    assert move == Steal(1)


def test_medium_lays_a_useless_two_of_spades_to_force() -> None:
    state = _position("2S 7H 7D KS KH KD 7C", ["full-full-house", "odd-man-out"])
    state.stock.append(parse_cards("9C")[0])
    RULES.apply(state, RULES.parse_action("draw"))
    bot = make_bot("medium", RULES)
    move = bot.choose(RULES.view(state, 0), RULES.legal_actions(state), random.Random(0))
    assert move == Force(1)


def test_medium_beats_random_at_two_seats() -> None:
    medium = make_bot("medium", RULES)
    random_bot = make_bot("random", RULES)
    wins = 0.0
    games = 30
    for seed in range(games):
        seats = [medium, random_bot] if seed % 2 == 0 else [random_bot, medium]
        state = RULES.new_state(2, seed)
        rng = random.Random(seed)
        while not state.over:
            legal = RULES.legal_actions(state)
            state_view = RULES.view(state, state.to_move)
            RULES.apply(state, seats[state.to_move].choose(state_view, legal, rng))
        medium_seat = 0 if seed % 2 == 0 else 1
        wins += 1.0 if state.winners == (medium_seat,) else 0.0
    assert wins / games >= 0.8


def _with_waste(hand0: str, top: str, contracts: list[str]) -> CrazyJokersState:
    state = RULES.setup(
        2,
        5,
        by_zone({"hand:0": parse_cards(hand0), "waste": parse_cards(top)}),
        to_move=0,
        facts={"phase": "play", "contracts": contracts},
    )
    assert isinstance(state, CrazyJokersState)
    return state


def _search_moves(state: CrazyJokersState) -> list[str]:
    bot = make_bot("hard", RULES, iterations=10)
    assert isinstance(bot, SearchBot)
    return [str(action) for action in bot.heuristic.prune(state, RULES.legal_actions(state))]


def test_the_search_leaves_out_taking_a_top_the_contract_does_not_need() -> None:
    # A straight from 8 to the ace: the 3♣ fits no straight with these cards, the 9♣ does.
    straight = ["fixed-straight", "fixed-straight"]
    assert "take" not in _search_moves(_with_waste("8S 10H JD QC KS AH 4D", "3C", straight))
    assert "take" in _search_moves(_with_waste("8S 10H JD QC KS AH 4D", "9C", straight))


def test_the_search_steals_only_with_a_joker_the_hand_does_not_use() -> None:
    used = _with_waste("X 8S 10H JD QC KS AH", "4D", ["fixed-straight", "fixed-straight"])
    assert "steal 1" not in _search_moves(used)
    # Odd Man Out takes no joker (a Big Flush declarer, the other such hand, may not steal).
    spare = _with_waste("X 8S 10H JD QC KS AH", "4D", ["odd-man-out", "fixed-straight"])
    assert "steal 1" in _search_moves(spare)


def test_the_search_root_leans_on_the_plans_take_of_a_top_that_counts() -> None:
    state = _with_waste("8S 10H JD QC KS AH 4D", "9C", ["fixed-straight", "fixed-straight"])
    view = RULES.view(state, 0)
    legal = RULES.legal_actions(state)
    bot = make_bot("hard", RULES, iterations=10)
    assert isinstance(bot, SearchBot)
    priors = bot.heuristic.root_priors(view, legal)
    assert priors is not None
    assert [str(action) for action, prior in zip(legal, priors, strict=True) if prior == 1.0] == ["take"]


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_search_decides_the_same_whatever_the_hidden_cards(level: str) -> None:
    bot = make_bot(level, RULES, iterations=30)
    for seed in range(3):
        state = _at_declaration(2, seed)
        rng = random.Random(seed)
        for _ in range(6 + 3 * seed):  # into the play: declarations, draws, discards
            RULES.apply(state, rng.choice(RULES.legal_actions(state)))
        if state.over:
            continue
        seat = state.to_move
        view = RULES.view(state, seat)
        legal = RULES.legal_actions(state)
        first = bot.decide(view, legal, random.Random(seed)).action
        for other in range(3):
            sampled = RULES.sample_state(view, random.Random(100 * seed + other))
            assert RULES.view(sampled, seat) == view
            assert bot.decide(RULES.view(sampled, seat), legal, random.Random(seed)).action == first
