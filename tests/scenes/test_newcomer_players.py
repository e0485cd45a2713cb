"""What a newcomer met on the Players screen in a real window (1024x600, English and French), with
nobody made yet: the list said "press New player (N) to make the first", but the form beside it
already was a new player's, so the press changed nothing. Now the list says what to do with the
form that is there (a name under New player, then Create), naming the heading and the button as
they are drawn, and doing just that makes the first player."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from game import i18n
from game.app import MIN_SIZE
from game.scenes.profiles_scene import ProfilesScene

from .driver import Driver


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.use("en")


def players_screen(driver: Driver, language: str) -> ProfilesScene:
    driver.click_button("Players")
    scene = driver.top
    assert isinstance(scene, ProfilesScene)
    for _ in range(50):  # the list is read beside the frame loop
        if not scene.busy:
            break
        driver.step()
    assert not scene.profiles and not scene.busy
    i18n.use(language)  # as the Settings screen does
    scene.resized(driver.app.ctx.size)
    return scene


def words_drawn(scene: ProfilesScene, size: tuple[int, int]) -> list[tuple[str, pygame.Rect]]:
    said: list[tuple[str, pygame.Rect]] = []
    put = scene._put

    def noted(surface: pygame.Surface, words: str, box: pygame.Rect, *rest: Any, **named: Any) -> None:
        said.append((words, box))
        put(surface, words, box, *rest, **named)

    scene._put = noted  # type: ignore[method-assign]
    scene.draw(pygame.Surface(size))
    del scene._put
    return said


def test_the_empty_list_says_what_to_do_with_the_form_beside_it(
    sized_driver: Callable[[tuple[int, int]], Driver], language: str
) -> None:
    driver = sized_driver(MIN_SIZE)
    scene = players_screen(driver, language)
    said = words_drawn(scene, MIN_SIZE)
    hint = " ".join(words for words, box in said if scene.list_rect.contains(box))
    heading = next(words for words, box in said if scene.form_rect.contains(box))
    save = next(b for b in scene.buttons if b.value == ("save", None))
    new = next(b for b in scene.buttons if b.value == ("new", None))
    assert heading in hint and save.label in hint, f"{hint!r} names neither {heading!r} nor {save.label!r}"
    assert new.label not in hint  # it only shows the same empty form again
    # Doing what it says makes the first player.
    driver.click(scene.name_entry.get_relative_rect().center)
    for letter in "Ada":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        driver.step()
    driver.click(save.rect.center)
    for _ in range(50):
        if scene.profiles:
            break
        driver.step()
    assert [profile.name for profile in scene.profiles] == ["Ada"]
