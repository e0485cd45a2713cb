"""Full or read-only folders and tampered saves, met through the real screens: a message, never a crash."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.files import autosaving, saves
from game.launch import LaunchOptions
from game.play.seats import HUMAN
from game.scenes.menu import MenuScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.table.scene import TableScene

from .driver import Driver
from .test_hint_undo import human_turn


def refuse(code: int) -> object:
    def refused(*_args: object, **_kwargs: object) -> None:
        raise OSError(code, os.strerror(code))

    return refused


@pytest.mark.parametrize("code", [errno.EROFS, errno.ENOSPC])
def test_a_setting_changed_on_a_refusing_disk_is_kept_and_said(
    driver: Driver, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    driver.click_button("Settings")
    scene = driver.top
    assert isinstance(scene, SettingsScene)
    monkeypatch.setattr("game.player.settings.write_atomically", refuse(code))
    before = scene.ctx.settings.four_colour
    (button,) = [b for b in scene.buttons if b.value == "four_colour"]
    driver.click(button.rect.center)
    assert driver.top is scene and driver.running
    assert scene.ctx.settings.four_colour is not before  # still applied for this session
    assert scene.notice.startswith(f"Settings could not be saved ({os.strerror(code)})")
    driver.step(2)  # the notice draws


def test_continue_refuses_a_save_with_a_nul_in_a_name(driver: Driver) -> None:
    driver.close()
    path = saves.default_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = 'version: 1\nvariant: q2j\nseed: 3\nseats: [{name: "A\\0nn"}, {name: Bo}]\nrounds: [[]]\n'
    path.write_text(text, encoding="utf-8")
    again = Driver()
    try:
        again.click_button("Continue")
        menu = again.top
        assert isinstance(menu, MenuScene)
        assert "seats.0.name: must be a name of printable characters" in menu.notice
        assert Path(f"{path}.bad").read_text(encoding="utf-8") == text
        again.step(2)
    finally:
        again.close()


def test_continue_with_a_bad_save_in_a_read_only_folder(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver.close()
    path = saves.default_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("version: 7\n", encoding="utf-8")
    monkeypatch.setattr(os, "replace", refuse(errno.EROFS))
    again = Driver()
    try:
        again.click_button("Continue")
        menu = again.top
        assert isinstance(menu, MenuScene) and again.running
        assert "has version 7" in menu.notice and "could not be moved aside" in menu.notice
        again.step(2)
    finally:
        again.close()


def test_a_full_disk_during_play_is_said_once_and_the_game_goes_on(
    driver: Driver, monkeypatch: pytest.MonkeyPatch, toasts: list[str]
) -> None:
    monkeypatch.setattr(os, "fsync", refuse(errno.ENOSPC))
    said = toasts
    driver.setup_game("q2j", 2, [HUMAN, "easy"])
    table = human_turn(driver)
    driver.play_human_turn(table)
    table = human_turn(driver)
    assert isinstance(table, TableScene) and driver.running
    # Said on the message line once the private table's host has tried the save (its thread).
    for _ in range(2_000):
        if any("could not be saved" in words for words in said):
            break
        driver.step()
    assert len([words for words in said if "could not be saved" in words]) == 1, said
    # The writer's thread may still be failing its last save: what it leaves is judged once it is done.
    assert autosaving.flush()
    folder = saves.default_save_path().parent
    # Only the window's claim on its save's name (``save_claim``, taken before the first write).
    left = [path.name for path in folder.iterdir()]
    assert folder.is_dir() and left == ["autosave.yaml.inuse"], "no save and no temporary file left behind"


def test_a_screenshot_that_cannot_be_written_is_said_and_the_game_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    shot = tmp_path / "shot.png"
    app = App(LaunchOptions(seed=7, screenshot=shot), size=(1280, 800), fullscreen=False)
    try:
        monkeypatch.setattr(pygame.image, "save", refuse(errno.ENOSPC))
        app.ctx.table_ready = True
        app._maybe_screenshot(pygame.display.get_surface())
        assert "The screenshot could not be saved to" in capsys.readouterr().err
        assert app.step(1 / 30)
        assert not shot.exists()
    finally:
        app.close()
