"""A host and headless clients on the loopback, for the network tests."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any

from game.net.client import TableClient
from game.net.host import Recorder, SeatPlan, TableHost
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


def client(port: int, level: str = "random", **kwargs: Any) -> TableClient:
    kwargs.setdefault("say", lambda text: None)
    return TableClient(f"127.0.0.1:{port}", kwargs.pop("code", CODE), level, **kwargs)


async def play(host: TableHost, clients: int, seconds: float = 60.0, level: str = "random") -> list[str]:
    """Start ``host``, play its remote seats with ``clients`` headless clients to the match's end."""
    port = await host.start()
    try:
        players = [client(port, level, name=f"C{n}") for n in range(clients)]
        return list(await asyncio.wait_for(asyncio.gather(*(c.run() for c in players)), seconds))
    finally:
        await host.close()
