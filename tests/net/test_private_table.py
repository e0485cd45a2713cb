"""A private table (listening on no port: every link is this program's own window, a game at one
screen) tells its deal number, as the local table knows it; a table across the room never sends
it to anyone (knowing it, a joiner could deal every hidden card again)."""

from __future__ import annotations

import pytest

from .table import frames_heard


@pytest.mark.parametrize("link", ["socket", "local"])
def test_only_a_private_table_tells_the_deal_number(link: str) -> None:
    heard = frames_heard("q2j", ["remote", "random"], 4321, link)
    tables = [message for message in heard if message["type"] == "table"]
    assert tables
    if link == "socket":  # listening: across the room
        assert all("deal" not in message for message in tables)
        assert "4321" not in repr(heard)
    else:
        assert [message["deal"] for message in tables] == [4321] * len(tables)
