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
