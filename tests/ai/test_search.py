"""The search's parts: determinizations, playout moves, budgets, and a few forced wins."""

from __future__ import annotations

import gc
import itertools
import random
import time

import pytest

from game.ai import make_bot, search_settings
from game.ai.determinize import Determinizer
from game.ai.heuristics import Heuristic, heuristic_for, outcome
from game.ai.heuristics.quatorze_expert import ExpertQuatorzeHeuristic
from game.ai.heuristics.war import WarHeuristic
from game.ai.ismcts import ISMCTS, Budget, Settings
from game.ai.tournament import derive, wilson
from game.engine import parse_cards
from game.engine.zones import by_zone

from .helpers import positions, rules_for, table_sizes, variant_ids


@pytest.mark.parametrize("variant", variant_ids())
def test_determinizations_keep_the_view_and_vary_the_hidden_cards(variant: str) -> None:
    rules = rules_for(variant)
    for players in table_sizes(variant):
        for state in positions(variant, 6, seed=21, players=players):
            view = rules.view(state, state.to_move)
            determinizer = Determinizer(rules, view, random.Random(4))
            assert determinizer.fast, "the quick re-deal should apply to every built-in game"
            deals = set()
            for _ in range(5):
                sample = determinizer.sample()
                assert rules.view(sample, view.seat) == view
                assert rules.legal_actions(sample) == rules.legal_actions(state)
                deals.add(tuple(tuple(cards) for cards in rules.zones(sample).values()))
            if view.hidden_count() > 1:
                assert len(deals) > 1


@pytest.mark.parametrize(
    "variant", ["q2j", "q2j-play-drawn", "q2j-war", "q2j-war-4", "q2j-ng", "q2j-ng-open"]
)
def test_playout_moves_are_legal(variant: str) -> None:
    rules = rules_for(variant)
    heuristic = heuristic_for(rules)
    rng = random.Random(8)
    for players in table_sizes(variant):
        for game in range(25):
            state = rules.new_state(players, game)
            while not state.over:
                legal = rules.legal_actions(state)
                assert heuristic.playout_move(state, rng) in legal
                pruned = heuristic.prune(state, list(legal))
                assert pruned and set(pruned) <= set(legal)
                priors = heuristic.priors(state, legal)
                assert priors is None or len(priors) == len(legal)
                rules.apply(state, legal[rng.randrange(len(legal))])


def test_war_builds_exactly_the_legal_moves() -> None:
    rules = rules_for("q2j-war-4")
    heuristic = heuristic_for(rules)
    assert isinstance(heuristic, WarHeuristic)
    rng = random.Random(2)
    for game in range(20):
        state = rules.new_state(4, game)
        while not state.over:
            legal = rules.legal_actions(state)
            built = [action for _, action in heuristic._moves(state)]
            assert sorted(map(str, built)) == sorted(map(str, legal))
            rules.apply(state, legal[rng.randrange(len(legal))])


def test_evaluations_are_shares_of_one() -> None:
    for variant in ("q2j", "q2j-countdown", "q2j-elimination", "q2j-war", "q2j-ng"):
        rules = rules_for(variant)
        heuristic = heuristic_for(rules)
        for state in positions(variant, 10, seed=5):
            values = heuristic.evaluate(state)
            assert len(values) == state.players
            assert all(0.0 <= value <= 1.0 for value in values)
            assert sum(values) == pytest.approx(1.0)


def test_budgets_are_checked() -> None:
    with pytest.raises(ValueError):
        Budget()
    with pytest.raises(ValueError):
        Budget(iterations=0)
    with pytest.raises(ValueError):
        Budget(seconds=-1.0)


def test_a_time_budget_stops_the_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search's clock says 1 ms passes between two readings (a clock of its own: the
    machine's speed and load do not change what the test sees): 50 ms allow 50 iterations."""
    readings = itertools.count()
    monkeypatch.setattr(time, "perf_counter", lambda: next(readings) * 0.001)
    rules = rules_for("q2j-ng")
    state = positions("q2j-ng", 1, seed=1)[0]
    search = ISMCTS(rules, heuristic_for(rules), Settings(cutoff=10))
    result = search.search(
        rules.view(state, state.to_move), rules.legal_actions(state), random.Random(1), Budget(seconds=0.05)
    )
    assert result.iterations == 50
    assert result.seconds == pytest.approx(0.051)


def test_a_time_budget_is_kept_when_iterations_are_slow(monkeypatch: pytest.MonkeyPatch) -> None:
    """The clock was read every eighth iteration, and a Quatorze iteration can take tens of
    milliseconds: the search now stops at the first iteration to end past the deadline. With each
    iteration taking 30 ms, 50 ms allow two. The search's clock is made to say so (30 ms pass
    between two readings): the compiled search cannot be subclassed to sleep in each iteration."""
    readings = itertools.count()
    monkeypatch.setattr(time, "perf_counter", lambda: next(readings) * 0.03)
    rules = rules_for("q2j-ng")
    state = positions("q2j-ng", 1, seed=1)[0]
    search = ISMCTS(rules, heuristic_for(rules), Settings(cutoff=10))
    result = search.search(
        rules.view(state, state.to_move), rules.legal_actions(state), random.Random(1), Budget(seconds=0.05)
    )
    assert result.iterations == 2


def test_fixed_iterations_replay_exactly() -> None:
    rules = rules_for("q2j")
    for state in positions("q2j", 5, seed=9):
        view, legal = rules.view(state, state.to_move), rules.legal_actions(state)
        bot = make_bot("expert", rules, iterations=200)
        first = bot.decide(view, legal, random.Random(5))
        assert bot.decide(view, legal, random.Random(5)) == first


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_search_finds_the_q_squared_that_wins(level: str) -> None:
    rules = rules_for("q2j")
    zones = {
        "hand:0": parse_cards("9C 2D"),
        "hand:1": parse_cards("QS QH"),
        "discard": parse_cards("5C"),
    }
    state = rules.setup(2, 0, by_zone(zones), to_move=1)
    legal = rules.legal_actions(state)
    assert len(legal) == 4
    bot = make_bot(level, rules, iterations=100)
    decision = bot.decide(rules.view(state, 1), legal, random.Random(0))
    assert str(decision.action).startswith("qsq ")
    assert "won 100%" in decision.reason


def test_outcome_shares_wins_and_draws() -> None:
    state = positions("q2j-war", 1, seed=2)[0]
    state.finish((), "last cards fell together")
    assert outcome(state) == [0.5, 0.5]
    state.finish((1,), "last field standing")
    assert outcome(state) == [0.0, 1.0]


def test_wilson_and_seeds() -> None:
    low, high = wilson(1100, 2000)
    assert 0.527 < low < 0.529 and 0.571 < high < 0.573
    assert wilson(0, 0) == (0.0, 1.0)
    assert derive(1, "deal", 3) == derive(1, "deal", 3) != derive(1, "deal", 4)


@pytest.mark.parametrize("variant", variant_ids())
def test_root_priors_follow_medium_and_read_only_the_view(variant: str) -> None:
    rules = rules_for(variant)
    heuristic = heuristic_for(rules)
    for players in table_sizes(variant):
        for state in positions(variant, 6, seed=33, players=players):
            view = rules.view(state, state.to_move)
            legal = rules.legal_actions(state)
            priors = heuristic.root_priors(view, legal)
            if priors is None:
                continue
            assert len(priors) == len(legal) and all(0.0 <= p <= 1.0 for p in priors)
            assert max(priors) == 1.0
            # Medium's own choice is among the moves the prior likes best.
            choice = heuristic.advise(view, legal, random.Random(1)).action
            assert priors[legal.index(choice)] == 1.0
            # Another deal of the hidden cards gives the same priors: only the view counts.
            other = rules.sample_state(view, random.Random(5))
            assert heuristic.root_priors(rules.view(other, view.seat), legal) == priors


def test_root_bias_is_for_q2j_and_quatorze_and_q2j_hards_from_three_seats() -> None:
    from game.ai import search_settings

    for variant in ("quatorze", "quatorze-1-joker"):
        for level in ("hard", "expert"):
            settings = search_settings(level, rules_for(variant))
            assert settings.root_bias > 0.0 and settings.root_bias_seats == 2
    for variant in ("q2j-war", "q2j-ng"):
        for level in ("hard", "expert"):
            assert search_settings(level, rules_for(variant)).root_bias == 0.0
    hard = search_settings("hard", rules_for("q2j"))
    assert hard.root_bias > 0.0 and hard.root_bias_seats == 3
    expert = search_settings("expert", rules_for("q2j"))
    assert expert.root_bias > 0.0 and expert.root_bias_seats == 2


@pytest.mark.parametrize("players", [2, 4])
def test_a_root_pruned_once_grows_the_same_tree_as_one_pruned_every_iteration(players: int) -> None:
    # Quatorze's pruning reads only the mover's seat, so the search prunes its root once a
    # decision; pruning it again at every iteration (as for a game that says nothing) must give
    # the very same tree: every root move's visits and mean reward.
    rules = rules_for("quatorze")
    settings = search_settings("expert", rules)
    once, every = ExpertQuatorzeHeuristic(rules), ExpertQuatorzeHeuristic(rules)
    assert once.prunes_from_the_view and not Heuristic(rules).prunes_from_the_view
    every.prunes_from_the_view = False
    for number, state in enumerate(positions("quatorze", 6, seed=31, players=players)):
        view, legal = rules.view(state, state.to_move), rules.legal_actions(state)
        found = [
            ISMCTS(rules, heuristic, settings).search(view, legal, random.Random(number), Budget(60))
            for heuristic in (once, every)
        ]
        assert found[0].action == found[1].action
        assert found[0].children == found[1].children


def test_a_search_leaves_no_reference_cycles_behind() -> None:
    # The search pauses the cyclic garbage collector (its passes over the heuristics' caches cost
    # a quarter of a Quatorze Expert decision), so it must make nothing that only that collector
    # frees. (The meld solver's memo, held by a nested function that called itself, once left
    # about 58,000 such objects in these three searches.)
    rules = rules_for("quatorze")
    bot = make_bot("expert", rules, iterations=40)
    states = positions("quatorze", 3, seed=12, players=4)
    gc.collect()
    gc.disable()
    try:
        for number, state in enumerate(states):
            bot.decide(rules.view(state, state.to_move), rules.legal_actions(state), random.Random(number))
        assert not gc.isenabled(), "the search turned the collector on behind its caller"
        left = gc.collect()
    finally:
        gc.enable()
    assert left < 500
    bot.decide(rules.view(states[0], states[0].to_move), rules.legal_actions(states[0]), random.Random(0))
    assert gc.isenabled(), "the search left the collector paused"
