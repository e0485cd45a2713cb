"""F1 shows the keys of the screen in use, over it; the key or click that closes it reaches
nothing beneath; every screen's list fits the smallest window, in English and in French."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game import i18n
from game.engine import game_names
from game.scenes.keys_help import draw_keys, rows
from game.scenes.menu import MenuScene
from game.scenes.scene import Scene
from game.scenes.table.scene import TableScene
from game.variants import load_catalog

from .driver import Driver


@pytest.fixture
def driver() -> Iterator[Driver]:
    made = Driver(size=(1024, 600))
    yield made
    made.close()
    i18n.use("en")


def test_f1_opens_the_keys_and_the_closing_key_goes_no_further(driver: Driver) -> None:
    assert isinstance(driver.top, MenuScene)
    before = pygame.display.get_surface().copy()
    driver.key(pygame.K_F1)
    assert driver.app.keys_shown
    shown = pygame.display.get_surface()
    # The overlay dims the menu: the middle of the window changed.
    middle = (shown.get_width() // 2, shown.get_height() // 2)
    assert shown.get_at(middle) != before.get_at(middle)
    # Q would quit from the menu; with the keys shown it only closes them.
    driver.key(pygame.K_q, "q")
    assert not driver.app.keys_shown
    assert driver.running and isinstance(driver.top, MenuScene)
    assert not driver.top.confirm_quit
    driver.key(pygame.K_q, "q")  # with the keys closed, Q asks to quit as always
    assert driver.top.confirm_quit


def test_a_click_closes_the_keys_without_pressing_what_is_under_it(driver: Driver) -> None:
    menu = driver.top
    assert isinstance(menu, MenuScene)
    play = next(button for button in menu.buttons if button.label == "Play")
    driver.key(pygame.K_F1)
    driver.click(play.rect.center)
    assert not driver.app.keys_shown
    assert driver.top is menu  # Play was not pressed


# A table of every game, at the size these keys were first checked at.
TABLES = [("q2j", 2), ("q2j-war", 2), ("q2j-ng", 2), ("quatorze", 4), ("crazy-jokers", 4)]


def test_every_registered_game_has_a_table_here() -> None:
    games = {load_catalog().get(variant_id).game for variant_id, _players in TABLES}
    missing = [game for game in game_names() if game not in games]
    assert not missing, f"add a table of {missing} to TABLES in tests/scenes/test_keys_overlay.py"


def screens(driver: Driver) -> list[Scene]:
    """The menu, the setup, and a table of every game."""
    found: list[Scene] = [driver.top] if driver.top is not None else []
    for variant, players in TABLES:
        while not isinstance(driver.top, MenuScene):
            driver.key(pygame.K_ESCAPE)
        driver.setup_game(variant, players, ["human"] + ["easy"] * (players - 1))
        driver.step(3)
        assert isinstance(driver.top, TableScene)
        found.append(driver.top)
        driver.app.stack.replace(MenuScene(driver.app.ctx))
        driver.step()
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_screens_keys_fit_the_smallest_window(driver: Driver, language: str) -> None:
    found = screens(driver)  # set up by clicking the English buttons
    i18n.use(language)  # the keys' words are looked up as the overlay draws them
    surface = pygame.Surface((1024, 600))
    for scene in found:
        keys = scene.key_help()
        assert keys, f"{scene!r} says no keys"
        box, drawn = draw_keys(surface, "Keys", keys)
        assert surface.get_rect().contains(box)
        assert drawn == len(rows(keys)), f"{type(scene).__name__}: {drawn} of {len(rows(keys))} rows fit"


def test_a_table_lists_its_games_own_keys_first(driver: Driver) -> None:
    driver.setup_game("quatorze", 4, ["human", "easy", "easy", "easy"])
    driver.step(3)
    table = driver.top
    assert isinstance(table, TableScene)
    keys = [key for key, _words in table.key_help()]
    assert keys[0] == "M" and "A" in keys and "H" in keys and "Esc" in keys


def test_french_keys_are_french() -> None:
    i18n.use("fr")
    try:
        said = dict(rows([("Esc", "back")]))
    finally:
        i18n.use("en")
    assert said["F1"] == "afficher ou cacher ces touches"
    assert said["Échap"] == "retour"
