"""The history's Continue takes up a game only from a save that holds that game: a game taken
over from a replay holds the first game's moves and more, and is not the first game (its save
says where it was taken over; the history's rows say the same)."""

from __future__ import annotations

from dataclasses import replace

from history.helpers import DAY_ONE, played_session

from game.files import autosaving, saves
from game.history.records import Status, TakenOver
from game.history.snapshot import game_record
from game.scenes.history_continue import is_saved

MARK = TakenOver(1, 3, game=7)


def saved_and_recorded(mark: TakenOver | None) -> tuple[saves.SavedMatch, object]:
    session = played_session("q2j", 2, seed=5, moves=6)
    session.taken_over = mark
    assert session.save() is None and autosaving.flush()
    save = saves.read(saves.default_save_path())
    return save, game_record(session, "a game", DAY_ONE, {}, Status.ABANDONED)


def test_a_save_holds_its_own_game_marked_or_not() -> None:
    for mark in (None, MARK):
        save, record = saved_and_recorded(mark)
        assert is_saved(record, save)  # type: ignore[arg-type]


def test_the_save_of_a_game_taken_over_is_not_the_game_it_came_from() -> None:
    save, record = saved_and_recorded(MARK)
    first = replace(record, taken_over=None)  # the game it was taken over from: the same moves
    assert not is_saved(first, save)  # type: ignore[arg-type]
    elsewhere = replace(record, taken_over=TakenOver(1, 4, game=7))  # taken over at another move
    assert not is_saved(elsewhere, save)  # type: ignore[arg-type]


def test_an_older_save_without_the_mark_still_holds_its_marked_game() -> None:
    save, record = saved_and_recorded(None)
    assert is_saved(replace(record, taken_over=MARK), save)  # type: ignore[arg-type]
