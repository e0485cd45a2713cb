"""The Hint button (what Hard would play, in words) and Undo (one human against bots)."""

from __future__ import annotations

import re

import pygame
import pytest

from game.engine.actions import DRAW, TAKE_TOP
from game.play.refusals import with_suit_glyphs
from game.play.seats import HUMAN
from game.scenes.curtain import CurtainScene
from game.scenes.table.games.crazy_jokers.panel import ContractButton
from game.scenes.table.scene import HINT_LEVEL, HINT_TIME, TableScene
from tests.every_game import base_variants

from .both_ways import Way
from .driver import Driver


def human_turn(driver: Driver, frames: int = 3000) -> TableScene:
    """Step until the table waits for a human's move."""
    for _ in range(frames):
        table = driver.top
        if isinstance(table, TableScene) and table.accepting_input:
            return table
        if isinstance(table, CurtainScene):
            driver.click(table.button.rect.center)
            continue
        driver.step()
    raise AssertionError("no human turn came")


def wait_for_hint(driver: Driver, table: TableScene) -> None:
    for _ in range(200):
        if table.hints.hinted is not None:
            return
        driver.step()
    raise AssertionError("the hint never came")


@pytest.mark.parametrize("variant", base_variants())
def test_the_hint_key_shows_a_legal_move_with_its_reason(way: Way, variant: str) -> None:
    assert HINT_LEVEL == "hard"
    way.open(variant, 2, level="medium")
    table = way.ready()
    before = table.session.turn
    way.key(pygame.K_h)
    way.until(lambda: table.hints.hinted is not None, 200)
    hinted = table.hints.hinted
    assert hinted is not None
    assert hinted.action in table.session.legal()
    session = table.session
    words = session.rules.action_words(hinted.action, session.view(table.viewer), session.names())
    assert (
        table.toast.words == with_suit_glyphs(f"Hint: {words} — {hinted.reason}")
        and table.toast.tone == "hint"
    )
    # Said as a player reads it: no card codes, no "seat 1", no "3 1:0" target notation.
    assert not re.search(r"\b(10|[2-9AJQK])[SHDC]\b|\bseat \d|\d:\d", table.toast.words), table.toast.words
    assert len(hinted.reason.split()) >= 3, hinted.reason
    # A hint only advises: nothing was played.
    assert table.session.turn == before and table.accepting_input
    gesture = next(g for g in table.interaction.gestures if g.action == hinted.action)
    if gesture.picks:
        assert table.focus == gesture.picks[0], "the hinted card should be the focused one"


def test_the_hint_button_works_by_mouse_and_a_move_clears_it(driver: Driver) -> None:
    driver.setup_game("q2j", 3, [HUMAN, "medium", "medium"])
    table = human_turn(driver)
    assert table.tool_bar.hint_button in table.tool_buttons and table.tool_bar.hint_button.enabled
    driver.click(table.tool_bar.hint_button.rect.center)
    wait_for_hint(driver, table)
    driver.play_human_turn(table)
    assert table.hints.hinted is None and table.toast.words == ""


def test_undo_takes_back_the_human_move_and_the_bots_replies(driver: Driver) -> None:
    driver.setup_game("q2j", 3, [HUMAN, "medium", "medium"])
    table = human_turn(driver)
    rules = table.session.rules
    assert not table.session.can_undo() and not table.tool_bar.undo_button.enabled
    snapshot = rules.state_text(table.session.state)
    hand = list(table.display.zones[f"hand:{table.viewer}"])
    driver.play_human_turn(table)
    table = human_turn(driver)
    assert rules.state_text(table.session.state) != snapshot
    assert table.tool_bar.undo_button in table.tool_buttons and table.tool_bar.undo_button.enabled
    driver.click(table.tool_bar.undo_button.rect.center)
    assert rules.state_text(table.session.state) == snapshot
    assert table.display.zones[f"hand:{table.viewer}"] == hand
    assert "Undo:" in table.log.lines[-1].for_seat(table.viewer)
    # Play goes on from the restored position, and a different move can be made.
    table = human_turn(driver)
    driver.play_human_turn(table, choose=1)
    assert table.session.replay_check()


def test_undo_key_with_nothing_to_undo_explains(driver: Driver) -> None:
    driver.setup_game("q2j", 2, [HUMAN, "medium"])
    table = human_turn(driver)
    turn = table.session.state.turn
    driver.key(pygame.K_u)
    assert table.session.state.turn == turn
    assert table.toast.words.startswith("Nothing to undo")


def test_no_undo_between_two_humans(driver: Driver) -> None:
    driver.setup_game("q2j", 2, [HUMAN, HUMAN])
    table = human_turn(driver)
    driver.play_human_turn(table)
    assert not table.session.undo_allowed
    assert table.tool_bar.undo_button not in table.tool_buttons
    turn = table.session.state.turn
    driver.key(pygame.K_u)
    assert table.session.state.turn == turn


def test_undo_never_takes_back_a_blind_pick_or_declaration(driver: Driver) -> None:
    # Taken back, the blind pick would show which face-down card lies where, and the contract
    # would be declared again with the hand in sight (a newcomer's play-test found both).
    driver.setup_game("crazy-jokers", 2, [HUMAN, "medium"])
    table = human_turn(driver)
    assert table.display.public["phase"] == "pick"
    driver.play_human_turn(table)  # the pick
    table = human_turn(driver)
    assert table.display.public["phase"] == "declare"
    assert not table.tool_bar.undo_button.enabled
    turn = table.session.state.turn
    driver.key(pygame.K_u)
    assert table.session.state.turn == turn
    assert table.toast.words == "That was a choice made blind: it cannot be taken back."
    contract = next(b for b in table.buttons if isinstance(b, ContractButton) and b.enabled)
    driver.click(contract.rect.center)  # the declaration, on the panel
    table = human_turn(driver)
    assert table.display.public["phase"] == "play"
    assert not table.session.can_undo()
    # A move after the declarations that showed nothing (taking the waste's top) is taken back.
    before = table.session.rules.state_text(table.session.state)
    gestures = table.interaction.gestures
    driver.play_human_turn(table, choose=next(i for i, g in enumerate(gestures) if g.action == TAKE_TOP))
    assert table.session.can_undo()
    driver.key(pygame.K_u)
    assert table.session.rules.state_text(table.session.state) == before
    # A draw from the stock showed a card: Undo says so and takes nothing back.
    table = human_turn(driver)
    gestures = table.interaction.gestures
    driver.play_human_turn(table, choose=next(i for i, g in enumerate(gestures) if g.action == DRAW))
    drawn = table.session.rules.state_text(table.session.state)
    table = human_turn(driver)
    assert not table.tool_bar.undo_button.enabled
    driver.key(pygame.K_u)
    assert table.toast.words.startswith("You have seen a card since that move")
    assert table.session.rules.state_text(table.session.state) == drawn


@pytest.mark.parametrize("press", ["key", "button"])
def test_a_hint_asked_again_after_its_words_fade_shows_them_again(driver: Driver, press: str) -> None:
    driver.setup_game("q2j", 3, [HUMAN, "medium", "medium"])
    table = human_turn(driver)

    def ask() -> None:
        if press == "key":
            driver.key(pygame.K_h)
        else:
            driver.click(table.tool_bar.hint_button.rect.center)

    ask()
    wait_for_hint(driver, table)
    shown = table.toast.words
    assert shown.startswith("Hint: ")
    for _ in range(int(HINT_TIME * 30) + 10):  # the driver's frames are 1/30 s
        driver.step()
    assert table.toast.words == "", "the hint's words should fade"
    ask()
    assert table.toast.words == shown and table.toast.tone == "hint"
