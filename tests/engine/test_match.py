"""The match layer: elimination rounds shrink the table until one seat remains; scored\nrounds add up until one seat is left under the threshold (points-out) or the rounds run out."""

from __future__ import annotations

import random
from pathlib import Path

from game.engine import make_rules
from game.engine.games.quatorze.state import QuatorzeState
from game.engine.match import Match, RoundRecord
from game.engine.rules import MatchMode
from game.files import saves
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


# ---------------------------------------------------------------- scored matches (Quatorze)


def _finish_at_once(match: Match, points: tuple[int, ...]) -> RoundRecord:
    """Deal the next round and end it at once, scoring ``points`` (deal seat order): the
    points a Quatorze round ends with, which its ``round_result`` hands to the match."""
    state = match.start_round()
    assert isinstance(state, QuatorzeState)
    state.points = points
    state.finish((min(range(len(points)), key=lambda seat: points[seat]),), "scripted")
    return match.finish_round()


def test_the_201st_point_puts_a_seat_out_and_200_does_not() -> None:
    rules = make_rules(load_catalog().get("quatorze"))
    match = Match(rules, players=3, seed=5)
    first = _finish_at_once(match, (200, 201, -30))
    assert first.eliminated == (1,) and match.active == [0, 2] and not match.over
    assert match.scores == [200, 201, -30]
    second = _finish_at_once(match, (1, -30))
    assert second.eliminated == (0,) and second.points == (1, 0, -30)
    assert match.over and match.winners == (2,)


def test_when_every_seat_left_crosses_at_once_the_lowest_total_wins() -> None:
    rules = make_rules(load_catalog().get("quatorze"))
    match = Match(rules, players=3, seed=6)
    _finish_at_once(match, (150, 180, 190))
    _finish_at_once(match, (60, 30, 20))
    assert match.scores == [210, 210, 210] and match.over and match.winners == (0, 1, 2)


def test_a_points_out_match_ends_at_the_round_cap_with_the_lowest_total() -> None:
    rules = make_rules(load_catalog().get("quatorze"))
    rules.round_cap = 3
    match = Match(rules, players=3, seed=7)
    # Whoever goes out keeps the totals falling: nobody would ever reach 201.
    for points in [(-30, 5, 8), (4, -30, 9)]:
        _finish_at_once(match, points)
    assert not match.over
    _finish_at_once(match, (7, 2, -30))
    assert match.over and match.scores == [-19, -23, -13] and match.winners == (1,)


def test_the_dealer_moves_right_each_round_and_skips_seats_that_are_out() -> None:
    rules = make_rules(load_catalog().get("quatorze"))
    match = Match(rules, players=4, seed=10)  # its first dealer is seat 1
    dealers = []
    for points in [(0, 0, 0, 0), (0, 0, 0, 300), (0, 0, 0)]:
        state = match.start_round()
        dealers.append(match.to_match_seat(rules.public_facts(state)["dealer"]))  # type: ignore[arg-type]
        assert isinstance(state, QuatorzeState)
        state.points = points
        state.finish((0,), "scripted")
        match.finish_round()
    # Right of seat 1 is seat 0, then seat 3; seat 3 went out after round 2, so seat 2 deals.
    assert dealers == [1, 0, 2]


def test_a_scored_round_passes_the_running_totals_to_the_next_deal() -> None:
    rules = make_rules(load_catalog().get("quatorze"))
    match = Match(rules, players=3, seed=2)
    _finish_at_once(match, (40, -30, 12))
    state = match.start_round()
    facts = rules.public_facts(state)
    assert facts["scores"] == [40, -30, 12] and facts["round"] == 2 and facts["out_at"] == 201


def test_fixed_rounds_end_after_the_limit_with_the_highest_total() -> None:
    rules = make_rules(load_catalog().get("quatorze"))
    rules.match_mode = MatchMode.FIXED_ROUNDS
    rules.match_limit = 2
    match = Match(rules, players=2, seed=3)
    _finish_at_once(match, (10, 30))
    assert not match.over
    _finish_at_once(match, (25, 0))
    assert match.over and match.winners == (0,) and match.scores == [35, 30]


def test_a_quatorze_match_played_out_ends_with_one_seat_under_201() -> None:
    rules = make_rules(load_catalog().get("quatorze"))
    match = Match(rules, players=3, seed=4)
    rng = random.Random(4)
    while not match.over:
        _play_round(match, rng)
    (winner,) = match.winners
    assert match.scores[winner] < 201
    assert all(match.scores[seat] >= 201 for seat in range(3) if seat != winner)
    assert sum(len(record.eliminated) for record in match.rounds) == 2


def test_a_saved_quatorze_match_replays_its_rounds_scores_and_dealer(tmp_path: Path) -> None:
    catalog = load_catalog()
    rules = make_rules(catalog.get("quatorze"))
    match = Match(rules, players=3, seed=21)
    rng = random.Random(21)
    _play_round(match, rng)
    state = match.start_round()
    for _ in range(25):
        legal = rules.legal_actions(state)
        rules.apply(state, legal[rng.randrange(len(legal))])
    seats = [saves.Seat(name) for name in ("Ann", "Basil", "Cy")]
    path = saves.write(saves.record(match, "quatorze", seats), tmp_path / "q.yaml")
    restored, _, message = saves.load_or_set_aside(catalog, path)
    assert message == "" and restored is not None and restored.state is not None
    assert restored.scores == match.scores and restored.dealer == match.dealer
    assert rules.state_text(restored.state) == rules.state_text(state)
