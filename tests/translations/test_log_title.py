"""A deal's title in the table's log keeps « Q Squared Joe » from breaking after its « Q »
(issue 45: « Donne nº 3 : Q » over « Squared Joe »), while the variant's name keeps the plain
spaces its buttons split at."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from game.scenes import text
from game.scenes.table.move_logging import TableLogger
from game.scenes.table.words.log import MoveLog


@pytest.mark.usefixtures("french")
@pytest.mark.parametrize("elimination", [False, True])
def test_a_deals_title_never_ends_a_line_with_the_q(elimination: bool) -> None:
    source: Any = SimpleNamespace(
        seed=3,
        variant_name="Q Squared Joe",
        progress=SimpleNamespace(rounds_done=0, elimination=elimination),
        names=lambda: {},
    )
    pygame.init()  # the fonts measure the title
    log = MoveLog()
    TableLogger(source, SimpleNamespace(phrases=None), log).dealt([])
    title = log.lines[0].public
    assert title.startswith("Donne nº 3") and title.replace("\u00a0", " ").endswith("Q Squared Joe")
    # Every width from the title's whole length down to its longest word: no line ends in « Q ».
    whole = text.font(14, True).size(title)[0]
    for width in range(whole, 40, -4):
        lines = text.wrap(title, 14, width, bold=True)
        assert not any(line.endswith(" Q") or line == "Q" for line in lines), (width, lines)
