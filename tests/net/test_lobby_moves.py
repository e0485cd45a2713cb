"""Nobody moves in the lobby: until play starts (every remote seat taken and, at a window's
host, its Start pressed) a seat's snapshot lists no legal move and a move sent is refused in
words, changing nothing. A joiner that moved early once played before the others had sat down,
and the host's own table then opened "continued", its first moves unsaid."""

from __future__ import annotations

import asyncio
import json

import pytest

from game.net.host import SeatPlan, TableHost

from .table import CODE, LINKS, dialer, opened, variant
from .test_host_refuses import answered, hello
from .test_undo_message import heard_until


@pytest.mark.parametrize("link", LINKS)
def test_a_move_sent_before_play_starts_is_refused_and_changes_nothing(link: str) -> None:
    async def run() -> None:
        plans = [SeatPlan("Ann", "remote"), SeatPlan("Bob", "remote")]
        host = TableHost(variant("q2j"), plans, seed=5, code=CODE, hold=True)  # a window's: Start
        where = await opened(host, link)
        try:
            async with dialer(where)() as first, dialer(where)() as second:
                lines = [first, second]
                await first.send(hello(seat=0))
                await second.send(hello(seat=1))
                snapshots = [await heard_until(line, lambda m: m["type"] == "snapshot") for line in lines]
                mover = host.session.match.to_match_seat(host.session.to_move)
                assert snapshots[mover]["legal"] == [] and not host.started  # both seated, Start not pressed
                text = str(host.session.legal()[0])
                before = host.rules.state_text(host.session.state)
                turn = host.session.state.turn
                await lines[mover].send(json.dumps({"type": "action", "turn": turn, "text": text}))
                heard: list[dict[str, object]] = []
                assert await answered(lines[mover], heard) is None
                refusal = next(m for m in heard if m["type"] == "refusal")
                assert refusal["words"] == "play has not started yet"
                assert host.rules.state_text(host.session.state) == before
                host.begin()  # Start: the deal comes with the mover's legal moves
                dealt = await heard_until(lines[mover], lambda m: m["type"] == "update")
                assert text in dealt["legal"]
        finally:
            await host.close()

    asyncio.run(run())
