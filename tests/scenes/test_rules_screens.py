"""The rules screens as a player meets them (issue 11 item 8)."""

from __future__ import annotations

import pygame

from game.scenes.menu import MenuScene
from game.scenes.pause import PauseScene
from game.scenes.rules_scene import RulesScene
from game.scenes.table.scene import TableScene

from .driver import Driver


def _shown(rules: RulesScene) -> list[str]:
    return [words for words, _ in rules.rows]


def _open_rules_from_the_table(driver: Driver) -> RulesScene:
    driver.step(5)
    assert isinstance(driver.top, TableScene)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseScene)
    driver.click_button("Rules")
    driver.step()
    rules = driver.top
    assert isinstance(rules, RulesScene)
    return rules


def test_a_two_player_war_game_shows_no_three_or_four_player_rules(driver: Driver) -> None:
    driver.setup_game("q2j-war", 2, ["human", "easy"])
    rules = _open_rules_from_the_table(driver)
    headings = [words for words, heading in rules.rows if heading]
    assert not any("3 or 4 players" in h for h in headings), headings
    assert any("26 cards each" in line for line in _shown(rules))
    assert any("to the left" in line for line in _shown(rules))


def test_a_four_player_war_game_shows_its_own_deal(driver: Driver) -> None:
    driver.setup_game("q2j-war-4", 4, ["human", "easy", "easy", "easy"])
    rules = _open_rules_from_the_table(driver)
    text = " ".join(_shown(rules))
    assert "13 cards each" in text and "26 cards each" not in text
    assert any("3 or 4 players" in words for words, heading in rules.rows if heading)


def test_the_menus_rules_reach_every_variants_own_section(driver: Driver) -> None:
    assert isinstance(driver.top, MenuScene)
    driver.click_button("Rules")
    rules = driver.top
    assert isinstance(rules, RulesScene)
    driver.click_button("Challenge")
    headings = [words for words, heading in rules.rows if heading]
    # The variant's own section comes straight after the introduction.
    assert headings[1] == "Variant: Challenge", headings
    driver.click_button("Q Squared Joe NG")
    driver.click_button("Classic battle")
    headings = [words for words, heading in rules.rows if heading]
    assert headings[1] == "Variant: classic battle", headings


def test_long_rules_show_a_scrollbar_that_follows_the_scroll(driver: Driver) -> None:
    # A newcomer took the first screenful for all of it: the bar says there is more.
    driver.click_button("Rules")
    rules = driver.top
    assert isinstance(rules, RulesScene)
    driver.click_button("Quatorze")
    bar = rules.scrollbar()
    assert bar is not None
    track, thumb = bar
    assert rules.box.contains(track) and track.contains(thumb) and thumb.top == track.top
    assert thumb.height < track.height
    for _ in range(200):
        driver.key(pygame.K_PAGEDOWN)
    bar = rules.scrollbar()
    assert bar is not None
    assert bar[1].bottom == track.bottom  # at the end of the rules, at the end of the track
    # The drawn thumb is where the scene says: its colour at its centre.
    surface = pygame.display.get_surface()
    rules.draw(surface)
    assert surface.get_at(bar[1].center)[:3] == (240, 200, 80)
