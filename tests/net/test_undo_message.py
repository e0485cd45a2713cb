"""Undo across the link is the host's to grant, by the local table's rule: one person at the
table, playing the computer (issue 43: one path). Two people: refused in words, nothing taken
back. One person: their move and the replies taken back, every seat told where play stands; a
computer's move thought out for the position taken back is never played."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Callable
from typing import Any

import pytest

from game.net.host import TableHost
from game.net.link import Link
from game.play.undo_words import undo_template

from .table import LINKS, dialer, host_for, opened
from .test_host_refuses import SLOW_HOST, answered, hello


async def heard_until(connection: Link, wanted: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """The next message ``wanted`` says yes to (the others passed over), within a bounded number."""
    for _ in range(500):
        message = json.loads(await asyncio.wait_for(connection.recv(), SLOW_HOST))
        if wanted(message):
            return dict(message)
    raise AssertionError("never heard")


def logged(log: list[object], message: dict[str, Any]) -> bool:
    """Keep the moves ``message`` adds to the seat's log, each its events (a snapshot's log is
    a list of moves: protocol 7); always true (a filter's side)."""
    if message["type"] == "snapshot":
        log[:] = message["log"]
    elif message["type"] == "update" and not message["undone"]:
        log.append(message["events"])
    return True


def my_turn(message: dict[str, Any]) -> bool:
    return message["type"] in ("update", "snapshot") and bool(message["legal"])


@pytest.mark.parametrize("link", LINKS)
def test_undo_at_a_table_of_two_people_is_refused_in_words_and_takes_nothing_back(link: str) -> None:
    async def run() -> None:
        host = host_for("q2j", ["remote", "remote"], seed=5)
        where = await opened(host, link)
        try:
            async with dialer(where)() as first, dialer(where)() as second:
                await first.send(hello(seat=0))
                await second.send(hello(seat=1))
                lines = {0: first, 1: second}
                mover = host.session.match.to_match_seat(host.session.to_move)
                turn = await heard_until(lines[mover], my_turn)
                assert turn["undo"] == "off"  # the seat is told Undo is not played here
                await lines[mover].send(
                    json.dumps({"type": "action", "turn": turn["view"]["turn"], "text": turn["legal"][0]})
                )
                moved = await heard_until(lines[mover], lambda m: m["type"] == "update" and not m["legal"])
                assert moved["undo"] == "off"
                before = host.rules.state_text(host.session.state)
                await lines[mover].send(json.dumps({"type": "undo"}))
                heard: list[dict[str, Any]] = []
                assert await answered(lines[mover], heard) is None  # the line stays open
                refusal = next(m for m in heard if m["type"] == "refusal")
                assert refusal["rule"] == "undo"
                assert refusal["said"]["template"] == undo_template("off")
                assert refusal["words"] == "Undo is for one person playing the computer, during a deal."
                assert host.rules.state_text(host.session.state) == before
        finally:
            await host.close()

    asyncio.run(run())


def gated(host: TableHost) -> tuple[threading.Event, threading.Event]:
    """The computer's thinking held at a gate (open until cleared); ``thought`` is set each time
    a decision is made."""
    gate, thought = threading.Event(), threading.Event()
    gate.set()
    decide = host.deciders.decide

    def held(*args: Any) -> Any:
        assert gate.wait(SLOW_HOST)
        decision = decide(*args)
        thought.set()
        return decision

    host.deciders.decide = held  # type: ignore[method-assign]
    return gate, thought


def test_one_persons_undo_is_granted_and_a_computer_s_move_thought_out_meanwhile_is_dropped() -> None:
    async def run() -> None:
        host = host_for("q2j", ["remote", "medium", "medium"], seed=11)
        gate, thought = gated(host)
        where = await opened(host, "local")
        try:
            async with dialer(where)() as line:
                await line.send(hello(seat=0))
                shown: list[object] = []  # the log this seat was given, as it came
                turn = await heard_until(line, lambda m: logged(shown, m) and my_turn(m))
                assert turn["undo"] == "not yet"
                before = host.rules.state_text(host.session.state)
                gate.clear()  # the first computer to reply thinks until the undo is done
                thought.clear()
                await line.send(
                    json.dumps({"type": "action", "turn": turn["view"]["turn"], "text": turn["legal"][0]})
                )
                moved = await heard_until(line, lambda m: m["type"] == "update")
                assert moved["undo"] is None, "this deal's first move may be taken back"
                await line.send(json.dumps({"type": "undo"}))
                undone = await heard_until(line, lambda m: m["type"] == "update" and m["undone"])
                assert undone["undone"] == 1 and undone["events"] == [] and undone["legal"] == turn["legal"]
                assert host.rules.state_text(host.session.state) == before
                gate.set()  # the computer's move, thought out for the position taken back, comes in
                assert await asyncio.to_thread(thought.wait, SLOW_HOST)
                await asyncio.get_running_loop().run_in_executor(host._pool, lambda: None)  # its answer in
                for _ in range(3):
                    await asyncio.sleep(0)  # the host's driver takes it (and must drop it)
                assert host.rules.state_text(host.session.state) == before and host.faults == 0
                # Coming back now, the seat is given the log as it stood before its move.
                token = host.plans[0].token
                async with dialer(where)() as back:
                    await back.send(hello(code=None, token=token))
                    snapshot = await heard_until(back, lambda m: m["type"] == "snapshot")
                    assert snapshot["log"] == shown and moved["events"]
                    # Play goes on from the position taken back: another move this time.
                    text = turn["legal"][-1]
                    await back.send(
                        json.dumps({"type": "action", "turn": turn["view"]["turn"], "text": text})
                    )
                    after = await heard_until(back, lambda m: m["type"] == "update" and not m["undone"])
                    assert after["view"]["turn"] > turn["view"]["turn"]
        finally:
            gate.set()
            await host.close()

    asyncio.run(run())
