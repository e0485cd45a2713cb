"""The Moves panel keeps every line inside its margins, bold headlines included (at a local table
and at one hosted in this process: ``both_ways``)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.scenes.table.render import TableRenderer
from game.scenes.table.words.log import LogLine

from .both_ways import WAYS, way_at
from .driver import Driver
from .test_drawn_inside import table_in

BACKGROUND = (14, 30, 23)


@pytest.mark.parametrize("way_name", WAYS)
def test_bold_headlines_wrap_inside_the_panel(
    sized_driver: Callable[[tuple[int, int]], Driver], way_name: str
) -> None:
    with way_at(sized_driver((1600, 900)), way_name) as way:
        scene = table_in(way, "q2j", 4)
        # Words chosen so that a line wrapped with the regular face's widths runs past the margin
        # once drawn bold: wide letters, many of them.
        for n in range(12):
            scene.log.add(
                LogLine("WWW MMM Deal continued at turn 0: Crazy Jokers " * (1 + n % 3), strong=True)
            )
        panel = TableRenderer().render_log(scene.picture(), scene.layout.log)
    width, height = panel.get_size()
    margin = [
        (x, y)
        for x in range(width - 12, width)
        for y in range(height)
        if tuple(panel.get_at((x, y)))[:3] != BACKGROUND
    ]
    assert margin == [], f"{len(margin)} pixels of text in the right margin, from {margin[:3]}"
