"""The autosave and the menu's Continue: a game survives closing the window; a bad save is set aside."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.cli import main
from game.files import autosaving, saves
from game.play.seats import HUMAN
from game.scenes.curtain import CurtainScene
from game.scenes.menu import MenuScene
from game.scenes.table.scene import TableScene

from .driver import Driver
from .test_hint_undo import human_turn


def menu_labels(driver: Driver) -> list[str]:
    menu = driver.top
    assert isinstance(menu, MenuScene)
    return [button.label for button in menu.buttons]


def test_a_game_continues_where_the_window_was_closed(driver: Driver) -> None:
    assert "Continue" not in menu_labels(driver)
    driver.setup_game("q2j", 3, [HUMAN, "medium", "easy"])
    table = human_turn(driver)
    driver.play_human_turn(table)
    table = human_turn(driver)
    rules = table.session.rules
    left_at = rules.state_text(table.session.state)
    driver.close()
    assert saves.default_save_path().is_file()

    again = Driver()
    try:
        assert menu_labels(again)[0] == "Continue"
        again.click_button("Continue")
        table = again.top
        assert isinstance(table, TableScene) and table.resumed
        assert rules.state_text(table.session.state) == left_at
        assert [s.kind for s in table.session.seats] == [HUMAN, "medium", "easy"]
        assert table.session.can_undo(), "the resumed deal remembers who moved"
        table = human_turn(again)
        again.play_to_scoreboard()
        assert table.session.match_over
        # The folder is looked at directly, so first what the table handed its writer thread.
        assert autosaving.flush()
        assert not saves.default_save_path().exists(), "a finished match leaves no save behind"
    finally:
        again.close()


def test_a_broken_save_is_reported_and_kept_aside(driver: Driver) -> None:
    driver.close()
    path = saves.default_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("version: 1\nvariant: q2j\nseed: 3\nseats: []\nrounds: []\n", encoding="utf-8")
    again = Driver()
    try:
        again.click_button("Continue")
        menu = again.top
        assert isinstance(menu, MenuScene)
        assert "seats" in menu.notice and "kept as" in menu.notice
        assert "Continue" not in menu_labels(again)
        kept = Path(str(path) + ".bad")
        assert kept.is_file() and "seed: 3" in kept.read_text(encoding="utf-8")
        again.step(2)  # the notice draws without trouble
    finally:
        again.close()


def test_the_smoke_run_never_touches_the_players_save(capsys: pytest.CaptureFixture[str]) -> None:
    path = saves.default_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("a player's game", encoding="utf-8")
    assert main(["--smoke", "--variant", "q2j", "--players", "2", "--seed", "4"]) == 0
    assert path.read_text(encoding="utf-8") == "a player's game"


def test_a_resumed_hot_seat_game_opens_behind_the_curtain(driver: Driver) -> None:
    driver.setup_game("q2j", 2, [HUMAN, HUMAN])
    table = human_turn(driver)
    driver.play_human_turn(table)
    driver.close()
    again = Driver()
    try:
        again.click_button("Continue")
        again.step()
        assert isinstance(again.top, CurtainScene), "no hand shows before its owner is at the screen"
        table = human_turn(again)
        assert table.viewer == table.session.to_move
    finally:
        again.close()
