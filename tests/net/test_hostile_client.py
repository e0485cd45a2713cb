"""A hostile client against the host, over a real socket spoken by hand (``hostile_client``) or
over in-process links with addresses of its choosing: what it tries must harm neither the
host's memory nor another line's seat, nor give it more guesses at the join code."""

from __future__ import annotations

import asyncio
import json
import socket

import pytest

from game.net.host import ADDRESS_TRIES, NETWORK_TRIES, TableHost
from game.net.limits import Attempts
from game.net.link import local_pair
from game.net.protocol import MAX_FRAME, Close

from .hostile_client import RawClient, hello_text
from .table import CODE, dialer, host_for
from .test_host_refuses import answered, hello


async def listening(host: TableHost, send_buffer: int | None = None) -> int:
    """``host`` listening on a free port; ``send_buffer``: its sockets' kernel send buffer (a
    small one makes a client that does not read hold the host's frames at once)."""
    port = await host.start()
    if send_buffer is not None:
        assert host._server is not None
        for listener in host._server.sockets:  # accepted sockets inherit it (Linux)
            listener.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, send_buffer)
    return port


async def until(condition: object, seconds: float) -> bool:
    """Whether ``condition()`` came true within ``seconds``."""
    waited = 0.0
    while not condition():  # type: ignore[operator]
        if waited >= seconds:
            return False
        await asyncio.sleep(0.05)
        waited += 0.05
    return True


def test_a_client_that_stops_reading_is_dropped_and_its_seat_comes_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A seated client asks for answers (a move refused, again and again, within the rate)
    and reads none of them: the host does not keep them all for it; it drops the line once a
    set amount waits, and the player's token brings the seat back."""
    monkeypatch.setattr("game.net.host.MAX_QUEUED", 16 * 1024)
    monkeypatch.setattr("game.net.host.CLOSE_SECONDS", 0.2)

    async def run() -> None:
        host = host_for("q2j", ["remote", "easy"], seed=5)
        port = await listening(host, send_buffer=4096)
        try:
            raw = await RawClient.open(port, receive_buffer=4096)
            raw.send(hello_text(CODE, seat=0))
            table = await raw.first_message()
            assert table["type"] == "table"
            refused = {"type": "action", "turn": 0, "text": "play 2H 3H 4H 5H 6H"}
            for _ in range(3):  # each batch within the burst; the host answers each with a refusal
                for _ in range(300):
                    raw.send(refused)
                await raw.writer.drain()
                await asyncio.sleep(1.6)
                if 0 not in host.connections:
                    break
            assert await until(lambda: 0 not in host.connections, 5.0), "the host still feeds the line"
            assert not host._outboxes
            raw.abort()
            async with dialer(port)() as back:
                await back.send(hello(code=None, token=table["token"]))
                seated = json.loads(await back.recv())
                assert seated["type"] == "table" and seated["seat"] == 0
        finally:
            await host.close()

    asyncio.run(run())


def test_a_line_whose_seat_was_taken_up_again_speaks_for_it_no_more() -> None:
    """A player comes back to its seat on a new line while the old one is still open: what the
    old line sends after that (here a bye in the lobby, which frees a seat) is not the seat's
    any more; the seat stays the new line's, with its token."""

    async def run() -> None:
        host = host_for("q2j", ["remote", "remote"], seed=5)
        port = await listening(host)
        try:
            old = await RawClient.open(port)
            old.send(hello_text(CODE, seat=0))
            token = (await old.first_message())["token"]
            async with dialer(port)() as new:
                await new.send(hello(code=None, token=token))
                assert json.loads(await new.recv())["seat"] == 0
                old.send({"type": "bye"})
                await old.writer.drain()
                await asyncio.sleep(0.3)
                heard: list[dict[str, object]] = []
                assert await answered(new, heard) is None  # the new line still served
                assert host.plans[0].token == token
                assert 0 in host.connections and 0 not in host.free_seats()
            old.abort()
        finally:
            await host.close()

    asyncio.run(run())


async def _hello_from(host: TableHost, address: str, code: str) -> int:
    """A hello with ``code`` on an in-process link from ``address``; the host's close code."""
    client_end, host_end = local_pair(MAX_FRAME, address)
    serving = asyncio.create_task(host._serve(host_end))
    await client_end.send(hello_text(code, seat=None))
    refused = json.loads(await client_end.recv())
    await serving
    assert refused["type"] == "refused"
    return int(refused["code"])


def test_wrong_codes_from_ever_new_ipv6_addresses_are_limited_by_network() -> None:
    """One computer holds a whole IPv6 /64 and may take a new address for every guess: past the
    network's limit it guesses no more, though each address has tried once; another network's
    players are not held back."""

    async def run() -> None:
        host = host_for("q2j", ["remote", "remote"], seed=5)
        await host.start(listen=False)
        try:
            codes = [
                await _hello_from(host, f"2001:db8:0:7::{n + 1:x}", "AAAAAA")
                for n in range(NETWORK_TRIES + 1)
            ]
            assert codes[:NETWORK_TRIES] == [Close.WRONG_CODE] * NETWORK_TRIES
            assert codes[NETWORK_TRIES] == Close.TOO_MANY_TRIES
            assert await _hello_from(host, "2001:db8:0:8::1", "AAAAAA") == Close.WRONG_CODE
        finally:
            await host.close()

    asyncio.run(run())


def test_a_seated_player_comes_back_with_its_token_from_an_address_a_guesser_blocked() -> None:
    """A guesser on the player's own address (or network) makes the host refuse codes there
    for a minute; the player whose line dropped comes back with its seat's token all the same."""

    async def run() -> None:
        host = host_for("q2j", ["remote", "remote"], seed=5)
        await host.start(listen=False)
        try:
            client_end, host_end = local_pair(MAX_FRAME, "192.168.1.20")
            serving = asyncio.create_task(host._serve(host_end))
            await client_end.send(hello_text(CODE, seat=0))
            token = json.loads(await client_end.recv())["token"]
            await client_end.close()
            await serving
            codes = [await _hello_from(host, "192.168.1.20", "AAAAAA") for _ in range(ADDRESS_TRIES + 1)]
            assert codes[-1] == Close.TOO_MANY_TRIES
            client_end, host_end = local_pair(MAX_FRAME, "192.168.1.20")
            serving = asyncio.create_task(host._serve(host_end))
            await client_end.send(hello_text(None, token=token))
            back = json.loads(await client_end.recv())
            assert back["type"] == "table" and back["seat"] == 0
            await client_end.close()
            await serving
        finally:
            await host.close()

    asyncio.run(run())


def test_wrong_tries_from_countless_addresses_fill_no_memory() -> None:
    """A stranger guessing from a new address every time: the host remembers a bounded number
    of addresses, and the one guessing now is still held back."""
    tries = Attempts(limit=5, window=60.0, most=100)
    for n in range(10_000):
        tries.failed(f"10.{n // 65536}.{n // 256 % 256}.{n % 256}", now=n / 1000)
    assert tries.remembered() <= 100
    for _ in range(5):
        tries.failed("10.9.9.9", now=10.0)
    assert tries.blocked("10.9.9.9", now=10.0)
