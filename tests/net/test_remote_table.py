"""A joiner's game as the table reads it (``RemoteSource``): fed by the host, its own seat's
view only, the host's legal moves, moves sent and judged there, events and refusals arriving."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from game.net.host import SeatPlan
from game.net.hosting import HostedTable
from game.net.joining import JoinedTable
from game.net.remote_table import NotSeated, RemoteSource

from .table import CODE, variant
from .test_threads import until


def settled(sources: list[RemoteSource], check: Callable[[], object]) -> None:
    """Wait until ``check`` holds of the sources' latest copies of what the host sent."""

    def fresh() -> object:
        for source in sources:
            while source.arrived() is not None:  # as the table steps through them, frame by frame
                pass
        return check()

    until(fresh)


@contextmanager
def two_joiners(variant_id: str, seed: int) -> Iterator[tuple[HostedTable, list[RemoteSource]]]:
    """A table hosted on the loopback whose two remote seats Ann and Bob have joined (in that
    order) and whose play has started: the host, and each joiner's table source."""
    plans = [SeatPlan("Seat 1", "remote"), SeatPlan("Seat 2", "remote")]
    table = HostedTable(
        variant(variant_id), plans, seed=seed, port=0, bind="127.0.0.1", announce=False, code=CODE
    )
    table.start()
    joiners: list[JoinedTable] = []
    try:
        port = until(lambda: table.state().port)
        for name in ("Ann", "Bob"):
            joiners.append(JoinedTable(f"127.0.0.1:{port}", CODE, name))
            joiners[-1].start()
            until(lambda: joiners[-1].state().phase == "lobby")  # seats taken in this order
        until(lambda: table.state().full)
        table.begin()
        yield table, [RemoteSource(joined) for joined in joiners]
    finally:
        for joined in joiners:
            joined.close()
        table.close()
        table.join(10)


def test_two_remote_tables_play_a_game_the_host_judges() -> None:
    with two_joiners("q2j-war", 9) as (table, sources):
        settled(sources, lambda: all(s.state.phase == "playing" and s.state.view for s in sources))
        host = table._host
        assert host is not None
        for source in sources:
            assert source.names() == {0: "Ann", 1: "Bob"} and source.is_human(1)
            assert not source.undo_allowed and source.why_no_undo()
            assert source.humans() == [source.seat] and source.seed is None and source.save() is None
            assert source.recorded_game is None and source.retelling(source.seat) is None
            assert source.seat_kinds == ["human", "human"] and source.clockwise
            assert source.match_seat(1) == 1 and source.variant_name == "Q Squared Joe War"
            with pytest.raises(NotSeated):
                source.view(1 - source.seat)  # a remote table sees its own seat's cards only
        moves = 0
        refused = False
        while moves < 12 and not host.session.over:
            settled(sources, lambda: any(s.state.legal for s in sources))
            mover = next(s for s in sources if s.state.legal)
            other = next(s for s in sources if s is not mover)
            assert mover.to_move == mover.seat
            # The view is the host engine's own view of that seat, as it stands now.
            assert mover.view(mover.seat) == host.session.view(mover.seat)
            action = mover.legal()[0]
            assert mover.why_illegal(action) is None
            if not refused:  # the other seat tries the same move: not its turn, refused there
                assert other.why_illegal(action) == "it is not your turn"
                other.apply(action)
                settled(sources, lambda other=other: other.state.refusals)
                assert other.refused() and other.refused() == []
                assert not other.awaiting_host  # a refused move may be made again
                refused = True
            turn = mover.turn
            assert mover.apply(action) is None  # the events come back from the host
            assert mover.awaiting_host and mover.legal() == []  # no second move meanwhile
            settled(sources, lambda mover=mover, turn=turn: mover.turn > turn)
            moves += 1
        for source in sources:
            source.refresh()
            events = source.take_events()
            assert events and source.take_events() == []  # each event is taken once
        assert moves == 12 or host.session.over
