"""The history's schema: a file from every earlier version is brought to the current one with its
data intact, in one transaction; a file from a newer program is refused and left as it was."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from game.history import schema
from game.history.database import HistoryUnavailable, connect, open_history
from game.history.listing import recent_games
from game.history.profiles import find_profile
from game.history.stats import profile_stats
from game.history.store import load_game

STARTED = "2026-03-02T09:00:00.000+00:00"
ENDED = "2026-03-02T09:20:00.000+00:00"


def _version_0(db: sqlite3.Connection) -> None:
    """A file with nothing in it (made by a program killed before its first transaction)."""


def _version_1(db: sqlite3.Connection) -> None:
    """Version 1 as its program wrote it: scores and winners kept as JSON texts only."""
    schema.upgrade(db, target=1)
    db.execute(
        "INSERT INTO profiles (id, name, name_key, colour, birthday, created) "
        "VALUES (1, 'Ada', 'ada', 'red', '1990-05-04', ?)",
        (STARTED,),
    )
    games = [
        # id, game, winners, status
        (1, "q2j", [0], "finished"),
        (2, "quatorze", [0], "finished"),
        (3, "crazy-jokers", [1], "finished"),
        (4, "q2j", [], "abandoned"),
    ]
    for game_id, game, winners, status in games:
        db.execute(
            "INSERT INTO games (id, game_key, game, variant, variant_name, options, seed, carried, started, "
            "ended, status, winners, version, origin) VALUES (?, ?, ?, ?, ?, '{}', 5, '{}', ?, ?, ?, ?, '0.1.0', "
            "'table')",
            (game_id, f"k{game_id}", game, game, game.title(), STARTED, ENDED, status, json.dumps(winners)),
        )
        db.execute(
            "INSERT INTO seats (game_id, seat, name, level, profile_id) VALUES (?, 0, 'Ada', NULL, 1), "
            "(?, 1, 'Basil', 'hard', NULL)",
            (game_id, game_id),
        )
    rounds = [
        # game, number, finished, winners, points, carried, actions
        (1, 1, 1, [0], [], None, "play 7S\nplay QH"),
        (2, 1, 1, [0], [-30, 45], None, "draw\ndiscard 9C"),
        (2, 2, 1, [1], [12, -30], None, "draw\ndiscard 2H"),
        (3, 1, 1, [1], [0, 90], {"contracts": ["big-flush", "no-hand-hand"]}, "declare big-flush"),
        (3, 2, 1, [], [30, 0], {"contracts": ["birthday-wish", "fixed-straight"]}, "declare birthday-wish"),
        (4, 1, 0, [], [], None, "play 3C"),
    ]
    for game_id, number, finished, winners, points, carried, actions in rounds:
        db.execute(
            "INSERT INTO rounds (game_id, number, seed, finished, seats, turns, winners, placings, eliminated, "
            "points, carried, actions) VALUES (?, ?, ?, ?, '[0, 1]', 4, ?, '[]', '[]', ?, ?, ?)",
            (
                game_id,
                number,
                100 + number,
                finished,
                json.dumps(winners),
                json.dumps(points),
                None if carried is None else json.dumps(carried),
                actions,
            ),
        )


def _version_2(db: sqlite3.Connection) -> None:
    """Version 2 as its program left version 1's games: the figures' rows without each game's own."""
    _version_1(db)
    schema.upgrade(db, target=2)


def _version_3(db: sqlite3.Connection) -> None:
    """Version 3 as its program left version 1's games: each game's own figures, no taken-over mark."""
    _version_2(db)
    schema.upgrade(db, target=3)


def _version_4(db: sqlite3.Connection) -> None:
    """Version 4 as its program left version 1's games: the taken-over marks, no joined matches."""
    _version_3(db)
    schema.upgrade(db, target=4)


EARLIER: dict[int, Callable[[sqlite3.Connection], None]] = {
    0: _version_0,
    1: _version_1,
    2: _version_2,
    3: _version_3,
    4: _version_4,
}


def test_every_earlier_version_has_a_file_to_upgrade() -> None:
    assert set(EARLIER) == set(range(schema.LATEST)), "a new schema version needs a file of the one before"


def old_file(path: Path, version: int) -> None:
    db = sqlite3.connect(path, isolation_level=None)
    EARLIER[version](db)
    assert schema.version_of(db) == version
    db.close()


@pytest.mark.parametrize("version", sorted(EARLIER))
def test_an_earlier_file_is_brought_to_the_current_version(tmp_path: Path, version: int) -> None:
    path = tmp_path / "history.sqlite3"
    old_file(path, version)
    opened = open_history(path)
    assert opened.notice is None, "an old file is upgraded, not set aside"
    db = opened.db
    assert schema.version_of(db) == schema.LATEST
    assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    tables = {name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert tables >= schema.TABLES
    db.close()
    assert not [kept for kept in tmp_path.iterdir() if "set-aside" in kept.name]


def test_version_1_data_survives_and_fills_the_version_2_figures(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    old_file(path, 1)
    db = connect(path)
    won = dict(
        ((game_id, seat), won) for game_id, seat, won in db.execute("SELECT game_id, seat, won FROM seats")
    )
    assert won == {(1, 0): 1, (1, 1): 0, (2, 0): 1, (2, 1): 0, (3, 0): 0, (3, 1): 1, (4, 0): 0, (4, 1): 0}
    totals = dict(((g, s), t) for g, s, t in db.execute("SELECT game_id, seat, total FROM seats"))
    assert (totals[(2, 0)], totals[(2, 1)]) == (-30 + 12, 45 - 30)
    assert (totals[(3, 0)], totals[(3, 1)]) == (30, 90)
    assert totals[(1, 0)] is None, "a game without scored rounds has no total"
    lengths = db.execute("SELECT id, rounds, turns FROM games ORDER BY id").fetchall()
    assert lengths == [(1, 1, 4), (2, 2, 8), (3, 2, 8), (4, 0, 0)], "an unfinished round does not count"
    contracts = db.execute(
        "SELECT round, seat, contract, completed FROM round_seats WHERE game_id = 3 ORDER BY round, seat"
    ).fetchall()
    assert contracts == [
        (1, 0, "big-flush", 0),
        (1, 1, "no-hand-hand", 1),
        (2, 0, "birthday-wish", 0),
        (2, 1, "fixed-straight", 0),
    ]
    assert db.execute("SELECT COUNT(*) FROM round_seats WHERE game_id = 4").fetchone() == (0,), "unfinished"
    stored = load_game(db, 2)
    assert stored is not None
    assert [r.actions for r in stored.record.rounds] == [("draw", "discard 9C"), ("draw", "discard 2H")]
    ada = find_profile(db, "Ada")
    assert ada is not None and str(ada.birthday) == "1990-05-04"
    stats = profile_stats(db, ada)
    assert (stats.games, stats.wins, stats.abandoned) == (3, 2, 1)
    own = {figures.game: {v.key: v.value for v in figures.values} for figures in stats.figures}
    assert own["quatorze"]["round-points"] == pytest.approx((-30 + 12) / 2)
    assert own["crazy-jokers"]["big-flush-declared"] == 1 and own["crazy-jokers"]["big-flush-completed"] == 0
    assert own["crazy-jokers"]["birthday-wish-declared"] == 1
    db.close()


def test_version_2_rounds_get_each_games_own_figures(tmp_path: Path) -> None:
    """Version 3 counts each game's declared figures from what version 2's rounds kept: Quatorze's
    round points, Crazy Jokers' contracts (a figure that needs the round's events, none)."""
    path = tmp_path / "history.sqlite3"
    old_file(path, 2)
    db = connect(path)
    found = {
        (game_id, number, seat): json.loads(figures) if figures else None
        for game_id, number, seat, figures in db.execute(
            "SELECT game_id, round, seat, figures FROM round_seats"
        )
    }
    assert found[(1, 1, 0)] is None, "Q Squared Joe declares no figure"
    assert found[(2, 1, 0)] == {"round-points": -30, "best-round": -30}
    assert found[(2, 2, 1)] == {"round-points": -30, "best-round": -30}
    assert found[(3, 1, 1)] is not None and found[(3, 1, 1)]["no-hand-hand-completed"] == 1
    assert found[(3, 2, 0)] is not None and found[(3, 2, 0)]["birthday-wish-declared"] == 1
    assert found[(3, 2, 0)]["birthday-wish-completed"] == 0
    db.close()


def test_a_failing_step_leaves_the_file_at_its_old_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    old_file(path, 1)

    def broken_step(db: sqlite3.Connection) -> None:
        db.execute("CREATE TABLE half_done (x)")
        raise sqlite3.OperationalError("the disk filled up halfway")

    monkeypatch.setattr(schema, "STEPS", (schema.STEPS[0], broken_step))
    db = sqlite3.connect(path, isolation_level=None)
    with pytest.raises(sqlite3.OperationalError):
        schema.upgrade(db)
    assert schema.version_of(db) == 1
    tables = {name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert "half_done" not in tables and "round_seats" not in tables
    assert db.execute("SELECT COUNT(*) FROM games").fetchone() == (4,)
    db.close()


def test_a_file_from_a_newer_program_is_refused_and_left_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    schema.upgrade(db)
    db.execute(f"PRAGMA user_version = {schema.LATEST + 1}")
    db.close()
    before = path.read_bytes()
    with pytest.raises(
        HistoryUnavailable, match=f"newer version of Q2J.*version {schema.LATEST + 1}.*left as it is"
    ):
        open_history(path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["history.sqlite3"]


def test_version_3_games_were_each_begun_at_their_deal(tmp_path: Path) -> None:
    """Version 4 marks a game taken over from a replay: every game of an older file reads as one
    begun at its deal, in the list as in the game read whole."""
    path = tmp_path / "history.sqlite3"
    old_file(path, 3)
    db = open_history(path).db
    lines = recent_games(db)
    assert len(lines) == 4 and all(line.taken_over is None for line in lines)
    for game_id in range(1, 5):
        stored = load_game(db, game_id)
        assert stored is not None and stored.record.taken_over is None
    db.close()


def test_version_4_games_were_each_played_at_this_window(tmp_path: Path) -> None:
    """Version 5 marks a match joined across the room: every game of an older file was played (or
    hosted) at its window, can be replayed as before, and still counts for Ada."""
    path = tmp_path / "history.sqlite3"
    old_file(path, 4)
    db = open_history(path).db
    lines = recent_games(db)
    assert len(lines) == 4 and all(line.joined is None for line in lines)
    for game_id in range(1, 5):
        stored = load_game(db, game_id)
        assert stored is not None and stored.record.joined is None and stored.record.replayable
    ada = find_profile(db, "Ada")
    assert ada is not None and profile_stats(db, ada).games == 3  # its finished ones
    db.close()
