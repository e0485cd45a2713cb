"""The mDNS records a host announces, read back; a record that does not read is skipped."""

from __future__ import annotations

import pytest

from game.net.discovery import SERVICE, Listed, read_record, table_record
from game.net.protocol import VERSION


def test_a_record_reads_back_as_the_table_it_announces() -> None:
    record = table_record("quatorze", "quatorze", free=2, seats=3)
    assert record["protocol"] == str(VERSION)
    listed = read_record(f"Ann's table.{SERVICE}", "192.168.1.20", 47474, record)
    assert listed == Listed("Ann's table", "192.168.1.20", 47474, "quatorze", "quatorze", 2, 3, VERSION)
    assert listed.joinable()
    full = read_record(f"x.{SERVICE}", "192.168.1.20", 47474, {**record, "free": "0"})
    assert full is not None and not full.joinable()
    other = read_record(f"x.{SERVICE}", "192.168.1.20", 47474, {**record, "protocol": str(VERSION + 1)})
    assert other is not None and not other.joinable()


@pytest.mark.parametrize(
    "change",
    [
        {"free": "many"},
        {"free": "4"},  # more free seats than seats
        {"seats": "99"},
        {"protocol": ""},
        {"game": "q2j\x00"},
        {"variant": "v" * 81},
    ],
)
def test_a_malformed_record_is_skipped(change: dict[str, str]) -> None:
    record = {**table_record("q2j", "q2j", free=1, seats=3), **change}
    assert read_record(f"t.{SERVICE}", "10.0.0.2", 47474, record) is None
    assert read_record(f"t.{SERVICE}", "10.0.0.2", 0, table_record("q2j", "q2j", 1, 3)) is None
    missing = table_record("q2j", "q2j", 1, 3)
    del missing["game"]
    assert read_record(f"t.{SERVICE}", "10.0.0.2", 47474, missing) is None


def test_the_announcement_is_said_again_when_a_seat_is_taken_or_freed() -> None:
    """A browser must see the count of free seats as it is now, not as the table opened."""
    import asyncio
    from types import SimpleNamespace

    from game.net.announced import Announced
    from game.net.discovery import Listing

    said: list[str] = []
    saved: list[int] = []

    class Heard:  # an announcer on a network that hears everything
        async def update(self, record: dict[str, str]) -> None:
            said.append(record["free"])

    async def play() -> None:
        free = [1, 2]
        host = SimpleNamespace(free_seats=lambda: list(free))
        announced = Announced(lambda text: None)
        announced.announcer, announced.listing = Heard(), Listing("q2j", "q2j", seats=3, free=2)
        changed = announced.then(lambda _host: saved.append(len(free)))
        changed(host)  # a change that moved no seat (a move played): nothing said again
        free.pop()  # a joiner takes a seat
        changed(host)
        free.clear()  # the last seat taken
        changed(host)
        free.append(2)  # a player leaves and the seat is free again
        changed(host)
        await asyncio.sleep(0)
        await asyncio.gather(*announced.pending)

    asyncio.run(play())
    assert said == ["1", "0", "1"]
    assert saved == [2, 1, 0, 1]  # every change is saved, as before
