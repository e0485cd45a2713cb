"""Two windows of one computer hosting at once: the local network lists two tables, each under a
name of its own, and each lobby says its table is announced under the name the list shows with
that lobby's port. Was: both were announced as "Q2J table on <computer>", the join list showed
only the first, and the second's lobby still said "Announced on the local network".

The local network here is a stand-in with mDNS's one rule that matters: one name, one listing
(the first to announce it keeps it; a second announcement of the name is not listed)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from game.net import discovery
from game.net.host import SeatPlan
from game.net.hosting import HostedTable
from game.scenes import host_lobby, join_scene
from game.scenes.host_lobby import HostLobbyScene
from tests.net.table import variant

from .drawn_words import strings_drawn
from .driver import Driver
from .test_network_screens import hosted_lobby, until


class Lan:
    """The tables listed on the stand-in network: each name with the port it was announced with."""

    def __init__(self) -> None:
        self.listed: dict[str, int] = {}


@pytest.fixture
def quiet_lan(monkeypatch: pytest.MonkeyPatch) -> Iterator[Lan]:
    """Announcements go to a stand-in network (nothing is sent); the join screen looks at none."""
    lan = Lan()

    class Announcer:
        def __init__(self, name: str, port: int, record: dict[str, str]) -> None:
            self.name, self.port = name[:63], port

        async def start(self) -> None:
            lan.listed.setdefault(self.name, self.port)  # a name already listed stays the first's

        async def update(self, record: dict[str, str]) -> None:
            pass

        async def close(self) -> None:
            if lan.listed.get(self.name) == self.port:
                del lan.listed[self.name]

    async def look(seconds: float) -> list[discovery.Listed]:
        return []

    monkeypatch.setattr(discovery, "Announcer", Announcer)
    browser = join_scene.TableBrowser
    monkeypatch.setattr(join_scene, "TableBrowser", lambda: browser(look))
    yield lan


def drawn(lobby: HostLobbyScene, monkeypatch: pytest.MonkeyPatch) -> str:
    """The words the lobby's next frames put on the screen (its own lines and the fitted ones)."""
    return " ".join([*strings_drawn(lobby, monkeypatch, host_lobby), *strings_drawn(lobby, monkeypatch)])


def test_two_windows_hosting_are_listed_apart_and_each_lobby_names_its_own(
    driver: Driver, quiet_lan: Lan, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(host_lobby, "PORT", 0)
    # The other window of this computer hosts first (its table, as its lobby runs it).
    plans = [SeatPlan("Dad", "remote"), SeatPlan("Seat 2", "remote")]
    other = HostedTable(variant("q2j"), plans, seed=3, port=0, bind="127.0.0.1")
    other.start()
    try:
        until(driver, lambda: other.state().announced)
        lobby, state = hosted_lobby(driver, ["human", "remote"])
        state = until(driver, lambda: lobby.state if lobby.state.announced else None)
        ports = sorted(quiet_lan.listed.values())
        assert ports == sorted([state.port, other.state().port]), quiet_lan.listed
        names = {port: name for name, port in quiet_lan.listed.items()}
        said = drawn(lobby, monkeypatch)
        assert "Announced on the local network" in said
        assert names[state.port] in said and names[other.state().port] not in said, (names, said)
    finally:
        other.close()
        assert other.join(20)


def test_a_lobby_whose_table_is_not_listed_never_says_announced(
    driver: Driver, quiet_lan: Lan, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The network refuses the announcement (a name clash, no multicast): the lobby says the
    joiners type the address."""

    async def refused(self: Any) -> None:
        raise OSError("the network refused the announcement")

    monkeypatch.setattr(host_lobby, "PORT", 0)
    monkeypatch.setattr(discovery.Announcer, "start", refused)
    lobby, _state = hosted_lobby(driver, ["human", "remote"])
    driver.step(30)
    said = drawn(lobby, monkeypatch)
    assert "Not announced on the network" in said and "Announced on the local network" not in said
    assert not quiet_lan.listed
