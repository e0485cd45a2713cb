"""tools/decision_times.py: one level's decision times per table size, and its moves' digest."""

from __future__ import annotations

import subprocess

from tools.decision_times import TableTimes, report

from .helpers import run_tool


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return run_tool("decision_times", *args, timeout=300)


def rows(output: str) -> list[list[str]]:
    return [
        [cell.strip() for cell in line.split("|")[1:-1]] for line in output.splitlines() if line[:3] == "| 2"
    ]


def test_the_report_reads_each_table_sizes_times_and_counts() -> None:
    found = TableTimes(4, wall=[0.1, 0.3, 0.2], cpu=[0.05, 0.1, 0.2], cut_short=1, moves=["0 draw"])
    line = report([found]).splitlines()[-1]
    assert line.startswith("| 4 | 3 | 200 | 300 | 300 | 100 | 200 | 1 | ")
    assert line.split("|")[-2].strip() == found.digest() != TableTimes(4, moves=["0 take"]).digest()


def test_fixed_iterations_replay_the_same_moves_and_count_every_choice() -> None:
    # With no time cap a round depends on the seed alone: two runs play the very same moves.
    args = ("--variant", "q2j-war", "--level", "hard", "--seats", "2", "--rounds", "1", "--fixed")
    first, second = run(*args), run(*args)
    assert first.returncode == 0, first.stderr
    assert first.stdout.splitlines()[0].startswith("engine: ")
    [row] = rows(first.stdout)
    assert int(row[1]) > 0 and row[7] == "0"  # decisions made; none cut short (no cap)
    assert rows(second.stdout)[0][8] == row[8]
    assert "2 seats, round 1/1 done" in first.stderr  # the progress line
    other_seed = run(*args, "--seed", "41")
    assert rows(other_seed.stdout)[0][8] != row[8]


def test_a_table_size_the_variant_does_not_allow_is_refused_in_words() -> None:
    result = run("--variant", "quatorze", "--seats", "9")
    assert result.returncode == 2
    assert (
        "quatorze is for" in result.stderr and "not 9" in result.stderr and "Traceback" not in result.stderr
    )
