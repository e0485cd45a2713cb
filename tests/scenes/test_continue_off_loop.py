"""Continue reads and plays its game again beside the frame loop (issue 44): the menu's Continue
and the history's C. The read is held by the test on an event, and the frames go on meanwhile,
the button (or the list's foot) saying "Loading…"; once let go, the game comes to the table, and
a bad save is still set aside and said."""

from __future__ import annotations

import datetime
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
import pytest
from history.helpers import DAY_ONE, history, played_session, write

from game.files import autosaving, paths, saves
from game.history.records import Status
from game.history.snapshot import game_record
from game.launch import LaunchOptions
from game.play import resume
from game.scenes import history_continue, menu
from game.scenes.history_scene import HistoryScene
from game.scenes.menu import MenuScene
from game.scenes.table.scene import TableScene

from .driver import Driver, judge

HELD_AT_MOST = 60.0  # seconds: a test that never lets go still ends
FRAMES = 12  # frames drawn while the read is held


@dataclass
class Held:
    """``resume_session`` stopped once reached, until ``release`` is set."""

    reached: threading.Event
    release: threading.Event
    done: threading.Event


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Iterator[Held]:
    hold = Held(threading.Event(), threading.Event(), threading.Event())
    real = resume.resume_session

    def waiting(*args: Any, **kwargs: Any) -> Any:
        hold.reached.set()
        hold.release.wait(HELD_AT_MOST)
        try:
            return real(*args, **kwargs)
        finally:
            hold.done.set()

    monkeypatch.setattr(menu, "resume_session", waiting)
    monkeypatch.setattr(history_continue, "resume_session", waiting)
    yield hold
    hold.release.set()  # a failed test leaves no thread waiting


@pytest.fixture
def saved(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """A game saved six moves in (and left, in the history); yields its moves."""
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    session = played_session("q2j", 3, seed=21, moves=6)
    session.save()
    assert autosaving.flush()
    db = history(paths.user_dir())
    write(db, game_record(session, "left", DAY_ONE + datetime.timedelta(days=9), {}, Status.ABANDONED))
    db.close()
    yield [str(action) for action in session.state.log]


@pytest.fixture
def threaded() -> Iterator[Callable[[], Driver]]:
    """Drivers whose screens hand their slow work to threads, as the real window does."""
    made: list[Driver] = []

    def make() -> Driver:
        made.append(Driver(LaunchOptions(), size=(1024, 600)))
        made[-1].app.ctx.lockstep = False
        return made[-1]

    yield make
    for driver in made:
        driver.close()


def frames_go_on(driver: Driver, scene: object) -> None:
    """``FRAMES`` frames drawn, the same screen on top all along."""
    before = driver.app.frames
    for _ in range(FRAMES):
        driver.step()
        assert driver.top is scene
    assert driver.app.frames == before + FRAMES


def step_until_table(driver: Driver, done: threading.Event) -> TableScene:
    assert done.wait(HELD_AT_MOST)
    for _ in range(1000):  # the thread hands its result in just after: a few frames at most
        driver.step()
        if isinstance(driver.top, TableScene):
            return driver.top
    raise AssertionError(f"no table came: {driver.top!r}")


def test_the_menu_keeps_drawing_while_continue_reads(
    saved: list[str], held: Held, threaded: Callable[[], Driver]
) -> None:
    driver = threaded()
    scene = driver.top
    assert isinstance(scene, MenuScene)
    driver.click_button("Continue")
    assert held.reached.wait(HELD_AT_MOST)
    assert scene.loading and scene.buttons[0].label == "Loading…"
    frames_go_on(driver, scene)
    driver.click_button("Play")  # nothing else starts while the game is on its way
    assert driver.top is scene
    held.release.set()
    table = step_until_table(driver, held.done)
    assert [str(action) for action in judge(table.session).state.log] == saved
    assert table.resumed


def test_a_bad_save_is_still_set_aside_and_said(
    saved: list[str], held: Held, threaded: Callable[[], Driver]
) -> None:
    path = saves.default_save_path()
    path.write_text("version: 1\nvariant: q2j\nseed: 3\nseats: []\nrounds: []\n", encoding="utf-8")
    driver = threaded()
    scene = driver.top
    assert isinstance(scene, MenuScene)
    driver.click_button("Continue")
    assert held.reached.wait(HELD_AT_MOST)
    frames_go_on(driver, scene)
    held.release.set()
    assert held.done.wait(HELD_AT_MOST)
    for _ in range(1000):
        driver.step()
        if not scene.loading:
            break
    assert driver.top is scene
    assert "seats" in scene.notice and "kept as" in scene.notice
    assert "Continue" not in [button.label for button in scene.buttons]
    assert Path(str(path) + ".bad").is_file()


def test_the_history_keeps_drawing_while_a_game_is_continued(
    saved: list[str], held: Held, threaded: Callable[[], Driver]
) -> None:
    driver = threaded()
    driver.click_button("History")
    listing = driver.top
    assert isinstance(listing, HistoryScene)
    for _ in range(1000):  # the list is read on a thread too
        if listing.lines and not listing.loading:
            break
        driver.step()
    driver.key(pygame.K_c)
    assert held.reached.wait(HELD_AT_MOST)
    assert listing.refused == "Loading…"
    frames_go_on(driver, listing)
    held.release.set()
    table = step_until_table(driver, held.done)
    assert [str(action) for action in judge(table.session).state.log] == saved
