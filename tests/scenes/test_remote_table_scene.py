"""A joiner's table across the room, played as a player would: joined from the form, every move
by clicks, the other seats' moves arriving from the host and animated, the round's end read
from the host's records, the match to its end. The host is a real one on the loopback."""

from __future__ import annotations

import asyncio
import threading
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame
import pytest

from game.net.host import SeatPlan
from game.net.hosting import HostedTable
from game.net.remote_table import RemoteSource
from game.scenes.curtain import CurtainScene
from game.scenes.host_lobby import HostLobbyScene, seat_status
from game.scenes.pause import PauseScene
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.table.gestures import Gesture
from game.scenes.table.pointer import slot_center
from game.scenes.table.scene import TableScene
from tests.net.table import variant
from tests.net.test_threads import until as until_net

from .driver import Driver
from .test_network_screens import (
    CODE,
    button,
    host_setup,
    hosted_lobby,
    joiner_in_background,
    loopback_table,
    to_join_screen,
    until,
)


def join_by_the_form(driver: Driver, port: int, name: str) -> None:
    join = to_join_screen(driver)
    join.entries["address"].set_text(f"127.0.0.1:{port}")
    join.entries["code"].set_text(CODE)
    join.entries["name"].set_text(name)
    driver.click(button(driver, "join").rect.center)


def click_move(driver: Driver, table: TableScene, gesture: Gesture) -> None:
    """One legal move made as a player makes it: its cards clicked, or its button."""
    if gesture.picks:
        for slot in gesture.picks:
            driver.click(slot_center(table.layout, table.display, slot))
        source = table.session
        if gesture.target is not None and not source.awaiting_host:
            driver.click(slot_center(table.layout, table.display, gesture.target))
    else:
        found = [b for b in table.buttons if b.value == gesture]
        assert found, f"no button for {gesture.action}"
        driver.click(found[0].rect.center)


def shown_zones(table: TableScene) -> dict[str, tuple[Any, ...]]:
    return {zone: tuple(cards) for zone, cards in table.display.zones.items() if cards}


def play_the_match(driver: Driver, host: HostedTable, frames: int = 100_000) -> dict[str, int]:
    """Play the joiner's seat to the match's end; what was seen on the way. Bounded by the frames
    (each with a pause for the host's thread), never by the clock a busy machine runs down."""
    seen = {"moves": 0, "arrivals": 0, "sheets": 0, "checked": 0}
    for _ in range(frames):
        top = driver.top
        if isinstance(top, ScoreboardScene):
            seen["sheets"] += 1
            settle(driver, top)
            if top.match_over:
                return seen
            driver.key(pygame.K_RETURN, "\r")  # Next deal has the focus
            driver.step()
            continue
        if isinstance(top, CurtainScene):  # two people at this screen: the next one's turn
            driver.curtains += 1
            driver.click(top.button.rect.center)
            continue
        if isinstance(top, TableScene) and top.accepting_input:
            source = top.session
            assert isinstance(source, RemoteSource)
            # What the table shows is the host engine's own view of this seat, now.
            hosted = host._host
            assert hosted is not None
            if source.view(source.seat) == hosted.session.view(source.seat):
                shown = {zone: cards for zone, cards in shown_zones(top).items() if None not in cards}
                viewed = {str(z): tuple(c) for z, c in source.view(source.seat).zones.items() if c}
                # (as multisets: the player's hand is in the player's own order)
                for zone, cards in shown.items():
                    assert Counter(map(str, viewed.get(zone, ()))) == Counter(map(str, cards)), zone
                seen["checked"] += 1
            gestures = top.interaction.gestures
            assert gestures, "the joiner's turn with nothing to do"
            before = source.at
            click_move(driver, top, gestures[seen["moves"] % len(gestures)])
            assert source.awaiting_host or source.at > before, f"the click sent no move: {top.toast.words!r}"
            until(driver, lambda s=source, b=before: s.at > b or not isinstance(driver.top, TableScene), 30)
            seen["moves"] += 1
            continue
        if isinstance(top, TableScene) and any(b.value == "continue" for b in top.buttons):
            driver.click(button(driver, "continue").rect.center)
            continue
        if isinstance(top, TableScene):
            seen["arrivals"] = top.session.at if isinstance(top.session, RemoteSource) else 0
        driver.step()
        time.sleep(0.002)
    raise AssertionError(f"the match did not end at the joiner's table: {seen}")


@contextmanager
def seated(
    driver: Driver, variant_id: str, plans: list[SeatPlan]
) -> Iterator[tuple[HostedTable, TableScene]]:
    """A real host on the loopback; Ann joins its first seat by the form, the host starts, and
    her table opens: the host and her table, the host closed at the end."""
    table = HostedTable(
        variant(variant_id), plans, seed=5, port=0, bind="127.0.0.1", announce=False, code=CODE
    )
    table.start()
    try:
        port = until(driver, lambda: table.state().port)
        join_by_the_form(driver, port, "Ann")
        until(driver, lambda: table.state().full)
        table.begin()
        until(driver, lambda: isinstance(driver.top, TableScene), 30)
        tabled = driver.top
        assert isinstance(tabled, TableScene)
        yield table, tabled
    finally:
        table.close()
        table.join(10)


def settle(driver: Driver, scene: ScoreboardScene) -> None:
    """Wait on the score sheet until the host has dealt again (or ended the match)."""
    until(driver, lambda: scene.match_over or button(driver, "next").enabled, 60)


@pytest.mark.parametrize("variant_id", ["q2j-war", "crazy-jokers", "q2j-elimination"])
def test_a_joiner_plays_a_whole_match_at_a_table_like_a_local_one(driver: Driver, variant_id: str) -> None:
    players = 3 if variant_id == "q2j-elimination" else 2
    plans = [SeatPlan("Seat 1", "remote"), *(SeatPlan(f"Bot {n}", "easy") for n in range(1, players))]
    with seated(driver, variant_id, plans) as (table, tabled):
        assert isinstance(tabled.session, RemoteSource)
        # One person against the computer: Undo is played, as at a local table (the host grants it).
        assert tabled.tool_bar.undo_button in tabled.tool_buttons and not tabled.hand_passing
        seen = play_the_match(driver, table)
        sheet = driver.top
        assert isinstance(sheet, ScoreboardScene)
        hosted = table._host
        assert hosted is not None
        until(driver, lambda: hosted.done.is_set())
        match = hosted.session.match
        # The joiner's sheet is the host's match: its rounds, winners and totals.
        assert [r.winners for r in sheet.source.records] == [r.winners for r in match.rounds]
        assert sheet.source.state.winners == match.winners
        if sheet.sheet is not None:
            assert list(sheet.sheet.totals) == match.scores
        # A sheet after every round the joiner was dealt in (knocked out, they watch the rest there).
        dealt_in = sum(1 for record in match.rounds if 0 in record.placings)
        assert seen["moves"] > 0 and seen["sheets"] == dealt_in and seen["checked"] > 0
        assert sheet.waiting_line() == hosted.result
        words = [line.public for line in sheet.log.lines]
        assert words and not any("Deal #" in line for line in words)  # the host's seed is its own
        assert any("Bot 1" in line for line in words)  # the other seats' moves were logged here
        driver.click(button(driver, "leave").rect.center)
        driver.step(2)
        assert driver.top is not None and driver.top.name == "menu"


def test_the_pause_menu_at_a_joiners_table_leaves_it_and_never_restarts(driver: Driver) -> None:
    plans = [SeatPlan("Seat 1", "remote"), SeatPlan("Bot", "easy")]
    with seated(driver, "q2j-war", plans) as (table, tabled):
        tabled.open_pause()
        driver.step()
        pause = driver.top
        assert isinstance(pause, PauseScene)
        values = [b.value for b in pause.buttons]
        assert "restart" not in values and "Leave the table" in [b.label for b in pause.buttons]
        driver.click(button(driver, "menu").rect.center)
        driver.step(2)
        assert driver.top is not None and driver.top.name == "menu"
        # Leaving said goodbye: the host sees the seat empty again.
        until(driver, lambda: not table.state().seats[0].here, 10)


def test_the_host_plays_their_own_seat_at_the_table_they_host(driver: Driver) -> None:
    """Host from the menu with "You, here" at seat 1: a joiner takes seat 2, Start, and the
    host's person plays their seat at a table over the lobby (joined over the loopback with the
    seat's token) to the match's end; closing it closes the hosted table."""
    from game.net.client import TableClient

    setup = host_setup(driver, ["human", "remote"])
    driver.click(button(driver, ("start", 0)).rect.center)
    driver.step()
    lobby = driver.top
    assert isinstance(lobby, HostLobbyScene) and lobby.own_seats == (0,)
    state = until(driver, lambda: lobby.state if lobby.state.port else None)
    assert state.seats[0].taken and len(state.own_tokens) == 1  # kept for this window, not for the code
    assert seat_status(state.seats[0], own=True) == "you, at this computer"
    assert ("computer", 0) not in [b.value for b in lobby.buttons]
    client = TableClient(f"127.0.0.1:{state.port}", state.code, "easy", name="Zoe", say=lambda line: None)
    thread, results = joiner_in_background(client)
    until(driver, lambda: lobby.state.full)
    assert lobby.state.seats[1].name == "Zoe"
    driver.click(button(driver, "start").rect.center)
    until(driver, lambda: isinstance(driver.top, TableScene), 30)
    table = driver.top
    assert isinstance(table, TableScene) and isinstance(table.session, RemoteSource)
    assert table.session.seat == 0 and table.session.hosting
    # Seated in the lobby, the host's person is dealt in with the others: the deal is animated
    # and logged from its first move, never "continued" (Zoe moved in the lobby once).
    assert not table.resumed and not any("Continued" in line.public for line in table.log.lines)
    assert setup.error == ""
    seen = play_the_match(driver, lobby.table)
    assert seen["moves"] > 0
    thread.join(30)
    assert results and driver.top is not None
    assert isinstance(driver.top, ScoreboardScene) and driver.top.waiting_line() == results[0]
    driver.click(button(driver, "leave").rect.center)
    driver.step(2)
    assert driver.top is not None and driver.top.name == "menu"
    until(driver, lambda: lobby.table.join(0.01), 10)  # the hosted table closed with its window


def test_two_people_at_the_hosts_screen_and_one_across_the_room_play_a_match(driver: Driver) -> None:
    """Host from the menu with "You, here" at seats 1 and 2 and a remote seat 3: a computer
    joiner takes seat 3, Start, and the two people at the host's screen play their seats at one
    table, the curtain between them, each seat over a link of its own (the host sends each only
    its own cards), to the match's end."""
    from game.net.client import TableClient
    from game.net.shared_screen import SharedScreenSource

    setup = host_setup(driver, ["human", "human", "remote"], "q2j")
    driver.click(button(driver, ("start", 0)).rect.center)
    driver.step()
    lobby = driver.top
    assert setup.error == "" and isinstance(lobby, HostLobbyScene) and lobby.own_seats == (0, 1)
    state = until(driver, lambda: lobby.state if lobby.state.port else None)
    assert len(state.own_tokens) == 2 and state.seats[0].taken and state.seats[1].taken
    assert [seat_status(seat, own=n in lobby.own_seats) for n, seat in enumerate(state.seats)][:2] == [
        "you, at this computer",
        "you, at this computer",
    ]
    client = TableClient(f"127.0.0.1:{state.port}", state.code, "easy", name="Zoe", say=lambda line: None)
    thread, results = joiner_in_background(client)
    until(driver, lambda: lobby.state.full)
    driver.click(button(driver, "start").rect.center)
    until(driver, lambda: isinstance(driver.top, CurtainScene), 30)
    curtain = driver.top
    assert isinstance(curtain, CurtainScene)  # the first hand is only for its owner
    table = curtain.table
    assert isinstance(table, TableScene) and isinstance(table.session, SharedScreenSource)
    assert table.session.humans() == [0, 1] and table.hand_passing and table.session.hosting
    assert not table.resumed  # dealt in from the lobby, the deal shown
    hosted = lobby.table._host
    assert hosted is not None
    seen = play_the_match(driver, lobby.table)
    assert seen["moves"] > 0 and seen["checked"] > 0
    assert driver.curtains >= 2
    thread.join(30)
    assert results and hosted.done.is_set()


def test_q2j_join_opens_the_window_joined_and_a_closed_window_comes_back_to_its_seat() -> None:
    """``q2j join HOST:PORT --code CODE`` (no computer level): the window opens at the table's
    join, the seat's token is kept; the window closed mid-game and opened again comes back to
    the same seat with the table as it stands (a snapshot), not a new seat."""
    from game.launch import LaunchOptions
    from game.net.keep import load_token

    table = loopback_table("q2j-war", seed=8)
    try:
        port = until_net(lambda: table.state().port)
        address = f"127.0.0.1:{port}"
        first = Driver(LaunchOptions(join_table=(address, CODE, "Ann")))
        try:
            until(first, lambda: table.state().full)
            token = load_token(address, CODE)
            assert token is not None and table._host is not None and table._host.plans[0].token == token
            table.begin()
            until(first, lambda: isinstance(first.top, TableScene) and first.top.accepting_input, 30)
            tabled = first.top
            assert isinstance(tabled, TableScene)
            click_move(first, tabled, tabled.interaction.gestures[0])
            until(first, lambda: not tabled.session.awaiting_host, 30)
        finally:
            first.close()
        until_net(lambda: not table.state().seats[0].here)  # gone, and its seat kept
        again = Driver(LaunchOptions(join_table=(address, CODE, "Someone else")))
        try:
            until(again, lambda: isinstance(again.top, TableScene), 30)
            back = again.top
            assert isinstance(back, TableScene) and isinstance(back.session, RemoteSource)
            assert back.resumed and back.session.seat == 0 and back.session.name(0) == "Ann"
            until(again, lambda: back.accepting_input, 30)
            hosted = table._host
            assert back.session.view(0) == hosted.session.view(0)
        finally:
            again.close()
    finally:
        table.close()
        table.join(10)


def test_a_player_gone_is_said_at_the_hosts_table_and_the_lobby_hands_their_seat_over(
    driver: Driver,
) -> None:
    """Zoe joins and goes: the host's own table says whom it waits for; Esc → The lobby shows
    Computer plays on her seat; the host gives it to the computer and goes back to their seat,
    and the match plays to its end."""
    from game.net.joining import JoinedTable

    lobby, state = hosted_lobby(driver, ["human", "remote"])
    zoe = JoinedTable(f"127.0.0.1:{state.port}", state.code, "Zoe")
    zoe.start()
    until(driver, lambda: lobby.state.full)
    driver.click(button(driver, "start").rect.center)
    until(driver, lambda: isinstance(driver.top, TableScene), 30)
    zoe.close()
    table = driver.top
    assert isinstance(table, TableScene)
    heard: list[str] = []

    def waited() -> bool:
        heard.append(table.toast.words)
        if table.accepting_input:
            click_move(driver, table, table.interaction.gestures[0])
        return any("Waiting for Zoe to come back." in words for words in heard)

    until(driver, waited, 30)
    table.open_pause()
    driver.step()
    assert isinstance(driver.top, PauseScene)
    driver.click(button(driver, "lobby").rect.center)
    driver.step(2)
    assert driver.top is lobby
    until(driver, lambda: any(b.value == ("computer", 1) for b in lobby.buttons))
    driver.click(button(driver, ("computer", 1)).rect.center)
    until(driver, lambda: lobby.state.seats[1].kind != "remote")
    driver.click(button(driver, "seat").rect.center)
    driver.step()
    back = driver.top
    assert isinstance(back, TableScene) and back.resumed and back.session is lobby.source
    seen = play_the_match(driver, lobby.table)
    assert isinstance(driver.top, ScoreboardScene) and seen["sheets"] >= 1


def test_a_hosted_table_goes_on_with_continue_hosting_after_its_window_closed(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The host's window closes mid-game (its autosave after every move); opened again, Play
    across the room offers Continue hosting: the same code, the same seats, the joiner back by
    itself with its token, the host's own seat played on to the match's end; then no save."""
    import socket

    from game.net.client import TableClient
    from game.net.table_save import saved_table
    from game.scenes import host_lobby

    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    with socket.socket() as probe:  # one port for both windows: the joiner comes back to it
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    monkeypatch.setattr(host_lobby, "PORT", port)
    first = Driver()
    results: list[str] = []
    try:
        host_setup(first, ["human", "remote"])
        first.click(button(first, ("start", 0)).rect.center)
        first.step()
        lobby = first.top
        assert isinstance(lobby, HostLobbyScene)
        state = until(first, lambda: lobby.state if lobby.state.port else None)
        code = state.code
        zoe = TableClient(f"127.0.0.1:{port}", code, "easy", name="Zoe", say=lambda line: None)
        thread = threading.Thread(target=lambda: results.append(asyncio.run(zoe.run())), daemon=True)
        thread.start()
        until(first, lambda: lobby.state.full)
        first.click(button(first, "start").rect.center)
        until(first, lambda: isinstance(first.top, TableScene), 30)
        table = first.top
        assert isinstance(table, TableScene)
        until(first, lambda: table.accepting_input, 30)
        click_move(first, table, table.interaction.gestures[0])
        until(first, lambda: not table.session.awaiting_host, 30)
    finally:
        first.close()
    assert lobby.table.join(20)  # the first window's table has let its port go
    assert saved_table()
    again = Driver()
    try:
        to_join_screen(again)
        again.click(button(again, "rehost").rect.center)
        again.step()
        lobby = again.top
        assert isinstance(lobby, HostLobbyScene)
        until(again, lambda: lobby.state.code == code)
        until(again, lambda: isinstance(again.top, TableScene), 60)
        back = again.top
        assert isinstance(back, TableScene) and isinstance(back.session, RemoteSource)
        assert back.session.seat == 0 and back.session.hosting and back.resumed
        play_the_match(again, lobby.table)
        thread.join(60)
        # The lobby's copy of the host's state is refreshed every fifth of a second.
        until(again, lambda: lobby.table.state().result)
        assert results == [lobby.table.state().result]
        assert not saved_table()  # a finished match leaves nothing to go on with
    finally:
        again.close()


def test_a_saved_hosted_table_that_cannot_be_read_is_said_and_kept_aside(driver: Driver) -> None:
    from game.net.table_save import match_path, seats_path

    match_path().parent.mkdir(parents=True, exist_ok=True)
    match_path().write_text("not: [a saved match", encoding="utf-8")
    seats_path().write_text("{}", encoding="utf-8")
    join = to_join_screen(driver)
    driver.click(button(driver, "rehost").rect.center)
    driver.step()
    assert driver.top is join and "The hosted table cannot go on" in join.error
    assert "net-table.yaml.bad" in join.error and match_path().with_name("net-table.yaml.bad").is_file()
    assert "rehost" not in [b.value for b in join.buttons]  # nothing left to go on with


def test_a_joiner_picks_a_free_seat_in_the_lobby_and_asks_for_a_hint_at_the_table(driver: Driver) -> None:
    """Joined at the first free seat, Ann moves to seat 3 ("Sit here" on its row) before the
    host starts; her table is seat 3's, and H asks the hint from her own view."""
    plans = [SeatPlan("Seat 1", "remote"), SeatPlan("Bot", "easy"), SeatPlan("Seat 3", "remote")]
    table = HostedTable(variant("q2j"), plans, seed=4, port=0, bind="127.0.0.1", announce=False, code=CODE)
    table.start()
    other = None
    try:
        port = until(driver, lambda: table.state().port)
        join_by_the_form(driver, port, "Ann")
        join = driver.top
        until(driver, lambda: getattr(join, "state", None) and join.state.taken == (True, True, False))
        driver.step()
        assert [b.value for b in join.buttons if isinstance(b.value, tuple)] == [("sit", 2)]
        driver.click(button(driver, ("sit", 2)).rect.center)
        until(driver, lambda: [s.name for s in table.state().seats] == ["Seat 1", "Bot", "Ann"])
        assert not table.state().seats[0].taken  # her first seat is free again
        from game.net.joining import JoinedTable

        other = JoinedTable(f"127.0.0.1:{port}", CODE, "Basil")
        other.start()
        until(driver, lambda: table.state().full)
        table.begin()
        until(driver, lambda: isinstance(driver.top, TableScene), 30)
        tabled = driver.top
        assert isinstance(tabled, TableScene) and isinstance(tabled.session, RemoteSource)
        assert tabled.session.seat == 2 and tabled.viewer == 2

        sent: set[int] = set()

        def ready() -> bool:
            basil = other.state() if other is not None else None
            if basil and basil.legal and basil.view and basil.view.turn not in sent and other:
                sent.add(basil.view.turn)
                other.send(basil.legal[0])  # Basil plays his seat from his own screen
            return tabled.accepting_input

        until(driver, ready, 30)
        tabled.turns.ask_hint()
        until(driver, lambda: tabled.toast.words.startswith("Hint: "), 60)
    finally:
        if other is not None:
            other.close()
        table.close()
        table.join(10)
