"""A match hosted from the window is in that window's History, as a game at one screen is: Mum
hosts, her seat plays to the match's end, she closes the table, and finds the match listed under
her name with the result her sheet said, and replays it. Was: a hosted match was never recorded."""

from __future__ import annotations

import pygame

from game.net.host import SeatPlan
from game.scenes.host_lobby import HostLobbyScene
from game.scenes.menu import MenuScene
from game.scenes.replay_scene import ReplayScene
from game.scenes.scene import Push
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.table.scene import TableScene
from tests.net.table import variant

from .driver import Driver
from .test_coming_back_scenes import autoplay as autoplay  # the fixture: seats that move alone
from .test_history_screens import to_history
from .test_network_screens import button, until


def hosting(driver: Driver, plans: list[SeatPlan]) -> HostLobbyScene:
    """Mum hosts Q Squared Joe from this window at seat 1 (deal 5): her lobby, every seat taken."""
    lobby = {"variant": variant("q2j"), "plans": plans, "seed": 5, "own_seats": (0,)}
    driver.top.request(Push("host_lobby", **lobby))  # type: ignore[union-attr]
    driver.step()
    host_lobby = driver.top
    assert isinstance(host_lobby, HostLobbyScene)
    until(driver, lambda: host_lobby.state.full)
    return host_lobby


def match_over(driver: Driver, lobby: HostLobbyScene) -> str | None:
    """The match's result once the window shows it over: on the host's own sheet, or (the
    seats moving alone, the match may end before her table opens) in the lobby."""
    top = driver.top
    if isinstance(top, TableScene) and any(b.value == "continue" for b in top.buttons):
        driver.click(button(driver, "continue").rect.center)
    if isinstance(top, ScoreboardScene) and top.match_over:
        return top.waiting_line()
    if top is lobby and lobby.state.phase == "over":
        return lobby.state.result
    return None


def test_a_match_hosted_from_the_window_is_in_its_history(driver: Driver, autoplay: None) -> None:
    host_lobby = hosting(driver, [SeatPlan("Mum", "remote"), SeatPlan("Chloe", "random")])
    driver.click(button(driver, "start").rect.center)
    # Mum's seat moves alone (the fixture) to the match's end.
    result = until(driver, lambda: match_over(driver, host_lobby), 90)  # "Q Squared Joe: Chloe won …"
    close = "cancel" if driver.top is host_lobby else "leave"
    driver.click(button(driver, close).rect.center)  # Close the table
    until(driver, lambda: isinstance(driver.top, MenuScene))
    assert host_lobby.table.history is not None and host_lobby.table.history.flush()
    history = to_history(driver)
    line = until(driver, lambda: history.lines and history.lines[0])
    assert [seat.name for seat in line.seats] == ["Mum", "Chloe"]
    assert f": {line.result().replace(' (random)', '')}" in result, (line.result(), result)
    assert len(history.lines) == 1
    driver.key(pygame.K_RETURN)
    replay = until(driver, lambda: driver.top if isinstance(driver.top, ReplayScene) else None)
    assert isinstance(replay, ReplayScene)
