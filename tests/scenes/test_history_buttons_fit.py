"""The History's bottom row: every button's label at one size, in English and French, at the
smallest window and a common one. In French « Retour (Échap) » and « Statistiques (S) » were
drawn smaller than the others (a newcomer saw it at 1024x600), each button having the same width
while Replay kept a wide one; the row is now shared out by what each label needs."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game import i18n
from game.scenes.history_scene import HistoryScene

from .driver import Driver
from .test_history_screens import inside

BOTTOM_ROW = ("back", "statistics", "export", "summary", "continue", "open")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_bottom_row_is_drawn_at_one_size(
    sized_driver: Callable[[tuple[int, int]], Driver], size: tuple[int, int], language: str
) -> None:
    driver = sized_driver(size)
    i18n.use(language)
    try:
        menu = driver.top
        assert menu is not None
        menu.resized(size)  # the menu in the language chosen, as the Settings screen leaves it
        driver.click_button(i18n._("History"))
        driver.step()
        scene = driver.top
        assert isinstance(scene, HistoryScene)
        row = [b for b in scene.buttons if isinstance(b.value, tuple) and b.value[0] in BOTTOM_ROW]
        assert [b.value[0] for b in row] == list(BOTTOM_ROW)
        heights = {b.label: max(image.get_height() for image, _ in b.label_images()) for b in row}
        assert len(set(heights.values())) == 1, heights
        assert all(len(b.lines or (b.label,)) == 1 for b in row), [b.lines for b in row]
        screen = pygame.display.get_surface()
        assert screen is not None
        scene.draw(screen)
        inside(scene, size)
    finally:
        i18n.use("en")
