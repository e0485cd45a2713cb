"""The screens in French: chosen in Settings, the language changes at once (the menu beneath
is in French on the next frame, no restart); and at the smallest window, 1024x600, every word
of every translated screen lies inside its box (its button, its panel, the window)."""

from __future__ import annotations

from collections.abc import Iterable

import pygame
import pytest

from game import i18n
from game.scenes.curtain import CurtainScene
from game.scenes.menu import MenuScene
from game.scenes.pause import PauseScene
from game.scenes.rules_scene import RulesScene
from game.scenes.scene import Scene
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.table.scene import TableScene
from game.scenes.widgets import Button
from game.ui.fonts import font
from tests.every_game import base_variants

from .driver import Driver
from .test_drawn_inside import Recorder, table_at

SMALLEST = (1024, 600)
# The menu's words, as the French catalog gives them (game/locale/fr/LC_MESSAGES/q2j.po).
MENU_FR = ["Jouer", "Jouer en réseau local", "Règles", "Réglages", "Joueurs", "Historique", "Quitter"]
MENU_EN = ["Play", "Play across the room", "Rules", "Settings", "Players", "History", "Quit"]


def choose_language(driver: Driver, settings: SettingsScene, language: str) -> None:
    """Press the Language button until the setting says ``language``, as a player would."""
    for _ in range(len(i18n.CHOICES)):
        if driver.app.ctx.settings.language == language:
            return
        button = next(b for b in settings.buttons if b.value == "language")
        driver.click(button.rect.center)
    assert driver.app.ctx.settings.language == language


def french_from_the_menu(driver: Driver) -> None:
    """Settings, then French chosen on its Language button, as a player chooses it."""
    driver.click_button("Settings")
    settings = driver.top
    assert isinstance(settings, SettingsScene)
    choose_language(driver, settings, "fr")


def test_choosing_french_changes_the_menu_on_the_next_frame(driver: Driver) -> None:
    menu = driver.top
    assert isinstance(menu, MenuScene) and [b.label for b in menu.buttons] == MENU_EN
    driver.click_button("Settings")
    settings = driver.top
    assert isinstance(settings, SettingsScene)
    choose_language(driver, settings, "fr")
    # The settings screen speaks French at once, and so does the menu beneath it.
    assert [b.label for b in settings.buttons][-1] == "Retour"
    assert [b.label for b in menu.buttons] == MENU_FR
    driver.click_button("Retour")
    assert driver.top is menu and [b.label for b in menu.buttons] == MENU_FR
    surface = Recorder(driver.app.ctx.size)
    menu.draw(surface)  # the frame drawn now: the subtitle is French too
    sub = i18n._("Q Squared Joe and family")
    assert sub == "Q Squared Joe et sa famille"
    # The choice is saved, and back to English the same way, still without a restart.
    driver.click_button("Réglages")
    settings = driver.top
    assert isinstance(settings, SettingsScene)
    choose_language(driver, settings, "en")
    assert [b.label for b in menu.buttons] == MENU_EN


def test_french_letters_follow_the_language_unless_chosen(driver: Driver) -> None:
    ctx = driver.app.ctx
    assert not ctx.art(80).french_letters  # English: K Q J
    i18n.use("fr")
    assert ctx.art(80).french_letters  # French: R D V, by default
    ctx.settings.card_letters = "english"
    assert not ctx.art(80).french_letters
    i18n.use("en")
    ctx.settings.card_letters = "french"
    assert ctx.art(80).french_letters


# ---------------------------------------------------------------- nothing spills out, in French


def labels_inside(buttons: Iterable[Button]) -> None:
    for button in buttons:
        for _image, where in button.label_images():
            assert button.rect.contains(where), (
                f"{button.lines or button.label!r} {where} spills out of {button.rect}"
            )


def inside_window(surface: Recorder, size: tuple[int, int]) -> None:
    window = pygame.Rect((0, 0), size)
    for _image, rect in surface.images:
        assert window.contains(rect), f"{rect} is drawn outside the window {size}"


def drawn_in_french(driver: Driver, scene: Scene) -> Recorder:
    """``scene`` pushed and drawn in French at the driver's size: every blit recorded."""
    driver.app.stack.push(scene)
    driver.step()
    surface = Recorder(driver.app.ctx.size)
    scene.draw(surface)
    return surface


@pytest.fixture
def small(sized_driver: object) -> Driver:
    made = sized_driver(SMALLEST)  # type: ignore[operator]
    assert isinstance(made, Driver)
    made.app.ctx.settings.language = "fr"  # as the Settings choose it
    i18n.use("fr")
    made.app.ctx.relayout()  # the scenes already built speak French too
    return made


def test_menu_in_french_fits(small: Driver) -> None:
    menu = small.top
    assert isinstance(menu, MenuScene)
    assert [b.label for b in menu.buttons] == MENU_FR
    surface = Recorder(SMALLEST)
    menu.draw(surface)
    inside_window(surface, SMALLEST)
    labels_inside(menu.buttons)


def test_settings_in_french_fit(small: Driver) -> None:
    settings = SettingsScene(small.app.ctx)
    surface = drawn_in_french(small, settings)
    inside_window(surface, SMALLEST)
    labels_inside(settings.buttons)
    assert len(settings.drawn) == len(settings.rows())
    for where, room in settings.drawn:
        assert room.contains(where), f"a label {where} spills out of {room}"
        assert not any(room.colliderect(b.rect) for b in settings.buttons), "a label's room overlaps a button"
    # Every choice of every row, not only the one showing, fits its button.
    for _ in range(5):
        for button in list(settings.buttons[:-1]):
            if button.value in ("fullscreen", "language"):
                continue  # fullscreen changes the window; the language is tested above
            small.click(next(b for b in settings.buttons if b.value == button.value).rect.center)
            labels_inside(settings.buttons)


def test_pause_and_curtain_in_french_fit(small: Driver) -> None:
    table = table_at(small, "q2j", 4, SMALLEST)
    pause = PauseScene(small.app.ctx, table)
    surface = drawn_in_french(small, pause)
    assert pause.buttons[0].label == "Reprendre"
    inside_window(surface, SMALLEST)
    labels_inside(pause.buttons)
    curtain = CurtainScene(
        small.app.ctx, "Bartholomew Longname", "Basil vous propose un échange à l’aveugle."
    )
    surface = drawn_in_french(small, curtain)
    assert curtain.button.label == "C’est parti"
    labels_inside([curtain.button])
    assert len(curtain.drawn) == 3
    for where, box in curtain.drawn:
        assert box.contains(where), f"{where} spills out of {box}"


@pytest.mark.parametrize("variant", base_variants())
def test_rules_in_french_fit(small: Driver, variant: str) -> None:
    rules = RulesScene(small.app.ctx, variant)
    surface = drawn_in_french(small, rules)
    inside_window(surface, SMALLEST)
    labels_inside(rules.buttons)
    # The felt and the panel's shade are drawn first; what follows over the box is the text.
    words = [
        rect
        for _image, rect in surface.images
        if rules.box.colliderect(rect) and rect.size not in (SMALLEST, rules.box.size)
    ]
    assert words, "no rules were drawn"
    for rect in words:
        assert rules.box.contains(rect), f"a line {rect} spills out of the rules' box {rules.box}"
    # The whole text, scrolled through: every line fits the box's width.
    face_width = rules.box.width - rules.scale(20)
    for line, heading in rules.rows:
        if line and not line.startswith("["):
            width = font(rules.scale(19 if heading else 17), heading).size(line)[0]
            assert width <= face_width, f"{line!r} is {width} px wide, the box has {face_width}"


def to_the_sheet(driver: Driver) -> ScoreboardScene:
    """Frames from a deal's end to its round's sheet, a round-end panel's Continue pressed by
    what it does (``Driver.play_to_scoreboard`` looks for its English words)."""
    for _ in range(20_000):
        top = driver.top
        if isinstance(top, ScoreboardScene):
            return top
        assert not (isinstance(top, TableScene) and top.accepting_input), "a deal to play, not its end"
        going_on = [b for b in getattr(top, "buttons", []) if b.value == "continue"]
        if isinstance(top, TableScene) and going_on:
            driver.click(going_on[0].rect.center)
        else:
            driver.step()
    raise AssertionError("the deal's end never gave way to its sheet")


# The score sheet and scoreboard, options, history, statistics and replay screens, in French.


@pytest.mark.parametrize(
    ("variant", "players"), [("quatorze", 6), ("crazy-jokers", 4), ("q2j-elimination", 6)]
)
def test_scoreboards_in_french_fit(small: Driver, variant: str, players: int) -> None:
    from .test_score_sheet import _board

    board = _board(small, variant, players, 3, 60, reach=to_the_sheet)
    assert board.buttons[0].label in ("Manche suivante", "Revanche")
    labels_inside(board.buttons)
    surface = Recorder(SMALLEST)
    board.draw(surface)
    inside_window(surface, SMALLEST)
    # Every word drawn after the felt and the panel lies inside the panel (the sheet's cells too).
    panel = board.panel_box(SMALLEST)
    words = [rect for _image, rect in surface.images if rect.size not in (SMALLEST, panel.size)]
    assert words, "no words were drawn"
    for rect in words:
        if not any(b.rect.contains(rect) for b in board.buttons):
            assert panel.contains(rect), f"{rect} spills out of the panel {panel}"
    for where, room in board.drawn:  # and each inside the room it was given
        assert room.contains(where) or (where.width <= room.width and where.top >= room.top), (where, room)


def test_options_in_french_fit(small: Driver) -> None:
    from game.scenes.option_choices import OptionChoices
    from game.scenes.options_scene import OptionsScene

    for variant in ("quatorze", "crazy-jokers", "q2j"):
        scene = OptionsScene(small.app.ctx, OptionChoices(small.app.ctx.catalog.get(variant)))
        surface = drawn_in_french(small, scene)
        inside_window(surface, SMALLEST)
        labels_inside(scene.buttons)
        assert any(b.label == "OK" for b in scene.buttons)
        small.app.stack.pop()
