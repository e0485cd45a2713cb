"""Targets carry the number key that picks them, and a hint outlines its card and target."""

from __future__ import annotations

import pygame

from game.play.seats import HUMAN
from game.scenes.table.presentation import HINTED
from game.scenes.table.scene import TableScene

from .driver import Driver, judge
from .test_drawn_inside import Recorder
from .test_hint_undo import human_turn, wait_for_hint


def ng_table(driver: Driver) -> TableScene:
    driver.setup_game("q2j-ng", 4, [HUMAN, "random", "random", "random"])
    return human_turn(driver)


def test_each_target_shows_its_number_and_the_key_picks_it(driver: Driver) -> None:
    table = ng_table(driver)
    assert isinstance(table.focus, tuple) and table.focus[0] == f"hand:{table.viewer}"
    driver.key(pygame.K_RETURN)  # picks the focused hand card
    assert table.interaction.selected
    targets = table.interaction.candidates()
    assert len(targets) >= 3, "an NG hand card can go to many targets"
    surface = Recorder(driver.app.ctx.size)
    table.renderer.draw_target_numbers(surface, table.picture())
    numbered = targets[:9]
    assert len(surface.landed) == len(numbered), "one number per target, up to nine"
    for rect, slot in zip(surface.landed, numbered, strict=True):
        assert table.renderer.slot_rect(table.picture(), slot).contains(rect), (
            f"number on {slot} is off its card"
        )
    turn = judge(table.session).state.turn
    driver.key(pygame.K_3)
    assert judge(table.session).state.turn > turn, "key 3 played onto the third numbered target"


def test_the_hint_outlines_its_card_and_target(driver: Driver) -> None:
    table = ng_table(driver)
    driver.key(pygame.K_h)
    wait_for_hint(driver, table)
    assert table.hints.hinted is not None
    gesture = next(g for g in table.interaction.gestures if g.action == table.hints.hinted.action)
    marks = table.renderer.marked_slots(table.picture())
    expected = [*gesture.picks, *([gesture.target] if gesture.target else [])]
    assert expected and all(marks.get(slot) == HINTED for slot in expected)
    assert table.focus == (gesture.picks[0] if gesture.picks else gesture), "the focus is on the hint's card"
