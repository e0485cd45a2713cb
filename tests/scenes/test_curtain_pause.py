"""Esc on the hot-seat curtain opens the pause menu, and nothing of the next hand shows meanwhile
(issue 28): not under the menu, not after Resume, not on Restart.

The check is on the card faces the renderer is asked to draw, frame by frame.
"""

from __future__ import annotations

import pygame

from game.engine import Card
from game.play.seats import HUMAN
from game.scenes.curtain import CurtainScene
from game.scenes.pause import PauseScene
from game.scenes.table.scene import TableScene

from .driver import Driver, judge


def _hands(table: TableScene) -> set[Card]:
    """Every card in a hand, as the engine holds them: none may show under the curtain."""
    zones = table.session.rules.zones(judge(table.session).state)
    return {card for zone, cards in zones.items() if str(zone).startswith("hand:") for card in cards}


def _curtain(driver: Driver) -> tuple[CurtainScene, TableScene]:
    """The curtain before the second person's first turn: the first has played, the deal is on
    the table (the first curtain comes before the deal's animation, with every card in the stock)."""
    driver.setup_game("q2j", 2, [HUMAN, HUMAN])
    first = driver.top
    assert isinstance(first, CurtainScene)
    driver.click(first.button.rect.center)
    for _ in range(600):
        table = driver.top
        if isinstance(table, TableScene) and table.accepting_input:
            break
        driver.step()
    assert isinstance(table, TableScene)
    first_player = table.viewer
    driver.play_human_turn(table)
    for _ in range(600):
        if isinstance(driver.top, CurtainScene):
            break
        driver.step()
    curtain = driver.top
    assert isinstance(curtain, CurtainScene) and curtain.player == table.session.name(1 - first_player)
    return curtain, table


def test_esc_on_the_curtain_opens_the_pause_menu_and_resume_returns_to_the_curtain(
    driver: Driver, drawn: list[Card]
) -> None:
    curtain, table = _curtain(driver)
    hands = _hands(table)
    driver.step()
    assert drawn, "the table beneath the curtain draws no card at all"
    drawn.clear()
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseScene), driver.top
    driver.step(5)
    assert not set(drawn) & hands, (
        f"a hand showed under the pause menu: {sorted(map(str, set(drawn) & hands))}"
    )
    driver.click_button("Resume")
    assert driver.top is curtain
    driver.step(3)
    assert not set(drawn) & hands
    assert not table.accepting_input
    driver.click(curtain.button.rect.center)
    driver.step(2)
    assert set(drawn) & hands, "the control: the second hand shows once its owner is ready"


def test_restart_from_the_curtain_deals_again_behind_a_curtain(driver: Driver, drawn: list[Card]) -> None:
    _, table = _curtain(driver)
    seed = table.session.seed
    driver.key(pygame.K_ESCAPE)
    hands = _hands(table)
    drawn.clear()
    driver.click_button("Restart this deal")
    driver.step(3)
    assert not set(drawn) & hands, "the restarted deal's first hand showed before its owner came"
    assert isinstance(driver.top, CurtainScene)
    fresh = driver.app.stack.scenes[-2]
    assert isinstance(fresh, TableScene) and fresh is not table and fresh.session.seed == seed
