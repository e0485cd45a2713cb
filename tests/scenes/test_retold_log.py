"""A player back at a table across the room reads the deal so far in the Moves panel, move by
move, as they read it before leaving (a local Continue retells its deal the same way); before,
a joiner's log said only "Continued at turn N". The host's snapshot tells the seat's changes
of the deal, each a move (protocol 7)."""

from __future__ import annotations

import pytest

from game.net.host import TableHost
from game.net.joining import JoinedTable
from game.net.remote_table import RemoteSource
from game.scenes.table.scene import TableScene

from .both_ways import HOST_WAIT, Way
from .driver import Driver


def back_at_the_table(driver: Driver, way: Way) -> tuple[TableScene, JoinedTable]:
    """The person's window closed and opened again: their seat taken up with its token, the
    table as the host's snapshot shows it."""
    assert way.joined is not None and way.hosted_by is not None
    token = way.joined.client.seen.token
    way.joined.close()
    way.joined.join(30)
    again = JoinedTable("in-process", None, None, token=token, dial=way.hosted_by.dial())
    again.start()
    state = again.state()
    while not (state.phase == "playing" and state.arrivals):
        assert state.phase != "refused", state.error
        state = again.wait(state, HOST_WAIT)
    source = RemoteSource(again)
    table = TableScene(driver.app.ctx, source, resumed=source.resumed)
    driver.app.stack.reset(table)
    driver.step(2)
    return table, again


@pytest.mark.parametrize("across", [False, True])
def test_a_player_back_at_the_table_reads_the_deal_so_far(
    driver: Driver, monkeypatch: pytest.MonkeyPatch, across: bool
) -> None:
    """``across``: the host's table is told as one across the room's is (no deal number)."""
    if across:
        monkeypatch.setattr(
            TableHost, "private", property(lambda host: False, lambda host, value: None), raising=False
        )
    way = Way(driver, "hosted")
    again: JoinedTable | None = None
    try:
        way.open("q2j", 3, seed=7)
        for _ in range(3):
            way.play_turn()
        way.ready()
        before = way.log()
        assert len(before) > 6  # the heading, the lead, the moves of three rounds of turns
        table, again = back_at_the_table(driver, way)
        after = [line.public for line in table.log.lines]
        assert after[: len(before)] == before, "\n".join(after)
        turn = table.session.turn
        if across:  # the deal number is the host's: the round is named instead
            assert before[0] == "Round 1: Q\xa0Squared Joe"
            assert after[len(before) :] == [f"Continued at turn {turn}: Q\xa0Squared Joe"]
        else:  # this window's own host (private) tells the deal number
            assert after[len(before) :] == [f"Deal #7 continued at turn {turn}: Q\xa0Squared Joe"]
    finally:
        if again is not None:
            again.close()
            again.join(30)
        way.close()
