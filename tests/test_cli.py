"""The command line: tools run, and bad flags say what is allowed without a traceback."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.cli import main
from game.variants import load_catalog

ROOT = Path(__file__).resolve().parents[1]


def test_simulate_reports_win_rates(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--variant", "q2j", "--players", "3", "--games", "20", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "seat 2:" in out and "games/s" in out and "mean length" in out


def test_bench_prints_a_row_per_variant(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--variant", "q2j", "--variant", "q2j-war", "--seconds", "0.1"]) == 0
    out = capsys.readouterr().out
    assert "q2j " in out and "q2j-war" in out and "actions/s" in out


class _ThreeActionGames:
    """Rules whose every game is three actions long; they note the deal numbers asked for."""

    def __init__(self) -> None:
        self.deals: list[int] = []

    def new_state(self, players: int, seed: int) -> SimpleNamespace:
        self.deals.append(seed)
        return SimpleNamespace(over=False, turn=0)

    def legal_actions(self, state: SimpleNamespace) -> list[str]:
        return ["act"]

    def apply(self, state: SimpleNamespace, action: str) -> None:
        state.turn += 1
        state.over = state.turn == 3


def test_bench_reports_the_mean_over_its_whole_time_on_fresh_deals() -> None:
    from game.commands import bench

    rules = _ThreeActionGames()
    # Start at 0; three games begin at 0, 1 and 2; the check at 3 ends the run; the end reads 4.
    readings = iter([0.0, 0.0, 1.0, 2.0, 3.0, 4.0])
    assert bench.measure(rules, 4, 3.0, clock=lambda: next(readings)) == (3 / 4, 9 / 4, 3.0)
    readings = iter([0.0, 0.0, 1.0, 1.0])
    bench.measure(rules, 4, 1.0, clock=lambda: next(readings))
    # Four games, four deals never dealt before in this process: no replayed deal finds its
    # hands already in a cache.
    assert len(rules.deals) == 4 and len(set(rules.deals)) == 4


def test_bench_says_which_engine_runs(capsys: pytest.CaptureFixture[str]) -> None:
    from game.engine import engine_kind

    assert main(["bench", "--variant", "q2j-war", "--seconds", "0.05"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == f"engine: {engine_kind()}"


def test_version_names_the_program_and_the_engine_that_runs(capsys: pytest.CaptureFixture[str]) -> None:
    from game.engine import engine_kind

    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.splitlines() == [f"q2j {version}", f"engine: {engine_kind()}"]


def test_bench_times_with_the_clock_it_is_given() -> None:
    from game.commands import bench
    from game.engine import make_rules
    from game.variants import load_catalog

    # The start, the check before the one game, the check after it, the end: 2 s for 1 game.
    readings = iter([0.0, 0.0, 2.0, 2.0])
    rules = make_rules(load_catalog().get("q2j"))
    games_per_second, actions_per_second, length = bench.measure(rules, 4, 1.0, lambda: next(readings))
    assert games_per_second == 0.5
    assert actions_per_second == length / 2 and length > 0


def test_scenario_command_passes_and_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["scenario", str(ROOT / "tests" / "scenarios" / "q2j" / "lead.yaml")]) == 0
    assert "0 failed" in capsys.readouterr().out
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "variant: q2j\nplayers: 2\nto_move: 0\nzones: {hand:0: 9C, discard: 5D}\nsteps:\n  - legal: [draw]\n"
    )
    assert main(["scenario", str(bad)]) == 1
    assert "FAIL" in capsys.readouterr().out


def run_cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """``q2j ARGV`` in this process: (exit status, stdout, stderr)."""
    try:
        code = main(argv)
    except SystemExit as done:  # argparse's own errors
        code = done.code if isinstance(done.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


BAD_FLAGS = [
    (
        ["simulate", "--games", "many"],
        "argument --games: expected a whole number from 1 to 1,000,000, got 'many'",
    ),
    # A number flag that reads no number says what it takes, for each kind of number flag ('²'
    # passes str.isdigit and int refuses it; int would take '٣', the flags do not).
    (["--seed", "²"], "argument --seed: a seed is from 0 to 9223372036854775807, got '²'"),
    (["simulate", "--seed", "٣"], "argument --seed: a seed is from 0 to 9223372036854775807, got '٣'"),
    (["--players", "²"], "argument --players: expected a whole number of players from 2 to 10, got '²'"),
    (["bench", "--players", "two"], "expected a whole number of players from 2 to 10, got 'two'"),
    (["host", "--port", "²"], "argument --port: expected a whole number from 1 to 65,535, got '²'"),
    (["join", "--seat", "²"], "argument --seat: expected a whole number from 1 to 16, got '²'"),
    (["tournament", "--workers", "²"], "argument --workers: expected a whole number from 1 to 64, got '²'"),
    (["history", "--limit", "²"], "argument --limit: expected a whole number of at least 1, got '²'"),
    (["simulate", "--variant", "nope"], "no variant 'nope'; known variants"),
    (["simulate", "--bot", "genius"], "no AI level 'genius'"),
    (["frobnicate"], "invalid choice: 'frobnicate'"),
    # Players: the same rule with and without --variant, for the table and the tools.
    (["--players", "0"], "Q Squared Joe (q2j) is for 2–10 players, not 0"),
    (["--players", "1"], "is for 2–10 players, not 1"),
    (["--players", "11"], "is for 2–10 players, not 11"),
    (["play", "--players", "99"], "is for 2–10 players, not 99"),
    (["--variant", "q2j-war", "--players", "3"], "Q Squared Joe War (q2j-war) is for 2 players, not 3"),
    (["simulate", "--players", "0"], "is for 2–10 players, not 0"),
    (["simulate", "--players", "11"], "is for 2–10 players, not 11"),
    (["simulate", "--variant", "q2j-ng", "--players", "99"], "(q2j-ng) is for 2–4 players, not 99"),
    (["tournament", "--variant", "q2j-war", "--players", "1"], "(q2j-war) is for 2 players, not 1"),
    (["bench", "--players", "99"], "no variant is for 99 players"),
    (["bench", "--variant", "q2j-war", "--players", "5"], "(q2j-war) is for 2 players, not 5"),
    (["--seats", "human,ai,ai", "--players", "2"], "--seats names 3 seats but --players is 2"),
    (["--seats", "human,robot"], "seat 'robot' is not human, ai or a level"),
    (["--seats", ",".join(["ai"] * 11)], "is for 2–10 players, not 11"),
    (["bench", "--seconds", "-1"], "argument --seconds: seconds are above 0"),
    (["bench", "--seconds", "nan"], "argument --seconds: seconds are above 0"),
    (["bench", "--seconds", "inf"], "argument --seconds: seconds are above 0"),
    (["bench", "--seconds", "soon"], "expected a number of seconds"),
    (["--seed", "-1"], "a seed is from 0 to"),
    (["simulate", "--seed", "1" * 30], "a seed is from 0 to"),
    (["--size", "10x10"], "size must be from 1024x600"),
    (["--size", "800x560"], "size must be from 1024x600"),
    (
        ["tournament", "--workers", "1000"],
        "argument --workers: expected a whole number from 1 to 64, got 1000",
    ),
    # A run's size is bounded as --workers is: twenty digits were a hang (or all the memory).
    (
        ["simulate", "--games", "9" * 20],
        "argument --games: expected a whole number from 1 to 1,000,000, got 9999",
    ),
    (
        ["tournament", "--games", "9" * 20],
        "argument --games: expected a whole number from 1 to 100,000, got 9999",
    ),
    (
        ["tournament", "--iterations", "9" * 20],
        "--iterations takes K (hard K, expert 4K) or hard=K,expert=M, whole numbers from 1 to 100,000 "
        "a decision (so K at most 25,000), got '99999999999999999999'",
    ),
    (["tournament", "--iterations", "25001"], "(so K at most 25,000), got '25001'"),
    (["tournament", "--iterations", "hard=5,expert=100001"], "got 'hard=5,expert=100001'"),
    (["tournament", "--iterations", "hard=0"], "whole numbers from 1 to 100,000 a decision"),
    (
        ["tournament", "--iterations", "hard=1,HARD=2"],
        "--iterations gives hard twice ('hard=1,HARD=2'); give each level once",
    ),
    (["tournament", "--iterations", "hard=1,hard=1"], "--iterations gives hard twice"),
    (["simulate", "--players", "9" * 300], "is for 2–10 players, not " + "9" * 39 + "…"),
    (["bench", "--players", "9" * 300], "no variant is for " + "9" * 39 + "… players"),
    (["--size", "7681x600"], "size must be from 1024x600 to 7680x4320"),
    (["--screenshot", "/proc/nope/x.png"], "--screenshot: cannot write in /proc/nope"),
    (["--screenshot", "shot.jpg"], "--screenshot: the file name must end in .png"),
    # A line break in the name (the fuzz found it) is quoted: the message stays one line.
    (["--screenshot", "\n0"], "--screenshot: the file name must end in .png, got '\\n0'"),
    (["play", "--variant-file", "/nowhere/mine.yaml"], "no such variant file: /nowhere/mine.yaml"),
]


@pytest.mark.parametrize(("argv", "message"), BAD_FLAGS)
def test_bad_flags_are_one_line_and_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import game.app

    monkeypatch.setattr(game.app, "run", lambda *a, **k: pytest.fail("a window was opened"))
    code, out, err = run_cli(argv, capsys)
    assert code == 2
    assert message in err, err
    assert err.count("\n") == 1 and out == ""


def test_a_screenshot_folder_is_refused_before_the_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import game.app

    monkeypatch.setattr(game.app, "run", lambda *a, **k: pytest.fail("a window was opened"))
    folder = tmp_path / "shot.png"
    folder.mkdir()
    code, _out, err = run_cli(["--screenshot", str(folder)], capsys)
    assert code == 2 and "is a folder" in err


@pytest.mark.parametrize("command", ["play", "simulate", "bench", "tournament"])
def test_a_broken_variant_file_is_reported_with_its_reason(
    command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import game.app

    monkeypatch.setattr(game.app, "run", lambda *a, **k: pytest.fail("a window was opened"))
    mine = tmp_path / "mine.yaml"
    mine.write_text("extends: q2j\noptions:\n  rule_4: maybe\n")
    code, _out, err = run_cli([command, "--variant-file", str(mine), "--variant", "mine"], capsys)
    assert code == 2
    assert f"{mine}:3: options.rule_4: rule_4 must be true or false" in err


def test_top_level_help_shows_how_to_start_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run_cli(["--help"], capsys)
    assert code == 0
    for flag in ("--variant ID", "--players N", "--seed N", "--seats KINDS", "--screenshot PATH"):
        assert flag in out
    examples = [line for line in out.splitlines() if line.strip().startswith("q2j --variant")]
    assert examples
    known = set(load_catalog().variants)
    for line in examples:
        variant = line.split("--variant")[1].split()[0]
        assert variant in known, line


def test_play_help_names_real_variant_ids(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run_cli(["play", "--help"], capsys)
    assert code == 0
    named = re.search(r"--variant ID\s+variant id: (.*?)\(see", out, re.DOTALL)
    assert named is not None
    ids = [word.strip(",…") for word in named.group(1).split()]
    assert ids and set(ids) <= set(load_catalog().variants), ids


def test_simulate_into_a_closed_pipe_ends_quietly() -> None:
    # `q2j simulate | head -1`: the reader leaves after one line.
    shell = f"{sys.executable} -m game simulate --games 30 --players 3 | head -1"
    result = subprocess.run(["sh", "-c", shell], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert result.stdout.startswith("Q Squared Joe (q2j), 3 players")
    assert "Traceback" not in result.stderr and "BrokenPipe" not in result.stderr, result.stderr


def test_without_a_display_the_game_says_so_at_once() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    result = subprocess.run(
        [sys.executable, "-m", "game"], capture_output=True, text=True, cwd=ROOT, timeout=30, env=env
    )
    assert result.returncode == 1
    assert "the game needs a display" in result.stderr and "Traceback" not in result.stderr


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
def test_game_flags_start_at_the_table(
    monkeypatch: pytest.MonkeyPatch, argv: list[str], at_table: bool
) -> None:
    import game.app

    launched: list[object] = []
    monkeypatch.setattr(game.app, "run", lambda launch, **kwargs: launched.append(launch) or 0)
    assert main(argv) == 0
    (launch,) = launched
    assert launch.start_at_table is at_table  # type: ignore[attr-defined]
