"""The match over, a player who was away at its end (knocked out of an Elimination match, they
closed their program) comes back to read who won: the host tells them the result, and a headless
host keeps its table open for them a while instead of closing at once."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest

from game.net.after_match import stay_open_for_the_away
from game.net.host import TableHost

from .table import client, host_for, opened

# q2j-elimination, three seats at the "random" level: with deal 5 seat 1 (the remote one) is
# knocked out in round 1 (tests/net/test_coming_back.py).
SEAT_OUT_FIRST = 5


class KnockedOut(Exception):
    pass


async def _until(condition: Callable[[], bool], seconds: float = 60.0) -> None:
    async def polled() -> None:
        while not condition():
            await asyncio.sleep(0.02)

    await asyncio.wait_for(polled(), seconds)


async def _knocked_out_and_gone(host: TableHost) -> str:
    """Start ``host`` (in-process, deal 5: its one remote seat, Ann's, is knocked out in round
    1); Ann closes her program once out, and the match plays on to its end. Her seat's token."""
    where = await opened(host, "local")

    def leaves_once_out(message: dict[str, Any]) -> None:
        if message["type"] == "round" and 0 in message["record"]["eliminated"]:
            raise KnockedOut  # she closes her program

    ann = client(where, "random", name="Ann", on_frame=leaves_once_out)
    with pytest.raises(KnockedOut):
        await asyncio.wait_for(ann.run(), 60)
    await _until(host.done.is_set)
    assert ann.seen.result is None and ann.seen.token is not None  # she never heard who won
    return ann.seen.token


def test_a_player_back_after_the_match_is_told_its_result() -> None:
    async def scenario() -> None:
        host = host_for("q2j-elimination", ["remote", "random", "random"], seed=SEAT_OUT_FIRST)
        try:
            token = await _knocked_out_and_gone(host)
            back = client(host, "random", token=token)
            # Was: the seat came back to a table with no deal and no word of the end, for good.
            assert await asyncio.wait_for(back.run(), 10) == host.result
        finally:
            await host.close()

    asyncio.run(scenario())


def test_a_headless_host_stays_open_until_the_player_away_has_read_the_result() -> None:
    said: list[str] = []

    async def scenario() -> None:
        host = host_for("q2j-elimination", ["remote", "random", "random"], seed=SEAT_OUT_FIRST)
        try:
            token = await _knocked_out_and_gone(host)
            staying = asyncio.ensure_future(stay_open_for_the_away(host, 120.0, said.append))
            await asyncio.sleep(0)
            assert not staying.done()  # Ann is away: the table waits for them
            back = client(host, "random", token=token)
            assert await asyncio.wait_for(back.run(), 10) == host.result
            await asyncio.wait_for(staying, 10)  # read it: nobody else is away, the host may close
        finally:
            await host.close()

    asyncio.run(scenario())
    assert len(said) == 1 and "for Ann to come back" in said[0] and "2 minutes" in said[0]


def test_nobody_away_closes_at_once_and_one_who_never_comes_is_waited_for_the_time_given() -> None:
    async def scenario() -> None:
        # A player still at the table at the end (following it, for a Play again): nobody away.
        host = host_for("q2j-war", ["remote", "random"], seed=3)
        try:
            where = await opened(host, "local")
            staying = asyncio.ensure_future(client(where, "random", follows=True).run())
            while not host.done.is_set():
                await asyncio.sleep(0.05)
            assert not staying.done()
            await asyncio.wait_for(stay_open_for_the_away(host, 3600.0, lambda text: None), 10)
        finally:
            await host.close()
        # A player away who never comes: the table closes at the time given.
        host = host_for("q2j-elimination", ["remote", "random", "random"], seed=SEAT_OUT_FIRST)
        try:
            await _knocked_out_and_gone(host)
            said: list[str] = []
            await asyncio.wait_for(stay_open_for_the_away(host, 0.3, said.append), 10)
            assert said  # it did wait for them
        finally:
            await host.close()

    asyncio.run(scenario())
