"""A variant's description on the setup screen stays inside its box, above the players line."""

from __future__ import annotations

import pytest

from game.scenes.setup import description_lines
from game.scenes.text import text
from game.variants import load_catalog

LONG = " ".join(["Declare one of seven contracts before you see your hand, then trade blind."] * 10)


def height(lines: list[tuple[str, int]]) -> int:
    return sum(text(line, size).get_height() + 2 for line, size in lines)


@pytest.mark.parametrize("room", [40, 60, 90, 130])
def test_a_long_description_is_cut_to_its_room(room: int) -> None:
    lines = description_lines(LONG, 380, room)
    assert height(lines) <= room
    assert lines[-1][0].endswith("…")


def test_a_short_description_keeps_the_full_size_and_every_word() -> None:
    lines = description_lines("Two decks, two jokers, melds to 201.", 380, 130)
    assert [size for _, size in lines] == [16]
    assert lines[0][0] == "Two decks, two jokers, melds to 201."


@pytest.mark.parametrize("variant", sorted(load_catalog().variants))
def test_every_variants_description_fits_the_box_of_a_small_window(variant: str) -> None:
    about = load_catalog().get(variant).description or variant
    lines = description_lines(about, 400, 80)
    assert height(lines) <= 80
