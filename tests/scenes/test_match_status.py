"""The table's top line says where a scored match stands, in the words of its ending rule."""

from __future__ import annotations

import pytest

from .both_ways import Way


@pytest.mark.parametrize(
    ("variant", "words"),
    [("quatorze", "Round 1 · out at 201"), ("crazy-jokers", "Round 1 of 10")],
)
def test_the_status_line_names_the_round_and_how_the_match_ends(way: Way, variant: str, words: str) -> None:
    table = way.open(variant, 2, level="medium")
    assert words in table.status_parts()
