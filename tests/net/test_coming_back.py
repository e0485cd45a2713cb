"""Coming back to a table across the room (issues 42 part 4 and 43): a seat knocked out of an
Elimination match, the names once the deal seats renumber, a hung line taken over, one folder's
two joins, a seat handed to the computer and taken back, a host that has gone or never answered.
A real host on the loopback, on a free port."""

from __future__ import annotations

import asyncio
import socket
import types
from typing import Any

import pytest

from game.net.client import HostGone, NoAnswer, Refused, TableClient
from game.net.host import SeatPlan, TableHost
from game.net.joining import JoinedTable
from game.net.keep import claim, load_token
from game.net.protocol import VERSION, dump
from game.net.remote_table import RemoteSource

from .table import CODE, client, host_for, variant
from .test_threads import until

# q2j-elimination, three seats, every seat at the "random" level (a remote seat's client too):
# with deal 5 seat 1 (the remote one) is knocked out in round 1; with deal 2 seat 2 is, and
# round 2 deals match seats 1 and 3 as its seats 1 and 2.
SEAT_OUT_FIRST, OTHER_OUT_FIRST = 5, 2


def autoplaying(joined: JoinedTable) -> JoinedTable:
    """A window's seat whose moves are its "random" level's (as a ``q2j join --bot``'s)."""
    joined.client._move = types.MethodType(TableClient._move, joined.client)  # type: ignore[method-assign]
    return joined


def hosted_thread(host: TableHost) -> tuple[asyncio.AbstractEventLoop, int]:
    """``host`` served on a loop of its own thread (the window's joiners live on theirs)."""
    import threading

    loop = asyncio.new_event_loop()
    started: list[int] = []
    threading.Thread(target=loop.run_forever, daemon=True).start()
    port = asyncio.run_coroutine_threadsafe(host.start(), loop).result(10)
    started.append(port)
    return loop, port


def stop(host: TableHost, loop: asyncio.AbstractEventLoop) -> None:
    asyncio.run_coroutine_threadsafe(host.close(), loop).result(10)
    loop.call_soon_threadsafe(loop.stop)


def test_names_follow_the_match_seats_once_a_seat_is_knocked_out() -> None:
    """Round 2 deals match seats 1 and 3: the joiner's opponent is S2 (match seat 3), not S1,
    who is out (issue 43, blocker 3: "Dad plays the 8♦" said of the computer)."""
    host = host_for("q2j-elimination", ["remote", "random", "random"], seed=OTHER_OUT_FIRST)
    loop, port = hosted_thread(host)
    joined = autoplaying(JoinedTable(f"127.0.0.1:{port}", CODE, "Ann"))
    try:
        joined.start()
        until(lambda: joined.state().phase == "over", 60)
        assert host.session.match.rounds[0].eliminated == (1,)
        source = RemoteSource(joined)
        second = [n for n, a in enumerate(source.state.arrivals) if a.rounds_done == 1 and a.view]
        assert second
        source.at = source.deal_start = second[0]
        assert source.players == 2 and source.seat == 0
        assert source.names() == {0: "Ann", 1: "S2"}
        assert source.match_seat(1) == 2 and not source.is_human(1)
    finally:
        joined.close()
        stop(host, loop)


def test_a_joiner_knocked_out_comes_back_to_watch_the_match() -> None:
    """Knocked out in round 1, the joiner leaves and comes back with its token: it is told the
    rounds played (so it knows who is still in) and is shown as out, never a NotSeated."""
    host = host_for("q2j-elimination", ["remote", "random", "random"], seed=SEAT_OUT_FIRST)
    loop, port = hosted_thread(host)
    first = autoplaying(JoinedTable(f"127.0.0.1:{port}", CODE, "Dad"))
    again = None
    try:
        first.start()
        until(lambda: any(a.deal_seat is None for a in first.state().arrivals), 60)
        token = first.client.seen.token
        first.close()
        assert first.join(30)
        again = JoinedTable(f"127.0.0.1:{port}", None, None, token=token)
        again.start()
        state = until(lambda: again.state() if again.state().arrivals else None, 30)
        assert state.seat == 0 and state.records and state.records[0].eliminated == (0,)
        source = RemoteSource(again)
        assert source.out_for_good
        record = source.watch()
        assert record is not None and record == source.state.records[-1]
        assert source.out_of_the_match and state.names[0] == "Dad"
    finally:
        first.close()
        if again is not None:
            again.close()
        stop(host, loop)


def test_a_hung_line_is_taken_over_at_once_and_the_table_comes_first() -> None:
    """The old connection stopped answering (its close never completes): the player back with
    its token gets its seat at once, and its first frame is ``table`` (issue 42, part 4)."""

    async def run() -> None:
        import websockets

        host = host_for("q2j-war", ["remote", "random"], seed=4)
        port = await host.start()
        never: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        seated = client(port, name="Ann")
        playing = asyncio.create_task(seated.run())
        try:
            while 0 not in host.connections or seated.seen.token is None:
                await asyncio.sleep(0.01)
            hung = host.connections[0]

            async def close(*args: Any) -> None:
                await never  # its other end never answers the close

            hung.close = close  # type: ignore[method-assign,assignment]
            async with websockets.connect(f"ws://127.0.0.1:{port}") as line:
                hello = {"type": "hello", "version": VERSION, "code": None, "seat": None, "name": None}
                await line.send(dump({**hello, "token": seated.seen.token}))
                first = await asyncio.wait_for(line.recv(), 30)
                assert '"type":"table"' in str(first)
                assert host.connections[0] is not hung
        finally:
            never.cancel()
            playing.cancel()
            await host.close()

    asyncio.run(asyncio.wait_for(run(), 90))  # every wait inside bounded


def test_a_seat_taken_up_elsewhere_stops_instead_of_taking_it_back() -> None:
    """Two programs with one token: the one put out is told why and stops, rather than coming
    back and putting the other out, for ever (issue 42, part 4)."""

    async def run() -> None:
        host = host_for("q2j-war", ["remote", "remote"], seed=4)
        port = await host.start()
        try:
            first = client(port, name="Ann")
            task = asyncio.create_task(first.run())
            while first.seen.token is None:
                await asyncio.sleep(0.01)
            second = client(port, token=first.seen.token)
            other = asyncio.create_task(second.run())
            with pytest.raises(Refused, match="taken up again elsewhere"):
                await asyncio.wait_for(task, 30)
            other.cancel()
        finally:
            await host.close()

    asyncio.run(asyncio.wait_for(run(), 90))  # every wait inside bounded


def test_one_folders_second_join_keeps_a_seat_of_its_own(tmp_path: Any) -> None:
    """A folder's first join of a table keeps its token; a second join of the same table from
    the same folder while the first plays claims another slot: no token (it joins with the code
    and gets its own seat) and its own place to keep it. Released, the first slot is free."""
    path = tmp_path / "net-seats.json"
    first = claim("127.0.0.1:5000", CODE, path)
    assert first.slot == 0 and first.token is None
    first.keep("token-one")
    second = claim("localhost:5000", CODE, path)  # another address text, the same table
    assert second.slot == 1 and second.token is None
    second.keep("token-two")
    assert load_token("anything", CODE, path) == "token-one"
    first.release()
    back = claim("192.168.1.20:5000", CODE, path)
    assert back.slot == 0 and back.token == "token-one"  # kept by the table, not the address
    second.release()
    back.release()


def test_a_seat_handed_to_the_computer_is_its_players_again_when_they_come_back() -> None:
    """Computer plays on an absent seat can be undone: its player comes back with its token
    and the seat is theirs again (issue 43, 7)."""

    async def run() -> None:
        host = host_for("q2j-ng", ["remote", "remote"], seed=2)
        port = await host.start()
        try:
            stays, leaves = client(port, name="Stays"), client(port, name="Leaves")
            staying, leaving = asyncio.create_task(stays.run()), asyncio.create_task(leaves.run())
            while host.free_seats():
                await asyncio.sleep(0.01)
            leaving.cancel()
            seat = 1 if host.plans[1].name == "Leaves" else 0
            token = host.plans[seat].token
            while seat in host.connections:
                await asyncio.sleep(0.01)
            host.hand_to_computer(seat, "random")
            back = client(port, token=token)
            returning = asyncio.create_task(back.run())
            while back.seen.seat is None:
                await asyncio.sleep(0.01)
            assert back.seen.seat == seat and host.plans[seat].kind == "remote"
            assert host.session.seats[seat].kind == "human"
            results = await asyncio.wait_for(asyncio.gather(staying, returning), 60)
            assert list(results) == [host.result, host.result]
        finally:
            await host.close()

    asyncio.run(asyncio.wait_for(run(), 90))  # every wait inside bounded


def test_an_address_where_nothing_answers_is_said_soon() -> None:
    """No table at the address: a clear answer after the first tries, not two minutes and
    "the table refused" (issue 43, 11)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # nothing listens once the probe is closed
    nobody = client(port, first_try=0.5)
    with pytest.raises(NoAnswer, match=f"no table answers at 127.0.0.1:{port}"):
        asyncio.run(asyncio.wait_for(nobody.run(), 30))


def test_a_joiner_whose_table_is_gone_is_told_and_never_that_the_host_is_back() -> None:
    """The table closes; another table opens at the same address: the seated client is told
    its table has gone, never "the host is back" (issue 43, blocker 4)."""

    async def run() -> list[str]:
        said: list[str] = []
        host = host_for("q2j-war", ["remote", "remote"], seed=4)
        port = await host.start()
        seated = client(port, name="Ann", say=said.append, give_up=60)
        task = asyncio.create_task(seated.run())
        while seated.seen.seat is None:
            await asyncio.sleep(0.01)
        await host.close()
        while not seated.lost:
            await asyncio.sleep(0.01)
        plans = [SeatPlan("A", "remote"), SeatPlan("B", "remote")]
        other = TableHost(variant("q2j-war"), plans, 9, code=CODE)
        await other.start(port=port)
        try:
            with pytest.raises(HostGone, match="no longer there"):
                await asyncio.wait_for(task, 30)
        finally:
            await other.close()
        return said

    said = asyncio.run(asyncio.wait_for(run(), 90))
    assert any("lost the host" in line for line in said)
    assert not any("is back" in line for line in said)


def test_a_windows_joiner_is_told_the_host_closed_the_table() -> None:
    """The host closes its table: the window's joiner ends at once, saying the host has gone
    (its table shows it with the way back to the menu), not "X is thinking" for ever."""
    host = host_for("q2j-war", ["remote", "random"], seed=4)
    loop, port = hosted_thread(host)
    joined = JoinedTable(f"127.0.0.1:{port}", CODE, "Ann")
    try:
        joined.start()
        until(lambda: joined.state().arrivals, 30)
        source = RemoteSource(joined)
        assert source.held() is None and source.ended() is None
        stop(host, loop)
        state = until(lambda: joined.state() if joined.state().phase == "refused" else None, 30)
        assert state.ended == "gone" and not state.lost
        assert source.ended() == "The host has gone: the table is closed."
        assert source.held() == source.ended() and source.legal() == [] and source.news() == []
    finally:
        joined.close()


def test_the_usual_port_taken_the_window_hosts_on_another_and_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Another program holds the usual port: the window's table opens on a free one and its
    lobby says which (issue 43, 12). A port the player chose stays a refusal in one line."""
    from game.net import hosting

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        taken = busy.getsockname()[1]
        monkeypatch.setattr(hosting, "DEFAULT_PORT", taken)  # the usual port, for this test
        plans = [SeatPlan("Seat 1", "remote"), SeatPlan("Bot", "random")]
        table = hosting.HostedTable(
            variant("q2j-war"), plans, seed=3, port=taken, bind="127.0.0.1", announce=False, code=CODE
        )
        table.start()
        try:
            state = until(lambda: table.state() if table.state().port or table.state().error else None)
            assert state.phase != "failed" and state.port not in (0, taken)
            assert f"Port {taken} is in use" in state.note and f"port {state.port}" in state.note
        finally:
            table.close()
            table.join(10)


def test_a_move_refused_across_the_room_names_its_rule_as_at_a_local_table() -> None:
    """A move the host did not list is sent and judged there: its refusal comes back in the
    rule's words ("… (rule N)"), not "not among the legal moves" (issue 43, 8)."""
    host = host_for("q2j", ["remote", "random"], seed=3)
    loop, port = hosted_thread(host)
    joined = JoinedTable(f"127.0.0.1:{port}", CODE, "Ann")
    try:
        joined.start()
        until(lambda: joined.state().legal, 30)
        source = RemoteSource(joined)
        while source._next() is not None:  # stand where the host's latest word is
            source.at += 1
        view = source.view(source.seat)
        legal = {str(move) for move in source.legal()}
        hand = [
            card for zone, cards in view.zones.items() if str(zone) == f"hand:{source.seat}" for card in cards
        ]
        tries = [f"play {card}" for card in hand if f"play {card}" not in legal]
        assert tries, (legal, hand)
        assert source.why_illegal(source.parse_action(tries[0])) == ""  # sent to be judged
        assert source.awaiting_host
        words = until(source.refused, 30)
        assert words[0].startswith("Not allowed: ") and "(rule" in words[0], words
        assert not source.awaiting_host  # another move may be made
    finally:
        joined.close()
        stop(host, loop)


def test_a_joiner_seated_before_play_starts_is_dealt_once() -> None:
    """Seated in the lobby, the joiner was sent the dealt table, then the deal as play started:
    its table deals once, from the deal (it showed the hand, then dealt it a second time on top:
    duplicates, and "Continued at turn 0"; issue 43, 9), and a table already showing the dealt
    table is never dealt on top of it."""
    from dataclasses import replace

    from game.net.hosting import HostedTable

    plans = [SeatPlan("Seat 1", "remote"), SeatPlan("Bot", "random")]
    table = HostedTable(variant("q2j"), plans, seed=3, port=0, bind="127.0.0.1", announce=False, code=CODE)
    table.start()
    joined = None
    try:
        port = until(lambda: table.state().port)
        joined = JoinedTable(f"127.0.0.1:{port}", CODE, "Ann")
        joined.start()
        until(lambda: table.state().full)
        table.begin()
        state = until(lambda: joined.state() if len(joined.state().arrivals) >= 2 else None)
        lobby, deal = state.arrivals[:2]
        assert lobby.resumed and not deal.resumed and deal.events  # as the host sends them
        source = RemoteSource(joined)
        assert source.at == 1 and not source.resumed
        assert source.opening_events() == list(deal.events)  # the deal, animated once

        class Early:  # the window looked between the two frames: only the dealt table yet
            def __init__(self, shown: Any) -> None:
                self.shown = shown

            def state(self) -> Any:
                return self.shown

            def state_of(self, match: int) -> Any:
                return self.shown

        early = Early(replace(state, arrivals=state.arrivals[:1]))
        seen = RemoteSource(early)  # type: ignore[arg-type]
        assert seen.resumed and seen.at == 0
        early.shown = state
        assert seen.arrived() == []  # the deal's update: the same table, nothing dealt again
    finally:
        if joined is not None:
            joined.close()
        table.close()
        table.join(10)
