"""Profiles: the people who play at this computer, kept in the history database.

A profile has a name (trimmed, 1 to ``NAME_MAX`` characters, printable, unique whatever its
case), a colour for its seat plate (a name from ``PALETTE``) and an optional birthday (Crazy
Jokers' Birthday Wish; checked by ``game.player.birthdays``). A person at the table is linked to the
profile of the same name when a game is recorded, and a profile made (or renamed) later takes
the games played under its name by people without a profile. Deleting a profile keeps its
games: their seats keep the name they were played under. Each change is one transaction.

Birthdays typed at the seat setup were kept in ``settings.yaml`` by name before profiles
existed; ``import_birthdays`` turns each of them into a profile's birthday. It remembers what
it took (a deleted profile is not brought back, and an entry is taken once), and leaves the
settings file as it is.
"""

from __future__ import annotations

import datetime
import sqlite3
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from ..i18n.said import Said
from ..player.birthdays import BirthdayError, parse_birthday
from .clock import stamp, utc_now

NAME_MAX: Final = 20  # the seat setup's name entries hold as much
# The seat plate colours a profile may take, by name, with what they are drawn in (RGB).
PALETTE: Final[Mapping[str, tuple[int, int, int]]] = {
    "red": (196, 64, 58),
    "orange": (222, 128, 44),
    "gold": (214, 176, 52),
    "green": (70, 150, 80),
    "teal": (40, 150, 150),
    "blue": (60, 110, 200),
    "indigo": (96, 84, 178),
    "purple": (150, 80, 170),
    "pink": (214, 100, 150),
    "brown": (140, 96, 60),
    "grey": (128, 128, 128),
    "black": (40, 40, 44),
}


class ProfileError(ValueError):
    """A name, colour or birthday a profile cannot have, or a profile that does not exist; the
    message says what to do."""


@dataclass(frozen=True, slots=True)
class Profile:
    id: int
    name: str
    colour: str
    birthday: datetime.date | None


def name_key(name: str) -> str:
    """What makes two names the same: trimmed, composed, any case.

    >>> name_key("  ADA ") == name_key("ada")
    True
    """
    return unicodedata.normalize("NFC", name.strip()).casefold()


def clean_name(typed: str) -> str:
    """A profile name as it will be kept, or ``ProfileError`` saying what is wrong.

    >>> clean_name("  Ada  ")
    'Ada'
    >>> clean_name("   ")
    Traceback (most recent call last):
    ...
    game.history.profiles.ProfileError: a profile needs a name
    """
    name = unicodedata.normalize("NFC", typed.strip())
    if not name:
        raise ProfileError(Said("a profile needs a name"))
    if len(name) > NAME_MAX:
        raise ProfileError(
            Said("a profile name has at most {most} characters, not {count}", most=NAME_MAX, count=len(name))
        )
    if any(unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp") for char in name):
        raise ProfileError(
            Said("a profile name is made of printable characters (no tabs, line breaks or controls)")
        )
    return name


def check_colour(colour: str) -> str:
    if colour not in PALETTE:
        raise ProfileError(
            Said(
                "'{colour}' is not a plate colour; the colours are: {colours}",
                colour=colour,
                colours=", ".join(PALETTE),
            )
        )
    return colour


def _profile(row: tuple[int, str, str, str | None]) -> Profile:
    profile_id, name, colour, birthday = row
    day = datetime.date.fromisoformat(birthday) if birthday else None
    return Profile(profile_id, name, colour, day)


_COLUMNS: Final = "id, name, colour, birthday"


def list_profiles(db: sqlite3.Connection) -> list[Profile]:
    """Every profile, by name."""
    rows = db.execute(f"SELECT {_COLUMNS} FROM profiles ORDER BY name_key").fetchall()
    return [_profile(row) for row in rows]


def find_profile(db: sqlite3.Connection, name: str) -> Profile | None:
    row = db.execute(f"SELECT {_COLUMNS} FROM profiles WHERE name_key = ?", (name_key(name),)).fetchone()
    return None if row is None else _profile(row)


def profile_named(db: sqlite3.Connection, name: str) -> Profile:
    """The profile called ``name`` (any case), or ``ProfileError`` naming the ones there are."""
    found = find_profile(db, name)
    if found is None:
        known = ", ".join(profile.name for profile in list_profiles(db)) or Said("none yet")
        raise ProfileError(
            Said("there is no profile called '{name}' (profiles: {known})", name=name.strip(), known=known)
        )
    return found


def _free_colour(db: sqlite3.Connection) -> str:
    """The first palette colour no profile has yet (after all twelve, the least used)."""
    used = dict(db.execute("SELECT colour, COUNT(*) FROM profiles GROUP BY colour").fetchall())
    return min(PALETTE, key=lambda colour: used.get(colour, 0))


def _birthday(typed: str | datetime.date | None) -> str | None:
    if typed is None or typed == "":
        return None
    try:
        return parse_birthday(typed if isinstance(typed, str) else typed.isoformat()).isoformat()
    except BirthdayError as error:
        raise ProfileError(Said("birthday: {error}", error=error.args[0])) from None


def _taken(db: sqlite3.Connection, name: str, other_than: int | None = None) -> None:
    row = db.execute("SELECT id, name FROM profiles WHERE name_key = ?", (name_key(name),)).fetchone()
    if row is not None and row[0] != other_than:
        raise ProfileError(Said("there is a profile called '{name}' already", name=row[1]))


def _write(
    db: sqlite3.Connection, statement: str, values: tuple[object, ...], link: str | None = None
) -> int:
    """One change in its own transaction; returns the row id it made or changed. With ``link``
    (a name), the people who played under that name and had no profile become this profile's."""
    db.execute("BEGIN IMMEDIATE")
    try:
        cursor = db.execute(statement, values)
        made = int(cursor.lastrowid or 0)
        if link is not None:
            _link(db, link)
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    return made


def _link(db: sqlite3.Connection, name: str) -> None:
    """Give the profile called ``name`` the games people played under that name without a profile
    (games played before the profile was made, or under a profile since deleted)."""
    seats = db.execute("SELECT game_id, seat, name FROM seats WHERE profile_id IS NULL AND level IS NULL")
    mine = [(game_id, seat) for game_id, seat, played_as in seats if name_key(played_as) == name_key(name)]
    db.executemany(
        "UPDATE seats SET profile_id = (SELECT id FROM profiles WHERE name_key = ?) "
        "WHERE game_id = ? AND seat = ?",
        [(name_key(name), game_id, seat) for game_id, seat in mine],
    )


def create_profile(
    db: sqlite3.Connection, name: str, colour: str | None = None, birthday: str | datetime.date | None = None
) -> Profile:
    """A new profile; ``ProfileError`` if the name is taken or anything is not allowed."""
    name = clean_name(name)
    _taken(db, name)
    chosen = check_colour(colour) if colour else _free_colour(db)
    day = _birthday(birthday)
    try:
        made = _write(
            db,
            "INSERT INTO profiles (name, name_key, colour, birthday, created) VALUES (?, ?, ?, ?, ?)",
            (name, name_key(name), chosen, day, stamp(utc_now())),
            link=name,
        )
    except sqlite3.IntegrityError:  # another program made the same name a moment ago
        raise ProfileError(Said("there is a profile called '{name}' already", name=name)) from None
    return Profile(made, name, chosen, None if day is None else datetime.date.fromisoformat(day))


def rename_profile(db: sqlite3.Connection, profile: Profile, new_name: str) -> Profile:
    """The profile under a new name (its games stay its games)."""
    name = clean_name(new_name)
    _taken(db, name, other_than=profile.id)
    try:
        _write(
            db,
            "UPDATE profiles SET name = ?, name_key = ? WHERE id = ?",
            (name, name_key(name), profile.id),
            link=name,
        )
    except sqlite3.IntegrityError:
        raise ProfileError(Said("there is a profile called '{name}' already", name=name)) from None
    return Profile(profile.id, name, profile.colour, profile.birthday)


def change_profile(
    db: sqlite3.Connection,
    profile: Profile,
    colour: str | None = None,
    birthday: str | datetime.date | None = None,
    forget_birthday: bool = False,
) -> Profile:
    """The profile with a new colour and/or birthday (or its birthday forgotten)."""
    chosen = check_colour(colour) if colour else profile.colour
    day = None if forget_birthday else (_birthday(birthday) if birthday else _iso(profile.birthday))
    _write(db, "UPDATE profiles SET colour = ?, birthday = ? WHERE id = ?", (chosen, day, profile.id))
    return Profile(
        profile.id, profile.name, chosen, None if day is None else datetime.date.fromisoformat(day)
    )


def _iso(day: datetime.date | None) -> str | None:
    return None if day is None else day.isoformat()


def delete_profile(db: sqlite3.Connection, profile: Profile) -> None:
    """Forget the profile; its games stay in the history under the name they were played under."""
    _write(db, "DELETE FROM profiles WHERE id = ?", (profile.id,))


def import_birthdays(db: sqlite3.Connection, birthdays: Mapping[str, str]) -> list[str]:
    """Take the settings' birthdays by name into profiles, in one transaction: a name without a
    profile gets one, a profile gets the birthday typed for it. Each (name, date) is taken once,
    so running it again changes nothing, and a profile deleted since is not made again. Returns
    what could not be taken (a name no profile may have), for the player to read; those entries
    stay in the settings as they are."""
    refused: list[str] = []
    db.execute("BEGIN IMMEDIATE")
    try:
        for typed_name, typed_day in birthdays.items():
            try:
                day = _birthday(typed_day)
                name = clean_name(typed_name)
            except ProfileError as error:
                refused.append(f"{typed_name[:NAME_MAX]!r}: {error}")
                continue
            key = name_key(name)
            seen = db.execute(
                "SELECT 1 FROM imported_birthdays WHERE name_key = ? AND birthday = ?", (key, day)
            ).fetchone()
            if seen:
                continue
            found = db.execute("SELECT id FROM profiles WHERE name_key = ?", (key,)).fetchone()
            if found is None:
                db.execute(
                    "INSERT INTO profiles (name, name_key, colour, birthday, created) VALUES (?, ?, ?, ?, ?)",
                    (name, key, _free_colour(db), day, stamp(utc_now())),
                )
                _link(db, name)
            else:
                # Typed at the setup since the last import: the newer date is the one meant.
                db.execute("UPDATE profiles SET birthday = ? WHERE id = ?", (day, found[0]))
            db.execute("INSERT INTO imported_birthdays (name_key, birthday) VALUES (?, ?)", (key, day))
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    return refused
