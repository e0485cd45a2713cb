"""Issue 28's hostile inputs met through the real screens: the game stays usable and says why."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.cli import main
from game.scenes.table.scene import TableScene

from .driver import Driver

# The test driver plays fast and silent: the file says the same, so a start changes nothing.
HAND_WRITTEN = """\
# my settings
sound: false
animation_speed: 4
birthdays:
  Maya: 1995-07-23
  Jo: 23/07/1971   # the loader cannot read this one
"""


def _hand_written_settings(home: Path) -> Path:
    path = home / "settings.yaml"
    path.write_text(HAND_WRITTEN)
    return path


def test_a_crazy_jokers_game_of_bots_leaves_the_settings_file_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    path = _hand_written_settings(tmp_path)
    driver = Driver()
    try:
        driver.setup_game("crazy-jokers", 3, ["easy", "easy", "easy"])
        assert isinstance(driver.top, TableScene)
    finally:
        driver.close()
    assert path.read_text() == HAND_WRITTEN
    assert not (tmp_path / "settings.yaml.bad").exists()


def test_the_smoke_run_of_crazy_jokers_leaves_the_settings_file_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    path = _hand_written_settings(tmp_path)
    before = path.stat().st_mtime_ns
    assert main(["--smoke", "--variant", "crazy-jokers", "--players", "2", "--seed", "3"]) == 0
    assert path.read_text() == HAND_WRITTEN and path.stat().st_mtime_ns == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("settings")) == ["settings.yaml"]


def test_a_game_with_no_settings_file_makes_none(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    assert main(["--smoke", "--variant", "crazy-jokers", "--players", "2", "--seed", "3"]) == 0
    assert not (tmp_path / "settings.yaml").exists()


def test_a_persons_new_birthday_keeps_the_unread_one_and_the_original_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    path = _hand_written_settings(tmp_path)
    driver = Driver()
    try:
        driver.setup_game("crazy-jokers", 2, ["human", "easy"])  # the human's birthday: 1990-06-15
        assert isinstance(driver.top, TableScene)
        note = f"it was kept as {path}.bad before your change was saved"
        assert any(note in line for line in driver.app.ctx.notes)
    finally:
        driver.close()
    assert (tmp_path / "settings.yaml.bad").read_text() == HAND_WRITTEN
    written = path.read_text()
    assert "Jo: 23/07/1971" in written and "1995-07-23" in written and "1990-06-15" in written
    assert "sound: false" in written
