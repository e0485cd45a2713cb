"""What a newcomer met in a real window (1024x600): one Esc too many on the menu asked "Quit? Esc
again"; they chose Play with the mouse instead, looked at the setup, pressed Esc to come back,
then Esc once more out of habit, and the program closed at once, without the question: it had
stayed asked all along. Now the question is put away when the player goes to another screen, and
on return the menu asks again before it quits."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest

from game import i18n
from game.scenes.menu import MenuScene
from game.scenes.setup import SetupScene

from .driver import Driver


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.use("en")


def last_label(menu: MenuScene) -> str:
    return [button.label for button in menu.buttons][-1]


def test_a_quit_asked_then_left_for_another_screen_is_asked_again(
    sized_driver: Callable[[tuple[int, int]], Driver], language: str
) -> None:
    driver = sized_driver((1024, 600))
    menu = driver.top
    assert isinstance(menu, MenuScene)
    i18n.use(language)  # as the Settings screen does: the menu laid out again in it
    menu.resized(driver.app.ctx.size)
    driver.key(pygame.K_ESCAPE)
    assert last_label(menu) == i18n._("Quit? Esc again")
    play = next(button for button in menu.buttons if button.value == "play")
    driver.click(play.rect.center)  # the player changes their mind
    assert isinstance(driver.top, SetupScene)
    driver.key(pygame.K_ESCAPE)  # back from the setup
    assert driver.top is menu and last_label(menu) == i18n._("Quit")
    driver.key(pygame.K_ESCAPE)  # one Esc: asked, not closed
    assert driver.running and last_label(menu) == i18n._("Quit? Esc again")
    driver.key(pygame.K_ESCAPE)  # and a second closes it, as the question says
    assert not driver.running
