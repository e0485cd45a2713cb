"""tools/table_budget.py: the table's bots against the ladder's fixed iterations, and its flags."""

from __future__ import annotations

import subprocess

from tools.table_budget import LevelBudget, report

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


def test_an_unknown_variant_names_the_known_ones() -> None:
    result = run("--variant", "quatorz")
    assert result.returncode == 2
    assert "no variant" in result.stderr and "quatorze" in result.stderr and "Traceback" not in result.stderr
