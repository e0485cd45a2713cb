"""The rules screen draws a text's card pictures with the card art, and its game tabs fit
from 1024 pixels wide (issues 14 and 16)."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pygame
import pytest

from game.scenes.rules_scene import RulesScene, picture_width
from game.scenes.text import text

from .driver import Driver

SizedDriver = Callable[[tuple[int, int]], Driver]


def _rules(driver: Driver, variant_id: str) -> RulesScene:
    scene = RulesScene(driver.app.ctx, variant_id)
    driver.app.stack.push(scene)
    driver.step()
    return scene


@pytest.mark.parametrize(("variant_id", "pictures"), [("quatorze", 7), ("crazy-jokers", 7)])
def test_pictures_are_drawn_with_the_card_art_and_fit_the_box(
    sized_driver: SizedDriver, variant_id: str, pictures: int
) -> None:
    driver = sized_driver((1024, 640))
    scene = _rules(driver, variant_id)
    assert len(scene.pictures) >= pictures
    for picture in scene.pictures.values():
        assert picture_width(picture, scene.card_width) <= scene.box.width - 40
    index, picture = next(iter(scene.pictures.items()))
    scene.scroll = index  # the picture's row at the top of the box
    surface = pygame.display.get_surface()
    assert surface is not None
    driver.app.stack.draw(surface)
    art = driver.app.ctx.art(scene.card_width)
    face = art.face(picture.groups[0][0])
    inside = (art.width // 2, art.height // 2)  # the first card is whole: its middle shows
    shown = surface.get_at((scene.box.x + 30 + inside[0], scene.box.y + 14 + 2 + inside[1]))
    expected = face.get_at(inside)  # blended over the dark panel, so nearly, not exactly
    assert all(abs(a - b) <= 8 for a, b in zip(shown[:3], expected[:3], strict=True)), (shown, expected)


def test_scrolling_reaches_the_last_row_with_pictures_taller_than_lines(sized_driver: SizedDriver) -> None:
    driver = sized_driver((1024, 640))
    scene = _rules(driver, "crazy-jokers")
    for _ in range(40):
        driver.key(pygame.K_PAGEDOWN)
    assert scene.scroll == scene.scroll_limit() > 0
    assert scene.scroll + scene.fitting(scene.scroll) == len(scene.rows)  # the last row shows
    driver.key(pygame.K_UP)
    assert scene.scroll == scene.scroll_limit() - 1


@pytest.mark.parametrize("width", [1024, 1280])  # the smallest window, and a common one
def test_the_game_tabs_fit_in_one_row_with_room_around_their_words(
    sized_driver: SizedDriver, width: int
) -> None:
    driver = sized_driver((width, 640))
    scene = _rules(driver, "quatorze")
    tabs = [b for b in scene.buttons if isinstance(b.value, tuple) and b.value[0] == "tab" and b.rect.y == 60]
    assert len(tabs) == 5
    for left, right in itertools.pairwise(tabs):
        assert left.rect.right < right.rect.left
    assert tabs[-1].rect.right <= width - 40
    for tab in tabs:
        assert text(tab.label, tab.size, bold=True).get_width() <= tab.rect.width - 16, tab.label
    labels = [tab.label for tab in tabs]
    assert "Quatorze" in labels and "Crazy Jokers" in labels


def test_tabs_too_wide_for_a_narrow_screen_drop_the_family_name_first(sized_driver: SizedDriver) -> None:
    # A fullscreen display narrower than the smallest window still gets one row of tabs.
    from game.scenes.rules_scene import _tab_labels

    sized_driver((1024, 640))  # fonts ready
    names = ["Q Squared Joe", "Q Squared Joe War", "Q Squared Joe NG", "Quatorze", "Crazy Jokers"]
    full = _tab_labels(names, 2000)
    assert [label for label, _, _ in full] == names
    narrow = _tab_labels(names, 720)
    assert [label for label, _, _ in narrow] == ["Q Squared Joe", "War", "NG", "Quatorze", "Crazy Jokers"]
    assert sum(width for _, width, _ in narrow) <= 720
