"""A table opened at a chosen position, for scene tests that need one exact moment of a game."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.engine import Card, Variant, make_rules
from game.engine.match import Match
from game.engine.zones import by_zone
from game.play.seats import SeatConfig
from game.play.session import Session
from game.scenes.curtain import CurtainScene
from game.scenes.table.scene import TableScene

from .driver import Driver

POSITION_SEED = 1  # a position's deal number: its cards are chosen, not dealt


def match_at(
    variant: Variant,
    players: int,
    zones: Mapping[str, str],
    to_move: int = 0,
    facts: Mapping[str, object] | None = None,
    marks: Mapping[str, list[str]] | None = None,
) -> Match:
    """A match whose first deal stands at this position."""
    rules = make_rules(variant)
    match = Match(rules, players, POSITION_SEED)
    match.start_round()  # dealt as usual (the seats in, the next deal's number drawn), then replaced
    cards = {zone: [Card.parse(c) for c in text.split()] for zone, text in zones.items()}
    state = rules.setup(
        players, POSITION_SEED, by_zone(cards), to_move=to_move, facts=facts, marks=by_zone(marks or {})
    )
    rules.prepare(state)
    match.state = state
    return match


def match_for(
    driver: Driver,
    variant_id: str,
    players: int,
    zones: Mapping[str, str],
    to_move: int = 0,
    facts: Mapping[str, object] | None = None,
    marks: Mapping[str, list[str]] | None = None,
    options: Mapping[str, bool | int | str] | None = None,
) -> tuple[Variant, Match]:
    """The variant (``options`` over its own) and a match whose first deal stands here."""
    variant = driver.app.ctx.catalog.get(variant_id)
    if options:
        variant = replace(variant, options={**variant.options, **options})
    return variant, match_at(variant, players, zones, to_move, facts, marks)


def table_at(
    driver: Driver, variant_id: str, seats: list[SeatConfig], zones: Mapping[str, str], **position: Any
) -> TableScene:
    """Replace whatever is shown by a table whose deal stands at this position (``match_for``'s
    ``to_move``, ``facts``, ``marks`` and ``options``), opened as the product opens a game
    standing somewhere (a take-over, Continue): through a private table made from it
    (``Driver.open_game``; a table where nobody sits, watched)."""
    variant, match = match_for(driver, variant_id, len(seats), zones, **position)
    session = Session.resumed(variant, seats, POSITION_SEED, match)
    table = driver.open_game(session, resumed=True, replace=True)
    driver.step(3)
    assert driver.top is table or isinstance(driver.top, CurtainScene)  # several people: a curtain
    return table
