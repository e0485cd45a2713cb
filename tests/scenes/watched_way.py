"""Opening an all-computer table to watch, two ways (``both_ways.Way``): "local", as the window
opens it (``Driver.table_of``: a private table whose every seat is a computer); "hosted", a
``TableScene`` over a ``RemoteSource`` of an in-process, private ``TableHost`` whose seats are
the same computers, joined by a watcher's link (``JoinedTable(..., watch=True)``: no seat)."""

from __future__ import annotations

from game.net.host import SeatPlan
from game.net.joining import JoinedTable
from game.net.remote_table import RemoteSource
from game.play.seats import default_seats
from game.scenes.table.scene import TableScene

from .both_ways import CODE, HOST_WAIT, InProcessHost, Way


def open_watched(way: Way, variant_id: str, players: int, seed: int = 7, level: str = "easy") -> TableScene:
    """A fresh deal ``seed`` of ``players`` computers at ``level``, watched at the window."""
    driver = way.driver
    driver.human_moves = driver.round_ends = 0
    if not way.hosted:
        driver.table_of(variant_id, players, 0, seed, level)
        return way.on_screen()
    seats = default_seats(players, 0, level)
    host = way.hosted_by = InProcessHost(
        driver.app.ctx.catalog.get(variant_id), [SeatPlan(seat.name, seat.kind) for seat in seats], seed
    )
    watcher = JoinedTable("in-process", CODE, None, dial=host.dial(), watch=True)
    way.people = [watcher]
    way.joined = watcher
    watcher.start()
    state = watcher.state()
    while not (state.phase == "playing" and state.arrivals):
        assert state.phase != "refused", state.error
        state = watcher.wait(state, HOST_WAIT)
    source = RemoteSource(watcher)
    way.table = TableScene(driver.app.ctx, source, resumed=source.resumed)
    driver.app.stack.push(way.table)
    driver.step()
    return way.table
