"""The table's top line says where a scored match stands, in the words of its ending rule."""

from __future__ import annotations

import pytest

from game.play.seats import HUMAN
from game.scenes.table.scene import TableScene

from .driver import Driver


@pytest.mark.parametrize(
    ("variant", "words"),
    [("quatorze", "Round 1 · out at 201"), ("crazy-jokers", "Round 1 of 10")],
)
def test_the_status_line_names_the_round_and_how_the_match_ends(
    driver: Driver, variant: str, words: str
) -> None:
    driver.setup_game(variant, 2, [HUMAN, "medium"])
    table = driver.top
    assert isinstance(table, TableScene)
    assert words in table.status_parts()
