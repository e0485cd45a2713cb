"""The recorder and the store: a game is one row however often it is written, a game left and
continued is the same game, and nothing that goes wrong with the history stops the game."""

from __future__ import annotations

import datetime
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from game.history import database, schema
from game.history.recorder import Recorder
from game.history.records import GameRecord, Status, TakenOver
from game.history.store import load_game, write_game

from .helpers import a_round, game, history, played_session, seats, write


def games(path: Path) -> list[tuple[int, str, int]]:
    """(id, status, rounds stored) of every game in the file."""
    db = sqlite3.connect(path)
    rows = db.execute(
        "SELECT g.id, g.status, (SELECT COUNT(*) FROM rounds r WHERE r.game_id = g.id) FROM games g ORDER BY g.id"
    ).fetchall()
    db.close()
    return rows


def test_writing_a_game_again_changes_nothing_and_later_rounds_add_to_it(tmp_path: Path) -> None:
    db = history(tmp_path)
    first = game("k", seats("Ada", "easy"), [], rounds=[a_round(1, winners=[0])], status=Status.PLAYING)
    assert write(db, first, first) == [1, 1]
    later = replace(first, rounds=(*first.rounds, a_round(2, actions=["play 7S"], finished=False)))
    write(db, later)
    longer = replace(later, rounds=(first.rounds[0], a_round(2, actions=["play 7S", "draw"], finished=False)))
    write(db, longer)
    stored = load_game(db, 1)
    assert stored is not None
    assert [r.actions for r in stored.record.rounds] == [("draw",), ("play 7S", "draw")]
    assert games(tmp_path / "history.sqlite3") == [(1, "playing", 2)]


def test_a_finished_round_or_game_is_never_rewritten(tmp_path: Path) -> None:
    db = history(tmp_path)
    done = game("k", seats("Ada", "easy"), [0])
    write(db, done)
    other = replace(
        done,
        status=Status.ABANDONED,
        winners=(),
        rounds=(a_round(1, winners=[1], actions=["something else"]),),
    )
    write(db, other)
    stored = load_game(db, 1)
    assert stored is not None and stored.record.status is Status.FINISHED and stored.record.winners == (0,)
    assert stored.record.rounds[0].actions == ("draw",)


def continued(record: GameRecord, key: str, actions: list[str], finished: bool = False) -> GameRecord:
    return replace(record, key=key, continues=True, rounds=(a_round(1, actions=actions, finished=finished),))


def test_a_game_continued_from_the_autosave_carries_on_its_record(tmp_path: Path) -> None:
    db = history(tmp_path)
    left = game(
        "first", seats("Ada", "easy"), [], status=Status.ABANDONED, rounds=[a_round(1, finished=False)]
    )
    left = replace(left, rounds=(a_round(1, actions=["play 7S", "draw"], finished=False),))
    write(db, left)
    # The same deal taken up again: its actions so far begin with the record's.
    carried_on = continued(left, "second", ["play 7S", "draw", "play 9S"])
    assert write_game(db, replace(carried_on, status=Status.PLAYING)) == 1
    assert write_game(db, replace(carried_on, status=Status.FINISHED, winners=(0,))) == 1
    stored = load_game(db, 1)
    assert stored is not None and stored.record.status is Status.FINISHED
    assert stored.record.rounds[0].actions == ("play 7S", "draw", "play 9S")
    # A game of the same deal that went another way is another game.
    other = continued(left, "third", ["play 8S"])
    assert write_game(db, other) == 2


def test_a_game_taken_over_keeps_its_mark_and_is_carried_on_when_continued(tmp_path: Path) -> None:
    """A game taken over from a replay is its own row, marked, even where it begins exactly as an
    unfinished game left off; continued later from the autosave (no mark then), it is carried on
    and keeps its mark."""
    db = history(tmp_path)
    left = game("first", seats("Ada", "easy"), [], status=Status.ABANDONED)
    left = replace(left, rounds=(a_round(1, actions=["play 7S", "draw"], finished=False),))
    write(db, left)
    mark = TakenOver(1, 2, game=1)
    taken = replace(continued(left, "taken", ["play 7S", "draw"]), taken_over=mark, status=Status.ABANDONED)
    assert write_game(db, taken) == 2
    again = continued(left, "again", ["play 7S", "draw", "play 9S"])  # Continue: newest first
    assert write_game(db, replace(again, status=Status.FINISHED, winners=(0,))) == 2
    stored, first = load_game(db, 2), load_game(db, 1)
    assert stored is not None and stored.record.taken_over == mark
    assert stored.record.status is Status.FINISHED
    assert first is not None and first.record.taken_over is None and first.record.rounds == left.rounds


def test_the_recorder_follows_a_game_at_the_table(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    recorder = Recorder.start(path)
    session = played_session("q2j-elimination", 4, seed=11)  # a match of three rounds, played out
    recorder.playing(session)
    recorder.round_finished(session)
    recorder.still_at_table([session])  # still shown: nothing happens
    assert recorder.flush()
    assert games(path) == [(1, "finished", len(session.match.rounds))]
    recorder.still_at_table([])  # the scoreboard closed after the end: still finished
    recorder.close()
    assert games(path) == [(1, "finished", 3)]
    assert recorder.notice == ""


def test_a_game_the_table_lets_go_of_is_recorded_as_left(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    recorder = Recorder.start(path)
    first, second, third = (played_session("q2j", 2, seed=n, moves=3) for n in (1, 2, 3))
    recorder.playing(first)
    recorder.playing(first)  # its next round at the table: the same game
    recorder.playing(second)  # restarted: the first was left
    recorder.still_at_table([None, "a scene without a game"])  # quit to the menu: the second was left
    recorder.playing(third)
    recorder.close()  # the window closed during the third
    assert [status for _, status, _ in games(path)] == ["abandoned", "abandoned", "abandoned"]
    db = history(tmp_path)
    stored = load_game(db, 1)
    assert stored is not None and stored.record.ended is not None
    assert stored.record.rounds[-1].actions, "the round in play is kept, action for action"


class Broken:
    """A game whose match cannot be read (a bug elsewhere): the recorder must shrug it off."""

    variant = property(lambda self: (_ for _ in ()).throw(RuntimeError("no variant")))
    seats = ()
    seed = 1
    match = property(lambda self: (_ for _ in ()).throw(RuntimeError("no match")))


def test_a_record_that_cannot_be_made_never_stops_the_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    recorder = Recorder.start(tmp_path / "history.sqlite3")
    broken = Broken()
    recorder.playing(broken)  # type: ignore[arg-type]
    recorder.round_finished(broken)  # type: ignore[arg-type]
    recorder.close()
    assert "could not be recorded" in recorder.notice
    assert "could not be recorded" in capsys.readouterr().err


def test_a_recorder_beside_the_windows_says_its_trouble_on_the_windows_menu(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game at a private table is recorded by a recorder beside the window's; the menu reads
    the window's notice, which must hold the other's trouble too."""
    monkeypatch.setattr(database, "BUSY_SECONDS", 0.2)
    path = tmp_path / "history.sqlite3"
    window = Recorder.start(path)
    assert window.flush()
    table = window.beside()
    broken = Broken()
    table.playing(broken)  # type: ignore[arg-type]
    assert table.flush()  # its file opened
    assert "could not be recorded" in window.notice
    session = played_session("q2j-elimination", 4, seed=11)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another program writing, for longer than the wait
    table.playing(session)
    assert table.flush()
    assert "locked" in window.notice
    holder.execute("ROLLBACK")
    holder.close()
    table.round_finished(session)
    table.close()
    window.close()
    assert games(path) == [(1, "finished", 3)]  # written once the file was free


def test_a_locked_history_is_reported_and_the_next_record_makes_good(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(database, "BUSY_SECONDS", 0.2)
    path = tmp_path / "history.sqlite3"
    recorder = Recorder.start(path)
    assert recorder.flush()
    session = played_session("q2j-elimination", 4, seed=11)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another program writing, for longer than the wait
    recorder.playing(session)
    assert recorder.flush()
    assert "could not be recorded" in recorder.notice and "locked" in recorder.notice
    holder.execute("ROLLBACK")
    holder.close()
    recorder.round_finished(session)  # the whole game so far goes with the next record
    recorder.close()
    assert games(path) == [(1, "finished", 3)]
    assert "locked" not in recorder.notice  # written: the menu no longer says it was not


def test_no_history_this_time_leaves_the_game_alone(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {schema.LATEST + 5}")
    db.close()
    before = path.read_bytes()
    recorder = Recorder.start(path)
    session = played_session("q2j", 2, seed=4)
    recorder.playing(session)
    recorder.round_finished(session)
    assert recorder.flush()
    recorder.close()
    assert "newer version" in recorder.notice
    assert path.read_bytes() == before


def test_the_recorder_stamps_start_and_end_with_its_clock(tmp_path: Path) -> None:
    moments = iter(
        datetime.datetime(2026, 4, 1, 20, minute, tzinfo=datetime.UTC) for minute in range(0, 60, 5)
    )
    recorder = Recorder.start(tmp_path / "history.sqlite3", clock=lambda: next(moments))
    session = played_session("q2j", 2, seed=4)
    recorder.playing(session)  # reads the clock twice: the key, the start
    recorder.round_finished(session)  # the end
    recorder.close()
    db = history(tmp_path)
    stored = load_game(db, 1)
    assert stored is not None
    assert (stored.record.started.minute, stored.record.ended and stored.record.ended.minute) == (5, 10)
