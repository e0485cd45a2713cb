"""The window opens at the size the player last gave it; a bad saved size falls back with a message."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App
from game.launch import LaunchOptions
from game.player.settings import Settings, load_settings, save_settings


def test_a_resized_window_reopens_at_that_size(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    app = App(LaunchOptions(), fullscreen=False)
    assert app.screen.get_size() == (1280, 800)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1500, h=900, size=(1500, 900)))
    app.step(1 / 30)
    app.close()
    assert load_settings()[0].window_size == [1500, 900]
    again = App(LaunchOptions(), fullscreen=False)
    try:
        assert again.screen.get_size() == (1500, 900)
    finally:
        again.close()


def test_a_size_on_the_command_line_is_not_remembered(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    app = App(LaunchOptions(), size=(1024, 600), fullscreen=False)
    app.step(1 / 30)
    app.close()
    assert load_settings()[0].window_size == Settings().window_size


@pytest.mark.parametrize("bad", ["[10, 10]", "wide", "[1280, 800, 3]", "[1280.5, 800]", "[true, 800]"])
def test_a_bad_saved_size_falls_back_with_a_message(tmp_path: Path, bad: str) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(f"window_size: {bad}\n", encoding="utf-8")
    settings, warning = load_settings(path)
    assert settings.window_size == [1280, 800]
    assert warning is not None and "line 1, window_size: must be [width, height]" in str(warning)


def test_the_size_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    save_settings(Settings(window_size=[1920, 1080]), path)
    assert load_settings(path) == (Settings(window_size=[1920, 1080]), None)
