"""Rules audit of whole matches played out: what carries from round to round.

Each assertion is counted from the seed text or RULINGS.md (quoted beside it), on matches
played by seeded random moves, never from what the engine reports of itself.
"""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from game.engine import make_rules
from game.engine.games.crazy_jokers import CrazyJokersState
from game.engine.games.q2j import Q2JState
from game.engine.match import Match
from game.variants import load_catalog

CATALOG = load_catalog()


def _play_out(match: Match, rng: random.Random) -> None:
    state = match.state
    assert state is not None
    while not state.over:
        legal = match.rules.legal_actions(state)
        match.rules.apply(state, legal[rng.randrange(len(legal))])


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_crazy_jokers_ten_rounds_no_contract_twice_running_and_the_highest_total_wins(
    players: int, seed: int
) -> None:
    # RULINGS: "Nobody declares the contract they declared in the round before"; "Rounds: 10 by
    # default; highest total wins"; seed: "The player with the highest score after a set of
    # custom rounds is declared the winner."
    match = Match(make_rules(CATALOG.get("crazy-jokers")), players=players, seed=seed)
    rng = random.Random(seed)
    declared: list[list[str]] = []
    totals = [0] * players
    while not match.over:
        state = match.start_round()
        _play_out(match, rng)
        assert isinstance(state, CrazyJokersState)
        declared.append([str(contract) for contract in state.contracts])
        points = state.points()
        for deal_seat, scored in enumerate(points):
            totals[match.to_match_seat(deal_seat)] += scored
        match.finish_round()
    assert len(declared) == 10
    for before, after in pairwise(declared):
        assert all(b != a for b, a in zip(before, after, strict=True))
    assert match.scores == totals
    best = max(totals)
    assert match.winners == tuple(seat for seat in range(players) if totals[seat] == best)


@pytest.mark.parametrize(("players", "seed"), [(3, 4), (5, 5)])
def test_q2j_elimination_the_last_holder_sits_out_every_later_round(players: int, seed: int) -> None:
    # Seed: "many games are played with multiple rounds with the last player remaining from
    # each game being eliminated from the next round. This happens until one player remains,
    # and is declared the winner." RULINGS: "the round goes on until one player still holds
    # cards; that player is out of the next round".
    match = Match(make_rules(CATALOG.get("q2j-elimination")), players=players, seed=seed)
    rng = random.Random(seed)
    out: list[int] = []
    while not match.over:
        state = match.start_round()
        seats = list(match.seats_in_round)
        assert not set(seats) & set(out)
        _play_out(match, rng)
        assert isinstance(state, Q2JState)
        assert state.end_reason != "turn cap"  # these seeds end every round by the rules
        holders = [seat for seat in range(len(seats)) if state.hands[seat]]
        assert len(holders) == 1
        out.append(seats[holders[0]])
        match.finish_round()
    assert len(out) == players - 1
    assert match.winners == tuple(set(range(players)) - set(out))
