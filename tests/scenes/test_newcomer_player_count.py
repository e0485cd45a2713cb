"""What a newcomer met on the setup in a real window (1024x600, English and French): the players'
− and + looked pressable at every count, yet at the variant's fewest (Crazy Jokers at 2) or most
players, and for a two-player game such as Q Squared Joe War, a press did nothing and said
nothing. Now a button that cannot change the count is drawn greyed, and the other stays bright."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest

from game import i18n
from game.scenes.setup import SetupScene
from game.scenes.widgets import BORDER, MUTED, Button

from .driver import Driver


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.use("en")


def setup_of(driver: Driver, variant_id: str, language: str) -> SetupScene:
    i18n.use(language)
    scene = SetupScene(driver.app.ctx, variant_id)
    driver.app.stack.push(scene)
    driver.step()
    return scene


def count_buttons(scene: SetupScene) -> tuple[Button, Button]:
    by_value = {b.value: b for b in scene.buttons}
    return by_value[("players", -1)], by_value[("players", 1)]


def looks_pressable(driver: Driver, button: Button) -> bool:
    """The button's frame as drawn: the bright border of a button that works, or greyed."""
    surface = pygame.Surface(driver.app.ctx.size)
    driver.app.stack.draw(surface)
    edge = tuple(surface.get_at((button.rect.centerx, button.rect.top)))[:3]
    assert edge in (BORDER, MUTED), f"{edge} is neither a button's border nor a greyed one"
    return edge == BORDER


def press(driver: Driver, button: Button) -> None:
    driver.click(button.rect.center)


def test_the_count_buttons_are_greyed_where_they_would_change_nothing(
    sized_driver: Callable[[tuple[int, int]], Driver], language: str
) -> None:
    driver = sized_driver((1024, 600))
    scene = setup_of(driver, "crazy-jokers", language)  # 2 to 4 players
    while scene.players > 2:
        press(driver, count_buttons(scene)[0])
    fewer, more = count_buttons(scene)
    assert not looks_pressable(driver, fewer) and looks_pressable(driver, more)
    press(driver, fewer)  # nothing to do, and nothing done
    assert scene.players == 2
    press(driver, count_buttons(scene)[1])
    assert scene.players == 3
    fewer, more = count_buttons(scene)
    assert looks_pressable(driver, fewer) and looks_pressable(driver, more)
    press(driver, more)
    fewer, more = count_buttons(scene)
    assert scene.players == 4
    assert looks_pressable(driver, fewer) and not looks_pressable(driver, more)


def test_a_game_for_two_greys_both(sized_driver: Callable[[tuple[int, int]], Driver], language: str) -> None:
    driver = sized_driver((1024, 600))
    scene = setup_of(driver, "q2j-war", language)
    assert scene.players == 2
    assert not any(looks_pressable(driver, button) for button in count_buttons(scene))
    # The keys pass them by: from the last variant, Tab goes on to Options….
    last_variant = next(b for b in scene.buttons if b.value == ("variant", scene.variants[-1].id))
    scene.focused = last_variant.value
    scene.focus.focus_on(scene.order, scene.focused)
    driver.key(pygame.K_TAB)
    assert scene.order[scene.focus.index].value == ("options", 0)
