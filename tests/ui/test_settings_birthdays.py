"""People's birthdays in the settings file: kept by name, a bad entry left out with a message."""

from __future__ import annotations

from pathlib import Path

from game.player.settings import Settings, load_settings, save_settings


def test_birthdays_round_trip_by_name(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    save_settings(Settings(birthdays={"Maya": "1995-07-23", "Jo": "1971-01-30"}), path)
    assert load_settings(path) == (Settings(birthdays={"Maya": "1995-07-23", "Jo": "1971-01-30"}), None)


def test_a_bad_birthday_entry_is_left_out_and_named(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("birthdays:\n  Maya: 1995-07-23\n  Jo: '1971-02-30'\n  7: '1980-01-01'\n")
    settings, warning = load_settings(path)
    assert settings.birthdays == {"Maya": "1995-07-23"}  # an unquoted date reads as a date: kept
    assert warning is not None and "line 3, birthdays: 'Jo' left out" in str(warning)
    assert "line 4, birthdays: 7 left out" in str(warning)


def test_birthdays_that_are_not_a_mapping_fall_back_to_none(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("birthdays: [1995-07-23]\n")
    settings, warning = load_settings(path)
    assert settings.birthdays == {} and warning is not None and "name: YYYY-MM-DD" in str(warning)
