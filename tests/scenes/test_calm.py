"""Calm settings: instant animations make every card movement a cut (the game's pace stays),
and the cards' own sounds can be turned off apart from the others. A move is made at a local table
and at one hosted in this process (``both_ways``)."""

from __future__ import annotations

import pytest

from game.play.seats import SeatConfig

from .both_ways import Way
from .driver import Driver
from .test_quatorze_moves import click_card

SEATS = [SeatConfig("You", "human"), SeatConfig("Ada", "medium")]
ZONES = {"hand:0": "5H 9C 7S", "hand:1": "2D KS 4C", "discard": "5D"}  # the rest: the stock


@pytest.mark.parametrize("instant", [False, True])
def test_a_move_lands_at_once_only_when_animations_are_instant(way: Way, instant: bool) -> None:
    way.driver.app.ctx.settings.instant_animations = instant
    way.open_at("q2j", SEATS, ZONES)
    table = way.ready()
    click_card(way, table, "5H")
    # The first frame that shows the move (across the room, once the host has judged it).
    way.until(lambda: table.timeline.busy or "5H" in way.zone("discard"), 2_000)
    # Smooth: the card is still on its way; instant: it is on the discard pile already.
    assert table.timeline.busy is not instant
    assert ("5H" in way.zone("discard")) is instant


def test_card_sounds_off_keeps_the_other_sounds(driver: Driver) -> None:
    ctx = driver.app.ctx
    played: list[str] = []
    ctx.sounds.play = played.append  # type: ignore[method-assign]
    ctx.settings.card_sounds = False
    for name in ("deal", "play", "draw", "shuffle", "battle", "win", "click"):
        ctx.play(name)
    assert played == ["battle", "win", "click"]
    ctx.settings.card_sounds = True
    ctx.play("shuffle")
    assert played[-1] == "shuffle"
