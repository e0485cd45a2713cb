"""Every game has its table; a game whose table is not built (``GameEntry.at_table`` off) is
kept off the setup screen and refused by `q2j play`, while the command-line tools still play it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.cli import main
from game.engine import registry
from game.engine.registry import entries, game_names
from game.scenes.menu import MenuScene
from game.scenes.setup import SetupScene

from .driver import Driver


@pytest.fixture
def quatorze_off_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """Quatorze's entry as it was before its table existed."""
    names = dict(registry._by_name())
    off = replace(names["quatorze"], at_table=False)
    monkeypatch.setattr(
        registry, "_by_name", lambda: {n: off if e is names["quatorze"] else e for n, e in names.items()}
    )


def _offered() -> set[str]:
    driver = Driver()
    try:
        assert isinstance(driver.top, MenuScene)
        driver.click_button("Play")
        setup = driver.top
        assert isinstance(setup, SetupScene)
        return {variant.game for variant in setup.variants}
    finally:
        driver.close()


def test_every_game_is_at_the_table() -> None:
    assert all(found.at_table for found in entries())
    assert _offered() == set(game_names())


@pytest.mark.usefixtures("quatorze_off_the_table")
def test_the_setup_screen_offers_only_games_with_a_table() -> None:
    assert _offered() == set(game_names()) - {"quatorze"}


@pytest.mark.usefixtures("quatorze_off_the_table")
def test_play_says_which_commands_play_a_game_without_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--variant", "quatorze"]) == 2
    err = capsys.readouterr().err
    assert "has no table yet" in err and "simulate --variant quatorze" in err
    assert main(["simulate", "--variant", "quatorze", "--players", "2", "--games", "2", "--seed", "1"]) == 0
