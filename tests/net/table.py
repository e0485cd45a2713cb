"""A host and headless clients on the loopback, for the network tests."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any

from game.net.client import TableClient
from game.net.host import Recorder, SeatPlan, TableHost
from game.net.link import Dial, dial_local, dial_socket
from game.variants import load_catalog

CATALOG = load_catalog()
CODE = "K7MP9Q"
# Shorter matches of the long games (a whole match still: every round dealt, scored, ended).
SHORT = {"quatorze": {"round_cap": 2}, "quatorze-1-joker": {"round_cap": 2}, "crazy-jokers": {"rounds": 2}}


def variant(variant_id: str) -> Any:
    found = CATALOG.get(variant_id)
    options = SHORT.get(variant_id)
    return replace(found, options={**found.options, **options}) if options else found


def host_for(variant_id: str, kinds: list[str], seed: int = 7, recorder: Recorder | None = None) -> TableHost:
    plans = [SeatPlan(f"S{seat}", kind) for seat, kind in enumerate(kinds)]
    return TableHost(variant(variant_id), plans, seed, code=CODE, recorder=recorder)


# What carries the frames in a test about the protocol: a WebSocket on the loopback, or an
# in-process link (``TableHost.connect_local``): the same host code serves both.
LINKS = ("socket", "local")
Where = int | TableHost  # a table to reach: the port it listens on, or the host itself (in-process)


async def opened(host: TableHost, link: str) -> Where:
    """Start ``host`` for ``link``: listening on a free port (socket), or not at all (local)."""
    port = await host.start(listen=link == "socket")
    return port if link == "socket" else host


def dialer(where: Where, max_size: int = 1 << 24) -> Dial:
    """Links to the table ``where`` (a raw client's: no cap of its own to speak of)."""
    if isinstance(where, TableHost):
        return dial_local(where.connect_local)
    return dial_socket(f"ws://127.0.0.1:{where}", max_size)


def client(where: Where, level: str = "random", **kwargs: Any) -> TableClient:
    kwargs.setdefault("say", lambda text: None)
    if isinstance(where, TableHost):
        kwargs["dial"] = dial_local(where.connect_local)
        return TableClient("in-process", kwargs.pop("code", CODE), level, **kwargs)
    return TableClient(f"127.0.0.1:{where}", kwargs.pop("code", CODE), level, **kwargs)


async def play(
    host: TableHost, clients: int, seconds: float = 60.0, level: str = "random", link: str = "socket"
) -> list[str]:
    """Start ``host``, play its remote seats with ``clients`` headless clients to the match's end."""
    where = await opened(host, link)
    try:
        players = [client(where, level, name=f"C{n}") for n in range(clients)]
        return list(await asyncio.wait_for(asyncio.gather(*(c.run() for c in players)), seconds))
    finally:
        await host.close()


def frames_heard(variant_id: str, kinds: list[str], seed: int, link: str) -> list[dict[str, Any]]:
    """Every frame one joiner ("Ann", at the first remote seat, the "random" level) hears at a
    table of ``kinds`` played to the match's end, over ``link`` (a socket, or in-process)."""

    async def run() -> list[dict[str, Any]]:
        host = host_for(variant_id, kinds, seed=seed)
        where = await opened(host, link)
        heard: list[dict[str, Any]] = []
        joiner = client(where, name="Ann", on_frame=heard.append)
        playing = asyncio.ensure_future(joiner.run())
        try:
            await asyncio.wait_for(host.done.wait(), 60)
        finally:
            await host.close()
            await asyncio.wait_for(playing, 10)
        return heard

    return asyncio.run(run())
