"""The Statistics screen as a French newcomer first opens it, in the smallest window (1024x600):
no profile made, no game recorded. Seen there: the overview's heading ("Pas encore de profils :
toutes les variantes d’un coup d’œil") squeezed to the smallest size in a panel two fifths of the
window wide, smaller than the line under it, with the rest of the window empty."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import text as text_module
from game.scenes.stats_scene import StatsScene

from .driver import Driver
from .test_drawn_inside import Recorder

SMALLEST = (1024, 600)


def words_drawn(scene: StatsScene, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, pygame.Rect]]:
    """Each string the screen's next frame draws: the words, their size, where they land."""
    sized: dict[int, tuple[str, int]] = {}
    real = text_module.text

    def noting(string: str, size: int, *args: object, **kwargs: object) -> pygame.Surface:
        image: pygame.Surface = real(string, size, *args, **kwargs)
        sized[id(image)] = (string, size)
        return image

    surface = Recorder(SMALLEST)
    with monkeypatch.context() as patched:
        patched.setattr(text_module, "text", noting)
        scene.draw(surface)
    return [(*sized[id(image)], rect) for image, rect in surface.images if id(image) in sized]


def test_the_first_statistics_read_whole_at_one_size(small: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    small.click_button("Historique")
    small.click_button("Statistiques (S)")
    stats = small.top
    assert isinstance(stats, StatsScene)
    small.step()
    drawn = words_drawn(stats, monkeypatch)
    heading = "Pas encore de profils\u00a0: toutes les variantes d’un coup d’œil"
    line = "Aucune partie n’a encore été enregistrée."
    said = {words: (size, rect) for words, size, rect in drawn}
    assert heading in said, f"the heading drawn whole: {[w for w, _, _ in drawn]}"
    assert line in said
    assert said[heading][0] >= said[line][0], (
        f"the heading at {said[heading][0]}, the line under it at {said[line][0]}"
    )
    window = pygame.Rect((0, 0), SMALLEST)
    assert all(window.contains(rect) for _, _, rect in drawn)
