"""Continuing an unfinished game from the history list (C): the game the autosave holds is taken
up at the table where it was left (and recorded as the same game); another unfinished game, a
finished one, or any game when nothing is saved is refused with the reason said on the screen."""

from __future__ import annotations

import datetime
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from history.helpers import DAY_ONE, game, history, played_session, seats, write

from game.files import autosaving, paths
from game.history.records import Status
from game.history.snapshot import game_record
from game.launch import LaunchOptions
from game.scenes.history_scene import HistoryScene
from game.scenes.table.scene import TableScene

from .driver import Driver, judge


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Three games, newest first: one left after 6 moves and saved, one finished, one left
    earlier (not saved: the autosave holds only the last); yields the saved game's moves."""
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    session = played_session("q2j", 3, seed=21, moves=6)
    session.save()
    autosaving.flush()
    left = game_record(session, "left", DAY_ONE + datetime.timedelta(days=9), {}, Status.ABANDONED)
    db = history(paths.user_dir())
    write(
        db,
        game("older", seats("Ada", "easy"), [], day=1, status=Status.ABANDONED),
        game("done", seats("Ada", "easy"), [0], day=2),
        left,
    )
    db.close()
    yield [str(action) for action in session.state.log]


def test_the_saved_unfinished_game_is_continued_and_others_say_why_not(home: list[str]) -> None:
    driver = Driver(LaunchOptions(), size=(1024, 600))
    try:
        driver.click_button("History")
        driver.step()
        scene = driver.top
        assert isinstance(scene, HistoryScene)
        driver.key(pygame.K_DOWN)  # the finished game
        driver.key(pygame.K_c)
        driver.step()
        assert driver.top is scene and "finished" in scene.refused
        driver.key(pygame.K_DOWN)  # the older unfinished game: not the one saved
        driver.key(pygame.K_c)
        driver.step()
        assert driver.top is scene and "only the last game left at each window is saved" in scene.refused
        screen = pygame.display.get_surface()
        assert screen is not None
        scene.draw(screen)
        pygame.image.save(screen, str(paths.user_dir() / "continue-refused-1024.png"))
        driver.key(pygame.K_HOME)  # the game left and saved
        driver.key(pygame.K_c)
        driver.step()
        table = driver.top
        assert isinstance(table, TableScene), scene.refused
        assert [str(action) for action in judge(table.session).state.log] == home  # where it was left
    finally:
        driver.close()


def test_without_a_saved_game_continue_says_so(home: list[str]) -> None:
    (paths.saves_dir() / "autosave.yaml").unlink()
    driver = Driver(LaunchOptions(), size=(1920, 1080))
    try:
        driver.click_button("History")
        driver.step()
        scene = driver.top
        assert isinstance(scene, HistoryScene)
        driver.key(pygame.K_c)
        driver.step()
        assert driver.top is scene and "there is no saved game" in scene.refused
    finally:
        driver.close()
