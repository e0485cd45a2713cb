"""Players who drop their line at every moment and come back with their tokens, against a real
``q2j host --headless`` process (``tests/net/independent_client``): in the middle of the
handshake, as a deal is dealt, mid-deal, at a round's end, as Elimination knocks a player out,
and all of them at once. The host goes on, each player comes back to its seat, a knocked-out
player's move is refused in words, the match ends for everyone, and no player was told a card
the rules hide from it on any of its lines."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from websockets.exceptions import InvalidHandshake

from tests.net.independent_client import DOCUMENTED_CLOSES, Closing, HostProcess, Seat, Secrecy

# A seat may be taken up again 8 times at once (then once every 10 s: docs, ``TOO_SOON``).
DROPS = 6
GONE = "the host had ended the match"


async def flaky(
    port: int, seat: int, drop: Callable[[dict[str, Any]], bool], notes: list[str], keep: Seat | None = None
) -> Seat:
    """``seat`` played honestly, its line dropped (no close, the socket cut) at each frame
    ``drop`` picks, at most ``DROPS`` times, and taken up again with its token each time; the
    last line (which saw the match's end). ``keep``: a seat whose frames and moves every line
    adds to (what the player was told, all lines together)."""
    rng = random.Random(seat)
    token: str | None = None
    for line_number in range(DROPS + 1):
        line = Seat(port, rng=rng) if keep is None else Seat(port, keep.frames, rng=rng, sent=keep.sent)
        try:
            if token is None:
                await line.join(seat=seat, name=f"P{seat}")
            else:
                await line.join(code=None, token=token, name=None)
        except (OSError, InvalidHandshake):
            # Away as the match ended: the headless host has closed (it ends with the match).
            line.closing = Closing(None, GONE)
            return line
        listening = asyncio.ensure_future(line.listen())
        read = len(line.frames)
        while not listening.done():
            await asyncio.wait(
                [listening, asyncio.ensure_future(line.arrived.wait())],
                timeout=5,
                return_when="FIRST_COMPLETED",
            )
            line.arrived.clear()
            fresh, read = line.frames[read:], len(line.frames)
            if line_number < DROPS and any(drop(frame) for frame in fresh):
                assert line.ws is not None
                line.ws.transport.abort()
                await listening
                break
            await knocked_out_moves(line, fresh, notes)
            if any(frame["type"] == "over" for frame in fresh):
                # A move after the match's end: refused, or the line closed as the host ends.
                await line.send({"type": "action", "turn": 0, "text": "draw"})
        token = line.token or token
        if line.of("over") or line_number == DROPS:
            if not listening.done():
                await asyncio.wait_for(listening, 60)
            return line
    raise AssertionError("unreachable")


async def knocked_out_moves(line: Seat, fresh: list[dict[str, Any]], notes: list[str]) -> None:
    """A player knocked out of the match (no deal seat) tries a move: refused in words."""
    for frame in fresh:
        if frame["type"] == "update" and frame["deal_seat"] is None and "out" not in notes:
            notes.append("out")
            before = len(line.frames)
            await line.send({"type": "action", "turn": 0, "text": "draw"})
            notes.append(await answer_after(line, before))


async def answer_after(line: Seat, before: int) -> str:
    """The words of the first refusal ``line`` got after its first ``before`` frames."""
    while line.closing is None:
        for frame in line.frames[before:]:
            if frame["type"] in ("refusal", "over"):
                return str(frame.get("words", "(the match ended first)"))
        line.arrived.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(line.arrived.wait(), 10)
    return "(the line closed first)"


def test_drops_at_every_moment_of_an_elimination_match(tmp_path: Path) -> None:
    async def scene() -> None:
        host = HostProcess(tmp_path, "q2j-elimination", ["remote"] * 4, seed=41)
        notes: list[str] = []
        chance = random.Random(3)

        def drop(frame: dict[str, Any]) -> bool:
            if frame["type"] == "round":
                return True  # at the round's end (the knock-out's round)
            if frame["type"] == "update" and frame["view"] is not None and frame["view"]["turn"] == 0:
                return chance.random() < 0.5  # as the deal is dealt
            return frame["type"] == "update" and chance.random() < 0.05  # mid-deal

        try:
            players = [Seat(host.port) for _ in range(4)]  # every line's frames, player by player
            lines = await asyncio.wait_for(
                asyncio.gather(*(flaky(host.port, n, drop, notes, players[n]) for n in range(4))), 120
            )
            last = host.wait_over(30)
        finally:
            host.stop()
        assert last.startswith("Q Squared Joe Elimination:"), host.output()[-600:]
        # Every player saw the match's end, or was away as it ended (the headless host then
        # closes: it ends with its match); those who saw it agree on the one winner.
        told = [line.of("over")[0]["winners"] for line in lines if line.of("over")]
        assert told and all(winners == told[0] and len(winners) == 1 for winners in told)
        assert all(line.of("over") or line.closing == Closing(None, GONE) for line in lines)
        # A knocked-out player's move is refused in words that say why: out of the match (the
        # deal itself goes on).
        assert notes[:1] == ["out"] and len(notes) == 2, notes
        assert "out of the match" in notes[1], notes
        assert all(line.closing is not None for line in lines)
        assert all(
            line.closing.code in DOCUMENTED_CLOSES for line in lines if line.closing and line.of("over")
        )
        assert "Traceback" not in host.output()
        # What each player was told, over all its lines, by the seed rules (the snapshots on
        # coming back and their logs too).
        for n, player in enumerate(players):
            player.seat = n
        assert Secrecy(players, players[0].of("table")[0]["options"]).check() == []

    asyncio.run(scene())
