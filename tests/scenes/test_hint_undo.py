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
from .driver import Driver, judge


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


def test_undo_takes_back_the_human_move_and_the_bots_replies(way: Way) -> None:
    """At a local table and at one whose host runs elsewhere (Undo granted by the host), the
    same clicks take back the person's move and the computers' replies."""
    way.open("q2j", 3, level="medium")
    table = way.ready()
    judge = way.judge
    rules = judge.rules
    assert not table.session.can_undo() and not table.tool_bar.undo_button.enabled
    snapshot = rules.state_text(judge.state)
    hand = way.hand()
    way.play_turn()
    table = way.ready()
    assert rules.state_text(way.judge.state) != snapshot
    undo = table.tool_bar.undo_button
    assert undo in table.tool_buttons and undo.enabled
    way.click(undo.rect.center)
    way.until(lambda: any("Undo:" in line for line in way.log()[-1:]), 2_000)
    assert rules.state_text(way.judge.state) == snapshot
    table = way.ready()
    assert way.hand() == hand
    way.check_view(table)
    # Play goes on from the restored position, and a different move can be made.
    way.play_turn(choose=1)
    assert way.read(lambda game: game.replay_check())  # on the host's thread: never mid-move


def told(way: Way, table: TableScene, start: str, frames: int = 2_000) -> str:
    """The message line once it begins with ``start``: a refusal the host's latest word decides
    may come a few frames after the key across the room. Fails with what it said instead."""
    for _ in range(frames):
        if table.toast.words.startswith(start):
            return table.toast.words
        way.step()
    raise AssertionError(f"the message line says {table.toast.words!r}, not {start!r}…")


def test_undo_key_with_nothing_to_undo_explains(way: Way) -> None:
    way.open("q2j", 2, level="medium")
    table = way.ready()
    turn = way.judge.state.turn
    way.key(pygame.K_u)
    assert told(way, table, "Nothing to undo") == "Nothing to undo: you have not moved yet in this deal."
    assert way.judge.state.turn == turn


def test_no_undo_between_two_humans(driver: Driver) -> None:
    driver.setup_game("q2j", 2, [HUMAN, HUMAN])
    table = human_turn(driver)
    driver.play_human_turn(table)
    assert not table.session.undo_allowed
    assert table.tool_bar.undo_button not in table.tool_buttons
    turn = judge(table.session).state.turn  # the host's game (a private table's)
    driver.key(pygame.K_u)
    assert judge(table.session).state.turn == turn


def test_undo_never_takes_back_a_blind_pick_or_declaration(way: Way) -> None:
    # Taken back, the blind pick would show which face-down card lies where, and the contract
    # would be declared again with the hand in sight (a newcomer's play-test found both).
    way.open("crazy-jokers", 2, seed=1, level="medium")
    table = way.ready()
    assert table.display.public["phase"] == "pick"
    way.play_turn()  # the pick
    table = way.ready()
    assert table.display.public["phase"] == "declare"
    assert not table.tool_bar.undo_button.enabled
    turn = way.judge.state.turn
    way.key(pygame.K_u)
    assert told(way, table, "That was") == "That was a choice made blind: it cannot be taken back."
    assert way.judge.state.turn == turn
    contract = next(b for b in table.buttons if isinstance(b, ContractButton) and b.enabled)
    way.click(contract.rect.center)  # the declaration, on the panel
    table = way.ready()
    assert table.display.public["phase"] == "play"
    assert not table.session.can_undo()
    # A move after the declarations that showed nothing (taking the waste's top) is taken back:
    # played as soon as the waste offers one (the moves before it, any but a draw if there are).
    for _ in range(20):
        gestures = table.interaction.gestures
        if any(g.action == TAKE_TOP for g in gestures):
            break
        way.play_turn(choose=next((i for i, g in enumerate(gestures) if g.action != DRAW), 0))
        table = way.ready()
    before = way.judge.rules.state_text(way.judge.state)
    way.play_turn(choose=next(i for i, g in enumerate(gestures) if g.action == TAKE_TOP))
    table = way.ready()
    assert table.session.can_undo()
    way.key(pygame.K_u)
    way.until(
        lambda: way.judge.rules.state_text(way.judge.state) == before and way.log()[-1].startswith("Undo"),
        2_000,
    )
    # A draw from the stock showed a card: Undo says so and takes nothing back.
    table = way.ready()
    gestures = table.interaction.gestures
    way.play_turn(choose=next(i for i, g in enumerate(gestures) if g.action == DRAW))
    table = way.ready()
    drawn = way.judge.rules.state_text(way.judge.state)
    assert not table.tool_bar.undo_button.enabled
    way.key(pygame.K_u)
    told(way, table, "You have seen a card since that move")
    assert way.judge.rules.state_text(way.judge.state) == drawn


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
