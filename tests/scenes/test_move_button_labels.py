"""Every move button's words lie whole inside the button: Crazy Jokers' "Steal: NAME" and
"Look: NAME" at four seats, with the longest names the seat setup allows, from the smallest
window the game allows to 2560×1440. At a local table and at one hosted in this process
(``both_ways``)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.app import MIN_SIZE
from game.play.seats import SeatConfig
from game.scenes.button_label import PADDING, fit_label
from game.scenes.table.gestures import Gesture
from game.scenes.table.scene import TableScene
from game.scenes.widgets import Button

from .both_ways import WAYS, way_at
from .driver import Driver

SizedDriver = Callable[[tuple[int, int]], Driver]
SIZES = [MIN_SIZE, (1024, 600), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440)]
LONGEST = 20  # the seat setup keeps a name's first twenty characters
NAMES = {
    "short": ["You", "Basil", "Chloe", "Dmitri"],
    "long": ["You", "Maximilian Alexander", "Bartholomew Fairfax", "Konstantin Ivanovich"],
    "widest": ["You", "W" * LONGEST, "M" * LONGEST, "Q" * LONGEST],
}
# A turn's start with a joker in hand (Draw, Take and a steal from each other seat), and a drawn
# 2♠ (a look at each other seat's hand): the two moments with the most named buttons.
HANDS = {
    "hand:0": "X 2S 7H 7D 9C KS KH",
    "hand:1": "QH QS 4H 8D JD AS 6H",
    "hand:2": "3S 5S 7C 9D JC 4D 6D",
    "hand:3": "2C 3C 4C 5C 6C 8C 9S",
    "waste": "10S",
}
CONTRACTS = ["full-full-house", "faced-by-evens", "odd-man-out", "fixed-straight"]
MOMENTS = {
    "steal": {"phase": "play", "contracts": CONTRACTS, "mover": 0},
    "look": {"phase": "drawn", "contracts": CONTRACTS, "mover": 0},
}


def move_buttons(table: TableScene) -> list[Button]:
    return [button for button in table.buttons if isinstance(button.value, Gesture)]


def assert_whole(button: Button) -> None:
    inside = button.rect.inflate(-2 * PADDING + 2, -2)
    for image, where in button.label_images():
        assert inside.contains(where), f"{button.label!r} drawn at {where} spills out of {button.rect}"
        assert image.get_width() > 0


@pytest.mark.parametrize("way_name", WAYS)
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("names", sorted(NAMES))
@pytest.mark.parametrize("moment", sorted(MOMENTS))
def test_crazy_jokers_move_buttons_show_their_words_whole(
    sized_driver: SizedDriver, size: tuple[int, int], names: str, moment: str, way_name: str
) -> None:
    seats = [SeatConfig(NAMES[names][0])] + [SeatConfig(name, "medium") for name in NAMES[names][1:]]
    with way_at(sized_driver(size), way_name) as way:
        way.open_at("crazy-jokers", seats, HANDS, facts=MOMENTS[moment])
        table = way.ready()
        labelled(table, names, moment)


def labelled(table: TableScene, names: str, moment: str) -> None:
    """The named move buttons of this moment, each label drawn whole in its button."""
    verb = "Steal" if moment == "steal" else "Look"
    named = [button for button in move_buttons(table) if button.label.startswith(verb + ": ")]
    assert len(named) == 3, [button.label for button in table.buttons]
    for button in move_buttons(table):
        assert_whole(button)
        shown = " ".join(button.lines)
        if names == "short":
            assert shown == button.label  # "Steal: Dmitri", every letter of it
    for button in named:
        # The verb is never cut; a name too long for the button keeps its start and ends in "…".
        assert button.lines[0].startswith(verb + ":")
        name = button.label.removeprefix(verb + ": ")
        drawn = " ".join(button.lines).removeprefix(verb + ":").strip()
        assert drawn == name or (drawn.endswith("…") and name.startswith(drawn[:-1]) and len(drawn) > 4)


def test_a_label_too_wide_for_one_line_is_drawn_on_two_rather_than_cut() -> None:
    """At four seats the move buttons stand in two columns, 86 px wide each."""
    pygame.font.init()
    fit = fit_label("Steal: Dmitri", 86, 44)
    assert fit.lines == ("Steal:", "Dmitri")
    assert fit_label("Draw (D)", 86, 44).lines == ("Draw (D)",)
