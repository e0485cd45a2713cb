"""The Players screen as a newcomer meets it (a player's pass under Xvfb): with nobody made yet,
its hint says how to make the first player in full, in French in the smallest window too (it
was shrunk to the smallest letters and still cut: "… pour créer le pr…")."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game import i18n
from game.app import MIN_SIZE
from game.scenes.profiles_scene import NO_PROFILES, ProfilesScene
from game.scenes.text import text

from .driver import Driver


@pytest.fixture
def smallest(sized_driver: Callable[[tuple[int, int]], Driver]) -> Driver:
    return sized_driver(MIN_SIZE)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_hint_with_no_player_yet_is_whole_and_readable(smallest: Driver, language: str) -> None:
    driver = smallest
    driver.click_button("Players")
    for _ in range(50):  # the list is read beside the frame loop
        scene = driver.top
        assert isinstance(scene, ProfilesScene)
        if not scene.busy:
            break
        driver.step()
    assert not scene.profiles and not scene.busy
    i18n.use(language)  # as the Settings screen does on a change of language
    try:
        hint = i18n._(NO_PROFILES)
        said: list[tuple[str, pygame.Rect, int]] = []
        put = scene._put

        def noted(surface: pygame.Surface, words: str, box: pygame.Rect, size: int, *rest, **named) -> None:  # type: ignore[no-untyped-def]
            said.append((words, box, size))
            put(surface, words, box, size, *rest, **named)

        scene._put = noted  # type: ignore[method-assign]
        scene.draw(pygame.Surface(MIN_SIZE))
        lines = [(words, box, size) for words, box, size in said if scene.list_rect.contains(box)]
        assert " ".join(words for words, _, _ in lines) == hint
        for words, box, size in lines:
            # At the list's own size, inside its box: neither shrunk nor cut short.
            assert text(words, size).get_width() <= box.width, words
            assert size > 11
    finally:
        i18n.use("en")
