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

# (variant, seats, seed): each game and Q Squared Joe's options, at tables small and large
# (Elimination, with every player dropping and coming back, is test_independent_comings')
# (Crazy Jokers' deal 3 has the 2♠ look).
TABLES = [
    ("q2j-face-up", 3, 17),
    ("q2j-challenge", 2, 17),
    ("q2j-countdown", 3, 17),
    ("q2j-war", 2, 17),
    ("q2j-war-4", 3, 17),
    ("q2j-ng", 3, 17),
    ("quatorze-short", 3, 17),
    ("cj-short", 3, 3),
]


@pytest.mark.parametrize(("variant", "players", "seed"), TABLES, ids=[f"{v}-{n}" for v, n, _ in TABLES])
def test_no_seat_is_named_a_card_the_rules_hide_from_it(
    tmp_path: Path, variant: str, players: int, seed: int
) -> None:
    seats, host, last = asyncio.run(whole_match(tmp_path, variant, players, seed=seed))
    assert last and " won after " in last, host.output()[-800:]
    assert all(seat.of("over") for seat in seats), "every seat is told the match is over"
    assert "Traceback" not in host.output()
    options = seats[0].of("table")[0]["options"]
    assert Secrecy(seats, options).check() == []
    if variant == "q2j-countdown":
        check_can_fail(seats, options)
    if variant == "cj-short":  # the look came: a forcer was shown a hand
        assert any(text.startswith("force") for seat in seats for _read, text in seat.sent)
        assert any(
            event["event"] == "revealed" and event["zone"] != f"hand:{seat.seat}"
            for seat in seats
            for frame in seat.of("update")
            for event in frame["events"]
        )


def check_can_fail(seats: list[Seat], options: dict[str, object]) -> None:
    """The check sees a leak: the same frames, one seat's hand copied into a rival's view, or a
    card of the stock named."""
    doctored = _copied(seats)
    frame = next(f for f in doctored[0].frames if f["type"] == "update")
    theirs = next(f for f in doctored[1].frames if f["type"] == "update")["view"]["zones"]["hand:1"]
    frame["view"]["zones"]["hand:1"] = list(theirs)
    faults = Secrecy(doctored, options).check()
    assert faults and all("hand:1 named to seat 0" in fault for fault in faults)
    doctored = _copied(seats)
    frame = next(f for f in doctored[1].frames if f["type"] == "update")
    frame["view"]["zones"]["stock"][3] = "QH"
    index = doctored[1].frames.index(frame)
    assert Secrecy(doctored, options).check() == [f"seat 1 frame {index}: QH in stock named to seat 1 (q2j)"]


def _copied(seats: list[Seat]) -> list[Seat]:
    """The seats with copies of their frames, to doctor."""
    copies = [copy.copy(seat) for seat in seats]
    for seat in copies:
        seat.frames = copy.deepcopy(seat.frames)
    return copies
