"""Hosting again across the room (issue 43, 10): *Host a table* starts from the last table
hosted here (game, variant, seats, names, levels, options). A real host on the loopback, on a
free port (``test_network_screens.quiet_network``)."""

from __future__ import annotations

import asyncio
import threading

import pygame

from game.scenes.host_lobby import HostLobbyScene
from game.scenes.join_scene import JoinScene
from game.scenes.setup import SetupScene

from .driver import Driver
from .test_network_screens import (
    button,
    host_setup,
    hosted_lobby,
    joiner_in_background,
    loopback_table,
    until,
)
from .test_network_screens import quiet_network as quiet_network  # the fixture: any free port


def test_hosting_again_starts_from_the_last_table_hosted(driver: Driver) -> None:
    setup = host_setup(driver, ["remote", "hard"])
    assert setup.variants[0].id != "q2j-war"  # the game chosen is remembered, not the first
    setup.entries[0].set_text("Mum")
    setup.entries[1].set_text("Robo")
    spec = setup.options.specs[0]
    other = next(v for v in setup.options.alternatives(spec) if v != setup.options.values[spec.name])
    setup.options.values[spec.name] = other
    driver.click(button(driver, ("start", 0)).rect.center)
    hosted = (setup.variant.id, setup.options.chosen(), setup.kinds[:2], setup.names[:2])
    assert hosted[1] and hosted[3] == ["Mum", "Robo"]
    driver.step()
    lobby = driver.top
    assert isinstance(lobby, HostLobbyScene)
    until(driver, lambda: lobby.state.port)
    driver.click(button(driver, "cancel").rect.center)
    driver.step()
    assert isinstance(driver.top, JoinScene)
    driver.click(button(driver, "host").rect.center)
    again = driver.top
    assert isinstance(again, SetupScene) and again is not setup and again.host
    assert (again.variant.id, again.options.chosen(), again.kinds[:2], again.names[:2]) == hosted
    assert again.players == 2


def test_a_last_hosted_file_that_is_not_one_starts_from_the_defaults() -> None:
    from game.scenes.last_hosted import HostedSetup, hosted_path, last_hosted, remember_hosted

    remember_hosted(HostedSetup("q2j-war", (("Mum", "remote"), ("Bot", "easy")), (("battle", "classic"),)))
    assert last_hosted() == HostedSetup(
        "q2j-war", (("Mum", "remote"), ("Bot", "easy")), (("battle", "classic"),)
    )
    for text in ("{", "[]", '{"variant": "q2j", "seats": [["Mum"]], "options": {}}'):
        hosted_path().write_text(text, encoding="utf-8")
        assert last_hosted() is None, text
    hosted_path().unlink()


def test_play_again_deals_a_new_match_to_the_same_people_at_the_same_table(driver: Driver) -> None:
    """The match over, the host's lobby offers Play again: the same code, port and seats, the
    joiner's seat kept for its token, the next deal (issue 43, 10)."""
    from game.net.client import TableClient
    from game.scenes.rematch import next_seed

    lobby, state = hosted_lobby(driver, ["remote", "easy"])
    zoe = TableClient(f"127.0.0.1:{state.port}", state.code, "random", name="Zoe", say=lambda line: None)
    results: list[str] = []
    first = threading.Thread(target=lambda: results.append(asyncio.run(zoe.run())), daemon=True)
    first.start()
    until(driver, lambda: lobby.state.full)
    driver.click(button(driver, "start").rect.center)
    until(driver, lambda: lobby.state.phase == "over", seconds=60)
    first.join(10)
    assert zoe.seen.token and results == [lobby.state.result]
    again = button(driver, "again")
    assert again.enabled and again.focused and not button(driver, "cancel").focused
    seed, code, port = lobby.seed, state.code, state.port
    driver.key(pygame.K_RETURN)
    driver.step()
    # The new match starts at once and waits for Zoe, whose seat is kept for her token.
    until(driver, lambda: lobby.state.phase == "playing" and lobby.state.port)
    assert (lobby.state.code, lobby.state.port, lobby.seed) == (code, port, next_seed(seed))
    assert [s.name for s in lobby.state.seats] == ["Zoe", state.seats[1].name]
    back = TableClient(f"127.0.0.1:{port}", None, "random", token=zoe.seen.token, say=lambda line: None)
    second = threading.Thread(target=lambda: results.append(asyncio.run(back.run())), daemon=True)
    second.start()
    until(driver, lambda: lobby.state.phase == "over", seconds=60)
    second.join(10)
    assert len(results) == 2 and results[1] == lobby.state.result and back.seen.seat == 0
    driver.click(button(driver, "cancel").rect.center)
    driver.step()
    assert isinstance(driver.top, JoinScene)


def test_the_host_at_their_own_seat_plays_again_from_the_match_over_sheet(driver: Driver) -> None:
    """The host's person at their own seat: the match over, the sheet's first button is The
    lobby, whose Play again seats them at the new match's table (issue 43, 10)."""
    from game.net.client import TableClient
    from game.net.remote_table import RemoteSource
    from game.scenes.scoreboard import ScoreboardScene
    from game.scenes.table.scene import TableScene

    from .test_remote_table_scene import play_the_match

    lobby, state = hosted_lobby(driver, ["human", "remote"])
    zoe = TableClient(f"127.0.0.1:{state.port}", state.code, "random", name="Zoe", say=lambda line: None)
    joiner_in_background(zoe)
    until(driver, lambda: lobby.state.full)
    driver.click(button(driver, "start").rect.center)
    until(driver, lambda: isinstance(driver.top, TableScene), 30)
    play_the_match(driver, lobby.table)
    sheet = driver.top
    assert isinstance(sheet, ScoreboardScene) and sheet.match_over
    assert [b.value for b in sheet.buttons] == ["lobby", "leave"] and sheet.buttons[0].focused
    driver.key(pygame.K_RETURN, "\r")
    driver.step()
    assert driver.top is lobby and button(driver, "again").focused
    driver.key(pygame.K_RETURN, "\r")
    driver.step()
    back = TableClient(f"127.0.0.1:{state.port}", None, "random", token=zoe.seen.token, say=lambda line: None)
    joiner_in_background(back)
    table = until(driver, lambda: driver.top if isinstance(driver.top, TableScene) else None, 30)
    assert isinstance(table.session, RemoteSource) and table.session.seat == 0
    assert table.session is lobby.source and not table.session.match_over
    lobby.table.close()


def test_play_again_takes_a_window_joiner_into_the_new_match_and_not_one_who_left(driver: Driver) -> None:
    """A joiner's window played the match to its end and waits on its Match over sheet; the
    host's Play again: the sheet says who starts another match and follows into it, at the same
    seat, with a new deal, nothing typed. Another joiner who left at the match's end is not
    seated again: its seat waits for it (issue 43)."""
    import types

    from game.net.client import TableClient
    from game.net.host import SeatPlan
    from game.net.joining import JoinedTable
    from game.net.remote_table import RemoteSource
    from game.scenes.scoreboard import ScoreboardScene
    from game.scenes.table.scene import TableScene

    from .test_network_screens import CODE, to_join_screen
    from .test_remote_table_scene import play_the_match

    table = loopback_table("q2j-war", [SeatPlan("Seat 1", "remote"), SeatPlan("Seat 2", "remote")], seed=5)
    zoe: JoinedTable | None = None
    try:
        port = until(driver, lambda: table.state().port)
        join = to_join_screen(driver)
        join.entries["address"].set_text(f"127.0.0.1:{port}")
        join.entries["code"].set_text(CODE)
        join.entries["name"].set_text("Dad")
        driver.click(button(driver, "join").rect.center)
        until(driver, lambda: join.state.seat == 0)
        # Zoe joins from another window (its seat's moves are a "random" level's).
        zoe = JoinedTable(f"127.0.0.1:{port}", CODE, "Zoe")
        zoe.client._move = types.MethodType(TableClient._move, zoe.client)  # type: ignore[method-assign]
        zoe.start()
        until(driver, lambda: table.state().full)
        table.begin()
        until(driver, lambda: isinstance(driver.top, TableScene), 30)
        first = driver.top
        play_the_match(driver, table)
        sheet = driver.top
        assert isinstance(sheet, ScoreboardScene) and sheet.match_over
        until(driver, lambda: zoe is not None and zoe.state().phase == "over")
        zoe.close()  # Zoe leaves on her sheet
        until(driver, lambda: table.state().seats[1].taken and not table.state().seats[1].here)
        hosted = table._host
        assert hosted is not None
        first_deal = hosted.session.seed
        table.again(6, by="Mum")  # as the host's lobby's Play again does
        said = until(driver, lambda: driver.top is sheet and "starts another match" in sheet.waiting_line())
        assert said and sheet.waiting_line() == "Mum starts another match…"
        tabled = until(driver, lambda: driver.top if isinstance(driver.top, TableScene) else None, 30)
        assert tabled is not first and isinstance(tabled.session, RemoteSource)
        source = tabled.session
        assert source.seat == 0 and not source.match_over and source.records == ()
        assert hosted.session.seed == 6 != first_deal and source.progress.rounds_done == 0
        assert source.view(0).turn <= hosted.session.view(0).turn and source.state.names[0] == "Dad"
        # Zoe, who left, is not seated: her window stays off the table, her seat waits for her.
        assert zoe.state().phase == "refused" and zoe.state().ended == "left"
        state = until(driver, lambda: table.state() if table.state().phase == "playing" else None)
        assert state.seats[1].taken and not state.seats[1].here and 1 not in hosted.connections
    finally:
        if zoe is not None:
            zoe.close()
        table.close()
        table.join(10)
