"""A round's score sheet reads the same at a local table and at a private one (a host in this
process, listening on no port: this window's own): why the deal ended, its deal number and
turns, every seat ranked with the cards it still held, the winning hand, the elimination so far
and the totals. The private host tells its window the round's end (``round``'s private fields);
the joiner's sheet draws it with the local sheet's own drawing (``round_summary``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from game.engine import make_rules
from game.play.seats import default_seats
from game.play.session import Session
from game.scenes.scoreboard import ScoreboardScene

from .both_ways import WAYS, Way, sheet_read
from .driver import Driver
from .sheets import at_round_end, sheet_for


def summary_seen(way: Way, variant_id: str, players: int, seed: int) -> dict[str, Any]:
    """A deal opened ``way`` and played by the same clicks to its score sheet: the words of the
    round the sheet draws, in order, and its score sheet's figures (a scored game's)."""
    way.open(variant_id, players, seed)
    sheet = way.play_to_sheet()
    way.driver.step()  # the sheet drawn
    assert isinstance(sheet, ScoreboardScene) and sheet.said
    return {"said": list(sheet.said), "sheet": sheet_read(sheet) if sheet.sheet is not None else None}


@pytest.mark.parametrize(
    ("variant_id", "players", "seed"),
    [("q2j", 3, 7), ("q2j-elimination", 3, 1), ("crazy-jokers", 2, 7)],
)
def test_the_round_summary_reads_the_same_both_ways(
    driver: Driver, variant_id: str, players: int, seed: int
) -> None:
    seen = {}
    for name in WAYS:
        way = Way(driver, name)
        try:
            seen[name] = summary_seen(way, variant_id, players, seed)
        finally:
            way.close()
        driver.app.stack.scenes[1:] = []  # back to the menu for the other way
        driver.step()
    local, hosted = seen["local"], seen["hosted"]
    assert local == hosted
    said = " / ".join(local["said"])
    # What the player reads, from the rules: why the deal ended and the deal number.
    assert f"deal #{seed}" in said and "." in said, said
    if variant_id.startswith("q2j"):  # Q Squared Joe's ranking: the others' cards held, named
        assert "This deal" in local["said"] and any(
            ": " in line and "card" in line for line in local["said"]
        ), said


def test_a_rounds_end_is_heard_once(way: Way) -> None:
    """The round's winner is heard once (the "win" sound, with the table's banner), not again as
    the sheet comes: at the window's own table and across the room alike."""
    played: list[str] = []
    way.driver.app.ctx.sounds.play = played.append  # type: ignore[method-assign]
    way.open("q2j", 2, 7)
    way.ready()
    assert "win" not in played
    sheet = way.play_to_sheet()
    assert isinstance(sheet, ScoreboardScene)
    assert played.count("win") == 1


def test_the_windows_own_sheet_never_speaks_of_a_host(driver: Driver) -> None:
    """A game at one screen has no host for its player: its sheet's waiting line says the next
    round is dealt, or that the others play on once they are out, in a game's own words."""
    way = Way(driver, "local")
    try:
        way.open("q2j-elimination", 3, 1)
        lines = []
        for _ in range(2):  # two rounds: the person is out after one of them, or still in
            sheet = way.play_to_sheet()
            assert isinstance(sheet, ScoreboardScene) and sheet.private is not None
            way.until(lambda s=sheet: s.next_deal_here() or s.source.out_for_good or s.match_over)
            lines.append(sheet.waiting_line())
            if sheet.match_over or sheet.source.out_for_good:
                break
            way.next_round()
        assert lines and all("host" not in line.casefold() for line in lines), lines
        assert lines[0] in (
            "The next round is dealt.",
            "You are out of the match: Next round watches the others play on.",
        )
    finally:
        way.close()


@pytest.mark.parametrize("size", [(2560, 1440), (1024, 600)])
def test_a_short_sheet_has_a_short_panel_and_its_words_stay_inside(
    sized_driver: Callable[[tuple[int, int]], Driver], size: tuple[int, int]
) -> None:
    """Three rounds of Crazy Jokers on a large window: the panel ends under the sheet (it was
    mostly empty felt-dark below it); on a small one it keeps the window's room. Either way the
    sheet and its waiting line are inside the panel drawn."""
    driver = sized_driver(size)
    variant = driver.app.ctx.catalog.get("crazy-jokers")
    seats = default_seats(4, 1, "random")
    sheet = sheet_for(driver, at_round_end(lambda: Session(variant, make_rules(variant), seats, 12), 3, 12))
    assert sheet.geometry is not None
    drawn, room = sheet.drawn_panel(size), sheet.panel_box(size)
    assert drawn.contains(sheet.geometry.box)
    if size == (2560, 1440):
        assert drawn.height < room.height * 0.6, (drawn, room)
    assert drawn.bottom - sheet.geometry.box.bottom >= sheet.scale(40)  # the waiting line's room
