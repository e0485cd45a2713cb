"""The whole program from the keyboard alone: menu, setup, a game to its scoreboard, with the
focus drawn at every step; the menu's Esc asks before quitting; Enter means Continue."""

from __future__ import annotations

import pygame

from game.scenes.menu import MenuScene
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.setup import SetupScene
from game.scenes.table.scene import TableScene
from game.scenes.widgets import FOCUS

from .driver import Driver, judge
from .test_hint_undo import human_turn


def focus_drawn_around(driver: Driver, rect: pygame.Rect) -> bool:
    """The focus colour lies on the outline just outside ``rect`` in the drawn frame."""
    surface = pygame.Surface(driver.app.ctx.size)
    driver.app.stack.draw(surface)
    ring = rect.inflate(10, 10)
    edges = [(ring.centerx, ring.top + 1), (ring.centerx, ring.bottom - 2),
             (ring.left + 1, ring.centery), (ring.right - 2, ring.centery)]  # fmt: skip
    return any(tuple(surface.get_at(point))[:3] == FOCUS for point in edges)


def focused_button_rect(driver: Driver) -> pygame.Rect:
    buttons = [b for b in getattr(driver.top, "buttons", []) if b.focused]
    assert len(buttons) == 1, f"{driver.top} has {len(buttons)} focused buttons"
    return buttons[0].rect


def table_focus(driver: Driver, table: TableScene) -> pygame.Rect:
    rect = table.renderer.focus_rect(table.picture())
    assert rect is not None, f"no focus drawn at turn {judge(table.session).state.turn}"
    assert focus_drawn_around(driver, rect), f"focus not visible at turn {judge(table.session).state.turn}"
    return rect


def test_a_whole_game_from_the_menu_to_the_scoreboard_by_keyboard(driver: Driver) -> None:
    assert isinstance(driver.top, MenuScene)
    assert focus_drawn_around(driver, focused_button_rect(driver))
    driver.key(pygame.K_DOWN)  # Rules
    driver.key(pygame.K_UP)  # back on Play
    assert [b.label for b in driver.top.buttons if b.focused] == ["Play"]
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.top, SetupScene)
    assert focus_drawn_around(driver, focused_button_rect(driver))
    driver.key(pygame.K_LEFT)  # Back
    assert [b.label for b in driver.top.buttons if b.focused] == ["Back"]
    driver.key(pygame.K_RIGHT)  # Start
    driver.key(pygame.K_RETURN)
    moves = 0
    moved_focus = False
    for _ in range(20_000):
        top = driver.top
        if isinstance(top, ScoreboardScene):
            break
        if isinstance(top, TableScene) and top.accepting_input:
            before = table_focus(driver, top)
            if not moved_focus and len(top.input.focus_options()) > 1:
                driver.key(pygame.K_RIGHT)
                assert table_focus(driver, top) != before, "the arrow moved the focus"
                moved_focus = True
            turn = judge(top.session).state.turn
            for _ in range(4):  # a card, then its target if it has several
                driver.key(pygame.K_RETURN)
                if judge(top.session).state.turn != turn or top.session.over:
                    break
                table_focus(driver, top)
            assert judge(top.session).state.turn != turn or top.session.over, "Enter did not play"
            moves += 1
            continue
        driver.step()
    assert isinstance(driver.top, ScoreboardScene), "the game did not reach the scoreboard"
    assert moves >= 3 and moved_focus
    assert focus_drawn_around(driver, focused_button_rect(driver))
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_TAB)
    assert focus_drawn_around(driver, focused_button_rect(driver))


def test_a_click_hides_the_table_focus_and_a_key_shows_it_again(driver: Driver) -> None:
    driver.setup_game("q2j", 2, ["human", "medium"])
    table = human_turn(driver)
    assert table.renderer.focus_rect(table.picture()) is None, "setup was done with the mouse"
    first = table.focus
    driver.key(pygame.K_RIGHT)
    assert table.focus == first, "the first arrow only shows where the focus is"
    table_focus(driver, table)


def test_escape_on_the_menu_asks_before_quitting(driver: Driver) -> None:
    driver.key(pygame.K_ESCAPE)
    assert driver.running and isinstance(driver.top, MenuScene)
    assert [b.label for b in driver.top.buttons if b.focused] == ["Quit? Esc again"]
    driver.key(pygame.K_DOWN)  # anything else takes the question back
    assert "Quit" in [b.label for b in driver.top.buttons]
    driver.key(pygame.K_q)
    driver.key(pygame.K_q)
    assert not driver.running


def test_enter_on_the_menu_continues_a_saved_game(driver: Driver) -> None:
    driver.setup_game("q2j", 2, ["human", "medium"])
    driver.play_human_turn(human_turn(driver))
    driver.close()
    again = Driver()
    try:
        assert [b.label for b in again.top.buttons if b.focused] == ["Continue"]  # type: ignore[union-attr]
        again.key(pygame.K_RETURN)
        assert isinstance(again.top, TableScene) and again.top.resumed
    finally:
        again.close()


def test_settings_and_rules_by_keyboard(driver: Driver) -> None:
    driver.key(pygame.K_DOWN)  # Play across the room
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_DOWN)  # Settings
    driver.key(pygame.K_RETURN)
    settings = driver.top
    assert settings is not None and settings.name == "settings"
    sound = driver.app.ctx.settings.sound
    driver.key(pygame.K_DOWN)  # Animation speed (under Language)
    driver.key(pygame.K_DOWN)  # Animations (smooth or instant)
    driver.key(pygame.K_DOWN)  # Sound
    driver.key(pygame.K_SPACE)
    assert driver.app.ctx.settings.sound != sound
    assert focus_drawn_around(driver, focused_button_rect(driver))
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_UP)  # Rules
    driver.key(pygame.K_RETURN)
    rules = driver.top
    assert rules is not None and rules.name == "rules"
    assert focus_drawn_around(driver, focused_button_rect(driver))
    driver.key(pygame.K_RIGHT)  # the first game's tab
    driver.key(pygame.K_RIGHT)  # the second game's tab
    driver.key(pygame.K_RETURN)
    assert rules.variant.game != "q2j"  # type: ignore[attr-defined]
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_LEFT)  # round to Back
    assert [b.label for b in driver.top.buttons if b.focused] == ["Back"]  # type: ignore[union-attr]
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.top, MenuScene)


def focus_setup_on(driver: Driver, value: object) -> None:
    setup = driver.top
    assert isinstance(setup, SetupScene)
    for _ in range(len(setup.order)):
        if setup.focused == value:
            return
        driver.key(pygame.K_UP)
    raise AssertionError(f"the focus never reached {value}")


def type_text(driver: Driver, words: str) -> None:
    for letter in words:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        driver.step()


def test_the_setup_names_and_deal_number_are_typed_from_the_keyboard(driver: Driver) -> None:
    driver.key(pygame.K_RETURN)  # Play
    setup = driver.top
    assert isinstance(setup, SetupScene)
    focus_setup_on(driver, ("entry", "seed"))
    assert focus_drawn_around(driver, setup.seed_entry.get_relative_rect())
    driver.key(pygame.K_RETURN)  # start typing
    driver.key(pygame.K_BACKSPACE)  # the deal number from the command line
    type_text(driver, "42")
    driver.key(pygame.K_RETURN)  # done typing
    focus_setup_on(driver, ("entry", 0))
    driver.key(pygame.K_RETURN)
    for _ in range(12):
        driver.key(pygame.K_BACKSPACE)
    type_text(driver, "Zed")
    driver.key(pygame.K_ESCAPE)  # while typing, Esc only ends the typing
    assert driver.top is setup
    focus_setup_on(driver, ("start", 0))
    driver.key(pygame.K_RETURN)
    table = human_turn(driver)
    assert table.session.seed == 42 and table.session.name(0) == "Zed"
