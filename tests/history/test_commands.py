"""``q2j history``, ``stats``, ``replay`` and ``profiles`` as a player types them: figures printed,
a bad flag or name said in one line with status 2, a replay that differs with status 1."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.cli import main
from game.files import paths
from game.history.database import connect

from .helpers import ada_and_basil

ROOT = Path(__file__).resolve().parents[2]


def q2j(*args: str, home: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """The program run as a player runs it, with its own user folder (and ``env`` added)."""
    env = {
        **os.environ,
        "Q2J_HOME": str(home),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        **(env or {}),
    }
    return subprocess.run(
        [sys.executable, "-m", "game", *args], capture_output=True, text=True, cwd=ROOT, env=env, timeout=300
    )


def test_a_smoke_game_is_recorded_exported_and_replayed(tmp_path: Path) -> None:
    home = tmp_path / "home"
    played = q2j("--smoke", "--variant", "q2j-elimination", "--players", "3", "--seed", "4", home=home)
    assert played.returncode == 0, played.stderr
    listed = q2j("history", home=home)
    assert listed.returncode == 0
    rows = [line for line in listed.stdout.splitlines() if "q2j-elimination" in line]
    assert len(rows) == 1 and rows[0].split()[0] == "1" and " won [smoke test]" in rows[0], listed.stdout
    exported = tmp_path / "game.yaml"
    assert q2j("history", "export", "1", str(exported), home=home).returncode == 0
    checked = q2j("replay", "--check", str(exported), home=home)
    assert checked.returncode == 0 and "The replay ends as recorded." in checked.stdout, checked.stdout
    assert "deal #4, 3 seats" in checked.stdout
    # Without --check the file opens in the viewer (its first frame: the game is being rebuilt,
    # on a thread; tests/scenes/test_history_screens.py follows it further).
    layout_file = tmp_path / "layout.json"
    viewer = q2j(
        "replay",
        str(exported),
        home=home,
        env={"Q2J_FIRST_FRAME_EXIT": "1", "Q2J_DEBUG_LAYOUT": str(layout_file)},
    )
    assert viewer.returncode == 0, viewer.stderr
    shown = json.loads(layout_file.read_text(encoding="utf-8"))
    assert shown["scene"] == "replay" and shown["position"] == 0
    # An edited result: replayed, compared, refused.
    text = exported.read_text(encoding="utf-8")
    winners_line = next(line for line in text.splitlines() if line.startswith("winners: "))
    wrong = "winners: [" + ("1" if winners_line != "winners: [1]" else "0") + "]"
    exported.write_text(text.replace(winners_line, wrong, 1), encoding="utf-8")
    differs = q2j("replay", "--check", str(exported), home=home)
    assert differs.returncode == 1 and "does NOT end as recorded" in differs.stdout
    assert "the match is won by" in differs.stdout


@pytest.fixture
def history_home() -> Iterator[Path]:
    """The test's user folder holding Ada and Basil's history (see tests/history/test_stats.py)."""
    os.environ["TZ"] = "UTC"
    time.tzset()
    db = connect(paths.user_dir() / "history.sqlite3")
    ada_and_basil(db)
    db.close()
    yield paths.user_dir()
    del os.environ["TZ"]
    time.tzset()


def test_stats_of_one_profile(history_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--profile", "ada"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Ada — all games")
    assert "8 games, 6 won (75.0%); 1 abandoned (not counted)" in out
    assert "Streak: 2 won in a row now, best 3" in out
    assert "hard        2 games: Ada won 1 (50.0%), hard won 1" in out
    assert "medium       1 game: Ada won 1 (100.0%), medium won 0" in out
    # Each game's own figures, as its registration declares them.
    assert "  Quatorze:\n    Best match: -15\n    Points a round: 11.7\n    Best round: -30\n" in out
    assert (
        "    Big Flush             1    1\n" in out
        and "Average game: 22.5 minutes, 1.2 rounds, 12 turns" in out
    )


def test_stats_in_french_write_numbers_the_french_way(
    history_home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same figures as above (6 of 8 won, 11.7 points a round, 22.5 minutes, best match −15), as French
    typography writes them: a decimal comma, a narrow no-break space before "%", a true minus."""
    monkeypatch.setenv("LANGUAGE", "fr_FR")
    assert main(["stats", "--profile", "ada"]) == 0
    out = capsys.readouterr().out
    assert "75,0\u202f%" in out and "50,0\u202f%" in out and "100,0\u202f%" in out
    assert "11,7" in out and "22,5 minutes" in out and "Meilleur match\u00a0: \u221215" in out
    assert "Win rate" not in out and "(game " not in out and "8 parties" in out
    # No figure written the English way: no decimal point, no "%" glued to a number.
    assert not re.search(r"\d\.\d|\d%", out), out


def test_stats_filters_and_head_to_head(history_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--profile", "Ada", "--game", "quatorze", "--vs", "Basil"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Ada — Quatorze") and "2 games, 1 won (50.0%)" in out
    assert "Ada against Basil: 1 game together" in out and "Ada won 1, Basil won 0" in out
    assert main(["stats", "--profile", "Ada", "--since", "2026-03-06"]) == 0
    assert "3 games, 2 won" in capsys.readouterr().out


def test_stats_of_everyone(history_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "Ada        8 games      6 wins   75.0%" in out
    assert "Basil      5 games      2 wins   40.0%" in out
    assert "Q2J (q2j): 5 finished, 1 abandoned" in out


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["stats", "--profile", "Nobody"], "no profile called 'Nobody' (profiles: Ada, Basil)"),
        (["stats", "--vs", "Basil"], "--vs compares two profiles"),
        (["stats", "--game", "chess"], "--game: 'chess' is neither a game"),
        (["stats", "--since", "2026-05-01", "--until", "2026-04-01"], "comes after --until"),
        (["history", "export", "99", "out.yaml"], "there is no game 99"),
        (["history", "--profile", "Zed"], "no profile called 'Zed'"),
    ],
)
def test_a_wrong_name_or_flag_is_one_line_and_status_2(
    history_home: Path, capsys: pytest.CaptureFixture[str], args: list[str], expected: str
) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.startswith("q2j: ") and expected in err and err.count("\n") == 1, err


@pytest.mark.parametrize("args", [["stats", "--since", "yesterday"], ["history", "--limit", "0"]])
def test_flags_argparse_refuses(
    history_home: Path, capsys: pytest.CaptureFixture[str], args: list[str]
) -> None:
    with pytest.raises(SystemExit) as refused:
        main(args)
    assert refused.value.code == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_history_lists_newest_first(history_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["history", "--limit", "3"]) == 0
    rows = capsys.readouterr().out.splitlines()[1:]
    assert [row.split()[0] for row in rows] == ["10", "9", "8"]
    assert "unfinished after 1 round" in rows[1] and "abandoned after 1 round" in rows[2]
    assert "Ada and Basil won" in rows[0]
    assert main(["history", "--all", "--game", "quatorze"]) == 0
    assert [row.split()[0] for row in capsys.readouterr().out.splitlines()[1:]] == ["6", "5"]


def test_profiles_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["profiles", "add", "Ada", "--birthday", "1990-05-04", "--colour", "teal"]) == 0
    assert "Profile Ada (teal, born 1990-05-04) made." in capsys.readouterr().out
    assert main(["profiles", "add", "ADA"]) == 2
    assert "there is a profile called 'Ada' already" in capsys.readouterr().err
    assert main(["profiles", "change", "ada", "--colour", "mauve"]) == 2
    assert "'mauve' is not a plate colour" in capsys.readouterr().err
    assert main(["profiles", "rename", "ada", "Ada L."]) == 0
    assert main(["profiles", "change", "Ada L.", "--no-birthday"]) == 0
    capsys.readouterr()
    assert main(["profiles"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "Ada L. (teal)"
    assert main(["profiles", "delete", "ada l."]) == 0
    assert "its games stay in the history" in capsys.readouterr().out
    assert main(["profiles", "delete", "Ada L."]) == 2


def test_the_settings_birthdays_are_profiles_for_the_tools_too(capsys: pytest.CaptureFixture[str]) -> None:
    settings = paths.settings_file()
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text("birthdays:\n  Chloe: '2001-02-03'\n", encoding="utf-8")
    assert main(["profiles"]) == 0
    assert "Chloe (red, born 2001-02-03)" in capsys.readouterr().out
    assert settings.read_text(encoding="utf-8") == "birthdays:\n  Chloe: '2001-02-03'\n"


def test_a_history_that_fails_under_a_command_is_said_in_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A file another program holds locked, or a disk failing mid-read: one line, no traceback."""
    import sqlite3

    import game.history.listing as listing

    def locked(*_args: object, **_kwargs: object) -> object:
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setenv("Q2J_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(listing, "recent_games", locked)
    assert main(["history"]) == 1
    said = capsys.readouterr().err
    assert said.strip() == "q2j: the game history cannot be read now (database is locked)"
