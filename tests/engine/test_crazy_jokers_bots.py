"""Crazy Jokers' computer players: a declaration made from what the seat may see (no hand), and
Medium's play toward its contract."""

from __future__ import annotations

import random

import pytest

from game.ai import make_bot
from game.engine import make_rules, parse_cards
from game.engine.games.crazy_jokers import CrazyJokersState, Phase
from game.engine.games.crazy_jokers.actions import Declare, Discard, Force, Steal
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
    state = RULES.setup(2, 5, zones, to_move=0, facts=facts)
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
