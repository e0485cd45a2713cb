"""The History screen's Continue (C) on a match hosted across the room: the menu's *Play across
the room* offers *Continue hosting* for it, and C says so in words (was: "there is no saved game",
or "only the last game left at each window is saved", though Continue hosting held it). While the
table is hosted now, C says it is played on at that table. A real host on the loopback, recording
into the window's history as the lobby's table does."""

from __future__ import annotations

import pygame
import pytest

from game.net.host import SeatPlan
from game.scenes.history_scene import HistoryScene
from tests.history.test_hosted_continuable import closed, hosted_table, joining
from tests.net.test_threads import until as until_net

from .drawn_words import strings_drawn
from .driver import Driver
from .test_network_screens import until


def continued(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The History screen from the menu, its one game chosen, C pressed: the words drawn then."""
    driver.click_button("History")
    scene = driver.top
    assert isinstance(scene, HistoryScene)
    until(driver, lambda: scene.lines and not scene.loading)
    driver.key(pygame.K_c)
    until(driver, lambda: not scene.continuing.busy)
    driver.step()
    assert driver.top is scene  # nothing taken to the table here
    said = strings_drawn(scene, monkeypatch)
    driver.key(pygame.K_ESCAPE)
    return said


def test_continue_on_a_hosted_match_points_to_continue_hosting(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = hosted_table([SeatPlan("Dad", "remote"), SeatPlan("Chloe", "random")])
    dad = joining(table, "Dad")
    try:
        until_net(lambda: table.state().full)
        table.begin()
        until_net(lambda: dad.state().legal, 60)
        assert table.history is not None and table.history.flush()
        said = continued(driver, monkeypatch)
        assert (
            "Game 1 is a table being hosted now, by this window or another copy of the program: "
            "it is played on at that table." in said
        ), said
    finally:
        closed(table, dad)
    said = continued(driver, monkeypatch)
    assert (
        "Game 1 was hosted across the room: to go on with it, choose Play across the room on the "
        "menu, then Continue hosting." in said
    ), said
    driver.click_button("Play across the room")  # and there it is, offered
    until(driver, lambda: "Continue hosting" in [b.label for b in getattr(driver.top, "buttons", [])], 30)
