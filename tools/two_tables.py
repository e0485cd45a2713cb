"""The picture of two players' tables in one networked game, side by side (``two-tables.png``).

A real host on the loopback runs a three-seat Q Squared Joe (Ada and Basil remote, Chloe a
computer level); Ada's and Basil's windows are two joiners' ``TableScene``s, each drawn into its
own half of the picture at that half's size. Each plays its first legal move when its turn comes,
until a few moves have been made and one of them is to move: Ada's table shows her cards and
Basil's the backs of them, and the other way round.
"""

from __future__ import annotations

import time
from dataclasses import replace

import pygame

from game.app import App
from game.net.host import SeatPlan
from game.net.hosting import HostedTable
from game.net.joining import JoinedTable
from game.net.remote_table import RemoteSource
from game.scenes.scene import Scene
from game.scenes.table.scene import TableScene

DT = 1 / 60
CODE = "K7MP9Q"
MOVES = 5  # moves made by the two people before the picture


class SideBySide(Scene):
    """Two tables, each in its half of the window; leaving it closes the joiners and the host."""

    name = "two_tables"

    def __init__(
        self, app: App, host: HostedTable, joined: list[JoinedTable], tables: list[TableScene]
    ) -> None:
        super().__init__(app.ctx)
        self.host, self.joined, self.tables = host, joined, tables

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        for number, table in enumerate(self.tables):
            half = surface.subsurface(pygame.Rect(number * (w // 2), 0, w // 2, h))
            table.draw(half)
        pygame.draw.line(surface, (20, 20, 20), (w // 2, 0), (w // 2, h), 4)

    def exit(self) -> None:
        for table in self.tables:
            table.exit()
        for joined in self.joined:
            joined.close()
        self.host.close()
        self.host.join(5)


def _until(check: object, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if check():  # type: ignore[operator]
            return
        time.sleep(0.02)
    raise RuntimeError("the networked table did not get there in time")


def two_tables(app: App) -> None:
    plans = [SeatPlan("Seat 1", "remote"), SeatPlan("Seat 2", "remote"), SeatPlan("Chloe", "medium")]
    host = HostedTable(
        app.ctx.catalog.get("q2j"), plans, seed=11, port=0, bind="127.0.0.1", announce=False, code=CODE
    )
    host.start()
    _until(lambda: host.state().port)
    joined: list[JoinedTable] = []
    for name in ("Ada", "Basil"):
        person = JoinedTable(f"127.0.0.1:{host.state().port}", CODE, name)
        person.start()
        _until(lambda person=person: person.state().phase == "lobby")  # seats taken in this order
        joined.append(person)
    host.begin()
    _until(lambda: all(person.state().arrivals for person in joined))
    w, h = app.ctx.size
    tables = []
    for person in joined:
        own = replace(app.ctx, size=(w // 2, h))  # each table laid out for its own half
        table = TableScene(own, RemoteSource(person))
        table.enter()
        tables.append(table)
    made = 0
    for _ in range(6000):
        for table in tables:
            table.update(DT)
            if table.accepting_input and made < MOVES:
                table.turns.perform(table.session.legal()[0])
                made += 1
        if (
            made >= MOVES
            and any(t.accepting_input for t in tables)
            and not any(t.timeline.busy for t in tables)
        ):
            break
        time.sleep(0.002)
    app.stack.push(SideBySide(app, host, joined, tables))
