"""Watching an all-computer table, two ways: at a local table (a ``Session`` of computers) and
through this window's own private host (a watcher's link, seated nowhere). The watcher sees the
same table both ways: every hand face up (as the local watched table shows them), the stock face
down, the same plates, status line and log, move by move to the round's end and its sheet."""

from __future__ import annotations

from typing import Any

import pytest

from game.scenes.scoreboard import ScoreboardScene

from .both_ways import WAYS, Way
from .driver import Driver
from .watched_way import open_watched

PLAYERS = 3


def watched_to_the_sheet(way: Way, variant_id: str, seed: int) -> dict[str, Any]:
    """A watched deal, frame by frame to its score sheet: what the table showed once each move
    had landed (every zone, the plates, the status line), the log and the sheet's record."""
    table = open_watched(way, variant_id, PLAYERS, seed)
    source = table.session
    assert source.spectating and not source.humans(), "nobody holds a seat"
    assert [button.label for button in table.tool_buttons] == ["Menu (Esc)"], "no Hint, no Undo"
    shown: dict[int, dict[str, Any]] = {}
    turns = table.turns
    next_step = turns.next

    def looked_at(dt: float) -> Any:
        # Everything landed (the display is the source's view again), before the next move.
        if turns.synced and source.moves_made not in shown:
            shown[source.moves_made] = {
                "zones": {zone: way.zone(zone) for zone in sorted(table.display.zones)},
                "plates": way.plates(),
                "status": table.status_parts(),
            }
        return next_step(dt)

    turns.next = looked_at  # type: ignore[method-assign]
    for _ in range(60_000):
        top = way.driver.top
        if isinstance(top, ScoreboardScene):
            return {
                "moves": shown,
                "log": way.log(),
                # Every line whole: its words for all, and a look's or declaration's cards for
                # the seats that saw them (the log shows the watched seat's).
                "lines": [(line.public, line.private, line.readers) for line in table.log.lines],
                "record": (top.record.placings, top.record.points),
            }
        assert top is table and not table.accepting_input, "a watcher is never asked to move"
        way.step()
    raise AssertionError(f"the watched deal did not reach its score sheet ({way.name})")


@pytest.mark.parametrize(("variant_id", "seed"), [("q2j", 7), ("crazy-jokers", 7)])
def test_a_watched_table_of_computers_shows_the_same_both_ways(
    driver: Driver, variant_id: str, seed: int
) -> None:
    """Q Squared Joe's hands are each seen by its owner: the watcher sees them all. Crazy Jokers
    holds cards shown to some seats only (a declared hand, the 2♠ look): the watcher is told
    them as the local watched table is, and words them the same in the log."""
    seen = {}
    for name in WAYS:
        way = Way(driver, name)
        try:
            seen[name] = watched_to_the_sheet(way, variant_id, seed)
        finally:
            way.close()
        driver.app.stack.scenes[1:] = []  # back to the menu for the other way
        driver.step()
    local, hosted = seen["local"], seen["hosted"]
    assert len(local["moves"]) > 10
    if variant_id == "q2j":
        # Every hand face up to the watcher, every seat's, at every move; the stock face down.
        for moves in (local["moves"], hosted["moves"]):
            for made, table in moves.items():
                for seat in range(PLAYERS):
                    assert "?" not in table["zones"].get(f"hand:{seat}", []), (
                        f"move {made}: hand {seat} hidden"
                    )
                assert set(table["zones"].get("stock", ["?"])) <= {"?"}, f"move {made}: the stock shown"
        draws = [line for line in hosted["log"] if " draws " in line]
        assert draws and all(" draws a card" not in line for line in draws), "the log names the cards drawn"
    assert sorted(local["moves"]) == sorted(hosted["moves"])
    for made in local["moves"]:
        assert local["moves"][made] == hosted["moves"][made], f"after move {made}"
    assert local["log"][0].startswith(f"Deal #{seed}") and local["log"] == hosted["log"]
    assert local["lines"] == hosted["lines"]
    if variant_id == "crazy-jokers":
        assert any(private is not None for _words, private, _readers in hosted["lines"]), (
            "a look or a declaration"
        )
    assert local["record"] == hosted["record"]
