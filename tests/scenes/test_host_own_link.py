"""The people at the host's own window reach the host without a socket (issue 43: a game at one
screen speaks to its host in the same process): Mum's table opens and her move lands even on a
machine where no socket can be opened to the host (a firewall on the loopback, say); every
joiner's socket is refused here, hers is never asked for. Was: her seat joined over
127.0.0.1 and its port, like a joiner across the room."""

from __future__ import annotations

from typing import Any

import pytest

from game.net import client
from game.net.host import SeatPlan
from game.scenes.table.scene import TableScene

from .driver import Driver
from .test_hosted_history_scene import hosting
from .test_network_screens import button, until


def test_the_hosts_own_seat_plays_with_no_socket(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    sockets: list[str] = []

    def no_socket(url: str, *args: Any) -> Any:
        sockets.append(url)
        raise AssertionError(f"a socket to {url} was asked for")

    monkeypatch.setattr(client, "dial_socket", no_socket)
    hosting(driver, [SeatPlan("Mum", "remote"), SeatPlan("Chloe", "easy")])
    driver.click(button(driver, "start").rect.center)
    table = until(driver, lambda: driver.top if isinstance(driver.top, TableScene) else None, 60)
    until(driver, lambda: table.accepting_input, 60)  # Mum's turn at her own table
    assert table.session.name(table.viewer) == "Mum"
    assert sockets == []
