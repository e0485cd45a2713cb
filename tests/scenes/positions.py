"""A table opened at a chosen position, for scene tests that need one exact moment of a game."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from game.engine import Card, make_rules
from game.engine.zones import by_zone
from game.play.seats import SeatConfig
from game.play.session import Session
from game.scenes.table.scene import TableScene

from .driver import Driver


def table_at(
    driver: Driver,
    variant_id: str,
    seats: list[SeatConfig],
    zones: Mapping[str, str],
    to_move: int = 0,
    facts: Mapping[str, object] | None = None,
    marks: Mapping[str, list[str]] | None = None,
    options: Mapping[str, bool | int | str] | None = None,
) -> TableScene:
    """Replace whatever is shown by a table whose deal stands at this position (``options``
    over the variant's own)."""
    variant = driver.app.ctx.catalog.get(variant_id)
    if options:
        variant = replace(variant, options={**variant.options, **options})
    rules = make_rules(variant)
    session = Session(variant, rules, seats, 1)
    cards = {zone: [Card.parse(c) for c in text.split()] for zone, text in zones.items()}
    state = rules.setup(
        len(seats), 1, by_zone(cards), to_move=to_move, facts=facts, marks=by_zone(marks or {})
    )
    rules.prepare(state)
    session.state = state
    session.match.state = state
    table = TableScene(driver.app.ctx, session, resumed=True)
    driver.app.stack.replace(table)
    driver.step(3)
    assert driver.top is table
    return table
