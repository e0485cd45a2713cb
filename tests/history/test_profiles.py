"""Profiles: names unique whatever their case, a plate colour from the palette, a checked birthday;
the settings' birthdays become profiles once, and the settings file is left as it was."""

from __future__ import annotations

import datetime
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from game.history.profiles import (
    NAME_MAX,
    PALETTE,
    ProfileError,
    change_profile,
    create_profile,
    delete_profile,
    find_profile,
    import_birthdays,
    list_profiles,
    rename_profile,
)
from game.history.store import load_game

from .helpers import game, history, seats, write


@pytest.fixture
def db(tmp_path: Path) -> Iterator[sqlite3.Connection]:
    made = history(tmp_path)
    yield made
    made.close()


def test_a_name_is_trimmed_and_unique_whatever_its_case(db: sqlite3.Connection) -> None:
    ada = create_profile(db, "  Ada ")
    assert ada.name == "Ada"
    for taken in ("ada", "ADA", " Ada", "Ada\u00a0"):
        with pytest.raises(ProfileError, match="already"):
            create_profile(db, taken)
    assert [p.name for p in list_profiles(db)] == ["Ada"]
    assert find_profile(db, "aDa") == ada


@pytest.mark.parametrize(
    ("typed", "why"),
    [
        ("", "needs a name"),
        ("   ", "needs a name"),
        ("x" * (NAME_MAX + 1), f"at most {NAME_MAX}"),
        ("Ada\nBasil", "printable"),
        ("Ada\tB", "printable"),
        ("nul\x00", "printable"),
    ],
)
def test_names_a_profile_cannot_have(db: sqlite3.Connection, typed: str, why: str) -> None:
    with pytest.raises(ProfileError, match=why):
        create_profile(db, typed)
    assert list_profiles(db) == []


def test_a_name_of_the_longest_length_and_any_script_is_fine(db: sqlite3.Connection) -> None:
    assert create_profile(db, "É" * NAME_MAX).name == "É" * NAME_MAX
    assert create_profile(db, "Zoë 李").name == "Zoë 李"


def test_colours_come_from_the_palette_each_new_profile_a_free_one(db: sqlite3.Connection) -> None:
    first, second = create_profile(db, "Ada"), create_profile(db, "Basil")
    assert first.colour in PALETTE and second.colour in PALETTE and first.colour != second.colour
    assert create_profile(db, "Chloe", colour="teal").colour == "teal"
    with pytest.raises(ProfileError, match="not a plate colour"):
        create_profile(db, "Dmitri", colour="chartreuse")
    for n in range(len(PALETTE) + 2):  # past the palette: colours are shared, none left out
        create_profile(db, f"Player {n}")
    used = [p.colour for p in list_profiles(db)]
    assert set(used) == set(PALETTE)


def test_birthdays_are_checked_as_the_setup_checks_them(db: sqlite3.Connection) -> None:
    assert create_profile(db, "Ada", birthday="1990-5-4").birthday == datetime.date(1990, 5, 4)
    for bad in ("4/5/1990", "1990-02-30", "2999-01-01", "1850-01-01"):
        with pytest.raises(ProfileError, match="birthday"):
            create_profile(db, "Basil", birthday=bad)
    ada = find_profile(db, "Ada")
    assert ada is not None
    assert change_profile(db, ada, forget_birthday=True).birthday is None
    assert change_profile(db, ada, colour="gold", birthday="2001-12-31").birthday == datetime.date(
        2001, 12, 31
    )
    again = find_profile(db, "Ada")
    assert again is not None and (again.colour, again.birthday) == ("gold", datetime.date(2001, 12, 31))


def test_rename_keeps_the_games_and_refuses_a_taken_name(db: sqlite3.Connection) -> None:
    ada, _ = create_profile(db, "Ada"), create_profile(db, "Basil")
    write(db, game("g1", seats("Ada", "easy"), [0]))
    with pytest.raises(ProfileError, match="already"):
        rename_profile(db, ada, "BASIL")
    renamed = rename_profile(db, ada, "ADA")  # one's own name in other letters is allowed
    renamed = rename_profile(db, renamed, "Ada Lovelace")
    assert db.execute("SELECT profile_id FROM seats WHERE game_id = 1 AND seat = 0").fetchone() == (
        renamed.id,
    )
    stored = load_game(db, 1)
    assert stored is not None and stored.record.seats[0].name == "Ada", (
        "the game keeps the name it was played under"
    )


def test_deleting_a_profile_keeps_its_games(db: sqlite3.Connection) -> None:
    ada = create_profile(db, "Ada")
    write(db, game("g1", seats("Ada", "easy"), [0]))
    delete_profile(db, ada)
    assert list_profiles(db) == []
    stored = load_game(db, 1)
    assert stored is not None and stored.record.seats[0].name == "Ada" and stored.profiles == (None, None)


def test_a_computer_player_is_never_a_profile(db: sqlite3.Connection) -> None:
    create_profile(db, "Bot 1")
    write(db, game("g1", seats("Ada", "easy"), [1]))  # its computer player is called Bot 1
    stored = load_game(db, 1)
    assert stored is not None and stored.profiles == (None, None)


def test_the_settings_birthdays_become_profiles_once(db: sqlite3.Connection, tmp_path: Path) -> None:
    create_profile(db, "Basil")
    settings = {"Ada": "1990-05-04", "basil": "1985-01-31", "  Chloe ": "2000-02-29"}
    assert import_birthdays(db, settings) == []
    found = {p.name: p.birthday for p in list_profiles(db)}
    assert found == {
        "Ada": datetime.date(1990, 5, 4),
        "Basil": datetime.date(1985, 1, 31),  # an existing profile gets its birthday
        "Chloe": datetime.date(2000, 2, 29),
    }
    assert import_birthdays(db, settings) == []
    assert {p.name: p.birthday for p in list_profiles(db)} == found, "a second start changes nothing"
    chloe = find_profile(db, "Chloe")
    assert chloe is not None
    delete_profile(db, chloe)
    import_birthdays(db, settings)
    assert find_profile(db, "Chloe") is None, "a deleted profile is not made again"
    import_birthdays(db, {**settings, "Ada": "1991-06-07"})  # typed again at the setup since
    ada = find_profile(db, "Ada")
    assert ada is not None and ada.birthday == datetime.date(1991, 6, 7)


def test_settings_entries_that_cannot_be_profiles_are_reported_and_left_alone(db: sqlite3.Connection) -> None:
    refused = import_birthdays(db, {"x" * 60: "1990-01-01", "Ada": "not a date", "Basil": "1980-03-03"})
    assert len(refused) == 2 and "at most" in refused[0] and "birthday" in refused[1]
    assert [p.name for p in list_profiles(db)] == ["Basil"]


def test_the_game_start_takes_the_settings_birthdays_and_leaves_the_file(tmp_path: Path) -> None:
    """Through the recorder, as the game starts it: the settings file is the same byte for byte."""
    from game.history.recorder import Recorder
    from game.player.settings import load_settings

    settings_file = tmp_path / "settings.yaml"
    settings_file.write_text(yaml.safe_dump({"birthdays": {"Ada": "1990-05-04"}}), encoding="utf-8")
    before = settings_file.read_bytes()
    settings, warning = load_settings(settings_file)
    assert warning is None
    recorder = Recorder.start(tmp_path / "history.sqlite3", birthdays=settings.birthdays)
    assert recorder.flush()
    recorder.close()
    db = history(tmp_path)
    ada = find_profile(db, "Ada")
    assert ada is not None and ada.birthday == datetime.date(1990, 5, 4)
    db.close()
    assert settings_file.read_bytes() == before
