"""The setup's options (issue 28): the match's length and a variant's rules chosen on a screen of
the setup rather than in YAML, checked by the engine, carried into the session, the save,
Restart and Continue; Continue saying what it resumes; a default computer level in Settings."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.engine import make_rules
from game.engine.rules import MatchMode
from game.files import saves
from game.play.seats import HUMAN
from game.player.settings import COMPUTER_LEVELS, load_settings
from game.scenes.menu import MenuScene
from game.scenes.option_choices import OptionChoices
from game.scenes.options_scene import OptionsScene
from game.scenes.pause import PauseScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.setup_layout import bottom_buttons
from game.scenes.table.scene import TableScene
from game.variants import load_catalog

from .driver import Driver, judge


def setup_with(driver: Driver, variant: str) -> SetupScene:
    driver.click_button("Play")
    setup = driver.top
    assert isinstance(setup, SetupScene)
    driver.click(next(b for b in setup.buttons if b.value == ("variant", variant)).rect.center)
    return setup


def open_options(driver: Driver, setup: SetupScene) -> OptionsScene:
    driver.click(next(b for b in setup.buttons if b.value == ("options", 0)).rect.center)
    driver.step()
    options = driver.top
    assert isinstance(options, OptionsScene), options
    return options


def press(driver: Driver, scene: OptionsScene, value: tuple[object, ...]) -> None:
    driver.click(next(b for b in scene.buttons if b.value == value).rect.center)


def type_into(driver: Driver, scene: OptionsScene, name: str, typed: str) -> None:
    """Click the option's entry, replace its text and press Enter, as a player types a number."""
    entry = scene.entries[name]
    driver.click(entry.get_relative_rect().center)
    for _ in range(8):
        driver.key(pygame.K_BACKSPACE)
    for char in typed:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        driver.step()
    driver.key(pygame.K_RETURN)


def start(driver: Driver, setup: SetupScene) -> TableScene:
    for entry in setup.birthday_entries.values():  # Crazy Jokers asks people's birthdays
        entry.set_text("1990-06-15")
    driver.click(next(b for b in setup.buttons if b.value == ("start", 0)).rect.center)
    driver.step(2)
    table = driver.top
    assert isinstance(table, TableScene), table
    return table


def test_the_match_length_is_chosen_at_the_setup_and_kept_through_restart_and_continue(
    driver: Driver,
) -> None:
    setup = setup_with(driver, "crazy-jokers")
    options = open_options(driver, setup)
    assert [spec.name for spec in options.choices.specs] == ["rounds", "flush_limits", "match"]
    assert "turn_cap" not in options.entries, "a software rule is not offered"
    for _ in range(2):
        press(driver, options, ("step", "rounds", -1))
    assert options.choices.values["rounds"] == 8  # every number near 10 is a step
    type_into(driver, options, "rounds", "5")
    assert options.choices.values["rounds"] == 5 and not options.error
    press(driver, options, ("done", ""))
    assert driver.top is setup
    table = start(driver, setup)
    session = judge(table.session)
    assert session.rules.match_limit == 5 and session.chosen_options == {"rounds": 5}
    assert "Round 1 of 5" in table.status_parts()
    assert saves.read().options == {"rounds": 5}
    # Restart keeps the options.
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseScene)
    driver.click_button("Restart this deal")
    driver.step(2)
    again = driver.top
    assert isinstance(again, TableScene) and again is not table
    assert again.session.rules.match_limit == 5 and again.session.chosen_options == {"rounds": 5}
    driver.close()
    # Continue keeps them, and the menu says what it resumes.
    resumed = Driver()
    try:
        menu = resumed.top
        assert isinstance(menu, MenuScene)
        assert (
            menu.saved
            == "Crazy Jokers · round 1 of 5 · Player 1, Basil\u00a0(medium), Chloe\u00a0(medium), Dmitri\u00a0(medium)"
        )
        resumed.click_button("Continue")
        table = resumed.top
        assert isinstance(table, TableScene)
        assert table.session.rules.match_limit == 5 and table.session.chosen_options == {"rounds": 5}
    finally:
        resumed.close()


def test_a_variants_rules_are_switched_at_the_setup(driver: Driver) -> None:
    setup = setup_with(driver, "quatorze")
    options = open_options(driver, setup)
    press(driver, options, ("set", "joker_swap", True))
    press(driver, options, ("set", "jokers", 1))  # two values: a button each
    assert "jokers" not in options.entries
    type_into(driver, options, "out_at", "301")
    press(driver, options, ("done", ""))
    assert setup.options.summary() == "Jokers 1 · Joker swap on · Out at 301"
    table = start(driver, setup)
    rules = table.session.rules
    assert rules.options["joker_swap"] is True and rules.options["jokers"] == 1
    assert rules.match_mode is MatchMode.POINTS_OUT and rules.match_limit == 301
    assert len(rules.deck(4)) == 105, "two decks and the one joker chosen"
    assert table.session.chosen_options == {"jokers": 1, "joker_swap": True, "out_at": 301}


def test_a_number_the_rules_refuse_is_put_back_with_their_reason(driver: Driver) -> None:
    options = open_options(driver, setup_with(driver, "quatorze"))
    type_into(driver, options, "out_at", "0")
    assert options.choices.values["out_at"] == 201
    assert options.entries["out_at"].get_text() == "201"
    assert options.error == "Not allowed: out_at must be a whole number from 1 to 10000, got 0"
    type_into(driver, options, "opening", "fifty")
    assert options.choices.values["opening"] == 51 and "whole number from 1 to 100" in options.error
    # Past about 100 no fourteen cards and a draw make the opening: nobody could ever go down.
    type_into(driver, options, "opening", "150")
    assert options.choices.values["opening"] == 51 and "whole number from 1 to 100" in options.error


def test_only_choices_the_rules_accept_are_offered() -> None:
    catalog = load_catalog()
    for variant in catalog.variants.values():
        choices = OptionChoices(variant)
        for spec in choices.specs:
            assert not spec.software
            values = [choices.values[spec.name], *choices.alternatives(spec)] if spec.kind != "int" else []
            for value in values:
                make_rules(choices.candidate(spec.name, value))  # raises if the rules refuse it
    # Plain Q Squared Joe cannot be a Challenge (that is for exactly two players): not offered.
    assert "challenge" not in [spec.name for spec in OptionChoices(catalog.get("q2j")).specs]
    assert "challenge" in [spec.name for spec in OptionChoices(catalog.get("q2j-challenge")).specs]


def test_as_the_variant_puts_every_option_back(driver: Driver) -> None:
    options = open_options(driver, setup_with(driver, "crazy-jokers"))
    press(driver, options, ("set", "match", "single"))
    assert options.choices.chosen() == {"match": "single"}
    press(driver, options, ("reset", ""))
    assert options.choices.chosen() == {}


def test_the_options_screen_works_from_the_keyboard(driver: Driver) -> None:
    options = open_options(driver, setup_with(driver, "crazy-jokers"))
    for _ in range(40):
        if options.order[options.focus.index].value == ("set", "match", "single"):
            break
        driver.key(pygame.K_TAB)
    driver.key(pygame.K_RETURN)
    assert options.choices.values["match"] == "single"
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, SetupScene)


@pytest.mark.parametrize("level", ["hard", "easy"])
def test_the_default_computer_level_is_a_setting_and_the_setup_starts_at_it(
    driver: Driver, level: str
) -> None:
    driver.click_button("Settings")
    settings = driver.top
    assert isinstance(settings, SettingsScene)
    for _ in range(len(COMPUTER_LEVELS)):
        if driver.app.ctx.settings.computer_level == level:
            break
        driver.click(next(b for b in settings.buttons if b.value == "computer_level").rect.center)
    assert load_settings()[0].computer_level == level, "saved on change"
    driver.key(pygame.K_ESCAPE)
    setup = setup_with(driver, "q2j")
    assert setup.kinds[0] == HUMAN and set(setup.kinds[1:]) == {level}
    table = start(driver, setup)
    assert [seat.kind for seat in judge(table.session).seats[1:]] == [level] * (table.session.players - 1)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_the_options_button_and_every_seat_stay_clear_of_the_rest(
    sized_driver: Callable[[tuple[int, int]], Driver], size: tuple[int, int]
) -> None:
    driver = sized_driver(size)
    for variant in ("q2j", "quatorze", "crazy-jokers"):
        driver.app.stack.reset(SetupScene(driver.app.ctx, variant))
        setup = driver.top
        assert isinstance(setup, SetupScene)
        setup.players = setup.variant.max_players
        setup.resized(size)
        bottom = bottom_buttons(size)[0].top
        rects = [b.rect for b in setup.buttons if b.value[0] in ("kind", "options", "players")]
        rects += [entry.get_relative_rect() for entry in setup.entries]
        options = next(b.rect for b in setup.buttons if b.value == ("options", 0))
        assert pygame.Rect((0, 0), size).contains(options)
        for rect in rects:
            assert rect == options or not rect.colliderect(options), f"{variant}: {rect} under Options"
            if rect.y > options.bottom:
                assert rect.bottom <= bottom, f"{variant} at {size}: a seat runs into the bottom row"
