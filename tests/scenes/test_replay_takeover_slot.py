"""Taking over a replay claims the new game's save slot when the take-over starts, as a new game
from the menu does, not at its first save: a game another window leaves while the match is played
again up to the position (a long match takes a second or more) is not written over.

Two copies of the program on one user folder: the other one in a process of its own
(``save_slots_window``), this one driven here. The other window's game must still be there to
Continue afterwards, the same cards and moves it left, and this window's game saved elsewhere.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest
from history.helpers import history, played_record, write

from game.engine.errors import EngineError
from game.files import autosaving, paths, saves
from game.history.records import TakenOver
from game.history.replay import Replay
from game.play.seats import SeatConfig
from game.play.session import Session
from game.scenes import replay_scene
from game.scenes.history_scene import HistoryScene
from game.scenes.menu import MenuScene
from game.scenes.replay_scene import ReplayScene
from game.scenes.table.scene import TableScene

from .driver import Driver
from .test_save_slots_two_windows import Window

WAIT = 30.0  # seconds a held take-over waits to be let go (never reached when the test passes)


@pytest.fixture
def recorded_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> int:
    """A finished game of Q2J in the history of this test's user folder: its number."""
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    db = history(paths.user_dir())
    try:
        (number,) = write(db, played_record("q2j", 2, seed=3))
    finally:
        db.close()
    return number


@pytest.fixture
def held_take_over(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """The take-over's rebuilding of the match, held on its thread until the event is set: the
    time a long match takes, made as long as the test needs."""
    go = threading.Event()
    build = replay_scene.take_over_session

    def slow(replay: Replay, position: int, mark: TakenOver, seats: list[SeatConfig]) -> Session:
        go.wait(WAIT)
        return build(replay, position, mark, seats)

    monkeypatch.setattr(replay_scene, "take_over_session", slow)
    yield go
    go.set()


def replay_of(driver: Driver, game_id: int) -> ReplayScene:
    """From the menu: History, the game numbered ``game_id`` chosen, Enter; once it has loaded."""
    assert isinstance(driver.top, MenuScene)
    driver.click_button("History")
    listing = driver.top
    assert isinstance(listing, HistoryScene)
    until(driver, lambda: any(line.id == game_id for line in listing.lines), "the game is not listed")
    while listing.lines[listing.chosen].id != game_id:
        driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RETURN)
    viewer = driver.top
    assert isinstance(viewer, ReplayScene)
    until(driver, lambda: viewer.replay is not None, "the replay never loaded")
    return viewer


def until(driver: Driver, done: Callable[[], bool], what: str) -> None:
    """Frames until ``done`` holds, a pause for the history's and the replay's threads between
    each (their work runs beside the frames here): bounded by frames, not by the clock. Without
    the pause 3,000 frames went by in a few seconds and a busy CI machine's list was not read."""
    for _ in range(6000):
        if done():
            return
        time.sleep(0.01)
        driver.step()
    raise AssertionError(what)


def test_a_game_left_while_a_take_over_is_set_up_is_kept(
    driver: Driver, recorded_game: int, held_take_over: threading.Event
) -> None:
    other = Window(5)
    try:
        left = other.ask("play 2 1")  # the other window plays, in the usual slot
        assert left["save"] == "autosave.yaml"
        driver.app.ctx.lockstep = False  # the replay works on its threads, as for a player
        viewer = replay_of(driver, recorded_game)
        for _ in range(3):
            driver.key(pygame.K_RIGHT)
        driver.key(pygame.K_t)  # Take over from here: the match is played again up to here
        assert viewer.taking.busy
        assert other.ask("menu")["buttons"]  # meanwhile the other window leaves its game
        held_take_over.set()
        until(driver, lambda: isinstance(driver.top, TableScene), "the taken-over table never came")
        assert autosaving.flush()
        mine = saves.default_save_path().name
        # The game the other window left is there to Continue, as it was left.
        again = other.ask("continue")
        assert "state" in again, f"the other window cannot continue its game: {again}"
        assert (again["state"], again["moves"], again["save"]) == (
            left["state"],
            left["moves"],
            "autosave.yaml",
        )
        assert mine != "autosave.yaml"
    finally:
        other.quit()


def test_a_take_over_left_while_set_up_holds_no_slot(
    driver: Driver, recorded_game: int, held_take_over: threading.Event
) -> None:
    driver.app.ctx.lockstep = False
    viewer = replay_of(driver, recorded_game)
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_t)
    assert viewer.taking.busy
    driver.key(pygame.K_ESCAPE)  # back to the history while it is set up: no game is played
    assert isinstance(driver.top, HistoryScene)
    other = Window(5)
    try:
        assert other.ask("play 2 0")["save"] == "autosave.yaml"  # the usual file is free for it
    finally:
        other.quit()
    held_take_over.set()


def test_a_take_over_that_fails_holds_no_slot(
    driver: Driver, recorded_game: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refused(replay: Replay, position: int, mark: TakenOver, seats: list[SeatConfig]) -> Session:
        raise EngineError("the position does not follow")

    monkeypatch.setattr(replay_scene, "take_over_session", refused)
    viewer = replay_of(driver, recorded_game)
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_t)
    assert "could not be set up again" in viewer.take_over_note()
    other = Window(5)
    try:
        assert other.ask("play 2 0")["save"] == "autosave.yaml"
    finally:
        other.quit()
