"""tools/table_budget.py: the table's bots against the ladder's fixed iterations, and its flags."""

from __future__ import annotations

import gc
import random
import subprocess
from collections.abc import Sequence
from typing import cast

from game.ai.base import Bot, Decision
from game.engine import Action, View, make_rules
from game.variants import load_catalog
from tools.table_budget import FullCollections, LevelBudget, _Round, report

from .helpers import run_tool


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return run_tool("table_budget", *args, timeout=300)


def test_the_report_reads_each_levels_times_and_counts() -> None:
    found = {"hard": LevelBudget([0.1, 0.2, 0.3], cut_short=1, same_move=3)}
    assert report(found).splitlines()[-1] == "| hard | 3 | 200 | 300 | 300 | 1 | 3 |"


def test_a_round_of_war_agrees_with_the_fixed_iterations() -> None:
    # A search the cap did not cut short is the fixed-iteration search: the same move.
    result = run("--variant", "q2j-war", "--rounds", "1", "--seed", "4")
    assert result.returncode == 0, result.stderr
    rows = [
        line.split("|")
        for line in result.stdout.splitlines()
        if line.startswith("| hard") or line.startswith("| expert")
    ]
    assert [row[1].strip() for row in rows] == ["hard", "expert"]
    for row in rows:
        decisions, cut_short, same = int(row[2]), int(row[6]), int(row[7])
        assert decisions > 0 and same >= decisions - cut_short
    assert result.stdout.splitlines()[-1].startswith("full garbage collections: ")


def test_an_unknown_variant_names_the_known_ones() -> None:
    result = run("--variant", "quatorz")
    assert result.returncode == 2
    assert "no variant" in result.stderr and "quatorze" in result.stderr and "Traceback" not in result.stderr


def test_a_variant_not_for_two_says_so() -> None:
    result = run("--variant", "q2j-war-4")
    assert result.returncode == 2
    assert "3–4 players" in result.stderr and "Traceback" not in result.stderr


class PicksByGenerator(Bot):
    """A bot whose move is whatever its generator says: the same move only from the same state."""

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        return Decision(legal[rng.randrange(len(legal))], "")


def test_the_fixed_search_is_asked_from_the_same_generator_state() -> None:
    rules = make_rules(load_catalog().get("q2j-war"))
    found = {"hard": LevelBudget(), "expert": LevelBudget()}
    budgets = _Round(rules, ("hard", "expert"), number=0, seed=1, found=found)
    budgets.table = [PicksByGenerator(rules), PicksByGenerator(rules)]
    budgets.fixed = [PicksByGenerator(rules), PicksByGenerator(rules)]
    view = rules.view(rules.new_state(2, 5), 0)
    legal = cast(list[Action], [f"move {number}" for number in range(1000)])
    for _ in range(20):
        budgets.choose(0, view, legal)
    assert found["hard"].same_move == 20 and len(found["hard"].times) == 20
    assert not found["expert"].times


def test_full_collections_are_timed_only_inside_the_block() -> None:
    gc.disable()  # only the collections asked for here: none started by the test's own garbage
    try:
        with FullCollections() as collections:
            gc.collect(1)  # a younger generation is not a full collection
            gc.collect()
            gc.collect()
        gc.collect()
    finally:
        gc.enable()
    assert len(collections.pauses) == 2
    assert collections.report().startswith("full garbage collections: 2, longest ")
