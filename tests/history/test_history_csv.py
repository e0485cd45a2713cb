"""``q2j history csv FILE``: every game as one table a spreadsheet opens (issue 44, what players
expect: a CSV export), oldest first, computers named with their level, filters as elsewhere."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from game.cli import main
from game.files import paths
from game.history.database import connect
from game.history.profiles import create_profile
from game.history.records import Status

from .helpers import game, seats, write


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path / "home"))
    db = connect(paths.user_dir() / "history.sqlite3")
    create_profile(db, "Ada")
    write(
        db,
        game("first", seats("Ada", "Basil", "hard"), [2], day=0),
        game("second", seats("Ada", "easy"), [0], day=1, game_name="quatorze"),
        game("left", seats("Ada", "easy"), [], day=2, status=Status.ABANDONED),
    )
    db.execute(  # the second game begun from the first's replay, in round 2 after 5 moves
        "UPDATE games SET taken_from = 1, taken_round = 2, taken_move = 5 WHERE id = 2"
    )
    db.commit()
    db.close()
    return tmp_path


def test_every_game_is_a_row_oldest_first(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = home / "games.csv"
    assert main(["history", "csv", str(target)]) == 0
    assert "3 games written to" in capsys.readouterr().out
    with target.open(encoding="utf-8", newline="") as sheet:
        rows = list(csv.DictReader(sheet))
    assert [row["status"] for row in rows] == ["finished", "finished", "abandoned"]
    assert rows[0]["players"] == "Ada; Basil; Bot 2 (hard)" and rows[0]["winners"] == "Bot 2 (hard)"
    assert rows[2]["winners"] == "" and rows[1]["game"] == "quatorze"
    taken = [(row["taken_from_game"], row["taken_round"], row["taken_move"]) for row in rows]
    assert taken == [("", "", ""), ("1", "2", "5"), ("", "", "")]
    assert main(["history", "csv", str(target), "--game", "quatorze"]) == 0
    with target.open(encoding="utf-8", newline="") as sheet:
        assert [row["game"] for row in csv.DictReader(sheet)] == ["quatorze"]


def test_a_folder_that_is_not_there_is_refused(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["history", "csv", str(home / "missing" / "games.csv")]) == 2
    assert "does not exist" in capsys.readouterr().err
    assert not (home / "missing").exists()
