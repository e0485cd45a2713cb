"""A hostile stranger and hostile players against a real ``q2j host --headless`` process over a
real socket (``tests/net/independent_client``, written from docs/NETWORK.md): every bad message
is answered (``refused`` with a documented close code, or a ``refusal`` in words for a move),
the host never stops, and the honest seats play the match to its end."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any

from websockets.exceptions import ConnectionClosed

from tests.net.independent_client import CODE, DOCUMENTED_CLOSES, HostProcess, Seat, hello

HELLO = hello(seat=None, name="Mallory")
# A first frame from a stranger and the close it earns (docs: protocol ``Close`` codes; 1009
# past the 64 KiB cap).
BEFORE_HELLO: list[tuple[str, str | bytes, int]] = [
    ("binary", b"\x00\x01\x02", 4001),
    ("not JSON", "hello?", 4001),
    ("a JSON list", "[1, 2]", 4001),
    ("NaN", '{"type": "hello", "version": NaN}', 4001),
    ("nested 30,000 deep", "[" * 30_000 + "]" * 30_000, 4001),
    ("a 5,000-digit number", '{"type": "hello", "version": ' + "9" * 5000 + "}", 4001),
    ("over 64 KiB", "x" * (70 * 1024), 1009),
    ("64 KiB of letters over 64 KiB of bytes", json.dumps({**HELLO, "name": "é" * 32_000}), 1009),
    ("an unknown type", json.dumps({"type": "hint"}), 4001),
    ("an action first", json.dumps({"type": "action", "turn": 0, "text": "draw"}), 4001),
    ("version as text", json.dumps({**HELLO, "version": "6"}), 4001),
    ("another version", json.dumps({**HELLO, "version": 5}), 4002),
    ("seat -1", json.dumps({**HELLO, "seat": -1}), 4001),
    ("seat 99", json.dumps({**HELLO, "seat": 99}), 4001),
    ("seat true", json.dumps({**HELLO, "seat": True}), 4001),
    ("seat 1.0", json.dumps({**HELLO, "seat": 1.0}), 4001),
    ("a seat the table lacks", json.dumps({**HELLO, "seat": 7}), 4005),
    ("a NUL in the name", json.dumps({**HELLO, "name": "a\x00b"}), 4001),
    ("a right-to-left override in the name", json.dumps({**HELLO, "name": "a\u202eb"}), 4001),
    ("a 33-letter name", json.dumps({**HELLO, "name": "x" * 33}), 4001),
    ("a field too many", json.dumps({**HELLO, "seat_for": 1}), 4001),
    ("fields missing", json.dumps({"type": "hello", "version": 6}), 4001),
    ("a list for a type", json.dumps({**HELLO, "type": ["hello"]}), 4001),
    ("a 65-letter token", json.dumps({**HELLO, "code": None, "token": "t" * 65}), 4001),
]


async def answered(port: int, *frames: str | bytes | dict[str, Any], seconds: float = 10.0) -> Seat:
    """A new line that sends ``frames`` and reads until the host closes it (or ``seconds``)."""
    line = await Seat(port, honest=False).open()
    listening = asyncio.ensure_future(line.listen())
    for frame in frames:
        await line.send(frame)
    try:
        await asyncio.wait_for(asyncio.shield(listening), seconds)
    except TimeoutError:
        await line.close()
        await listening
    return line


def closed_with(line: Seat, code: int) -> None:
    """The line was told why (``refused``, the code and a reason) and closed with that code."""
    assert line.closing is not None and line.closing.code == code, (line.closing, line.frames)
    assert (line.frames and line.frames[-1]["type"] == "refused") or code == 1009, line.frames
    if code != 1009:
        assert line.frames[-1]["code"] == code and line.frames[-1]["reason"]


async def refused_move(line: Seat, message: dict[str, Any]) -> dict[str, Any]:
    """A move the host must refuse in words, the line kept open (a pong after it)."""
    before = len(line.frames)
    await line.send(message)
    nonce = random.Random(before).randrange(2**31)
    await line.send({"type": "ping", "nonce": nonce})
    await line.until(lambda frame: frame["type"] == "pong" and frame["nonce"] == nonce)
    told = [frame for frame in line.frames[before:] if frame["type"] == "refusal"]
    assert len(told) == 1 and told[0]["words"] and told[0]["rule"], line.frames[before:]
    assert line.closing is None
    return told[0]


def test_a_stranger_s_bad_frames_are_refused_and_the_table_plays_on(tmp_path: Path) -> None:
    async def scene() -> None:
        host = HostProcess(tmp_path, "q2j", ["remote", "remote", "remote"], seed=29)
        try:
            for what, frame, code in BEFORE_HELLO:
                line = await answered(host.port, frame)
                assert line.closing is not None, what
                assert line.closing.code == code, (what, line.closing, line.frames)
                closed_with(line, code)
            # Torn handshakes: a socket closed at once, an upgrade cut short, a hello then gone.
            for _ in range(10):
                _reader, writer = await asyncio.open_connection("127.0.0.1", host.port)
                writer.close()
                _reader, writer = await asyncio.open_connection("127.0.0.1", host.port)
                writer.write(b"GET / HTTP/1.1\r\nHost: q2j\r\nUpgrade: websocket\r\n")
                await writer.drain()
                writer.close()
                torn = await Seat(host.port, honest=False).open()
                assert torn.ws is not None
                text = json.dumps(hello(seat=0, name="Gone"))
                started = asyncio.Event()

                async def halves(text: str = text, started: asyncio.Event = started) -> Any:
                    yield text[:20]  # the hello's first fragment, and never the rest
                    started.set()
                    await asyncio.Event().wait()

                sending = asyncio.ensure_future(torn.ws.send(halves()))
                await started.wait()
                torn.ws.transport.abort()
                sending.cancel()
            # A header too long for the upgrade is an HTTP error, not a fault.
            reader, writer = await asyncio.open_connection("127.0.0.1", host.port)
            writer.write(b"GET / HTTP/1.1\r\nHost: q2j\r\nX-Long: " + b"a" * 20_000 + b"\r\n\r\n")
            await writer.drain()
            assert (await asyncio.wait_for(reader.read(100), 10)).startswith(b"HTTP/1.1 4")
            writer.close()
            seats = [Seat(host.port, rng=random.Random(n)) for n in range(3)]
            for seat in seats:
                await seat.join(seat=None, name="Honest")
            playing = [asyncio.ensure_future(seat.listen()) for seat in seats]
            await asyncio.sleep(0)
            await asyncio.wait_for(asyncio.gather(*playing), 60)
        finally:
            host.stop()
        assert all(seat.of("over") for seat in seats)
        assert "Traceback" not in host.output()

    asyncio.run(scene())


def test_hostile_players_at_the_table_are_refused_and_the_honest_ones_finish(tmp_path: Path) -> None:
    async def scene() -> None:
        host = HostProcess(tmp_path, "q2j", ["remote", "remote", "remote"], seed=31)
        port = host.port
        try:
            seats = [Seat(port, rng=random.Random(n), held=True) for n in range(3)]
            for n, seat in enumerate(seats):
                await seat.join(seat=n, name=f"P{n}")
            playing = [asyncio.ensure_future(seat.listen()) for seat in seats]
            deal = [await seat.until(lambda frame: frame["type"] == "update") for seat in seats]
            tokens = [seat.token for seat in seats]
            assert all(tokens) and len(set(tokens)) == 3
            mover = next(n for n in range(3) if deal[n]["legal"])
            other = (mover + 1) % 3
            turn = deal[mover]["view"]["turn"]

            # Seat theft: a taken seat with the code, or any seat; a guessed token.
            closed_with(await answered(port, hello(seat=mover, name="Thief")), 4005)
            closed_with(await answered(port, hello(seat=None, name="Thief")), 4005)
            closed_with(await answered(port, hello(code=None, token="A" * 32)), 4004)

            # Moves that are not this seat's to make, or not moves at all: refused in words.
            said = await refused_move(seats[other], {"type": "action", "turn": turn, "text": "draw"})
            assert said["rule"] == "turn"
            for text, rule in [
                ("draw", "turn"),
                ("zzz", "notation"),
                ("play \u0663H", "notation"),
                ("", "notation"),
            ]:
                moved = turn + 5 if rule == "turn" else turn
                said = await refused_move(seats[mover], {"type": "action", "turn": moved, "text": text})
                assert said["rule"] == rule, said
            said = await refused_move(seats[mover], {"type": "action", "turn": turn, "text": "p" * 200})
            assert said["rule"] == "notation"
            held = {card for card in deal[mover]["view"]["zones"][f"hand:{mover}"] if card}
            missing = next(c for c in ("QS", "QH", "KD", "2C", "AS", "7H") if c not in held)
            said = await refused_move(
                seats[mover], {"type": "action", "turn": turn, "text": f"play {missing}"}
            )
            assert said["rule"] != "notation"
            for seat in (seats[mover], seats[other]):  # Undo: for one person playing the computer
                assert (await refused_move(seat, {"type": "undo"}))["rule"] == "undo"

            # A seat's player coming back while its old line holds (a stolen token): the new
            # line has the seat, the old is closed with its code; the player takes it back.
            thief = await Seat(port, honest=False).join(code=None, token=tokens[other])
            stealing = asyncio.ensure_future(thief.listen())
            await thief.until(lambda frame: frame["type"] == "snapshot")
            await asyncio.wait_for(asyncio.shield(playing[other]), 10)
            robbed = seats[other].closing
            assert robbed is not None and robbed.code == 4005
            seats[other] = await Seat(port, rng=random.Random(other), held=True).join(
                code=None, token=tokens[other]
            )
            playing[other] = asyncio.ensure_future(seats[other].listen())
            await seats[other].until(lambda frame: frame["type"] == "snapshot")
            await asyncio.wait_for(stealing, 10)
            assert thief.closing is not None and thief.closing.code == 4005

            # A seated line breaking the protocol is closed with 4001; its player comes back
            # (a seat may be taken up again 8 times at once: the bad lines share two seats).
            third = 3 - mover - other
            bad_frames: list[tuple[int, str | bytes | dict[str, Any]]] = [
                (other, b"\x00"),
                (other, {"type": "hint"}),
                (other, hello(seat=other)),
                (third, {"type": "action", "turn": turn, "text": "draw", "seat": mover}),
                (third, {"type": "ping", "nonce": -1}),
                (third, {"type": "action", "turn": turn, "text": "p" * 201}),
            ]
            for number, frame in bad_frames:
                line = await Seat(port, honest=False).join(code=None, token=tokens[number])
                closed_with(await answered_after(line, frame), 4001)
            for number in (other, third):
                seats[number] = await back(port, playing, number, tokens)

            # A flood of pings on a seated line: closed with 4008, the others unhurt.
            flooder = await Seat(port, honest=False).join(code=None, token=tokens[mover])
            flooding = asyncio.ensure_future(flooder.listen())
            await flooder.until(lambda frame: frame["type"] == "snapshot")
            assert flooder.ws is not None
            for nonce in range(3000):
                if flooder.closing is not None:
                    break
                try:
                    await flooder.ws.send(json.dumps({"type": "ping", "nonce": nonce}))
                except ConnectionClosed:
                    break
            await asyncio.wait_for(flooding, 20)
            assert flooder.closing is not None and flooder.closing.code == 4008

            # A crowd at the door (idle sockets and lines that never say hello) and wrong codes
            # until the address is blocked: the seated players still come back with their tokens.
            crowd = []
            for _ in range(100):
                crowd.append((await asyncio.open_connection("127.0.0.1", port))[1])
            idle = [await Seat(port, honest=False).open() for _ in range(40)]
            for _ in range(4):  # the guessed token above was the address's first wrong try
                closed_with(await answered(port, hello(code="ZZZZZZ")), 4003)
            closed_with(await answered(port, hello(code=CODE, seat=None)), 4006)
            seats[mover] = await back(port, playing, mover, tokens)

            for seat in seats:
                await seat.play_on()
            await asyncio.wait_for(asyncio.gather(*playing), 60)
            assert all(seat.of("over") for seat in seats)
            assert host.wait_over(30).startswith("Q Squared Joe:")
            for writer in crowd:
                writer.close()
            for line in idle:
                await line.close()
        finally:
            host.stop()
        assert "Traceback" not in host.output()
        every_close = [seat.closing.code for seat in seats if seat.closing is not None]
        assert set(every_close) <= DOCUMENTED_CLOSES

    asyncio.run(scene())


async def answered_after(line: Seat, frame: str | bytes | dict[str, Any]) -> Seat:
    """``line`` (seated with a token) sends ``frame`` once its snapshot came; read to its close."""
    listening = asyncio.ensure_future(line.listen())
    await line.until(lambda f: f["type"] == "snapshot")
    await line.send(frame)
    await asyncio.wait_for(listening, 10)
    return line


async def back(port: int, playing: list[Any], seat: int, tokens: list[str | None]) -> Seat:
    """``seat``'s honest player comes back with its token (held, as it was)."""
    line = await Seat(port, rng=random.Random(seat), held=True).join(code=None, token=tokens[seat])
    playing[seat] = asyncio.ensure_future(line.listen())
    await line.until(lambda frame: frame["type"] == "snapshot")
    return line
