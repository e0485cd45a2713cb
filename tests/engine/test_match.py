"""The match layer: elimination rounds shrink the table until one seat remains."""

from __future__ import annotations

import random

from game.engine import make_rules
from game.engine.match import Match
from game.variants import load_catalog


def _play_round(match: Match, rng: random.Random) -> None:
    state = match.start_round()
    while not state.over:
        legal = match.rules.legal_actions(state)
        match.rules.apply(state, legal[rng.randrange(len(legal))])
    match.finish_round()


def test_elimination_match_drops_one_seat_a_round_until_a_winner() -> None:
    match = Match(make_rules(load_catalog().get("q2j-elimination")), players=5, seed=8)
    rng = random.Random(8)
    while not match.over:
        _play_round(match, rng)
    assert len(match.rounds) == 4
    eliminated = [seat for record in match.rounds for seat in record.eliminated]
    assert len(set(eliminated)) == 4
    assert match.winners == tuple(set(range(5)) - set(eliminated))
    assert [len(r.placings) for r in match.rounds] == [5, 4, 3, 2]


def test_a_single_game_match_is_one_round() -> None:
    match = Match(make_rules(load_catalog().get("q2j")), players=3, seed=2)
    _play_round(match, random.Random(2))
    assert match.over and len(match.rounds) == 1
    assert match.winners == match.rounds[0].winners


def test_a_match_number_replays_the_same_rounds() -> None:
    rules = make_rules(load_catalog().get("q2j-elimination"))
    seeds = []
    for _ in range(2):
        match = Match(rules, players=4, seed=99)
        rng = random.Random(1)
        while not match.over:
            _play_round(match, rng)
        seeds.append([(r.seed, r.eliminated) for r in match.rounds])
    assert seeds[0] == seeds[1]
