"""tools/declarations.py: the race model's fit finds paces it was given, the measure's report adds
up, bad arguments get clear messages; and policy_duel's whole matches."""

from __future__ import annotations

import random
import re

from game.engine.games.crazy_jokers.contracts import Contract
from tools.declarations import Model, Race, fit_model

from .helpers import run_tool

# Paces the synthetic races are run with (the shared factor and the birthday left at 1).
TRUE_PACE = {
    Contract.FULL_FULL_HOUSE: 0.1,
    Contract.FIXED_STRAIGHT: 1.0,
    Contract.BIG_FLUSH: 0.3,
    Contract.FACED_BY_EVENS: 0.3,
    Contract.BIRTHDAY_WISH: 0.3,
    Contract.ODD_MAN_OUT: 0.6,
    Contract.NO_HAND_HAND: 0.2,
}


def _synthetic_races(count: int, seats: int) -> list[Race]:
    """Races whose winners are drawn exactly as the model says, with ``TRUE_PACE``."""
    rng = random.Random(28)
    races = []
    for _ in range(count):
        contracts = tuple(rng.choice(list(Contract)) for _ in range(seats))
        paces = [TRUE_PACE[contract] for contract in contracts]
        winner = rng.choices(range(seats), weights=paces)[0]
        races.append(Race(contracts, (4.0,) * seats, winner, 60))
    return races


def test_the_fit_finds_the_paces_the_races_were_run_with() -> None:
    model = fit_model(_synthetic_races(6000, 3), per_card=1.0, mean_missing=4.0)
    assert isinstance(model, Model)
    for contract, pace in TRUE_PACE.items():
        assert abs(model.pace[contract] - pace) <= 0.15 * pace, (contract, model.pace[contract], pace)


def test_the_measure_reports_shares_that_add_up_and_every_round_finished() -> None:
    result = run_tool("declarations", "--levels", "medium", "--seats", "2", "--matches", "2")
    assert result.returncode == 0, result.stderr
    rows = re.findall(r"^    ([a-z-]+) +([\d.]+)% +\S+ +([\d.]+)% +\S+$", result.stdout, re.MULTILINE)
    assert [row[0] for row in rows] == [contract.value for contract in Contract]
    for column in (1, 2):
        assert abs(sum(float(row[column]) for row in rows) - 100.0) < 0.2, result.stdout
    # Two matches of ten rounds at two seats: 20 rounds, 4 first-round declarations.
    assert "first rounds: 4 declarations" in result.stdout
    assert "rounds nobody completed (the turn cap): 0 of 20" in result.stdout


def test_bad_arguments_are_named() -> None:
    result = run_tool("declarations", "--levels", "wizard")
    assert result.returncode == 2 and "no level 'wizard'" in result.stderr
    result = run_tool("declarations", "--seats", "2,5")
    assert result.returncode == 2 and "seats 2 to 4" in result.stderr
    result = run_tool("declarations", "--variant", "quatorze")
    assert result.returncode == 2 and "a Crazy Jokers variant" in result.stderr


def test_whole_matches_of_a_policy_against_itself_split_every_deal() -> None:
    medium = "game.ai.heuristics.crazy_jokers:CrazyJokersHeuristic"
    result = run_tool("policy_duel", "--variant", "crazy-jokers", "--match", "--b", medium, "--rounds", "2")
    assert result.returncode == 0, result.stderr
    assert "B 50.0% of 4 games" in result.stdout and "split 2" in result.stdout


def test_at_three_seats_b_sits_once_at_every_seat() -> None:
    # A policy against itself: each deal's winning seat is B's once in three seatings.
    medium = "game.ai.heuristics.crazy_jokers:CrazyJokersHeuristic"
    result = run_tool(
        "policy_duel", "--variant", "crazy-jokers", "--seats", "3", "--b", medium, "--rounds", "3"
    )
    assert result.returncode == 0, result.stderr
    assert "B 33.3% of 9 games" in result.stdout and "(an even share: 33.3%)" in result.stdout
    assert "won from all 3 seats 0, lost from all 0, split 3" in result.stdout
    refused = run_tool("policy_duel", "--variant", "crazy-jokers", "--seats", "5", "--b", medium)
    assert refused.returncode == 2 and "--seats: Crazy Jokers is for 2–4 players, not 5" in refused.stderr
