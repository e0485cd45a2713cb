"""The instruction line ("Draw: click the stock (D)") is what a newcomer reads first: it is
drawn bright on the felt, and larger when the window gives it room (at a local table and at one
hosted in this process: ``both_ways``)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.scenes.table.render import TableRenderer, instruction_lines
from game.scenes.text import text

from .both_ways import WAYS, way_at
from .driver import Driver
from .test_drawn_inside import Recorder, table_in

LONG = (
    "Your turn: draw (D), take the waste's top (T), a card then an opponent's hand to trade "
    "blind, Steal: a joker takes 2 cards · H: hint"
)


def _brightest(image: pygame.Surface) -> int:
    """The lightest glyph pixel's mean channel, weighted by its coverage (anti-aliased edges)."""
    best = 0
    for x in range(image.get_width()):
        for y in range(image.get_height()):
            r, g, b, a = image.get_at((x, y))
            if a > 200:
                best = max(best, (r + g + b) // 3)
    return best


@pytest.mark.parametrize("way_name", WAYS)
@pytest.mark.parametrize(("size", "least"), [((1024, 600), 15), ((1600, 900), 17), ((2560, 1440), 20)])
def test_the_instruction_is_bright_and_grows_with_the_window(
    sized_driver: Callable[[tuple[int, int]], Driver], size: tuple[int, int], least: int, way_name: str
) -> None:
    surface = Recorder(size)
    with way_at(sized_driver(size), way_name) as way:
        scene = table_in(way, "q2j", 4)
        TableRenderer().draw_instruction(surface, scene.picture())
    assert surface.images, "no instruction was drawn"
    box = scene.layout.message
    for image, rect in surface.images:
        assert box.contains(rect), f"{rect} runs out of the message line {box}"
        assert image.get_height() >= text("Ag", least).get_height(), f"type smaller than {least} at {size}"
        assert _brightest(image) >= 215, "the instruction is drawn too dim to read on the felt"


def test_a_long_instruction_takes_two_lines_that_fit() -> None:
    box = pygame.Rect(10, 50, 760, 46)
    size, lines = instruction_lines(LONG, box)
    assert len(lines) == 2
    assert size >= 15
    for line in lines:
        assert text(line, size).get_width() <= box.width - 12
    assert sum(text(line, size).get_height() for line in lines) <= box.height - 4


def test_a_short_instruction_on_a_wide_table_is_one_large_line() -> None:
    size, lines = instruction_lines("Draw: click the stock (D)", pygame.Rect(10, 50, 2000, 46))
    assert (size, lines) == (20, ["Draw: click the stock (D)"])
