"""The host's door against a flood of half-open connections (issue 42, part 2): an upgrade
sent without its last line, then silence, again and again. Real sockets on the loopback, with
caps lowered for the test (the host's own come from its open-file limit: ``Caps.for_files``).
The seated players play on, a returning player is answered, and the host never holds more
waiting connections than its caps."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from game.net.host import SeatPlan, TableHost
from game.net.limits import Caps
from game.net.link import SocketLink

from .table import CODE, variant
from .test_host_refuses import answered, hello

# An upgrade without the blank line that ends it: the host waits for the rest.
HALF = (
    b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
    b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
)
CAPS = Caps(waiting=8, per_address=4)
FLOOD = 60


async def half_open(port: int) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(HALF)
    await writer.drain()
    return reader, writer


async def dropped(reader: asyncio.StreamReader) -> bool:
    """Whether the host dropped this connection (it sends nothing to a half-open one first)."""
    try:
        return await asyncio.wait_for(reader.read(), 10) == b""
    except ConnectionResetError:
        return True


async def seat(port: int, **fields: Any) -> tuple[ClientConnection, list[dict[str, Any]]]:
    """A connection whose hello passed: it and what it heard, its ``table`` first."""
    connection = await connect(f"ws://127.0.0.1:{port}")
    await connection.send(hello(**fields))
    heard = [json.loads(await asyncio.wait_for(connection.recv(), 10))]
    assert heard[0]["type"] == "table", heard
    return connection, heard


async def to_move(connection: ClientConnection, heard: list[dict[str, Any]]) -> dict[str, Any]:
    """The view of the seat to move with its legal moves, once it has come."""
    for _ in range(100):
        for message in heard:
            if message["type"] in ("update", "snapshot") and message["legal"]:
                return message
        heard.append(json.loads(await asyncio.wait_for(connection.recv(), 10)))
    raise AssertionError(f"no legal moves among {heard}")


def test_a_flood_of_half_open_connections_stops_no_player() -> None:
    async def run() -> None:
        plans = [SeatPlan("S0", "remote"), SeatPlan("S1", "remote")]
        host = TableHost(variant("q2j"), plans, 5, code=CODE, caps=CAPS)
        port = await host.start()
        flood: list[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = []
        try:
            seats = {n: await seat(port, seat=n) for n in (0, 1)}
            token = seats[0][1][0]["token"]
            for _ in range(FLOOD):
                flood.append(await half_open(port))
            # The oldest are dropped as newer ones come: all but the last few, in order.
            for reader, _writer in flood[: FLOOD - CAPS.per_address]:
                assert await dropped(reader)
            assert host.door.waiting() <= CAPS.per_address and host.door.held <= CAPS.per_address
            assert host.door.dropped >= FLOOD - CAPS.per_address
            # The seated player to move plays, during the flood.
            mover = host.session.match.to_match_seat(host.session.to_move)
            connection, heard = seats[mover]
            view = await to_move(connection, heard)
            turn = view["view"]["turn"]
            move = json.dumps({"type": "action", "turn": turn, "text": view["legal"][0]})
            await connection.send(move)
            await answered(SocketLink(connection), heard)
            assert host.session.state.turn == turn + 1
            assert heard[-1]["type"] == "update" and connection.close_code is None
            # A player who left comes back with its token while the flood still waits at the door.
            await seats[0][0].close()
            for _ in range(CAPS.per_address):
                flood.append(await half_open(port))
            back, heard = await seat(port, code=None, token=token)
            assert heard[0]["type"] == "table" and heard[0]["seat"] == 0
            assert host.door.waiting() <= CAPS.per_address
            await back.close()
            await seats[1][0].close()
        finally:
            for _reader, writer in flood:
                writer.close()
            await host.close()

    asyncio.run(run())
