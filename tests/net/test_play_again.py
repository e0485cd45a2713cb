"""Play again across the room (issue 43): the match over, the host deals a new match at the same
table to the joiners still connected, in the same seats, without their joining again; one who
left is not brought back (the seat waits for its token); nothing of the new deal is sent before
it is dealt, and every frame of it keeps the rules' secrets (``secrecy.py``). A client of the
protocol before Play again is refused in words."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from game.net.protocol import VERSION, Close

from .secrecy import SecrecyCheck
from .table import LINKS, client, host_for, opened
from .test_host_refuses import hello, talk


@pytest.mark.parametrize("link", LINKS)
def test_play_again_deals_a_new_match_to_the_joiners_still_there_and_keeps_its_secrets(link: str) -> None:
    async def run() -> None:
        check = SecrecyCheck()
        host = host_for("q2j", ["remote", "remote", "remote"], seed=5, recorder=check)
        where = await opened(host, link)
        heard: dict[int, list[dict[str, Any]]] = {0: [], 1: []}
        try:
            stays = [client(where, name=f"C{n}", follows=True, on_frame=heard[n].append) for n in range(2)]
            gone = client(where, name="Gone")
            playing = [asyncio.ensure_future(c.run()) for c in stays]
            left = asyncio.ensure_future(gone.run())
            await asyncio.wait_for(host.done.wait(), 60)
            first, seats = host.result, [c.seen.seat for c in stays]
            assert await asyncio.wait_for(left, 10) == first  # this one leaves at the match's end
            frames_before = check.frames
            before = {n: len(heard[n]) for n in heard}
            host.again(6, by="Mum")
            # The one who left is not brought back: the seat waits for its token; the host's person
            # hands it to a computer for this match.
            assert 2 not in host.connections and host.plans[2].token is not None
            host.hand_to_computer(2, "random")
            await asyncio.wait_for(host.done.wait(), 60)
            assert host.session.seed == 6 and host.matches == 1
        finally:
            await host.close()
        results = await asyncio.wait_for(asyncio.gather(*playing), 10)
        assert results == [host.result, host.result]
        for n, joiner in enumerate(stays):
            assert joiner.seen.seat == seats[n] and (joiner.seen.match, joiner.seen.again_by) == (1, "Mum")
            assert len(joiner.seen.records) == len(host.session.match.rounds)  # the new match's only
            after = [message["type"] for message in heard[n][before[n] :]]
            # Told first, then seated again, then dealt: no view of the new deal before it is dealt.
            assert after[:2] == ["again", "table"] and after.index("update") > 1
            assert "over" in [message["type"] for message in heard[n][: before[n]]]
        assert check.frames > frames_before + 20
        assert check.leaks == [], "\n".join(check.leaks[:10])

    asyncio.run(run())


@pytest.mark.parametrize("link", LINKS)
def test_a_client_of_the_protocol_before_play_again_is_refused_in_words(link: str) -> None:
    async def run() -> None:
        host = host_for("q2j", ["remote", "remote"], seed=5)
        where = await opened(host, link)
        try:
            heard, code = await talk(where, hello(version=3))
        finally:
            await host.close()
        assert code == Close.VERSION and VERSION >= 4
        assert heard == [
            {"type": "refused", "code": 4002, "reason": f"this table runs Q2J protocol {VERSION}; you have 3"}
        ]

    asyncio.run(run())


def test_a_joiner_whose_line_drops_after_the_match_is_seated_again_for_play_again() -> None:
    """The match over, a joiner's line drops (the network, not the host closing the table): the
    joiner comes back with its token and is dealt the host's next match, as one whose line held."""

    async def run() -> None:
        host = host_for("q2j", ["remote", "remote"], seed=5)
        port = await opened(host, "socket")
        said: list[str] = []
        joiners = [client(port, name=f"C{n}", follows=True, say=said.append) for n in range(2)]
        playing = [asyncio.ensure_future(c.run()) for c in joiners]
        try:
            await asyncio.wait_for(host.done.wait(), 60)
            first = host.result
            seat = joiners[0].seen.seat
            assert seat is not None
            line = host.connections[seat]
            await line.close(1011, "the line dropped")  # not the host's "closed the table"
            # Back on its token, with its seat, before the host plays again.
            while host.connections.get(seat) in (None, line):
                assert not playing[0].done(), "the joiner stopped at the drop"
                await asyncio.sleep(0.02)
            host.again(6, by="Mum")
            await asyncio.wait_for(host.done.wait(), 60)
        finally:
            await host.close()
        results = await asyncio.wait_for(asyncio.gather(*playing), 10)
        assert results == [host.result, host.result] and host.result and first
        assert [(j.seen.match, j.seen.seat) for j in joiners] == [(1, seat), (1, joiners[1].seen.seat)]
        assert any("lost the host" in line for line in said) and any("host is back" in line for line in said)

    asyncio.run(asyncio.wait_for(run(), 120))
