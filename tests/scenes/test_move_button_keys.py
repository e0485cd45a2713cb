"""A move button's key is shown after its words and presses it, in any language: Draw (D),
Pass (P), and a game's Take (T), in English and in French."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.engine import make_rules
from game.engine.actions import Draw, Pass
from game.scenes.scale import UNSCALED
from game.scenes.table.adapter import adapter_for
from game.scenes.table.display import Display
from game.scenes.table.move_buttons import hotkey, lay_out
from game.variants import load_catalog


@pytest.mark.parametrize(
    ("language", "draw", "pass_"), [("en", "Draw (D)", "Pass (P)"), ("fr", "Piocher (D)", "Passer (P)")]
)
def test_each_move_button_says_its_key_and_the_key_finds_it(language: str, draw: str, pass_: str) -> None:
    rules = make_rules(load_catalog().get("q2j"))
    adapter = adapter_for(rules)
    i18n.use(language)
    try:
        display = Display.__new__(Display)
        gestures = [adapter.gesture(action, display, 0, {}) for action in (Draw(), Pass())]
        buttons = lay_out(pygame.Rect(800, 400, 300, 200), UNSCALED, gestures, [], urgent=False)
    finally:
        i18n.use("en")
    labels = {button.value.action: button.label for button in buttons}  # type: ignore[union-attr]
    assert labels == {Draw(): draw, Pass(): pass_}
    assert hotkey(draw) == pygame.K_d and hotkey(pass_) == pygame.K_p
    assert hotkey("Take back") is None and hotkey("") is None
