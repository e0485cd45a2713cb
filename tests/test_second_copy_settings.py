"""A second copy of the program on the same user folder: what one window changes in its settings
is not undone by the other. Each window is a process of its own (the real scenes, the dummy video
driver), driven by commands on its stdin (``python tests/test_second_copy_settings.py``).

Before, a window saving its settings wrote every setting it held in memory: the ones the other
window had changed since this one started went back to what they were (a window closed after a
resize reverted the other's new card size; two people typing birthdays kept only the last).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

from tests.window_process import WindowProcess

ROOT = Path(__file__).resolve().parent.parent


class Window(WindowProcess):
    """Another copy of the program, in its own process, on this test's user folder."""

    def __init__(self) -> None:
        env = {
            **os.environ,
            "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests")]),
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",  # its first line on stdout is the window's answer
        }
        super().__init__([sys.executable, __file__], ROOT, env)
        self.shown = self.first


def test_each_window_keeps_what_the_other_changed_in_settings() -> None:
    first, second = Window(), Window()
    try:
        # Both windows are open on the defaults; the second turns the four colours on.
        assert second.shown["Four-colour suits"] == "Off" and first.shown["Card size"] == "Medium"
        assert second.ask("set four_colour")["Four-colour suits"] == "On"
        # The first, which still shows them off, makes its cards large: the four colours stay.
        assert first.ask("set card_size")["Card size"] == "Large"
        # The second was resized: closing it remembers its size, and leaves the large cards be.
        second.ask("resize 1100 700")
        second.quit()
        first.quit()
    finally:
        first.quit()
        second.quit()
    third = Window()
    try:
        shown = third.shown
        assert (shown["Four-colour suits"], shown["Card size"]) == ("On", "Large")
        assert shown["window"] == [1100, 700]
    finally:
        third.quit()


def test_birthdays_typed_in_two_windows_are_both_kept() -> None:
    first, second = Window(), Window()
    try:
        first.ask("birthday Ann 1990-04-02")
        second.ask("birthday Bob 1985-11-30")
    finally:
        first.quit()
        second.quit()
    third = Window()
    try:
        assert third.shown["birthdays"] == {"Ann": "1990-04-02", "Bob": "1985-11-30"}
    finally:
        third.quit()


# The window's side: run as a program ---------------------------------------------------------


def _shown(driver: Any) -> dict[str, Any]:
    """The settings screen's rows as a player reads them (its label: the value on its button),
    the window's size remembered (the one it opens at without ``--size``), and the birthdays the
    seat setup would offer."""
    from game.scenes.settings_scene import SettingsScene

    driver.click_button("Settings")
    screen = driver.top
    assert isinstance(screen, SettingsScene)
    labels = {key: label for key, label, _value in screen.rows()}
    shown: dict[str, Any] = {labels[str(b.value)]: b.label for b in screen.buttons if b.value in labels}
    driver.click_button("Back")
    shown["window"] = list(driver.app.ctx.settings.window_size)  # opened without --size: this size
    shown["birthdays"] = dict(driver.app.ctx.settings.birthdays)
    return shown


def _answer(driver: Any, command: str, arguments: list[str]) -> dict[str, Any]:
    import pygame

    from game.scenes.settings_scene import SettingsScene

    if command == "set":  # a button of the settings screen pressed, as a player does
        driver.click_button("Settings")
        screen = driver.top
        assert isinstance(screen, SettingsScene)
        button = next(b for b in screen.buttons if b.value == arguments[0])
        driver.click(button.rect.center)
        driver.click_button("Back")
    elif command == "resize":  # the window's edge dragged
        size = (int(arguments[0]), int(arguments[1]))
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        driver.step()
    elif command == "birthday":  # kept as the seat setup keeps a birthday typed there
        driver.app.ctx.settings.birthdays[arguments[0]] = arguments[1]
        driver.app.ctx.save()
    else:
        raise ValueError(command)
    return _shown(driver)


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["LANGUAGE"] = "en"
    from scenes.driver import Driver

    from game.launch import LaunchOptions

    driver = Driver(LaunchOptions(seed=7))
    print(json.dumps(_shown(driver)), flush=True)  # ready
    for line in sys.stdin:
        command, *arguments = line.split()
        if command == "quit":
            break
        print(json.dumps(_answer(driver, command, arguments)), flush=True)
    driver.close()


if __name__ == "__main__":
    main()
