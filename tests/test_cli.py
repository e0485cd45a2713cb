"""The command line: tools run, and bad flags say what is allowed without a traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main

ROOT = Path(__file__).resolve().parents[1]


def test_simulate_reports_win_rates(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--variant", "q2j", "--players", "3", "--games", "20", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "seat 2:" in out and "games/s" in out and "mean length" in out


def test_bench_prints_a_row_per_variant(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--variant", "q2j", "--variant", "q2j-war", "--seconds", "0.1"]) == 0
    out = capsys.readouterr().out
    assert "q2j " in out and "q2j-war" in out and "actions/s" in out


def test_bench_reports_the_fastest_round(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.commands import bench

    rounds = iter([(10.0, 200.0, 20.0), (12.0, 260.0, 21.0), (9.0, 180.0, 20.0)])
    seen: list[float] = []

    def one_round(rules: object, players: int, seconds: float) -> tuple[float, float, float]:
        seen.append(seconds)
        return next(rounds)

    monkeypatch.setattr(bench, "_one_round", one_round)
    assert bench.measure(None, 4, 3.0, rounds=3) == (12.0, 260.0, 21.0)
    assert seen == [1.0, 1.0, 1.0]


def test_scenario_command_passes_and_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["scenario", str(ROOT / "tests" / "scenarios" / "q2j" / "lead.yaml")]) == 0
    assert "0 failed" in capsys.readouterr().out
    bad = tmp_path / "bad.yaml"
    bad.write_text("variant: q2j\nplayers: 2\nto_move: 0\nzones: {hand:0: 9C, discard: 5D}\nsteps:\n  - legal: [draw]\n")
    assert main(["scenario", str(bad)]) == 1
    assert "FAIL" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "--games", "many"], "expected a whole number"),
        (["simulate", "--players", "0"], "at least 1"),
        (["simulate", "--variant", "nope"], "no variant 'nope'; known variants"),
        (["simulate", "--players", "11"], "is for 2–10 players, not 11"),
        (["simulate", "--bot", "genius"], "no AI level 'genius'"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_bad_flags_explain_what_is_allowed(argv: list[str], message: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "game", *argv], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert result.returncode != 0
    assert message in result.stderr + result.stdout
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("argv", "at_table"),
    [
        ([], False),
        (["--windowed", "--size", "1280x800"], False),
        (["--variant", "q2j-war"], True),
        (["play", "--seed", "42"], True),
        (["--seats", "human,human"], True),
        (["--smoke"], False),
    ],
)
def test_game_flags_start_at_the_table(monkeypatch: pytest.MonkeyPatch, argv: list[str], at_table: bool) -> None:
    import game.app

    launched: list[object] = []
    monkeypatch.setattr(game.app, "run", lambda launch, **kwargs: launched.append(launch) or 0)
    assert main(argv) == 0
    (launch,) = launched
    assert launch.start_at_table is at_table  # type: ignore[attr-defined]
