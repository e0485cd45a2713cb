"""The menu says, in the player's language, that the faster engine is being built in the
background while ``tools/bootstrap.py play`` compiles it (issue 46), and nothing otherwise. No
real compile: bootstrap's word in the environment and the engine loaded are faked."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app import App
from game.i18n import use
from game.launch import LaunchOptions
from game.scenes import engine_note
from game.scenes.menu import MenuScene

ENGLISH = "The faster engine is being built in the background; it is used from the next start."
FRENCH = "Le moteur rapide se compile en arrière-plan\u202f; il servira dès le prochain lancement."


def menu_notes(home: Path, monkeypatch: pytest.MonkeyPatch, language: str) -> tuple[str, ...]:
    monkeypatch.setenv("Q2J_HOME", str(home))
    (home / "settings.yaml").write_text(f"language: {language}\n", encoding="utf-8")
    app = App(LaunchOptions(), size=(1024, 600), fullscreen=False)
    try:
        assert app.step(1 / 30)  # the menu lays out and draws its notes
        menu = app.stack.top
        assert isinstance(menu, MenuScene)
        return menu.notes_shown
    finally:
        app.close()
        use("en")


@pytest.mark.parametrize("language, line", [("en", ENGLISH), ("fr", FRENCH)])
def test_while_the_engine_compiles_the_menu_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str, line: str
) -> None:
    monkeypatch.setenv(engine_note.BUILDING, str(tmp_path / "background.log"))
    monkeypatch.setattr(engine_note, "_runs_compiled", lambda: False)
    assert line in menu_notes(tmp_path, monkeypatch, language)


@pytest.mark.parametrize("told, compiled", [(False, False), (True, True)])
def test_otherwise_it_says_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, told: bool, compiled: bool
) -> None:
    """Not started by bootstrap's background compile, or running the compiled engine anyway."""
    if told:
        monkeypatch.setenv(engine_note.BUILDING, str(tmp_path / "background.log"))
    else:
        monkeypatch.delenv(engine_note.BUILDING, raising=False)
    monkeypatch.setattr(engine_note, "_runs_compiled", lambda: compiled)
    notes = menu_notes(tmp_path, monkeypatch, "fr")
    assert not any("moteur" in note or "engine" in note for note in notes), notes
