"""A guarded search plays its heuristic's move unless another is clearly and often better."""

from __future__ import annotations

import random

from game.ai import make_bot, search_settings
from game.ai.heuristics import heuristic_for
from game.ai.ismcts import ChildStats, SearchResult, guarded
from game.engine import DRAW, PASS, Action
from game.engine.cards import parse_cards
from game.engine.games.q2j.actions import Play

from .helpers import positions, rules_for

# Three distinct moves (real ones: the compiled search takes nothing but an Action).
POLICY: Action = DRAW
OTHER: Action = PASS
THIRD: Action = Play(parse_cards("7H")[0])


def result(*children: tuple[Action, int, float]) -> SearchResult:
    stats = tuple(ChildStats(action, visits, mean) for action, visits, mean in children)
    return SearchResult(stats[0].action, stats, sum(child.visits for child in stats), 0.0)


def test_the_policy_stands_against_a_move_visited_more_but_not_clearly_better() -> None:
    found = guarded(result((OTHER, 60, 0.55), (POLICY, 40, 0.50)), POLICY, 0.1, 30)
    assert found.action == POLICY
    assert found.children[0].action == POLICY and len(found.children) == 2


def test_a_clearly_better_move_with_visits_enough_on_both_overrules_it() -> None:
    found = guarded(result((OTHER, 60, 0.65), (THIRD, 40, 0.70), (POLICY, 30, 0.50)), POLICY, 0.1, 30)
    assert found.action == THIRD  # the better mean of the two that clear the margin
    assert [child.action for child in found.children] == [THIRD, OTHER, POLICY]


def test_too_few_visits_on_either_side_keep_the_policy() -> None:
    few_other = result((POLICY, 80, 0.40), (OTHER, 20, 0.90))
    few_policy = result((OTHER, 90, 0.80), (POLICY, 10, 0.20))
    assert guarded(few_other, POLICY, 0.1, 30).action == POLICY
    assert guarded(few_policy, POLICY, 0.1, 30).action == POLICY


def test_quatorze_hard_and_expert_are_guarded_and_play_their_policy_when_unsure() -> None:
    rules = rules_for("quatorze")
    for level in ("hard", "expert"):
        settings = search_settings(level, rules)
        assert settings.guard_margin > 0.0 and settings.guard_visits > 0
    assert search_settings("hard", rules_for("q2j-war")).guard_margin == 0.0
    # At 20 iterations no other move can gather the visits an override needs.
    hard = make_bot("hard", rules, iterations=20)
    policy = heuristic_for(rules, "hard")
    played = 0
    for state in positions("quatorze", count=40, seed=3, players=2):
        view, legal = rules.view(state, state.to_move), rules.legal_actions(state)
        rng = random.Random(played)
        assert hard.decide(view, legal, rng).action == policy.advise(view, legal, rng).action
        played += 1
    assert played == 40
