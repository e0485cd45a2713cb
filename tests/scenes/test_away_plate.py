"""A person across the room whose line has gone is shown away on their name plate, never
"thinking…" (the message line says the table waits for them); back, their plate is as before.
Seen in a real-window Elimination run: the host's table showed "Dad · thinking…" for minutes
while Dad's window was closed."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.net.host import REMOTE, SeatPlan
from game.net.joining import JoinedTable
from game.net.remote_table import RemoteSource
from game.scenes.table import render
from game.scenes.table.scene import TableScene

from .both_ways import CODE, HOST_WAIT, InProcessHost, Way
from .driver import Driver


def plate_words(table: TableScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The words the renderer fits into the table's labels in one frame (plates among them)."""
    said: list[str] = []
    real = render.fitted

    def noting(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        said.append(string)
        return real(string, *args, **kwargs)

    with monkeypatch.context() as patched:
        patched.setattr(render, "fitted", noting)
        patched.setattr(table.renderer, "_layer", None)  # the whole table layer painted afresh
        table.draw(pygame.Surface(table.ctx.size))
    return said


def frames(driver: Driver, check: Callable[[], bool], most: int = 3_000) -> None:
    """The window's frames until ``check`` holds, a short pause in each for the host's thread."""
    for _ in range(most):
        if check():
            return
        driver.step()
        time.sleep(0.005)
    raise AssertionError(f"not within {most} frames: {check}")


def seated(joined: JoinedTable) -> None:
    joined.start()
    state = joined.state()
    while not (state.phase == "playing" and state.arrivals):
        assert state.phase != "refused", state.error
        state = joined.wait(state, HOST_WAIT)


def test_a_player_whose_line_has_gone_is_away_on_their_plate(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    variant = driver.app.ctx.catalog.get("q2j")
    host = InProcessHost(variant, [SeatPlan("Mum", REMOTE), SeatPlan("Dad", REMOTE)], seed=7)
    mum = JoinedTable("in-process", CODE, "Mum", seat=0, dial=host.dial())
    dad = JoinedTable("in-process", CODE, "Dad", seat=1, dial=host.dial())
    way = Way(driver, "hosted")
    way.hosted_by, way.people = host, [mum]
    try:
        mum.start()
        seated(dad)
        seated(mum)
        table = TableScene(driver.app.ctx, RemoteSource(mum), resumed=False)
        driver.app.stack.push(table)
        way.table, way.joined = table, mum
        if table.session.to_move != 1:
            way.play_turn()  # Mum's move: Dad's turn next
        way.until(lambda: table.session.to_move == 1 and not table.timeline.busy)
        assert table.plate_text(1).startswith("Dad")
        dad.close()
        dad.join(30)
        frames(driver, lambda: table.picture().plates[1].away)
        shown = table.picture().plates[1]
        assert not shown.thinking and table.turns.thinking_seat is None
        drawn = plate_words(table, monkeypatch)
        assert "Dad · away" in drawn and not any("thinking" in words for words in drawn), drawn
        token = dad.client.seen.token
        back = JoinedTable("in-process", None, None, token=token, dial=host.dial())
        way.people.append(back)
        seated(back)
        frames(driver, lambda: not table.picture().plates[1].away)
    finally:
        way.close()
