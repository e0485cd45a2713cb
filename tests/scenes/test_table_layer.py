"""The table's kept layer (``TableRenderer.table_layer``) draws again only the box around what
changed: whatever it keeps, each frame must be the very frame a renderer with nothing kept
draws from the same picture. Played by bots in every game, cards dealt, flying, landing,
outlined and lifted, compared pixel for pixel every few frames."""

from __future__ import annotations

import pygame
import pytest

from game.engine import game_names, make_rules
from game.play.seats import default_seats
from game.play.session import Session
from game.scenes.table.render import TableRenderer
from game.scenes.table.scene import TableScene
from game.variants import load_catalog

from .driver import Driver

TABLES = [("q2j", 6, 1), ("quatorze", 4, 1), ("crazy-jokers", 4, 1), ("q2j-ng", 3, 1), ("q2j-war-4", 4, 0)]


def test_every_registered_game_has_a_table_here() -> None:
    games = {load_catalog().get(variant_id).game for variant_id, *_ in TABLES}
    missing = [game for game in game_names() if game not in games]
    assert not missing, f"add a table of {missing} to TABLES in tests/scenes/test_table_layer.py"


def frame(renderer: TableRenderer, scene: TableScene) -> bytes:
    surface = pygame.Surface(scene.ctx.size)
    renderer.draw(surface, scene.picture())
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize(("variant_id", "players", "humans"), TABLES)
def test_every_frame_is_the_frame_drawn_afresh(
    driver: Driver, variant_id: str, players: int, humans: int
) -> None:
    app = driver.app
    variant = app.ctx.catalog.get(variant_id)
    session = Session(variant, make_rules(variant), default_seats(players, humans, "easy"), 11)
    scene = TableScene(app.ctx, session)
    app.stack.push(scene)
    compared = picked = 0
    for number in range(700):
        if scene.accepting_input:
            gestures = scene.interaction.gestures
            if not scene.interaction.selected and len(gestures) > 1 and gestures[1].picks and picked < 3:
                # A card picked (lifted, its targets outlined) and looked at for a few frames.
                scene.interaction.selected = [gestures[1].picks[0]]
                picked = 4
            elif picked > 0:
                picked -= 1
            else:
                scene.interaction.selected = []
                scene.turns.perform(session.legal()[number % len(session.legal())])
        driver.step()
        if app.stack.top is not scene:
            break
        if number % 2 == 0:
            kept = frame(scene.renderer, scene)
            assert kept == frame(TableRenderer(), scene), f"frame {number} differs from one drawn afresh"
            compared += 1
    assert compared > 50


def test_an_outline_a_lift_or_a_hidden_card_alone_is_drawn_again(driver: Driver) -> None:
    """One slot's outline, lift or cover changed and nothing else: the kept layer shows it."""
    from dataclasses import replace

    app = driver.app
    scene = driver.table_of("q2j", 4, 1, 3)
    for _ in range(600):
        driver.step()
        if scene.accepting_input:
            break
    base = scene.picture()
    renderer = TableRenderer()

    def drawn(picture: object, by: TableRenderer) -> bytes:
        surface = pygame.Surface(app.ctx.size)
        by.draw(surface, picture)  # type: ignore[arg-type]
        return pygame.image.tobytes(surface, "RGB")

    drawn(base, renderer)
    for zone in ("discard", "hand:1", "hand:0"):
        slot = (zone, 0)
        for changed in (
            replace(base, marked={**base.marked, slot: (250, 40, 40)}),
            replace(base, selected=(*base.selected, slot)),
            replace(base, covered=base.covered | {slot}),
        ):
            assert drawn(changed, renderer) == drawn(changed, TableRenderer()), (zone, changed is base)
            assert drawn(base, renderer) == drawn(base, TableRenderer())  # and back again
