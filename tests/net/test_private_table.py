"""A private table (listening on no port: every link is this program's own window, a game at one
screen) tells its deal number, as the local table knows it; a table across the room never sends
it to anyone (knowing it, a joiner could deal every hidden card again)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from .table import client, host_for, opened


@pytest.mark.parametrize("link", ["socket", "local"])
def test_only_a_private_table_tells_the_deal_number(link: str) -> None:
    async def run() -> list[dict[str, Any]]:
        host = host_for("q2j", ["remote", "random"], seed=4321)
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

    heard = asyncio.run(run())
    tables = [message for message in heard if message["type"] == "table"]
    assert tables
    if link == "socket":  # listening: across the room
        assert all("deal" not in message for message in tables)
        assert "4321" not in repr(heard)
    else:
        assert [message["deal"] for message in tables] == [4321] * len(tables)
