"""The ladder's summary (what docs/AI.md's tables are made from) and its flags."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.ai import ladder
from game.ai.ladder import summary

ROOT = Path(__file__).resolve().parents[2]


def _game(seated: list[str], winner: int, times: list[list[float]]) -> dict[str, object]:
    scores = [1.0 if seat == winner else 0.0 for seat in range(len(seated))]
    return {"seated": seated, "scores": scores, "turns": 10, "no_winner": False, "times": times}


def test_the_summary_counts_each_level_over_both_seats(tmp_path: Path) -> None:
    # Two slices of one pairing, seats swapped between games: hard wins three of four.
    slices = [
        {"variant": "quatorze", "lineup": ["medium", "hard"], "first": 0,
         "games": [_game(["medium", "hard"], 1, [[0.001], [0.1, 0.3]]),
                   _game(["hard", "medium"], 0, [[0.2], [0.001]])]},
        {"variant": "quatorze", "lineup": ["medium", "hard"], "first": 2,
         "games": [_game(["medium", "hard"], 0, [[0.001], [0.1]]),
                   _game(["hard", "medium"], 0, [[0.1], [0.002]])]},
    ]  # fmt: skip
    path = tmp_path / "ladder.jsonl"
    path.write_text("".join(json.dumps(entry) + "\n" for entry in slices))
    rows = {line.split(" | ")[3]: line for line in summary(path).splitlines() if "medium vs hard" in line}
    assert "| 4 | hard | 75.0% |" in rows["hard"]
    assert "| 4 | medium | 25.0% |" in rows["medium"]
    # Hard's five decisions: the median 100 ms; medium's four are listed too.
    assert "| quatorze | hard | 5 | 100.0 |" in summary(path)
    assert "| quatorze | medium | 4 |" in summary(path)


def test_a_summary_into_a_closed_pipe_ends_quietly() -> None:
    # `… summary file | head`: the reader is gone before the table is written.
    command = f"{sys.executable} -m game.ai.ladder summary docs/ladder/quatorze.jsonl | (exec 0<&-; true)"
    result = subprocess.run(["bash", "-c", command + "; exit ${PIPESTATUS[0]}"], capture_output=True,
                            text=True, cwd=ROOT, timeout=60)  # fmt: skip
    assert "Traceback" not in result.stderr and "BrokenPipe" not in result.stderr, result.stderr
    assert result.returncode == 141


def test_the_summary_pairs_the_two_games_of_each_deal(tmp_path: Path) -> None:
    # Ten deals, each played from both seats (games 2k and 2k+1): hard wins three deals from
    # both seats, splits six and loses one. Its shares by deal are 1, 1, 1, ½ ×6, 0: mean 0.6,
    # sample deviation √0.1, so the paired interval is 0.6 ± 1.96·√0.1/√10 = 0.6 ± 0.196.
    # (Counted as twenty independent games the interval would be wider: 38.0%–82.0%.)
    outcomes = ["both"] * 3 + ["split"] * 6 + ["lost"]
    games = []
    for outcome in outcomes:
        hard_wins = {"both": (True, True), "split": (True, False), "lost": (False, False)}[outcome]
        games.append(_game(["medium", "hard"], 1 if hard_wins[0] else 0, [[0.001], [0.1]]))
        games.append(_game(["hard", "medium"], 0 if hard_wins[1] else 1, [[0.1], [0.001]]))
    entry = {"variant": "quatorze", "lineup": ["medium", "hard"], "first": 0, "games": games}
    path = tmp_path / "ladder.jsonl"
    path.write_text(json.dumps(entry) + "\n")
    row = next(line for line in summary(path).splitlines() if "| 20 | hard |" in line)
    assert "| 60.0% |" in row
    assert "| 40.4% – 79.6% |" in row


@pytest.mark.parametrize(
    ("flag", "value", "words"),
    [
        ("--games", "9" * 20, "argument --games: expected a whole number from 1 to 100,000"),
        ("--games", "0", "argument --games: expected a whole number from 1 to 100,000, got 0"),
        ("--slice", "0", "argument --slice: expected a whole number from 1 to 100,000, got 0"),
        ("--workers", "0", "argument --workers: expected a whole number from 1 to 64, got 0"),
        ("--workers", "65", "argument --workers: expected a whole number from 1 to 64, got 65"),
        ("--seed", "-1", "argument --seed: a seed is from 0 to"),
    ],
)
def test_the_ladders_flags_say_what_is_allowed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], flag: str, value: str, words: str
) -> None:
    with pytest.raises(SystemExit) as ended:
        ladder.main(["run", "--out", str(tmp_path / "out.jsonl"), flag, value])
    assert ended.value.code == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1
    assert not (tmp_path / "out.jsonl").exists()


@pytest.mark.parametrize("value", ["0", "65", "²", "9" * 20])
def test_the_ladder_and_the_tournament_refuse_a_number_of_workers_in_the_same_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], value: str
) -> None:
    from game.cli import main as q2j

    said = []
    for run in (
        lambda: ladder.main(["run", "--out", str(tmp_path / "out.jsonl"), "--workers", value]),
        lambda: q2j(["tournament", "--workers", value]),
    ):
        with pytest.raises(SystemExit) as ended:
            run()
        assert ended.value.code == 2
        err = capsys.readouterr().err
        said.append(err.split(": ", 1)[1].rsplit(" (see ", 1)[0])  # past the program's name
    assert said[0] == said[1]
    assert said[0].startswith("argument --workers: expected a whole number from 1 to 64, got ")


def test_speed_reports_every_game_at_both_search_levels_on_the_engine_that_ran(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from game.engine import engine_kind

    assert ladder.main(["speed", "--positions", "1", "--iterations", "3", "--cpu"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"engine: {engine_kind()}"
    rows = [line.split("|")[1:4] for line in lines if line.startswith("| ") and "iterations/s" not in line]
    seen = {(variant.strip(), level.strip()) for variant, level, _ in rows}
    assert seen == {(game, level) for game in ladder._games().values() for level in ("hard", "expert")}
    assert all(float(rate.strip().replace(",", "")) > 0 for _, _, rate in rows)
