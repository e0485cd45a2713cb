"""The rules screen as a French newcomer reads it in the smallest window (1024x600), every
variant's rules page after page. Seen there: the "suite plus bas : molette ou ↓" hint at the
box's foot is drawn in the band of the last line shown, so a long last line ran under it."""

from __future__ import annotations

import pygame
import pytest

from game.scenes import rules_scene as rules_module
from game.scenes.rules_scene import RulesScene

from .driver import Driver
from .test_drawn_inside import Recorder

SMALLEST = (1024, 600)
MORE = "suite plus bas\u00a0: molette ou ↓"


def drawn(scene: RulesScene, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Each string the screen's next frame draws and the rect its image lands in."""
    said: dict[int, str] = {}
    real = rules_module.text

    def noting(string: str, *args: object, **kwargs: object) -> pygame.Surface:
        image: pygame.Surface = real(string, *args, **kwargs)
        said[id(image)] = string
        return image

    surface = Recorder(SMALLEST)
    with monkeypatch.context() as patched:
        patched.setattr(rules_module, "text", noting)
        scene.draw(surface)
    return [(said[id(image)], rect) for image, rect in surface.images if id(image) in said]


def test_the_more_below_hint_runs_over_no_line_of_the_rules(
    small: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    small.click_button("Règles")
    rules = small.top
    assert isinstance(rules, RulesScene)

    def tabs() -> list[object]:
        return [b.value for b in rules.buttons if isinstance(b.value, tuple) and b.value[0] == "tab"]

    games = [b.value for b in rules.buttons if b.rect.y == rules.buttons[0].rect.y]  # the top row
    hints, visited = 0, 0
    for game in games:  # each game's tab, then each of its variants' (the rows under)
        small.click(next(b for b in rules.buttons if b.value == game).rect.center)
        for value in tabs()[len(games) :]:
            visited += 1
            small.click(next(b for b in rules.buttons if b.value == value).rect.center)
            for _ in range(200):
                shown = drawn(rules, monkeypatch)
                more = [rect for words, rect in shown if words == MORE]
                lines = [
                    (words, rect) for words, rect in shown if rect.colliderect(rules.box) and words != MORE
                ]
                for hint in more:
                    hints += 1
                    over = [words for words, rect in lines if rect.colliderect(hint)]
                    assert not over, f"{value}, from row {rules.scroll}: the hint runs over {over}"
                if rules.scroll >= rules.scroll_limit():
                    break
                small.key(pygame.K_PAGEDOWN)
    assert visited == len(small.app.ctx.catalog.variants), "every variant's rules were read"
    assert hints, "the control: the hint was shown"
