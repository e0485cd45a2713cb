"""The window's host and joiner on their own threads: the lobby holds play until Start, the
seats fill with the joiners' names, a move sent by a person is judged by the host, and every
failure is one line in the state (never a traceback)."""

from __future__ import annotations

import socket
import time
from collections.abc import Callable
from typing import Any

import pytest

from game.net import joining
from game.net.host import SeatPlan
from game.net.hosting import HostedTable
from game.net.joining import JoinedTable

from .table import CODE, variant


def until(check: Callable[[], Any], seconds: float = 20.0) -> Any:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        found = check()
        if found:
            return found
        time.sleep(0.02)
    raise AssertionError(f"not within {seconds} s: {check}")


def hosted(kinds: list[str], port: int = 0) -> HostedTable:
    plans = [SeatPlan(f"Seat {seat + 1}", kind) for seat, kind in enumerate(kinds)]
    table = HostedTable(
        variant("q2j-war"), plans, seed=5, port=port, bind="127.0.0.1", announce=False, code=CODE
    )
    table.start()
    return table


def test_the_lobby_holds_play_until_start_and_a_persons_move_is_judged_by_the_host() -> None:
    table = hosted(["remote", "remote"])
    joiners: list[JoinedTable] = []
    try:
        port = until(lambda: table.state().port)
        assert table.state().phase == "open" and table.state().code == CODE
        for name in ("Ann", "Bob"):
            joiner = JoinedTable(f"127.0.0.1:{port}", CODE.lower(), name)
            joiner.start()
            joiners.append(joiner)
            until(lambda joiner=joiner: joiner.state().phase == "lobby")
        state = until(lambda: table.state() if table.state().full else None)
        assert sorted(seat.name for seat in state.seats) == ["Ann", "Bob"]
        # Each joiner's lobby shows both seats taken, by name.
        for joiner in joiners:
            until(lambda joiner=joiner: joiner.state().taken == (True, True))
            assert sorted(joiner.state().names) == ["Ann", "Bob"]
        # A third person is refused (no seat is free): the host has answered since the table
        # filled, and play has not begun, for nobody pressed Start.
        late = JoinedTable(f"127.0.0.1:{port}", CODE, "Cat")
        late.start()
        refused = until(lambda: late.state() if late.state().phase == "refused" else None)
        assert "no seat is free" in refused.error
        assert table.state().phase == "open"
        assert all(joiner.state().phase == "lobby" for joiner in joiners)
        table.begin()
        until(lambda: table.state().phase == "playing")
        until(lambda: all(joiner.state().phase == "playing" for joiner in joiners))
        mover = until(lambda: next((j for j in joiners if j.state().legal), None))
        other = next(j for j in joiners if j is not mover)
        before = mover.state()
        assert before.view is not None and not other.state().legal
        other.send(before.legal[0])  # not its turn: the host refuses it with the rule's words
        until(lambda: other.state().refusals)
        mover.send(before.legal[0])
        until(lambda: (view := mover.state().view) is not None and view.turn > before.view.turn)
    finally:
        for joiner in joiners:
            joiner.close()
        table.close()
        assert table.join(10)
        assert all(joiner.join(10) for joiner in joiners)
    assert table.state().phase == "closed"


def test_a_joiner_who_leaves_the_lobby_frees_the_seat() -> None:
    table = hosted(["remote", "easy"])
    try:
        port = until(lambda: table.state().port)
        joiner = JoinedTable(f"127.0.0.1:{port}", CODE, "Cleo")
        joiner.start()
        until(lambda: table.state().full)
        assert table.state().seats[0].name == "Cleo"
        joiner.close()
        assert joiner.join(10)
        state = until(lambda: table.state() if not table.state().full else None)
        assert state.seats[0].name == "Seat 1" and not state.seats[0].taken
    finally:
        table.close()
        table.join(10)


def test_a_port_in_use_is_one_line_and_no_traceback() -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        table = hosted(["remote", "easy"], port=port)
        state = until(lambda: table.state() if table.state().phase == "failed" else None)
        assert table.join(10)
    assert f"port {port}" in state.error and "\n" not in state.error
    assert "Traceback" not in state.error


def test_a_wrong_code_and_a_missing_host_are_said_to_the_joiner(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(joining, "FIRST_TRY_SECONDS", 0.5)  # not the player's 6 s: the test waits
    table = hosted(["remote", "easy"])
    try:
        port = until(lambda: table.state().port)
        wrong = JoinedTable(f"127.0.0.1:{port}", "HHHHHH", "Dan")
        wrong.start()
        state = until(lambda: wrong.state() if wrong.state().phase == "refused" else None)
        assert "wrong join code" in state.error
        assert not table.state().seats[0].taken
    finally:
        table.close()
        table.join(10)
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        free = probe.getsockname()[1]
    gone = JoinedTable(f"127.0.0.1:{free}", CODE, "Eve")
    gone.start()
    state = until(lambda: gone.state() if gone.state().phase == "refused" else None)
    # Said as nothing answering, never as a host lost mid-game (issue 43, 11).
    assert state.ended == "no answer" and "no table answers" in state.error and not state.lost


def test_closing_at_once_stops_the_threads_before_they_serve_or_join() -> None:
    """Cancel pressed on the first frame: nothing is left listening or connecting."""
    table = hosted(["remote", "easy"])
    table.close()
    assert table.join(10) and table.state().phase in ("closed", "opening")
    port = table.state().port
    if port:  # it had started listening: the port is free again
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", port))
    joiner = JoinedTable("127.0.0.1:1", CODE, "Fay")
    joiner.start()
    joiner.close()
    assert joiner.join(10)
