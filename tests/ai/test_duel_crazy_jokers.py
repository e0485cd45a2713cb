"""The Crazy Jokers duel tool: both seatings of each deal, a report, a clear word for a bad name."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

TOOL = Path(__file__).resolve().parents[2] / "tools" / "duel_crazy_jokers.py"


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(TOOL), *args], capture_output=True, text=True, timeout=120)


def test_a_duel_plays_each_deal_from_both_seats_and_reports_the_second_policy() -> None:
    done = _run("medium", "plan-no-force", "--deals", "3", "--first", "7")
    assert done.returncode == 0, done.stderr
    assert "plan-no-force against medium: 6 rounds on deals 7-9 (seed 2024)" in done.stdout
    assert "plan-no-force won " in done.stdout
    assert re.search(r"plan-no-force: \d+ decisions, CPU p50 [\d.]+ ms, p95 [\d.]+ ms", done.stdout)


def test_a_policy_against_itself_is_told_apart() -> None:
    done = _run("medium", "medium", "--deals", "1")
    assert done.returncode == 0, done.stderr
    assert "medium' against medium: 2 rounds" in done.stdout and "medium': " in done.stdout


def test_an_unknown_policy_or_part_is_named_without_a_traceback() -> None:
    done = _run("medium", "plan-no-luck", "--deals", "1")
    assert done.returncode != 0 and "no plan part 'luck'" in done.stderr and "Traceback" not in done.stderr
    done = _run("medium", "genius", "--deals", "1")
    assert "no policy 'genius'" in done.stderr and "Traceback" not in done.stderr
