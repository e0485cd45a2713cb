"""*Continue hosting* with two copies of the program hosting from one user folder: the join
screen offers only a table no running copy holds (never the other window's live table), and of
the tables left, the one hosted last. Was: both copies wrote one save, and Continue hosting took
up whichever table wrote last, live in the other window or not."""

from __future__ import annotations

import signal
from pathlib import Path

import pygame
import pytest

from game.scenes import host_lobby
from game.scenes.host_lobby import HostLobbyScene
from tests.net.test_commands import free_port
from tests.net.test_two_hosts_saves import Program, bot_joiner, headless_host

from .driver import Driver
from .test_network_screens import button, to_join_screen, until
from .test_two_hosts_announced import quiet_lan  # noqa: F401  (a fixture)

ANN_CODE, BOB_CODE = "K7MP9Q", "HJK346"


def offered(driver: Driver) -> bool:
    return any(b.value == "rehost" for b in getattr(driver.top, "buttons", []))


def continue_hosting(driver: Driver, port: int, monkeypatch: pytest.MonkeyPatch) -> HostLobbyScene:
    """Continue hosting pressed: the lobby of the table it took up, listening on ``port`` (where
    that table's joiner keeps trying)."""
    monkeypatch.setattr(host_lobby, "PORT", port)
    driver.click(button(driver, "rehost").rect.center)
    driver.step()
    lobby = driver.top
    assert isinstance(lobby, HostLobbyScene), driver.top
    until(driver, lambda: lobby.state.port == port)
    return lobby


def seat_one_back(lobby: HostLobbyScene, name: str) -> bool:
    seats = lobby.state.seats
    return bool(seats) and seats[0].name == name and seats[0].here


@pytest.mark.usefixtures("quiet_lan")  # the lobby's announcement goes nowhere
def test_continue_hosting_offers_only_a_table_no_copy_holds_the_last_hosted_first(
    driver: Driver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path  # the window's user folder (the driver's) is the hosts' too
    ann_port, bob_port = free_port(), free_port()
    started: list[Program] = []
    try:
        ann_host = headless_host(home, ann_port, ANN_CODE, 4, "--no-announce")
        started += [ann_host, bot_joiner(tmp_path / "ann", ann_port, ANN_CODE, "Ann")]
        ann_host.wait_for(lambda: ann_host.said("Ann took seat 1"), "Ann seated")
        bob_host = headless_host(home, bob_port, BOB_CODE, 5, "--no-announce")
        started += [bob_host, bot_joiner(tmp_path / "bob", bob_port, BOB_CODE, "Bob")]
        bob_host.wait_for(lambda: bob_host.said("Bob took seat 1"), "Bob seated")

        to_join_screen(driver)
        driver.step(5)
        assert not offered(driver), "Continue hosting offers a table another copy is hosting"

        # Bob's copy dies: his table, and only his, can be taken up here.
        bob_host.process.send_signal(signal.SIGKILL)
        bob_host.kill()
        until(driver, lambda: offered(driver))
        lobby = continue_hosting(driver, bob_port, monkeypatch)
        assert lobby.state.code == BOB_CODE
        until(driver, lambda: seat_one_back(lobby, "Bob"))
        assert ann_host.process.poll() is None and not ann_host.said("came back")
        driver.key(pygame.K_ESCAPE)  # Cancel: the table closes, kept for another Continue hosting
        assert lobby.table.join(30)
        until(driver, lambda: offered(driver))

        # Ann's copy dies too: both tables are left, and Continue hosting takes up the one hosted
        # last (Bob's, here since), not the first one saved.
        ann_host.process.send_signal(signal.SIGKILL)
        ann_host.kill()
        driver.step(5)
        lobby = continue_hosting(driver, bob_port, monkeypatch)
        assert lobby.state.code == BOB_CODE
        until(driver, lambda: seat_one_back(lobby, "Bob"))
        driver.key(pygame.K_ESCAPE)
        assert lobby.table.join(30)
    finally:
        for program in reversed(started):
            program.kill()
