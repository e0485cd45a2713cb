"""tools/policy_duel.py: paired deals from both seats, levels or heuristics on either side, knob
overrides, clear errors, for every game with a heuristic (Quatorze and Crazy Jokers here)."""

from __future__ import annotations

import random
import re
import subprocess
from collections.abc import Sequence

from game.ai import make_bot
from game.ai.base import Bot, Decision
from game.ai.tournament import play_bots
from game.engine import Action, View, make_rules
from game.engine.games.crazy_jokers.actions import Declare
from game.variants import load_catalog

from .helpers import run_tool

QUATORZE_MEDIUM = "game.ai.heuristics.quatorze:QuatorzeHeuristic"
SHARP = "game.ai.heuristics.quatorze_sharp:SharpQuatorzeHeuristic"
PLAN = "game.ai.heuristics.crazy_jokers_plan:CrazyJokersPlan"
TIMES = r"\d+ decisions, CPU p50 [\d.]+ ms, p95 [\d.]+ ms"


def duel(*args: str) -> subprocess.CompletedProcess[str]:
    return run_tool("policy_duel", *args)


def test_a_policy_against_itself_splits_every_deal() -> None:
    # Both seats play the same deterministic policy, so each deal is won by the same seat twice:
    # once by A and once by B. A tool that did not swap seats would report lopsided deals.
    result = duel("--a", QUATORZE_MEDIUM, "--b", QUATORZE_MEDIUM, "--rounds", "6", "--seed", "3")
    assert result.returncode == 0, result.stderr
    assert "B 50.0% of 12 games" in result.stdout
    assert "won from both seats 0, lost from both 0, split 6" in result.stdout


def test_the_medium_level_plays_as_its_heuristic_does() -> None:
    # The default A is the Medium level; against its own heuristic class every deal splits too.
    result = duel(
        "--variant",
        "crazy-jokers",
        "--b",
        "game.ai.heuristics.crazy_jokers:CrazyJokersHeuristic",
        "--rounds",
        "4",
        "--first",
        "7",
    )
    assert result.returncode == 0, result.stderr
    assert "B 50.0% of 8 games" in result.stdout and "split 4" in result.stdout
    assert re.search(rf"A medium: {TIMES}", result.stdout)
    assert re.search(rf"B CrazyJokersHeuristic: {TIMES}", result.stdout)


def test_a_switched_off_part_changes_the_plans_games() -> None:
    # The plan without its parts is Medium; with them it plays other moves on some deal.
    bare = duel("--variant", "crazy-jokers", "--b", PLAN, "--set-b", "parts=set()", "--rounds", "6")
    full = duel("--variant", "crazy-jokers", "--b", PLAN, "--rounds", "6")
    assert bare.returncode == 0 and full.returncode == 0, bare.stderr + full.stderr
    assert "B 50.0% of 12 games" in bare.stdout and "split 6" in bare.stdout
    decisions = [re.search(r"B CrazyJokersPlan: (\d+) decisions", out.stdout) for out in (bare, full)]
    assert decisions[0] and decisions[1] and decisions[0].group(1) != decisions[1].group(1)


def test_a_search_side_reports_its_decision_time() -> None:
    result = duel("--b", QUATORZE_MEDIUM, "--search-b", "4", "--rounds", "1")
    assert result.returncode == 0, result.stderr
    assert "of 2 games" in result.stdout
    assert re.search(rf"B QuatorzeHeuristic searched 4: {TIMES}", result.stdout)


def test_bad_sides_and_overrides_are_refused_in_words() -> None:
    refusals = {
        "NO_SUCH_KNOB": ("--b", QUATORZE_MEDIUM, "--set-b", "NO_SUCH_KNOB=1"),
        "not a Python literal": ("--b", SHARP, "--set-b", "HOLD_MELDS=maybe"),
        "not a Heuristic": ("--b", "game.ai.tournament:GameJob"),
        "game.ai.no_such_module:Nothing": ("--b", "game.ai.no_such_module:Nothing"),
        "not the level 'hard'": ("--a", "hard", "--set-a", "X=1", "--b", "medium"),
        "no plan part 'luck'": ("--variant", "crazy-jokers", "--b", PLAN, "--set-b", "parts={'luck'}"),
        "no contract 'straight'; the contracts: full-full-house, fixed-straight": (
            "--variant",
            "crazy-jokers",
            "--b",
            PLAN,
            "--after",
            "straight",
        ),
        "--after is for crazy-jokers": ("--b", SHARP, "--after", "fixed-straight"),
    }
    for words, args in refusals.items():
        result = duel(*args, "--rounds", "1")
        assert result.returncode != 0, args
        assert words in result.stderr and "Traceback" not in result.stderr, (args, result.stderr)


class Declarations(Bot):
    """A bot that writes down every contract it declares."""

    def __init__(self, inner: Bot, declared: list[str]) -> None:
        super().__init__(inner.rules)
        self.inner = inner
        self.declared = declared

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        decision = self.inner.decide(view, legal, rng)
        if isinstance(decision.action, Declare):
            self.declared.append(str(decision.action.contract))
        return decision


def declared_in(deals: range, carried: dict[str, object] | None) -> list[str]:
    rules = make_rules(load_catalog().get("crazy-jokers"))
    declared: list[str] = []
    bots = [Declarations(make_bot("medium", rules), declared) for _ in range(2)]
    for deal in deals:
        play_bots(rules, bots, [random.Random(deal), random.Random(-deal)], deal, carried=carried)
    return declared


def test_after_a_contract_nobody_declares_it_again() -> None:
    # ``--after`` hands the round the contracts a match carries: at two seats Medium declares the
    # Fixed Straight in a first round, and after one it must choose another.
    first = declared_in(range(6), None)
    later = declared_in(range(6), {"contracts": ["fixed-straight", "fixed-straight"]})
    assert len(first) == len(later) == 12
    assert first.count("fixed-straight") >= 10, first
    assert "fixed-straight" not in later, later
