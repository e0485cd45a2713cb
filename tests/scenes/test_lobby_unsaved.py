"""The window's host when its autosave fails (issue 42, part 2): the lobby's autosave no longer
swallows the failure, the host keeps it (and tries again: ``tests/net/test_host_faults.py``),
the table plays on, and the lobby's status line tells the person at the window."""

from __future__ import annotations

import errno
import time
from collections.abc import Sequence

import pytest

from game.net import table_save
from game.net.host import SeatPlan, TableHost
from game.net.hosting import HostedTable, HostState
from game.scenes import host_lobby
from tests.net.table import variant


def test_the_lobby_says_the_table_is_not_saved_while_it_plays_on() -> None:
    line = host_lobby.status_line(HostState(phase="playing", unsaved="Too many open files"))
    assert "could not be saved (Too many open files)" in line and "plays on" in line
    assert "could not be saved" not in host_lobby.status_line(HostState(phase="playing", rounds=1))


def test_the_window_s_host_reports_a_failing_autosave_and_plays_on(monkeypatch: pytest.MonkeyPatch) -> None:
    def autosave(host: TableHost, own_seats: Sequence[int] = ()) -> None:
        raise OSError(errno.EMFILE, "Too many open files")

    monkeypatch.setattr(table_save, "autosave", autosave)
    plans = [SeatPlan("A", "random"), SeatPlan("B", "random")]
    table = HostedTable(
        variant("q2j"), plans, 3, port=0, bind="127.0.0.1", announce=False,
        on_change=lambda host: host_lobby._autosave(host, None),
    )  # fmt: skip
    table.start()
    try:
        state = wait_for(table, lambda state: state.phase == "open")
        table.begin()
        state = wait_for(table, lambda state: bool(state.unsaved))
        assert state.unsaved == "Too many open files" and state.phase in ("playing", "over")
        state = wait_for(table, lambda state: state.phase == "over")  # it played on to the end
        assert state.rounds > 0 and state.result
    finally:
        table.close()
        assert table.join(30)


def wait_for(table: HostedTable, done: object) -> HostState:
    """The table's published state once ``done(state)`` holds (looked at a bounded number of
    times, as the lobby does each frame)."""
    assert callable(done)
    for _ in range(600):
        state = table.state()
        if done(state):
            return state
        time.sleep(0.05)
    raise AssertionError(f"the table never got there: {table.state()}")


@pytest.mark.parametrize(
    ("rounds", "said"),
    [
        (0, "Playing the first round."),
        (1, "Playing: 1 round finished so far."),
        (3, "Playing: 3 rounds finished so far."),
    ],
)
def test_the_lobby_says_how_far_play_has_gone_in_plain_words(rounds: int, said: str) -> None:
    assert host_lobby.status_line(HostState(phase="playing", rounds=rounds)) == said
