"""The menu says what is wrong with the player's files in the language in use: the settings'
warning (read before the language is chosen) in French, and in English after a switch made
while the menu shows it; a broken variant file read in English, in French after a switch (and
back); a save that cannot be continued, in French."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game import i18n
from game.files import paths, saves
from game.scenes.menu import MenuScene

from .driver import Driver


@pytest.fixture
def french_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    yield tmp_path
    i18n.use("en")


def menu_of(driver: Driver) -> MenuScene:
    menu = driver.top
    assert isinstance(menu, MenuScene)
    return menu


def test_the_settings_warning_follows_the_language(french_home: Path) -> None:
    settings = paths.settings_file()
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text("language: fr\nanimation_speed: fast\n", encoding="utf-8")
    driver = Driver()
    try:
        driver.step(2)
        french = (
            f"Fichier de réglages {settings} : ligne 2, animation_speed : doit être un nombre de 0,25 à 4,0"
        )
        assert any(note.startswith(french) for note in menu_of(driver).notes_shown), menu_of(
            driver
        ).notes_shown
        i18n.use("en")  # as the Settings screen does on a change of language
        driver.step(2)
        english = f"Settings file {settings}: line 2, animation_speed: must be a number from 0.25 to 4.0"
        assert any(note.startswith(english) for note in menu_of(driver).notes_shown), menu_of(
            driver
        ).notes_shown
    finally:
        driver.close()


def test_a_save_that_cannot_be_continued_is_said_in_french(french_home: Path) -> None:
    settings = paths.settings_file()
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text("language: fr\n", encoding="utf-8")
    save = saves.default_save_path()
    save.parent.mkdir(parents=True, exist_ok=True)
    save.write_text("version: 1\nvariant: q2j\nseed: x\nseats: [{name: A}]\nrounds: []\n", encoding="utf-8")
    driver = Driver()
    try:
        driver.click_button("Continuer")
        driver.step(2)
        notice = menu_of(driver).notice
        assert notice == (
            f"{save}, ligne 3, seed : doit être un nombre entier de 0 à 9223372036854775807 — "
            f"il a été gardé sous le nom {save}.bad."
        ), notice
    finally:
        driver.close()


def test_a_broken_variant_file_follows_the_language(french_home: Path) -> None:
    """The variants are read once, in English; a switch of language rewords the menu's note at
    once, the engine's words and the file's place with it."""
    folder = paths.user_variants_dir()
    folder.mkdir(parents=True, exist_ok=True)
    broken = folder / "mine.yaml"
    broken.write_text("id: mine\ngame: q2j\nplayers:\n  min: deux\n", encoding="utf-8")
    driver = Driver()
    try:
        assert "mine" not in driver.app.ctx.catalog.variants  # read now, in English
        driver.step(2)
        english = f"A variant file was left out: {broken}:4: players.min: must be a whole number, got 'deux'"
        assert any(note.startswith(english) for note in menu_of(driver).notes_shown), menu_of(
            driver
        ).notes_shown
        i18n.use("fr")  # as the Settings screen does on a change of language
        driver.step(2)
        french = (
            f"Un fichier de variante a été écarté : {broken}, ligne 4, players.min : "
            "doit être un nombre entier, et non 'deux'"
        )
        assert any(note.startswith(french) for note in menu_of(driver).notes_shown), menu_of(
            driver
        ).notes_shown
        i18n.use("en")
        driver.step(2)
        assert any(note.startswith(english) for note in menu_of(driver).notes_shown)
    finally:
        driver.close()
