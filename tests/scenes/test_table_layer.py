"""The table's kept layer (``TableRenderer.table_layer``) draws again only the box around what
changed: whatever it keeps, each frame must be the very frame a renderer with nothing kept
draws from the same picture. Played by bots in every game, cards dealt, flying, landing,
outlined and lifted, compared pixel for pixel every few frames; at a local table and at one hosted
in this process (``both_ways``), whose moves arrive from the host."""

from __future__ import annotations

import pygame
import pytest

from game.engine import game_names
from game.scenes.table.gestures import Gesture
from game.scenes.table.pointer import slot_center
from game.scenes.table.render import TableRenderer
from game.scenes.table.scene import TableScene
from game.variants import load_catalog

from .both_ways import WAYS, Way, way_at
from .driver import Driver
from .test_remote_table_scene import click_move

TABLES = [("q2j", 6, 1), ("quatorze", 4, 1), ("crazy-jokers", 4, 1), ("q2j-ng", 3, 1), ("q2j-war-4", 4, 0)]
FRAMES = 400  # of each table: its deal, a few turns of each seat, cards picked and landing
# Each table both ways, but for watching an all-computer table: a local table's alone (both_ways).
OPENED = [(*table, way) for table in TABLES for way in WAYS if table[2] or way == "local"]


def test_every_registered_game_has_a_table_here() -> None:
    games = {load_catalog().get(variant_id).game for variant_id, *_ in TABLES}
    missing = [game for game in game_names() if game not in games]
    assert not missing, f"add a table of {missing} to TABLES in tests/scenes/test_table_layer.py"


def frame(renderer: TableRenderer, scene: TableScene) -> bytes:
    surface = pygame.Surface(scene.ctx.size)
    renderer.draw(surface, scene.picture())
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize(("variant_id", "players", "humans", "way_name"), OPENED)
def test_every_frame_is_the_frame_drawn_afresh(
    driver: Driver, variant_id: str, players: int, humans: int, way_name: str
) -> None:
    with way_at(driver, way_name) as way:
        scene = way.open(variant_id, players, seed=11, humans=humans)
        compared = kept_frames(way, scene)
    assert compared > 50


def clicked(scene: TableScene, gesture: Gesture) -> bool:
    """Whether a click makes this move: its cards or pile, or its button (not Quatorze's melds)."""
    return bool(gesture.picks) or gesture.target is not None or any(b.value == gesture for b in scene.buttons)


def kept_frames(way: Way, scene: TableScene) -> int:
    """Frames of a deal played by clicks (a card picked and looked at for a few frames first,
    three times), each other one drawn by the kept layer and afresh and compared."""
    compared = picked = 0
    for number in range(FRAMES):
        if scene.accepting_input:
            # The moves a click makes (Quatorze's melds are laid by a key).
            # The moves a click makes; no take (Quatorze's taken card is laid in a meld, by a key).
            gestures = [
                g for g in scene.interaction.gestures if clicked(scene, g) and str(g.action) != "take"
            ]
            if not scene.interaction.selected and len(gestures) > 1 and gestures[1].picks and picked < 3:
                # A card picked (lifted, its targets outlined) and looked at for a few frames.
                way.click(slot_center(scene.layout, scene.display, gestures[1].picks[0]))
                picked = 4
            elif picked > 0:
                picked -= 1
            else:
                if scene.interaction.selected:
                    way.key(pygame.K_ESCAPE)
                gesture = gestures[number % len(gestures)]
                if gesture.picks or gesture.target is None:
                    click_move(way.driver, scene, gesture)
                else:  # a pile clicked (Quatorze's stock)
                    way.click(slot_center(scene.layout, scene.display, gesture.target))
        way.step()
        if way.driver.top is not scene:
            break
        if number % 2 == 0:
            kept = frame(scene.renderer, scene)
            assert kept == frame(TableRenderer(), scene), f"frame {number} differs from one drawn afresh"
            compared += 1
    return compared


def test_an_outline_a_lift_or_a_hidden_card_alone_is_drawn_again(way: Way) -> None:
    """One slot's outline, lift or cover changed and nothing else: the kept layer shows it."""
    from dataclasses import replace

    app = way.driver.app
    way.open("q2j", 4, seed=3)
    scene = way.ready(600)
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
