"""The link the host and client speak through: an in-process pair keeps a WebSocket's rules
(text frames in order, the size cap, the close's code and reason at both ends, a normal close
ending the iteration quietly), and the host serves it through the very code a socket goes
through (its hello, admission and serving), so the same frames come back over either."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Callable

import pytest

from game.net.client import TableClient
from game.net.host import TableHost
from game.net.joining import JoinedTable, JoinState
from game.net.link import Closed, dial_local, local_pair
from game.net.protocol import MAX_FRAME, Close

from .table import CODE, LINKS, dialer, host_for, opened
from .test_host_refuses import hello, talk


def test_a_local_pair_keeps_order_caps_and_closes_as_a_socket() -> None:
    async def run() -> None:
        client, host = local_pair(max_size=10)
        await client.send("one")
        await client.send(b"two")  # bytes pass: the schema refuses them, as over a socket
        await host.send("back")
        assert [await host.recv(), await host.recv(), await client.recv()] == ["one", b"two", "back"]
        await client.send("x" * 11)  # over the receiver's cap: it closes, 1009, both ends
        for end in (host, client):
            with pytest.raises(Closed) as closed:
                await end.recv()
            assert closed.value.code == 1009
        with pytest.raises(Closed):
            await client.send("late")

        client, host = local_pair(max_size=10)
        await client.send("last")
        await host.close(Close.FLOOD, "too many messages")
        with pytest.raises(Closed) as closed:
            await client.recv()  # frames sent to the closer are lost; the close comes through
        assert (closed.value.code, closed.value.reason) == (Close.FLOOD, "too many messages")
        with pytest.raises(Closed):
            [frame async for frame in client]  # a close that is not normal raises

        client, host = local_pair(max_size=10)
        await client.send("a")
        await client.close()
        assert [frame async for frame in host] == ["a"]  # a normal close ends the frames quietly

    asyncio.run(run())


@pytest.mark.parametrize("link", LINKS)
def test_the_host_refuses_a_frame_over_the_cap_the_same_over_either_link(link: str) -> None:
    async def run() -> tuple[list[dict[str, object]], int | None]:
        host = host_for("q2j", ["remote", "remote"], seed=5)
        where = await opened(host, link)
        try:
            return await talk(where, hello(seat=0), "x" * (MAX_FRAME + 1))
        finally:
            await host.close()

    heard, code = asyncio.run(run())
    assert code == 1009 and all(message["type"] != "refused" for message in heard)


@pytest.mark.parametrize("link", LINKS)
def test_a_local_link_is_served_through_the_sockets_hello_and_admission(link: str) -> None:
    """The very same answers: a wrong code refused with its words, then the seat and its view."""

    async def run() -> list[tuple[list[dict[str, object]], int | None]]:
        host = host_for("q2j", ["remote", "remote"], seed=5)
        where = await opened(host, link)
        try:
            return [await talk(where, hello(code="K7MP9R")), await talk(where, hello(seat=1, name="Ann"))]
        finally:
            await host.close()

    (refused, code), (seated, _code) = asyncio.run(run())
    assert code == Close.WRONG_CODE and refused == [
        {"type": "refused", "code": Close.WRONG_CODE, "reason": "wrong join code"}
    ]
    assert [message["type"] for message in seated] == ["table", "snapshot", "seats"]
    assert seated[0]["seat"] == 1 and json.dumps(seated[1]["view"]).count('"seat": 1') >= 1


@pytest.mark.parametrize("link", LINKS)
def test_a_link_that_never_says_hello_is_closed(link: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """As a socket's handler returning closes it, a local link the host stops serving is closed:
    its client is never left waiting on a link nobody serves."""
    monkeypatch.setattr("game.net.host.HELLO_SECONDS", 0.05)

    async def run() -> None:
        host = host_for("q2j", ["remote", "remote"], seed=5)
        where = await opened(host, link)
        try:
            async with dialer(where)() as silent:
                with pytest.raises(Closed):
                    await asyncio.wait_for(silent.recv(), 10)
        finally:
            await host.close()

    asyncio.run(run())


def test_a_client_on_another_threads_loop_plays_a_whole_match_over_a_local_link() -> None:
    """A window's joiner runs its client on its own thread: the host on another thread's loop is
    dialled in-process (``dial_local`` with the host's loop), the frames crossing the threads,
    and the match is played to its end as over a socket."""
    host = host_for("q2j-war", ["remote", "easy"], seed=3)
    started = threading.Event()
    loops: list[asyncio.AbstractEventLoop] = []

    async def serve() -> None:
        loops.append(asyncio.get_running_loop())
        await host.start(listen=False)
        started.set()
        try:
            await host.done.wait()
        finally:
            await host.close()

    thread = threading.Thread(target=lambda: asyncio.run(serve()), daemon=True)
    thread.start()
    started.wait()
    (host_loop,) = loops
    dial = dial_local(host.connect_local, host_loop)
    player = TableClient("in-process", CODE, "random", name="Ann", say=lambda text: None, dial=dial)

    async def play() -> str:
        assert asyncio.get_running_loop() is not host_loop
        return await asyncio.wait_for(player.run(), 60)  # a guard against a hang, not a measure

    result = asyncio.run(play())
    thread.join()
    assert result == host.result and "won after" in result
    assert player.seen.seat == 0 and player.seen.records


def on_its_own_thread(host: TableHost) -> tuple[asyncio.AbstractEventLoop, Callable[[], None]]:
    """``host`` served on another thread's event loop, listening on nothing: its loop, and how to
    close it (and wait for its thread)."""
    started = threading.Event()
    loops: list[asyncio.AbstractEventLoop] = []
    stop: list[asyncio.Event] = []

    async def serve() -> None:
        loops.append(asyncio.get_running_loop())
        stop.append(asyncio.Event())
        await host.start(listen=False)
        started.set()
        try:
            await stop[0].wait()
        finally:
            await host.close()

    thread = threading.Thread(target=lambda: asyncio.run(serve()), daemon=True)
    thread.start()
    started.wait()

    def close() -> None:
        loops[0].call_soon_threadsafe(stop[0].set)
        thread.join()

    return loops[0], close


@pytest.mark.parametrize("hold", [False, True], ids=["starts-at-once", "lobby-start"])
def test_a_windows_joiner_plays_once_the_deal_has_come_never_at_the_lobbys_table(hold: bool) -> None:
    """A window's joiner (``JoinedTable``, its client on its own thread) takes a seat with the
    code at a host on another thread, over an in-process link. Play starts (at once as the last
    seat is taken, or at the lobby's Start): the host says so just before it sends the deal, and
    a window that looked in between opened its table at the lobby's dealt table, "continued at
    turn 0" with no deal. Every state the window can read: playing only with the deal come."""
    host = host_for("q2j", ["remote", "easy"], seed=7)
    if hold:
        host._go.clear()  # a window's host holds play until its lobby's Start (TableHost(hold=True))
    loop, close = on_its_own_thread(host)
    joined = JoinedTable("in-process", CODE, "Ann", dial=dial_local(host.connect_local, loop))
    states: list[JoinState] = []
    published = joined.client.heard

    def heard() -> None:  # on the joiner's thread, after each frame: the state the window reads
        published()
        states.append(joined.state())

    joined.client.heard = heard
    joined.start()
    try:
        state = joined.state()
        if hold:
            while not state.arrivals:  # the lobby's dealt table
                state = joined.wait(state, 30)
            assert state.phase == "lobby" and state.arrivals[-1].lobby
            loop.call_soon_threadsafe(host.begin)
        while not any(not arrival.resumed for arrival in state.arrivals):
            state = joined.wait(state, 30)
    finally:
        joined.close()
        joined.join(30)
        close()
    playing = [state for state in states if state.phase == "playing"]
    assert playing, [state.phase for state in states]
    for state in playing:
        assert any(not arrival.resumed for arrival in state.arrivals), "playing at the lobby's table"
