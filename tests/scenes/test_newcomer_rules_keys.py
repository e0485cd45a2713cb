"""What a newcomer met on the Rules screen in a real window (1024x600, English and French): the
rules run to many screenfuls (Quatorze's to its software rules at the end) and End, pressed to
reach the last section, did nothing, nor did Home to go back to the top. Now End shows the end
(the last section drawn, no "more below"), Home the start, and F1 names both keys."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from game import i18n
from game.scenes import keys_help, rules_scene
from game.scenes.rules_scene import RulesScene

from .driver import Driver


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.use("en")


def words_drawn(
    driver: Driver, module: Any, monkeypatch: pytest.MonkeyPatch, show: Callable[[], None] | None = None
) -> list[str]:
    """The strings ``module`` renders for one frame of the screen (or while ``show`` runs)."""
    said: list[str] = []
    for name in ("text", "fitted"):
        if not hasattr(module, name):
            continue
        real = getattr(module, name)

        def noting(string: str, *args: Any, real: Any = real, **kwargs: Any) -> pygame.Surface:
            said.append(string)
            return real(string, *args, **kwargs)

        monkeypatch.setattr(module, name, noting)
    if show is None:
        driver.app.stack.draw(pygame.Surface(driver.app.ctx.size))
    else:
        show()
    monkeypatch.undo()
    return said


def rules_for(driver: Driver, game: str, language: str) -> RulesScene:
    i18n.use(language)
    scene = RulesScene(driver.app.ctx, game)
    driver.app.stack.push(scene)
    driver.step()
    return scene


@pytest.mark.parametrize("game", ["quatorze", "crazy-jokers"])
def test_end_shows_the_last_section_and_home_the_first(
    sized_driver: Callable[[tuple[int, int]], Driver],
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    game: str,
) -> None:
    driver = sized_driver((1024, 600))
    scene = rules_for(driver, game, language)
    headings = [words for words, heading in scene.rows if heading]
    more = i18n._("more below: wheel or ↓")
    first = words_drawn(driver, rules_scene, monkeypatch)
    assert headings[0] in first and headings[-1] not in first and more in first
    driver.key(pygame.K_END)
    last = words_drawn(driver, rules_scene, monkeypatch)
    assert headings[-1] in last, f"End did not reach {headings[-1]!r}"
    assert more not in last and scene.rows[-1][0] in last  # the very last line is on screen
    driver.key(pygame.K_HOME)
    assert words_drawn(driver, rules_scene, monkeypatch) == first


def test_f1_on_the_rules_names_home_and_end(
    sized_driver: Callable[[tuple[int, int]], Driver], monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    driver = sized_driver((1024, 600))
    rules_for(driver, "quatorze", language)
    said = words_drawn(driver, keys_help, monkeypatch, lambda: driver.key(pygame.K_F1))
    assert driver.app.keys_shown
    assert i18n._("Home / End") in said and i18n._("the start or the end") in said, said
