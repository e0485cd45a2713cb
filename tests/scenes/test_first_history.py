"""A first-time player's History (found by a newcomer at 1024x600): an empty list says what will
be listed there and where a first game starts, in their language, whole inside the window; it
said only that nothing was recorded yet. Once a game is played the words are gone."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game import i18n
from game.scenes.history_scene import HistoryScene

from .drawn_words import strings_drawn
from .driver import Driver
from .test_history_screens import inside, to_history
from .test_network_screens import until

SAID = {
    "en": ("No game has been recorded yet.", "Choose Play on the menu to start one."),
    "fr": (
        "Aucune partie n’a encore été enregistrée.",
        "Choisissez Jouer dans le menu pour en commencer une.",
    ),
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_empty_history_says_what_comes_there(
    sized_driver: Callable[[tuple[int, int]], Driver], monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    driver = sized_driver((1024, 600))
    i18n.use(language)
    try:
        scene = to_history(driver)
        until(driver, lambda: not scene.loading)
        words = " ".join(strings_drawn(scene, monkeypatch))
        empty, start_one = SAID[language]
        assert empty in words and start_one in words, words
        screen = pygame.display.get_surface()
        assert screen is not None
        scene.draw(screen)
        inside(scene, (1024, 600))
    finally:
        i18n.use("en")


def test_the_words_go_once_a_game_is_listed(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    from .test_left_games import play_and_leave

    play_and_leave(driver, ["human", "easy"])
    scene = to_history(driver)
    until(driver, lambda: not scene.loading and scene.lines)
    assert isinstance(scene, HistoryScene)
    assert not any("Choose Play" in words for words in strings_drawn(scene, monkeypatch))
