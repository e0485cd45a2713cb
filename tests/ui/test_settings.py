"""Settings: round trip, broken files moved aside with a message, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.player.settings import Settings, load_settings, save_settings


def test_missing_file_gives_defaults_quietly(tmp_path: Path) -> None:
    assert load_settings(tmp_path / "settings.yaml") == (Settings(), None)


def test_round_trip_creates_the_folder(tmp_path: Path) -> None:
    path = tmp_path / "new" / "folder" / "settings.yaml"
    chosen = Settings(animation_speed=2.5, sound=False, four_colour=True, card_size="large", fullscreen=True)
    save_settings(chosen, path)
    assert load_settings(path) == (chosen, None)
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.yaml"]  # no temp file left


def test_default_location_is_the_players_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    save_settings(Settings(card_size="small"))
    assert (tmp_path / "settings.yaml").is_file()
    assert load_settings()[0].card_size == "small"


@pytest.mark.parametrize(
    "text", ["sound: [unclosed\n", "- just\n- a list\n", "animation_speed: 1\n\tbad: tab\n", "42\n"]
)
def test_broken_file_is_moved_aside_with_a_message(tmp_path: Path, text: str) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(text, encoding="utf-8")
    settings, warning = load_settings(path)
    assert settings == Settings()
    assert warning is not None and "settings.yaml.bad" in str(warning)
    assert not path.exists()
    assert (tmp_path / "settings.yaml.bad").read_text(encoding="utf-8") == text


def test_a_second_broken_file_does_not_overwrite_the_first(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("{{{", encoding="utf-8")
    load_settings(path)
    path.write_bytes(b"\xff\xfe not text")
    _, warning = load_settings(path)
    assert warning is not None and "settings.yaml.bad2" in str(warning)
    assert (tmp_path / "settings.yaml.bad").read_text(encoding="utf-8") == "{{{"


def test_bad_values_and_unknown_keys_fall_back_with_a_warning(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(
        "sound: maybe\nzoom: 3\nanimation_speed: 9\ncard_size: huge\nfour_colour: true\n",
        encoding="utf-8",
    )
    settings, warning = load_settings(path)
    assert settings == Settings(animation_speed=4.0, four_colour=True)
    assert warning is not None
    for word in ("zoom", "sound", "animation_speed", "card_size"):
        assert word in str(warning)
    assert path.exists()  # a readable file with a few bad values is kept in place


def test_empty_file_is_fine(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("", encoding="utf-8")
    assert load_settings(path) == (Settings(), None)


def test_the_default_computer_level_is_kept_and_a_level_unknown_falls_back(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    save_settings(Settings(computer_level="expert"), path)
    assert load_settings(path) == (Settings(computer_level="expert"), None)
    path.write_text("computer_level: superhuman\n", encoding="utf-8")
    settings, warning = load_settings(path)
    assert settings.computer_level == "medium"
    assert warning is not None
    assert "computer_level: must be one of random, easy, medium, hard, expert" in str(warning)


def test_the_settings_offer_every_computer_level_the_game_has() -> None:
    from game.ai import LEVELS
    from game.player.settings import COMPUTER_LEVELS

    assert COMPUTER_LEVELS == LEVELS
