"""Every level plays every variant to the end, answers every kind of decision, and is ranked."""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any

import pytest

from game.ai import LEVELS, make_bot
from game.ai.base import Bot
from game.ai.tournament import GameRecord, jobs_for, run_jobs
from game.engine import Rules, State, parse_cards
from game.engine.match import Match
from game.engine.zones import by_zone

from .helpers import rules_for, table_sizes, variant_ids

SMALL = {"iterations": 12}


def _bot(level: str, variant: str) -> Bot:
    rules = rules_for(variant)
    return make_bot(level, rules, **SMALL) if level in ("hard", "expert") else make_bot(level, rules)


def _play_match(variant: str, levels: list[str], seed: int) -> tuple[Counter[str], Match]:
    """A whole match; returns the Q2J phases in which a bot had a real choice."""
    rules = rules_for(variant)
    bots = [_bot(level, variant) for level in levels]
    rng = random.Random(seed)
    match = Match(rules, len(levels), seed)
    phases: Counter[str] = Counter()
    while not match.over:
        state = match.start_round()
        while not state.over:
            seat = match.to_match_seat(state.to_move)
            legal = rules.legal_actions(state)
            view = rules.view(state, state.to_move)
            decision = bots[seat].decide(view, legal, rng)
            assert decision.action in legal
            assert decision.reason
            assert not re.search(r"\bseat \d|\d:\d", decision.reason), decision.reason
            if len(legal) > 1:
                phases[str(view.public.get("phase", "-"))] += 1
            rules.apply(state, decision.action)
        match.finish_round()
    return phases, match


@pytest.mark.parametrize("variant", variant_ids())
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_every_variant(variant: str, level: str) -> None:
    for players in table_sizes(variant):
        lineup = [level] + ["random"] * (players - 1)
        _, match = _play_match(variant, lineup, seed=players)
        assert match.over and match.rounds


def test_search_bots_answer_joe_and_drawn_card_decisions() -> None:
    seen: Counter[str] = Counter()
    for seed in range(12):
        phases, _ = _play_match("q2j-play-drawn", ["hard", "expert", "medium"], seed)
        seen.update(phases)
    assert seen["respond"] > 0, "no Joe decision came up"
    assert seen["drawn"] > 0, "no drawn-card decision came up"
    assert seen["play"] > 0


def _q2j_respond_position() -> tuple[Rules[Any], State]:
    rules = rules_for("q2j")
    zones = {
        "hand:0": parse_cards("JH 5C"),
        "hand:1": parse_cards("3D 4D 9S"),
        "discard": parse_cards("2C QS QH"),
    }
    facts = {"phase": "respond", "qsq_player": 1, "responders": []}
    state = rules.setup(2, 0, by_zone(zones), to_move=0, facts=facts)
    return rules, state


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_every_thinking_level_says_joe_with_a_jack(level: str) -> None:
    rules, state = _q2j_respond_position()
    legal = rules.legal_actions(state)
    assert [str(action) for action in legal] == ["joe JH", "draw"]
    decision = _bot(level, "q2j").decide(rules.view(state, 0), legal, random.Random(1))
    assert str(decision.action) == "joe JH"


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_war_knocks_out_the_last_card(level: str) -> None:
    rules = rules_for("q2j-war")
    zones = {
        "field:0": parse_cards("3S 9H KD"),
        "field:1": parse_cards("8C"),
        "pile:0": parse_cards("2H"),
        "pile:1": parse_cards("QC"),
    }
    state = rules.setup(2, 0, by_zone(zones), to_move=0)
    legal = rules.legal_actions(state)
    decision = _bot(level, "q2j-war").decide(rules.view(state, 0), legal, random.Random(3))
    assert str(decision.action) in ("attack 1 1:0", "attack 2 1:0")


def _score(records: list[GameRecord], level: str) -> float:
    total = games = 0.0
    for record in records:
        for seat, seated in enumerate(record.lineup):
            if seated == level:
                total += record.scores[seat]
                games += 1
    return total / games


@pytest.mark.parametrize(
    ("variant", "games", "floor"), [("q2j", 600, 0.56), ("q2j-war", 100, 0.8), ("q2j-ng", 100, 0.9)]
)
def test_medium_beats_random_clearly(variant: str, games: int, floor: float) -> None:
    jobs = list(jobs_for(variant, ("medium", "random"), games, 7, {}))
    assert _score(run_jobs(jobs, 1), "medium") >= floor


def test_hard_beats_medium_at_war_on_a_small_budget() -> None:
    jobs = list(jobs_for("q2j-war", ("hard", "medium"), 24, 5, {"hard": 60}))
    assert _score(run_jobs(jobs, 1), "hard") >= 0.65


def test_tournament_replays_and_ignores_the_worker_count() -> None:
    jobs = list(jobs_for("q2j", ("hard", "expert"), 6, 9, {"hard": 15, "expert": 30}))

    def outcome(records: list[GameRecord]) -> list[tuple[object, ...]]:
        return [(r.lineup, r.scores, r.turns, tuple(len(t) for t in r.times)) for r in records]

    one = outcome(run_jobs(jobs, 1))
    assert one == outcome(run_jobs(jobs, 1))
    assert one == outcome(run_jobs(jobs, 2))


def test_search_reason_speaks_of_simulated_futures() -> None:
    rules, state = _q2j_respond_position()
    bot = make_bot("hard", rules_for("q2j"), iterations=50)
    legal = rules.legal_actions(state)
    decision = bot.decide(rules.view(state, 0), legal, random.Random(2))
    assert (
        str(decision).startswith("joe JH: the search tried it most: ")
        and "simulated futures" in decision.reason
    )
    assert not decision.reason.startswith("joe"), "the reason does not restate the action"
