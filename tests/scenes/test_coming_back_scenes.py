"""Across the room, in the window (issue 43): a joiner knocked out of an Elimination match who
comes back watches the match on its score sheet; the host knocked out keeps its table; a table
whose host has gone says so and offers the menu; the join list changes without taking the
field being typed in. A real host on the loopback, on a free port."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator

import pygame
import pytest

from game.launch import LaunchOptions
from game.net.client import TableClient
from game.net.discovery import Listed
from game.net.host import SeatPlan, TableHost
from game.net.hosting import HostedTable
from game.net.joining import JoinedTable, PersonClient
from game.net.keep import claim
from game.net.protocol import VERSION
from game.scenes.host_lobby import HostLobbyScene
from game.scenes.scene import Push
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.table.scene import TableScene
from tests.net.table import variant
from tests.net.test_threads import until as until_net

from .driver import Driver
from .test_network_screens import CODE, button, joiner_in_background, loopback_table, to_join_screen, until
from .test_network_screens import quiet_network as quiet_network  # the fixture: a LAN the test fills

SEAT_OUT_FIRST = 5  # q2j-elimination, three seats at "random": seat 1 is out in round 1


@pytest.fixture
def autoplay(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every window's seat moves as a "random" level would (the same moves every run)."""
    monkeypatch.setattr(PersonClient, "_move", TableClient._move)


@pytest.fixture
def round_two_held(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, bool]]:
    """The host's computers wait once a round is over, until the test lets them go on (the
    match is still going while the window is checked)."""
    held = {"open": False}
    real = TableHost._bot_move

    async def bot_move(self: TableHost, level: str) -> None:
        while self.session.match.rounds and not held["open"]:
            await asyncio.sleep(0.02)
        await real(self, level)

    monkeypatch.setattr(TableHost, "_bot_move", bot_move)
    yield held
    held["open"] = True


@contextlib.contextmanager
def hosted(kinds: list[str], seed: int) -> Iterator[HostedTable]:
    plans = [SeatPlan(f"Seat {n + 1}", kind) for n, kind in enumerate(kinds)]
    table = HostedTable(
        variant("q2j-elimination"), plans, seed=seed, port=0, bind="127.0.0.1", announce=False, code=CODE
    )
    table.start()
    try:
        yield table
    finally:
        table.close()
        table.join(10)


def test_a_joiner_knocked_out_comes_back_to_the_score_sheet_not_a_crash(
    driver: Driver, autoplay: None, round_two_held: dict[str, bool]
) -> None:
    """Dad is knocked out in round 1 and goes; ``q2j join`` again with his kept seat: the window
    opens on the score sheet where the match goes on (was: NotSeated, "this seat is not in the
    deal")."""
    with hosted(["remote", "random", "random"], SEAT_OUT_FIRST) as table:
        port = until(driver, lambda: table.state().port)
        address = f"127.0.0.1:{port}"
        kept = claim(address, CODE)
        first = JoinedTable(address, CODE, "Dad", on_token=kept.keep)
        first.start()
        until(driver, lambda: table.state().full)
        table.begin()
        until_net(lambda: any(a.deal_seat is None for a in first.state().arrivals), 60)
        first.close()
        assert first.join(10)
        kept.release()
        again = Driver(LaunchOptions(join_table=(address, CODE, "Dad")))
        try:
            sheet = until(again, lambda: again.top if again.top and again.top.name != "join" else None, 30)
            assert isinstance(sheet, ScoreboardScene), sheet
            assert sheet.source.out_for_good and "next" not in [b.value for b in sheet.buttons]
            assert sheet.record.eliminated == (0,)
            assert "out of the match" in sheet.waiting_line()
            round_two_held["open"] = True
            until(again, lambda: sheet.match_over, 60)
            assert sheet.waiting_line() == table.state().result or sheet.match_over
        finally:
            again.close()


def test_the_host_knocked_out_keeps_hosting_and_watches_to_the_result(
    driver: Driver, autoplay: None, round_two_held: dict[str, bool]
) -> None:
    """The host's own seat is knocked out: its sheet offers The lobby (the table goes on), never
    a close of the table for everyone; the match plays to its result at the lobby."""
    held = round_two_held
    plans = [SeatPlan("Mum", "remote"), SeatPlan("Bot 2", "random"), SeatPlan("Bot 3", "random")]
    driver.top.request(  # type: ignore[union-attr]
        Push(
            "host_lobby", variant=variant("q2j-elimination"), plans=plans, seed=SEAT_OUT_FIRST, own_seats=(0,)
        )
    )
    driver.step()
    lobby = driver.top
    assert isinstance(lobby, HostLobbyScene)
    until(driver, lambda: lobby.state.full)
    driver.click(button(driver, "start").rect.center)
    try:

        def at_the_sheet() -> bool:
            top = driver.top
            if isinstance(top, TableScene) and any(b.value == "continue" for b in top.buttons):
                driver.click(button(driver, "continue").rect.center)
            return isinstance(top, ScoreboardScene) and top.source.out_for_good

        until(driver, at_the_sheet, 90)
        sheet = driver.top
        assert isinstance(sheet, ScoreboardScene) and sheet.source.hosting
        values = [b.value for b in sheet.buttons]
        assert values == ["lobby"], values  # no "Leave the table" that closes it for everyone
        driver.click(button(driver, "lobby").rect.center)
        driver.step(2)
        assert driver.top is lobby and lobby.table.state().phase == "playing"
        driver.click(button(driver, "seat").rect.center)  # back to "my seat": the sheet again
        driver.step(2)
        assert isinstance(driver.top, ScoreboardScene)
        held["open"] = True
        until(driver, lambda: lobby.table.state().phase == "over", 60)
        assert lobby.table.state().result
    finally:
        held["open"] = True


def test_a_table_whose_host_has_gone_says_so_and_offers_the_menu(driver: Driver) -> None:
    """The host closes the table: the joiner's table says the host has gone, in the message line
    for as long as it is so (never "Bot is thinking"), with Back to the menu."""
    table = loopback_table("q2j-war", seed=5)
    try:
        port = until(driver, lambda: table.state().port)
        join = to_join_screen(driver)
        join.entries["address"].set_text(f"127.0.0.1:{port}")
        join.entries["code"].set_text(CODE)
        driver.click(button(driver, "join").rect.center)
        until(driver, lambda: table.state().full)
        table.begin()
        tabled = until(driver, lambda: driver.top if isinstance(driver.top, TableScene) else None, 30)
    finally:
        table.close()
        table.join(10)
    until(driver, lambda: any(b.value == "leave" for b in tabled.buttons), 30)
    assert tabled.hint_text() == "The host has gone: the table is closed."
    driver.click(button(driver, "leave").rect.center)
    driver.step(2)
    assert driver.top is not None and driver.top.name == "menu"


def test_the_join_list_changes_without_taking_the_field_being_typed_in(
    driver: Driver, quiet_network: list[Listed]
) -> None:
    join = to_join_screen(driver)
    address = join.entries["address"]
    # The fields' hints cannot be taken for typed values (issue 43, 10).
    hints = [entry.placeholder_text for entry in join.entries.values()]
    assert hints[:2] == ["for example 192.168.1.20:47474", "for example K7MP9Q"], hints
    driver.click(address.get_relative_rect().center)
    driver.step()
    assert address.is_focused
    for char in "10.0.0":
        driver.key(pygame.key.key_code(char) if char != "." else pygame.K_PERIOD, char)
    driver.step()
    typed = address.get_text()
    quiet_network.append(Listed("Ann's table", "127.0.0.1", 9, "q2j", "q2j-war", 0, 2, VERSION))
    until(driver, lambda: join.shown_tables)
    assert join.entries["address"] is address and address.is_focused and address.get_text() == typed
    listed = [b for b in join.buttons if isinstance(b.value, tuple) and b.value[0] == "table"]
    assert listed and listed[0].enabled  # a full table: a kept seat comes back through it


def test_the_lobby_never_waits_for_its_own_host_and_asks_before_closing_mid_game(
    driver: Driver, round_two_held: dict[str, bool]
) -> None:
    """Before play, the host's own seat (joined once play starts) is not "awaited"; mid-game
    Close the table asks once more before it ends the match for everyone (issue 43, 10)."""

    from game.net.hosting import HostState, SeatState
    from game.scenes.host_lobby import status_line

    before = HostState(
        phase="open", seats=(SeatState("Mum", "remote", True, False), SeatState("Zoe", "remote", True, True))
    )
    assert "Mum" not in status_line(before, own_seats=(0,)) and "Mum" in status_line(before)
    plans = [SeatPlan("Seat 1", "remote"), SeatPlan("Bot 2", "random"), SeatPlan("Bot 3", "random")]
    driver.top.request(  # type: ignore[union-attr]
        Push("host_lobby", variant=variant("q2j-elimination"), plans=plans, seed=SEAT_OUT_FIRST)
    )
    driver.step()
    lobby = driver.top
    assert isinstance(lobby, HostLobbyScene)
    state = until(driver, lambda: lobby.state if lobby.state.port else None)
    zoe = TableClient(f"127.0.0.1:{state.port}", state.code, "random", name="Zoe", say=lambda line: None)
    joiner_in_background(zoe)
    until(driver, lambda: lobby.state.full)
    driver.click(button(driver, "start").rect.center)
    until(driver, lambda: lobby.state.phase == "playing" and lobby.state.rounds >= 1, 60)
    driver.step()
    # Mid-game the focus is never on Close the table: Enter there closes nothing, asks nothing.
    assert not button(driver, "cancel").focused
    driver.key(pygame.K_RETURN)
    driver.step()
    assert driver.top is lobby and not lobby.closing
    driver.click(button(driver, "cancel").rect.center)
    driver.step()
    assert driver.top is lobby and lobby.closing and lobby.table.state().phase == "playing"
    driver.click(button(driver, "cancel").rect.center)
    driver.step(2)
    assert driver.top is not lobby
    until(driver, lambda: lobby.table.join(0.01), 10)


def test_leaving_the_waiting_screen_keeps_the_join_form(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Leave on the joiner's waiting screen comes back to the form as it was typed, and so does
    the join screen opened again from the menu (issue 43, 10)."""
    from game.scenes import join_scene

    monkeypatch.setattr(join_scene, "LAST_TYPED", {})  # nothing typed before in this program
    table = loopback_table("q2j-war", seed=5)
    try:
        port = until(driver, lambda: table.state().port)
        join = to_join_screen(driver)
        typed = {"address": f"127.0.0.1:{port}", "code": CODE.lower(), "name": "Dad"}
        for key, words in typed.items():
            join.entries[key].set_text(words)
        driver.click(button(driver, "join").rect.center)
        until(driver, lambda: join.state.phase == "lobby")
        assert not join.entries  # the waiting screen shows no form
        driver.click(button(driver, "leave").rect.center)
        driver.step()
        assert {key: entry.get_text() for key, entry in join.entries.items()} == typed
        driver.click(button(driver, "back").rect.center)
        driver.step()
        again = to_join_screen(driver)
        assert {key: entry.get_text() for key, entry in again.entries.items()} == typed
    finally:
        table.close()
        table.join(10)
