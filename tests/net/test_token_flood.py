"""A seat's token holder coming back in a loop, against a host on the loopback, measured from the
outside: what a hand-made client over a raw socket is sent, and how its lines are closed. A
player whose window truly comes back is seated every time; a loop is refused with a reason and a
wait, and the seat's working line hears nothing of it; a joiner refused so is never given up on.

The host's comeback limit reads a stepped clock (``Stepped``), so a minute of play takes no
minute here; everything else runs at its own pace."""

from __future__ import annotations

import asyncio
import json
import re
from dataclasses import dataclass, field
from typing import Any

import pytest

from game.net.host import TableHost
from game.net.joining import JoinedTable
from game.net.limits import COMEBACK_BURST, COMEBACK_EVERY, Comebacks
from game.net.protocol import Close

from .hostile_client import RawClient, hello_text
from .table import CODE, host_for
from .test_hostile_client import until

CLOSE_OPCODE, TEXT_OPCODE = 0x8, 0x1
LOOP_RATE = 100.0  # comebacks a second, by the stepped clock: a client looping as fast as it can


class Stepped:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@dataclass
class Answer:
    """What the host did with one comeback: the kinds of the messages it sent (when seated: up
    to the seats it says last), and its close code and reason if it closed the line."""

    kinds: list[str] = field(default_factory=list)
    messages: list[dict[str, Any]] = field(default_factory=list)
    close: int | None = None
    reason: str = ""

    @property
    def seated(self) -> bool:
        return "snapshot" in self.kinds and self.close is None


async def read_frame(raw: RawClient) -> tuple[int, bytes]:
    """The next frame from the host, its opcode and payload (a server's frames are unmasked)."""
    head = await raw.reader.readexactly(2)
    size = head[1] & 0x7F
    if size == 126:
        size = int.from_bytes(await raw.reader.readexactly(2), "big")
    elif size == 127:
        size = int.from_bytes(await raw.reader.readexactly(8), "big")
    return head[0] & 0x0F, await raw.reader.readexactly(size)


async def heard(raw: RawClient, answer: Answer, until_kind: str) -> Answer:
    """Read ``raw``'s frames into ``answer`` until a message of ``until_kind`` or a close."""
    while True:
        opcode, payload = await asyncio.wait_for(read_frame(raw), 30.0)
        if opcode == CLOSE_OPCODE:
            answer.close = int.from_bytes(payload[:2], "big")
            answer.reason = payload[2:].decode()
            return answer
        if opcode == TEXT_OPCODE:
            message = json.loads(payload)
            answer.kinds.append(message["type"])
            answer.messages.append(message)
            if message["type"] == until_kind:
                return answer


async def come_back(port: int, token: str, keep: bool = False) -> tuple[Answer, RawClient]:
    """One comeback with the seat's token on a fresh line: what the host answered. The line is
    dropped after (a looping client's next try), unless ``keep``."""
    raw = await RawClient.open(port)
    raw.send(hello_text(None, token=token))
    answer = await heard(raw, Answer(), "seats")  # a seating's last message
    if not keep:
        raw.abort()
    return answer, raw


async def seated_host(kinds: list[str] | None = None) -> tuple[TableHost, int, Stepped, str]:
    """A host listening on the loopback with its comebacks on a stepped clock, and seat 0 taken
    with the join code (its token)."""
    host = host_for("q2j", kinds or ["remote", "easy"], seed=5)
    clock = Stepped()
    host.comebacks = Comebacks[int](clock=clock)
    port = await host.start()
    raw = await RawClient.open(port)
    raw.send(hello_text(CODE, seat=0))
    token = (await raw.first_message())["token"]
    raw.abort()
    return host, port, clock, token


def kept_if_refused(message: dict[str, Any], refusals: list[dict[str, Any]]) -> None:
    if message["type"] == "refused":
        refusals.append(message)


def wait_said(answer: Answer) -> int:
    """The seconds the host's refusal asks to wait, as its reason says them."""
    found = re.search(r"try again in (\d+) s", answer.reason)
    assert found is not None, answer.reason
    return int(found.group(1))


def test_a_window_that_comes_back_a_few_times_a_minute_is_never_refused() -> None:
    """Ten minutes of a flaky line: three drops a minute, each time the window comes back and
    its line drops again at once, coming back a second later. Every comeback is seated."""

    async def run() -> None:
        host, port, clock, token = await seated_host()
        try:
            answers = []
            for drop in range(30):
                clock.now = drop * 20.0
                answers.append((await come_back(port, token))[0])
                clock.now += 1.0
                answers.append((await come_back(port, token))[0])
            refused = [answer for answer in answers if not answer.seated]
            assert not refused, refused[0]
        finally:
            await host.close()

    asyncio.run(run())


def test_a_client_coming_back_in_a_loop_is_refused_with_a_wait_then_seated_after_it() -> None:
    """500 comebacks at a hundred a second: past the seat's first few, each is refused, the
    host's one message saying why and how long to wait, then the line closed with its own code
    (no table, no snapshot: the host does no work for it). After the wait it said, the seat is
    taken up again."""

    async def run() -> None:
        host, port, clock, token = await seated_host()
        try:
            answers = []
            for attempt in range(500):
                clock.now = attempt / LOOP_RATE
                answers.append((await come_back(port, token))[0])
            seated = [answer for answer in answers if answer.seated]
            refused = [answer for answer in answers if not answer.seated]
            elapsed = clock.now
            assert len(seated) == COMEBACK_BURST + int(elapsed // COMEBACK_EVERY)
            assert all(answer.seated for answer in answers[:COMEBACK_BURST])
            for answer in refused:
                assert answer.kinds == ["refused"] and answer.close == Close.TOO_SOON, answer
                assert answer.messages[0]["code"] == Close.TOO_SOON
            last = refused[-1]
            assert "came back too often" in last.reason
            clock.now += wait_said(last)
            assert (await come_back(port, token))[0].seated
        finally:
            await host.close()

    asyncio.run(run())


def test_a_refused_comeback_leaves_the_seats_working_line_alone() -> None:
    """The seat's player is at the table on a working line, the seat's comebacks used up; a loop
    with the same token is refused, and the working line is neither closed nor sent anything
    for it: the next thing it hears is the answer to its own ping."""

    async def run() -> None:
        host, port, _, token = await seated_host(["remote", "remote"])
        try:
            for _ in range(COMEBACK_BURST - 1):
                assert (await come_back(port, token))[0].seated
            working_answer, working = await come_back(port, token, keep=True)
            assert working_answer.seated
            for _ in range(200):
                assert (await come_back(port, token))[0].close == Close.TOO_SOON
            working.send({"type": "ping", "nonce": 77})
            await working.writer.drain()
            after = await heard(working, Answer(), "pong")
            assert after.kinds == ["pong"] and after.close is None, after
            working.abort()
        finally:
            await host.close()

    asyncio.run(run())


def test_a_joiner_refused_for_coming_back_too_often_waits_and_is_seated(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A player's window comes back with its kept token while the seat's comebacks are used
    up: refused again and again, it does not give up (it was: "no table answers" once its
    first try's time had passed); once the host's wait is over it has its seat."""
    monkeypatch.setattr("game.net.client.TOO_SOON_PAUSE", 0.05)

    async def run() -> None:
        host, port, clock, token = await seated_host(["remote", "remote"])
        refusals: list[dict[str, Any]] = []
        joined = JoinedTable(f"127.0.0.1:{port}", CODE, "Ada", token=token)
        try:
            for _ in range(COMEBACK_BURST):
                assert (await come_back(port, token))[0].seated
            joined.client.first_try = joined.client.give_up = 0.05  # past at the first refusal
            joined.client.on_frame = lambda message: kept_if_refused(message, refusals)
            joined.start()
            assert await until(lambda: len(refusals) >= 5 or joined.state().phase == "refused", 30.0)
            assert joined.state().phase == "connecting", joined.state().error  # not given up
            assert {message["code"] for message in refusals} == {Close.TOO_SOON}
            clock.now += COMEBACK_EVERY
            assert await until(lambda: joined.state().seat == 0, 30.0), joined.state()
            assert joined.state().phase != "refused"
        finally:
            joined.close()
            await host.close()
            await asyncio.to_thread(joined.join, 10)

    asyncio.run(run())
