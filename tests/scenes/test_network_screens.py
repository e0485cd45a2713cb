"""Host and join from the menu, driven as a player would: the host's setup with remote seats,
its lobby (the code, the seats filling, Start only when full), the join form (the list of
tables, the address and code, every refusal one line) and the joiner's lobby."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
import time
from collections.abc import Callable
from typing import Any

import pytest

from game.net.browsing import TableBrowser
from game.net.client import Refused, TableClient
from game.net.discovery import Listed
from game.net.host import SeatPlan
from game.net.hosting import HostedTable, HostState
from game.net.protocol import VERSION
from game.scenes import host_lobby, join_scene
from game.scenes.host_lobby import HostLobbyScene
from game.scenes.join_scene import JoinScene, table_address
from game.scenes.setup import SetupScene
from tests.net.table import variant

from .driver import Driver

CODE = "K7MP9Q"


def until(driver: Driver, check: Callable[[], Any], seconds: float = 20.0) -> Any:
    """Run the window's frames until ``check`` holds (the network runs on its own threads), a
    pause of 10 ms between each: bounded by the frames (``seconds``' worth on an idle machine),
    never by the clock, which a busy machine runs down before the threads have answered."""
    frames = int(seconds * 100)
    for _ in range(frames):
        driver.step()
        found = check()
        if found:
            return found
        time.sleep(0.01)
    raise AssertionError(f"not within {frames} frames: {check}")


@pytest.fixture(autouse=True)
def quiet_network(monkeypatch: pytest.MonkeyPatch) -> list[Listed]:
    """Any free port for the host; a LAN whose announcements the test chooses."""
    monkeypatch.setattr(host_lobby, "PORT", 0)
    heard: list[Listed] = []

    async def look(seconds: float) -> list[Listed]:
        await asyncio.sleep(0.05)
        return list(heard)

    monkeypatch.setattr(join_scene, "TableBrowser", lambda: TableBrowser(look))
    return heard


def button(driver: Driver, value: object) -> Any:
    for found in getattr(driver.top, "buttons", []):
        if found.value == value:
            return found
    raise AssertionError(f"no button {value!r} on {driver.top!r}")


def loopback_table(
    variant_id: str, plans: list[SeatPlan] | None = None, seed: int = 5, **options: Any
) -> HostedTable:
    """A table hosted on the loopback at a free port, not announced, started: by default a
    joiner's seat and an easy computer at War."""
    if plans is None:
        plans = [SeatPlan("Seat 1", "remote"), SeatPlan("Bot", "easy")]
    table = HostedTable(
        variant(variant_id),
        plans,
        seed=seed,
        port=options.pop("port", 0),
        bind="127.0.0.1",
        announce=False,
        code=CODE,
        **options,
    )
    table.start()
    return table


def joiner_in_background(client: TableClient) -> tuple[threading.Thread, list[str]]:
    """A computer level's joiner playing on a thread of its own until its match ends, or its
    table is closed or gone (a test's host closes it: that ends the thread, quietly); the
    thread, and the list its match's result line goes to."""
    results: list[str] = []

    def play() -> None:
        with contextlib.suppress(Refused):  # HostGone is one
            results.append(asyncio.run(client.run()))

    thread = threading.Thread(target=play, daemon=True)
    thread.start()
    return thread, results


def to_join_screen(driver: Driver) -> JoinScene:
    driver.click_button("Play across the room")
    assert isinstance(driver.top, JoinScene)
    return driver.top


def host_setup(driver: Driver, kinds: list[str], variant_id: str = "q2j-war") -> SetupScene:
    to_join_screen(driver)
    driver.click(button(driver, "host").rect.center)
    setup = driver.top
    assert isinstance(setup, SetupScene) and setup.host
    driver.click(button(driver, ("variant", variant_id)).rect.center)
    for _ in range(8):
        if setup.players == len(kinds):
            break
        driver.click(button(driver, ("players", 1 if setup.players < len(kinds) else -1)).rect.center)
    assert setup.players == len(kinds)
    for seat, kind in enumerate(kinds):
        for _ in range(12):
            if setup.kinds[seat] == kind:
                break
            driver.click(button(driver, ("kind", seat)).rect.center)
        assert setup.kinds[seat] == kind
    return setup


def hosted_lobby(driver: Driver, kinds: list[str]) -> tuple[HostLobbyScene, HostState]:
    """The host's set-up with these seats (``host_setup``), Start: its lobby, once it listens."""
    host_setup(driver, kinds)
    driver.click(button(driver, ("start", 0)).rect.center)
    driver.step()
    lobby = driver.top
    assert isinstance(lobby, HostLobbyScene)
    return lobby, until(driver, lambda: lobby.state if lobby.state.port else None)


def test_host_a_table_from_the_menu_start_only_when_every_remote_seat_is_taken(driver: Driver) -> None:
    setup = host_setup(driver, ["remote", "easy"])
    assert setup.kind_label("remote") == "Remote player"
    assert setup.kind_label("human") == "You, here"
    driver.click(button(driver, ("start", 0)).rect.center)
    driver.step()
    lobby = driver.top
    assert isinstance(lobby, HostLobbyScene)
    state = until(driver, lambda: lobby.state if lobby.state.port else None)
    assert len(state.code) == 6 and state.phase == "open"
    assert [seat.kind for seat in state.seats] == ["remote", "easy"]
    assert not button(driver, "start").enabled  # seat 1 is nobody's yet
    # A joiner who knows the code (the one the lobby shows) takes seat 1.
    from game.net.client import TableClient

    client = TableClient(f"127.0.0.1:{state.port}", state.code, "random", name="Zoe", say=lambda line: None)
    results: list[str] = []
    thread = threading.Thread(target=lambda: results.append(asyncio.run(client.run())), daemon=True)
    thread.start()
    until(driver, lambda: lobby.state.full)
    assert lobby.state.seats[0].name == "Zoe" and lobby.state.seats[0].here
    assert button(driver, "start").enabled and lobby.state.phase == "open"
    driver.click(button(driver, "start").rect.center)
    until(driver, lambda: lobby.state.phase == "over", seconds=60)
    thread.join(10)
    assert results == [lobby.state.result] and "won after" in lobby.state.result
    assert button(driver, "cancel").label == "Close the table"
    driver.click(button(driver, "cancel").rect.center)
    driver.step()
    assert isinstance(driver.top, JoinScene)


def test_a_table_of_computers_is_not_hosted(driver: Driver) -> None:
    setup = host_setup(driver, ["easy", "easy"])
    driver.click(button(driver, ("start", 0)).rect.center)
    driver.step()
    assert driver.top is setup and "remote player" in setup.error


def test_a_port_in_use_is_one_line_in_the_lobby(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    with socket.socket() as busy:
        busy.bind(("0.0.0.0", 0))
        busy.listen()
        port = busy.getsockname()[1]
        monkeypatch.setattr(host_lobby, "PORT", port)
        host_setup(driver, ["remote", "easy"])
        driver.click(button(driver, ("start", 0)).rect.center)
        driver.step()
        lobby = driver.top
        assert isinstance(lobby, HostLobbyScene)
        state = until(driver, lambda: lobby.state if lobby.state.phase == "failed" else None)
    line = host_lobby.status_line(state)
    assert f"port {port}" in line and "\n" not in line
    assert not button(driver, "start").enabled


def test_join_from_the_list_wait_in_the_lobby_until_the_host_starts(
    driver: Driver, quiet_network: list[Listed]
) -> None:
    table = loopback_table("q2j-war", [SeatPlan("Seat 1", "remote"), SeatPlan("Host bot", "easy")], seed=3)
    try:
        port = until(driver, lambda: table.state().port)
        quiet_network.append(Listed("Ann's table", "127.0.0.1", port, "q2j", "q2j-war", 1, 2, VERSION))
        quiet_network.append(Listed("Full table", "127.0.0.1", 9, "q2j", "q2j", 0, 2, VERSION))
        join = to_join_screen(driver)
        listed = until(driver, lambda: [b for b in join.buttons if isinstance(b.value, tuple)])
        # A full table can be clicked too: a player whose seat is kept there comes back to it.
        assert [b.enabled for b in listed] == [True, True] and "0 of 2 seats free" in listed[1].label
        assert "1 of 2 seats free" in listed[0].label
        driver.click(listed[0].rect.center)
        assert join.entries["address"].get_text() == f"127.0.0.1:{port}"
        join.entries["code"].set_text("k7m-p9q")  # as a person types it: case and dashes
        join.entries["name"].set_text("Ann")
        driver.click(button(driver, "join").rect.center)
        until(driver, lambda: join.state.phase == "lobby" and join.state.taken == (True, True))
        assert join.state.names == ("Ann", "Host bot") and join.state.seat == 0
        assert join.lobby_line() == "Waiting for the host to start."
        table.begin()
        until(driver, lambda: join.state.phase == "playing")
        assert join.state.view is not None and join.state.view.seat == 0
    finally:
        table.close()
        table.join(10)


def test_every_refusal_is_one_line_back_at_the_form(driver: Driver) -> None:
    table = loopback_table("q2j-war", seed=3)
    try:
        port = until(driver, lambda: table.state().port)
        join = to_join_screen(driver)
        cases = [
            ("127.0.0.1:99999", CODE, "The address is the host's"),
            (f"127.0.0.1:{port}", "K7", "six letters and digits"),
            (f"127.0.0.1:{port}", "HHHHHH", "The table said no: wrong join code."),
        ]
        for address, code, words in cases:
            join.entries["address"].set_text(address)
            join.entries["code"].set_text(code)
            driver.click(button(driver, "join").rect.center)
            until(driver, lambda join=join: not join.waiting and join.error)
            assert words in join.error and "Traceback" not in join.error
            assert isinstance(driver.top, JoinScene) and "address" in join.entries  # the form again
    finally:
        table.close()
        table.join(10)


def test_a_typed_address_takes_the_usual_port_when_none_is_given() -> None:
    assert table_address("ann-laptop.local") == "ann-laptop.local:47474"
    assert table_address(" 10.0.0.7:5000 ") == "10.0.0.7:5000"
    for bad in ("", "10.0.0.7:", "a b:47474", "10.0.0.7:0", "10.0.0.7:http"):
        with pytest.raises(join_scene.AddressError):
            table_address(bad)


def test_a_player_gone_mid_game_waits_or_the_host_gives_the_seat_to_the_computer(driver: Driver) -> None:
    from game.net.joining import JoinedTable

    lobby, state = hosted_lobby(driver, ["remote", "easy"])
    person = JoinedTable(f"127.0.0.1:{state.port}", state.code, "Ann")
    person.start()
    until(driver, lambda: lobby.state.full)
    assert not [b for b in lobby.buttons if isinstance(b.value, tuple)]  # Ann is here
    driver.click(button(driver, "start").rect.center)
    until(driver, lambda: lobby.state.phase == "playing")
    person.close()  # Ann's window closes mid-game: her seat is kept, the table waits
    assert person.join(10)
    until(driver, lambda: not lobby.state.seats[0].here)
    assert lobby.state.seats[0].taken and lobby.state.phase == "playing"
    assert "The table waits for Ann" in host_lobby.status_line(lobby.state)
    driver.click(button(driver, ("computer", 0)).rect.center)
    until(driver, lambda: lobby.state.phase == "over", seconds=60)
    assert lobby.state.seats[0].kind != "remote" and "won after" in lobby.state.result


def test_the_join_form_by_keyboard(driver: Driver) -> None:
    """Tab and the arrows reach each field (Enter starts typing, Esc ends it), then Join."""
    import pygame

    join = to_join_screen(driver)
    assert [b.value for b in join.order] == [
        ("entry", "address"),
        ("entry", "code"),
        ("entry", "name"),
        "join",
        "host",
        "back",
    ]
    driver.key(pygame.K_RETURN)  # the first field has the focus: type the address
    assert join.entries["address"].is_focused
    join.entries["address"].set_text("127.0.0.1:1")
    driver.key(pygame.K_TAB)  # done typing, on to the code
    assert not join.entries["address"].is_focused
    assert [b.value for b in join.order if b.focused] == [("entry", "code")]
    driver.key(pygame.K_RETURN)
    join.entries["code"].set_text("nope")
    driver.key(pygame.K_RETURN)  # Enter in a field joins
    assert "six letters and digits" in join.error
    driver.key(pygame.K_ESCAPE)  # the field lets go of the keys
    driver.key(pygame.K_ESCAPE)  # and the screen goes back to the menu
    driver.step()
    assert not isinstance(driver.top, JoinScene)
