"""The menu's line for the saved game wraps between seats, never inside one: at 1024x600 in French
a ten-seat game's line broke between a computer's name and its level ("Farid" at one line's end,
"(moyen)" starting the next), seen by a newcomer."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pygame

from game import i18n
from game.engine import make_rules
from game.files import autosaving
from game.play.seats import default_seats
from game.play.session import Session
from game.scenes.menu import MenuScene
from game.variants import load_catalog

from .driver import Driver
from .test_french_screens import french_from_the_menu
from .test_network_screens import until


def test_a_ten_seat_games_line_keeps_each_name_with_its_level(
    sized_driver: Callable[[tuple[int, int]], Driver],
) -> None:
    variant = load_catalog().get("q2j")
    session = Session(variant, make_rules(variant), default_seats(10, 1, "medium"), 7)
    assert session.save() is None and autosaving.flush()
    names = [seat.name for seat in session.seats[1:]]
    driver = sized_driver((1024, 600))
    try:
        french_from_the_menu(driver)
        driver.key(pygame.K_ESCAPE)  # back to the menu, in French
        driver.step()
        menu = driver.top
        assert isinstance(menu, MenuScene)
        until(driver, lambda: "Partie enregistrée" in " ".join(menu.saved_lines))
        until(driver, lambda: len(menu.saved_lines) > 1)  # read on its thread, then laid out
        lines = menu.saved_lines
        for line, following in itertools.pairwise(lines):
            assert not following.startswith("("), lines
            assert not any(line.rstrip().endswith(name) for name in names), lines
        shown = " ".join(lines)
        assert all(f"{name}\u00a0(moyen)" in shown for name in names), lines
    finally:
        i18n.use("en")
