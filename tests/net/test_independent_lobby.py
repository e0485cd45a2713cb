"""The lobby, attacked from outside through a real headless host (``tests/net/independent_client``).

Before play starts a joiner may leave its seat with ``bye`` and take another (docs/NETWORK.md:
the seat is free for someone else). The deal is already made then, so a person who sat at each
seat in turn would read every hand before play, if the lobby showed a seat its cards: by the
seed rules a player sees their own hand only (Q Squared Joe: and the cards turned up for the
lead, which every player sees).
"""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from tests.net.independent_client import HostProcess, Seat, Secrecy


def test_a_joiner_going_round_the_lobby_reads_no_hand(tmp_path: Path) -> None:
    async def scene() -> None:
        host = HostProcess(tmp_path, "q2j", ["remote", "remote", "remote"], seed=23)
        try:
            prowler_seen: dict[int, set[str]] = {}
            for seat in (0, 1):  # sits down, reads what it is sent, leaves the seat again
                line = await Seat(host.port, honest=False).join(seat=seat, name="Prowler")
                listening = asyncio.ensure_future(line.listen())
                await line.until(lambda frame: frame["type"] == "seats")
                await line.send({"type": "bye"})
                await asyncio.wait_for(listening, 10)
                for frame in line.of("snapshot"):
                    for zone, cards in frame["view"]["zones"].items():
                        if zone.startswith("hand:"):
                            prowler_seen.setdefault(int(zone[5:]), set()).update(c for c in cards if c)
            # The prowler sits at seat 2 for good; two honest players take seats 0 and 1.
            seats = [Seat(host.port, rng=random.Random(n)) for n in range(3)]
            for n in (2, 0, 1):
                await seats[n].join(seat=n, name=f"P{n}")
            playing = [asyncio.ensure_future(seat.listen()) for seat in seats]
            await asyncio.wait_for(asyncio.gather(*playing), 60)
            assert host.wait_over(30).startswith("Q Squared Joe:")
            # What each honest player holds from the deal and what every seat may know of it.
            lead = Secrecy(seats, seats[0].of("table")[0]["options"])
            deal = next(i for i, f in enumerate(seats[2].frames) if f["type"] == "update")
            shown = lead._lead(seats[2], deal)
            for seat in (0, 1):
                first = next(f for f in seats[seat].frames if f["type"] == "update")
                held = {card for card in first["view"]["zones"][f"hand:{seat}"] if card}
                assert len(held) == 5
                known = (prowler_seen.get(seat, set()) & held) - shown.get(seat, set())
                assert not known, f"seat {seat}'s {sorted(known)} read in the lobby by another player"
            assert not Secrecy(seats, seats[0].of("table")[0]["options"]).check()
        finally:
            host.stop()

    asyncio.run(scene())
