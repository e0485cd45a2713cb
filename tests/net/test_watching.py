"""Watching an all-computer table through its host (``hello.watch``): a secrecy rule. A watcher
sees every hand, so only a private table (listening on no port, every link this program's own
window) admits one, and only when every seat is a computer's. A table on a socket refuses a
watcher with its own close code and words, before anything of the table is sent."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import pytest

from game.engine import make_rules
from game.engine.match import Match
from game.net.client import Refused
from game.net.host import SeatPlan, TableHost
from game.net.link import Closed
from game.net.protocol import VERSION, Close
from game.play.seats import default_seats
from game.play.session import Session

from .table import CODE, client, dialer, host_for, opened, variant

# Only a host that never answers waits this long: the test then fails rather than hangs.
SLOW_HOST = 30.0


def watch_hello(code: str = CODE) -> str:
    message = {"type": "hello", "version": VERSION, "code": code, "seat": None, "name": None, "token": None}
    return json.dumps({**message, "watch": True})


async def heard_until_closed(where: Any, hello: str) -> tuple[list[dict[str, Any]], int, str]:
    """Every frame the host answers ``hello`` with, until it closes the link: its close code
    and reason."""
    heard: list[dict[str, Any]] = []
    async with dialer(where)() as connection:
        await connection.send(hello)
        try:
            while True:
                heard.append(json.loads(await asyncio.wait_for(connection.recv(), SLOW_HOST)))
        except Closed as closed:
            assert closed.code is not None, "the line dropped with no close"
            return heard, closed.code, closed.reason


def test_a_table_on_a_socket_refuses_a_watcher_and_sends_nothing_of_the_hands() -> None:
    """A real socket host of computers alone (the very table a watcher would see whole): the
    watcher's hello is refused with ``NOT_WATCHED`` and words that say why; the one frame sent
    is the refusal, so no card, view or seat's name crossed the network; the table plays on."""

    async def run() -> None:
        host = host_for("q2j", ["easy", "easy", "easy"], seed=5)
        where = await opened(host, "socket")
        try:
            assert isinstance(where, int) and where > 0  # listening: not a private table
            heard, code, reason = await heard_until_closed(where, watch_hello())
            assert code == Close.NOT_WATCHED
            assert heard == [{"type": "refused", "code": Close.NOT_WATCHED, "reason": reason}]
            assert "watching is only for a table played at this computer" in reason
            assert "every hand" in reason
            assert host.watchers == []
            # A window's client asking to watch is told so, and stops (no retry).
            watcher = client(where, watch=True)
            with pytest.raises(Refused, match="watching is only for a table played at this computer"):
                await asyncio.wait_for(watcher.run(), SLOW_HOST)
            assert watcher.seen.view is None and not watcher.seen.events and not watcher.seen.names
        finally:
            await host.close()

    asyncio.run(run())


def test_a_private_table_with_a_persons_seat_refuses_a_watcher() -> None:
    """Listening on no port is not enough: a table where a person sits keeps their cards theirs."""

    async def run() -> None:
        host = host_for("q2j", ["remote", "easy"], seed=5)
        where = await opened(host, "local")
        try:
            heard, code, reason = await heard_until_closed(where, watch_hello())
            assert code == Close.NOT_WATCHED and [m["type"] for m in heard] == ["refused"]
            assert "only a table of computers is watched" in reason
        finally:
            await host.close()

    asyncio.run(run())


def test_a_watcher_with_a_wrong_code_is_refused_at_a_private_table() -> None:
    async def run() -> None:
        host = host_for("q2j", ["easy", "easy"], seed=5)
        where = await opened(host, "local")
        try:
            heard, code, _reason = await heard_until_closed(where, watch_hello("AAAAAA"))
            assert code == Close.WRONG_CODE and [m["type"] for m in heard] == ["refused"]
            assert not host.started  # nobody to watch: the computers have not dealt
        finally:
            await host.close()

    asyncio.run(run())


def test_a_private_table_of_computers_shows_its_watcher_every_hand_from_the_deal() -> None:
    """The watcher is seated nowhere; the table deals once it is there, and every update shows
    each seat's hand as its owner sees it, the stock face down, with no legal move and Undo off."""

    async def run() -> None:
        host = host_for("q2j", ["easy", "easy", "easy"], seed=5)
        where = await opened(host, "local")
        try:
            assert not host.started  # waits for its watcher
            watcher = client(where, watch=True, follows=False)
            result = await asyncio.wait_for(watcher.run(), 120)
            assert result == host.result
            seen = watcher.seen
            assert seen.watching and seen.seat == 0 and seen.token is None
            assert host.connections == {} and all(plan.token is None for plan in host.plans)
            updates = [arrival for arrival in seen.arrivals if not arrival.resumed]
            assert updates and updates[0].events  # the deal itself, from its opening
            for arrival in updates:
                assert arrival.legal == () and arrival.undo == "off"
                view = arrival.view
                assert view is not None
                zones = {str(zone): cards for zone, cards in view.zones.items()}
                for seat in range(3):
                    assert None not in zones[f"hand:{seat}"], f"seat {seat}'s hand hidden from the watcher"
                assert all(card is None for card in zones.get("stock", ())), "the stock is hidden from all"
        finally:
            await host.close()

    asyncio.run(run())


def match_with_seat_0_out(seats: int = 3) -> tuple[Any, int, Match]:
    """A Q Squared Joe Elimination match whose first round knocked seat 0 out (the first deal
    number, from 1, where it is), played at random; its next deal dealt. The variant, the deal
    number and the match."""
    elimination = variant("q2j-elimination")
    for seed in range(1, 200):
        session = Session(elimination, make_rules(elimination), default_seats(seats, 0, "random"), seed)
        rng = random.Random(seed)
        while not session.over:
            session.apply(rng.choice(session.legal()))
        if session.finish_round().eliminated == (0,):
            session.next_round()
            return elimination, seed, session.match
    raise AssertionError("no deal knocks seat 0 out first")


def out_host() -> TableHost:
    """A host whose person (seat 0, remote) is out of the match: every seat in the deal a computer."""
    elimination, seed, match = match_with_seat_0_out()
    plans = [SeatPlan("Mum", "remote"), SeatPlan("S1", "random"), SeatPlan("S2", "random")]
    host = TableHost(elimination, plans, seed, code=CODE, match=match)
    host.reserve(0)  # Mum's seat kept for her (she is away: out, her window watching or gone)
    return host


def test_a_socket_table_whose_people_are_all_out_still_refuses_a_watcher() -> None:
    """Its people knocked out, a table across the room still never shows every hand: the
    watcher's hello is refused before anything of the table is sent."""

    async def run() -> None:
        host = out_host()
        where = await opened(host, "socket")
        try:
            heard, code, reason = await heard_until_closed(where, watch_hello())
            assert code == Close.NOT_WATCHED and [m["type"] for m in heard] == ["refused"]
            assert "watching is only for a table played at this computer" in reason
        finally:
            await host.close()

    asyncio.run(run())


def test_a_private_table_whose_people_are_all_out_is_watched_from_its_next_deal() -> None:
    """A private table, its person out of the match: a watcher is admitted (every seat still in
    the deal a computer's), shown every hand of the deal in play, and the rest of the match
    comes to it (this host is not a window's, not ``paced``: it plays on as it comes)."""

    async def run() -> None:
        host = out_host()
        where = await opened(host, "local")
        try:
            watcher = client(where, watch=True, follows=False)
            result = await asyncio.wait_for(watcher.run(), SLOW_HOST)
            assert result == host.result and host.session.match_over
            seen = watcher.seen
            assert seen.watching and len(seen.records) == len(host.session.match.rounds)
            shown = [arrival for arrival in seen.arrivals if arrival.view is not None]
            assert shown, "the table as it stands, at least"
            for arrival in shown:
                assert arrival.view is not None
                zones = {str(zone): cards for zone, cards in arrival.view.zones.items()}
                for seat in range(2):  # the deal's two seats, both computers
                    assert None not in zones[f"hand:{seat}"], f"hand {seat} hidden from the watcher"
        finally:
            await host.close()

    asyncio.run(run())
