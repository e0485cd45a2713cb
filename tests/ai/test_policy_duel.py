"""tools/policy_duel.py: paired deals from both seats, knob overrides, clear errors."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MEDIUM = "game.ai.heuristics.quatorze:QuatorzeHeuristic"


def duel(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tools.policy_duel", *args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def test_a_policy_against_itself_splits_every_deal() -> None:
    # Both seats play the same deterministic policy, so each deal is won by the same seat twice:
    # once by A and once by B. A tool that did not swap seats would report lopsided deals.
    result = duel("--b", MEDIUM, "--rounds", "6", "--seed", "3")
    assert result.returncode == 0, result.stderr
    assert "B 50.0% of 12 games" in result.stdout
    assert "won from both seats 0, lost from both 0, split 6" in result.stdout


def test_a_search_side_reports_its_decision_time() -> None:
    result = duel("--b", MEDIUM, "--search-b", "4", "--rounds", "1")
    assert result.returncode == 0, result.stderr
    assert "of 2 games" in result.stdout and "CPU p50" in result.stdout


def test_bad_overrides_and_classes_are_refused_in_words() -> None:
    unknown = duel("--b", MEDIUM, "--set-b", "NO_SUCH_KNOB=1", "--rounds", "1")
    assert unknown.returncode != 0 and "Traceback" not in unknown.stderr
    assert "NO_SUCH_KNOB" in unknown.stderr
    not_heuristic = duel("--b", "game.ai.tournament:GameJob", "--rounds", "1")
    assert not_heuristic.returncode != 0 and "not a Heuristic" in not_heuristic.stderr
    missing = duel("--b", "game.ai.no_such_module:Nothing", "--rounds", "1")
    assert missing.returncode != 0 and "Traceback" not in missing.stderr
    assert "game.ai.no_such_module:Nothing" in missing.stderr
