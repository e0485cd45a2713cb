"""Games whose table is not built yet are kept off the setup screen and refused by `q2j play`,
while the command-line tools still play them."""

from __future__ import annotations

import pytest

from game.cli import main
from game.engine.registry import entries
from game.scenes.menu import MenuScene
from game.scenes.setup import SetupScene

from .driver import Driver

NOT_AT_TABLE = {found.name for found in entries() if not found.at_table}


def test_only_quatorze_waits_for_its_table() -> None:
    assert {"quatorze"} == NOT_AT_TABLE


def test_the_setup_screen_offers_only_games_with_a_table() -> None:
    driver = Driver()
    try:
        assert isinstance(driver.top, MenuScene)
        driver.click_button("Play")
        setup = driver.top
        assert isinstance(setup, SetupScene)
        offered = {variant.game for variant in setup.variants}
        offered_buttons = {b.value[1] for b in setup.buttons if isinstance(b.value, tuple) and b.value[0] == "variant"}
        assert offered == {"q2j", "war", "ng", "crazy-jokers"}
        assert not any(name.startswith("quatorze") for name in map(str, offered_buttons))
    finally:
        driver.close()


@pytest.mark.parametrize("variant", ["quatorze"])
def test_play_says_which_commands_play_a_game_without_a_table(variant: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--variant", variant]) == 2
    err = capsys.readouterr().err
    assert "has no table yet" in err and f"simulate --variant {variant}" in err
    assert main(["simulate", "--variant", variant, "--players", "2", "--games", "2", "--seed", "1"]) == 0
