"""What the renderer draws stays inside the region the layout gave it: the status line left of
the tool buttons, banners and messages in the message line, names (and "thinking") in plates. At
a local table and at one hosted in this process (``both_ways``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.engine import make_rules
from game.play.seats import SeatConfig
from game.play.session import Session
from game.scenes.table.render import TableRenderer
from game.scenes.table.scene import TableScene

from .both_ways import WAYS, Way, way_at
from .driver import Driver

LONG_MESSAGE = (
    "Not allowed: rule 3 — a card must match the suit or rank of the discard, and the nine of "
    "hearts matches neither the suit nor the rank of the king of spades on top of the discard pile"
)


class Recorder(pygame.Surface):
    """A surface that keeps each image blitted onto it and where it landed."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.images: list[tuple[pygame.Surface, pygame.Rect]] = []

    @property
    def landed(self) -> list[pygame.Rect]:
        return [rect for _, rect in self.images]

    def blit(self, source: pygame.Surface, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
        topleft = dest.topleft if isinstance(dest, pygame.Rect) else dest
        self.images.append((source, pygame.Rect(topleft, source.get_size())))
        return super().blit(source, dest, *args, **kwargs)


def table_at(driver: Driver, variant_id: str, players: int, size: tuple[int, int]) -> TableScene:
    app = driver.app
    app.ctx.size = size
    variant = app.ctx.catalog.get(variant_id)
    seats = [
        SeatConfig("Player 1"),
        *(SeatConfig(f"Bartholomew {n}", "random") for n in range(2, players + 1)),
    ]
    # Opened as the product opens a game (through a private table made from it).
    scene = driver.open_game(Session(variant, make_rules(variant), seats, 3))
    for _ in range(3000):
        driver.step()
        if scene.accepting_input:
            break
    return scene


def long_named(players: int) -> list[SeatConfig]:
    """The person first, then computers playing at random with long names."""
    return [
        SeatConfig("Player 1"),
        *(SeatConfig(f"Bartholomew {n}", "random") for n in range(2, players + 1)),
    ]


def table_in(way: Way, variant_id: str, players: int) -> TableScene:
    """Deal 3 at ``long_named`` seats, opened ``way``, once the person may act."""
    way.open_seated(variant_id, long_named(players), 3)
    return way.ready(3000)


def drawn(draw: Any, size: tuple[int, int], *args: Any) -> list[pygame.Rect]:
    surface = Recorder(size)
    draw(surface, *args)
    return surface.landed


@pytest.mark.parametrize("way_name", WAYS)
@pytest.mark.parametrize(
    ("variant_id", "players"), [("q2j-war-4", 4), ("q2j-ng", 4), ("q2j-elimination", 10), ("q2j", 2)]
)
def test_words_stay_in_their_regions(
    sized_driver: Callable[[tuple[int, int]], Driver], variant_id: str, players: int, way_name: str
) -> None:
    size = (1024, 600)
    with way_at(sized_driver(size), way_name) as way:
        words_in_their_regions(table_in(way, variant_id, players), size)


def words_in_their_regions(scene: TableScene, size: tuple[int, int]) -> None:
    layout, renderer = scene.layout, TableRenderer()
    for rect in drawn(renderer.draw_status, size, scene.picture()):
        assert layout.status.contains(rect), f"the status line {rect} runs out of {layout.status}"
    for rect in drawn(renderer.draw_toast, size, layout, LONG_MESSAGE, "error"):
        assert layout.message.contains(rect), f"a refusal {rect} runs out of the message line"
    for rect in drawn(renderer.draw_banner, size, layout, "Q Squared! Everyone else draws two", 0.5):
        assert layout.message.contains(rect), f"a banner {rect} runs out of the message line"
    for rect in drawn(renderer.draw_instruction, size, scene.picture()):
        assert layout.message.contains(rect)
    scene.turns.thinking_seat = 1
    plates = [geom.plate for geom in layout.seats.values()]
    for rect in drawn(renderer.draw_plates, size, scene.picture()):
        assert any(plate.contains(rect) for plate in plates), f"{rect} is outside every plate"
    for rect in drawn(renderer.draw_labels, size, scene.picture()):
        assert any(box.contains(rect) for box in layout.labels.values()), f"label text {rect} strays"


def test_the_recorder_sees_a_stray_blit() -> None:
    surface = Recorder((100, 100))
    surface.blit(pygame.Surface((30, 10)), (80, 5))
    assert not pygame.Rect(0, 0, 100, 20).contains(surface.landed[0])
