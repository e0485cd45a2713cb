"""Every frame of whole matches of every game, played over a real socket against a real
``q2j host --headless`` process, every seat held by this test's own client, checked against
what the seed rules let that seat see (``independent_client.Secrecy``: written from the seeds
and RULINGS.md, decoding the frames as docs/NETWORK.md writes them; no engine view, no sight)."""

from __future__ import annotations

import asyncio
import copy
from pathlib import Path

import pytest

from tests.net.independent_client import Seat, Secrecy, whole_match

# (variant, seats): each game and Q Squared Joe's options, at tables small and large.
TABLES = [
    ("q2j", 4),
    ("q2j-face-up", 3),
    ("q2j-challenge", 2),
    ("q2j-countdown", 3),
    ("q2j-elimination", 4),
    ("q2j-war", 2),
    ("q2j-war-4", 3),
    ("q2j-ng", 3),
    ("q2j-ng-open", 2),
    ("quatorze-short", 3),
    ("cj-short", 3),
]


@pytest.mark.parametrize(("variant", "players"), TABLES, ids=[f"{v}-{n}" for v, n in TABLES])
def test_no_seat_is_named_a_card_the_rules_hide_from_it(tmp_path: Path, variant: str, players: int) -> None:
    seats, host, last = asyncio.run(whole_match(tmp_path, variant, players, seed=17))
    assert last and " won after " in last, host.output()[-800:]
    assert all(seat.of("over") for seat in seats), "every seat is told the match is over"
    assert "Traceback" not in host.output()
    options = seats[0].of("table")[0]["options"]
    assert Secrecy(seats, options).check() == []


def test_the_check_sees_a_hand_shown_to_another_seat(tmp_path: Path) -> None:
    """The check can fail: the same frames, one seat's hand copied into a rival's view."""
    seats, _host, _last = asyncio.run(whole_match(tmp_path, "q2j", 2, seed=5))
    options = seats[0].of("table")[0]["options"]
    assert Secrecy(seats, options).check() == []
    doctored = _copied(seats)
    frame = next(f for f in doctored[0].frames if f["type"] == "update")
    theirs = next(f for f in doctored[1].frames if f["type"] == "update")["view"]["zones"]["hand:1"]
    frame["view"]["zones"]["hand:1"] = list(theirs)
    faults = Secrecy(doctored, options).check()
    assert faults and all("hand:1 named to seat 0" in fault for fault in faults)
    doctored = _copied(seats)
    frame = next(f for f in doctored[1].frames if f["type"] == "update")
    frame["view"]["zones"]["stock"][3] = "QH"
    assert Secrecy(doctored, options).check() == [f"seat 1 frame {doctored[1].frames.index(frame)}: QH in stock named to seat 1 (q2j)"]


def _copied(seats: list[Seat]) -> list[Seat]:
    """The seats with copies of their frames, to doctor."""
    copies = [copy.copy(seat) for seat in seats]
    for seat in copies:
        seat.frames = copy.deepcopy(seat.frames)
    return copies
