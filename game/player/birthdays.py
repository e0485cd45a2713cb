"""People's birthdays, for games that make cards of them (a contract made of one's birthday).

A person types theirs once at the seat setup; it is checked here, kept in their settings
by name, and handed to the match with every seat's date (a computer player gets a random
one drawn from the deal number, so the same deal number gives it the same birthday). Every
seat's date is then open in the view's ``birthdays`` fact. No pygame here.
"""

from __future__ import annotations

import datetime
import random
import re
from collections.abc import Mapping, Sequence
from typing import Final

from ..engine.birthdays import random_birthday
from ..i18n.said import Said

EARLIEST_YEAR: Final = 1900
EXAMPLE: Final = "1995-07-23"
_ISO: Final = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$")


class BirthdayError(ValueError):
    """A birthday that is not a date of birth; the message says what to type."""


def parse_birthday(typed: str, today: datetime.date | None = None) -> datetime.date:
    """A typed birthday, written year-month-day.

    >>> parse_birthday("1995-7-23")
    datetime.date(1995, 7, 23)
    >>> parse_birthday("23/07/1995")
    Traceback (most recent call last):
    ...
    game.player.birthdays.BirthdayError: '23/07/1995' is not a date written year-month-day, such as 1995-07-23
    """
    words = typed.strip()
    found = _ISO.match(words)
    if not found:
        raise BirthdayError(
            Said(
                "'{typed}' is not a date written year-month-day, such as {example}",
                typed=words,
                example=EXAMPLE,
            )
        )
    year, month, day = (int(part) for part in found.groups())
    try:
        date = datetime.date(year, month, day)
    except ValueError:
        raise BirthdayError(
            Said(
                "'{typed}' is not a day of the calendar (month {month}, day {day})",
                typed=words,
                month=month,
                day=day,
            )
        ) from None
    if date.year < EARLIEST_YEAR:
        raise BirthdayError(
            Said(
                "'{typed}' cannot be a birthday: it is before {earliest}", typed=words, earliest=EARLIEST_YEAR
            )
        )
    if date > (today or datetime.date.today()):
        raise BirthdayError(Said("'{typed}' cannot be a birthday: it is in the future", typed=words))
    return date


def stored_birthday(birthdays: Mapping[str, str], name: str) -> str:
    """The birthday kept in the settings for ``name`` (case and spaces aside), or ""."""
    wanted = name.strip().casefold()
    return next((day for who, day in birthdays.items() if who.strip().casefold() == wanted), "")


def remember(birthdays: dict[str, str], name: str, date: datetime.date) -> None:
    """Keep ``name``'s birthday (replacing an entry spelt with other case)."""
    for who in [who for who in birthdays if who.strip().casefold() == name.strip().casefold()]:
        del birthdays[who]
    birthdays[name.strip()] = date.isoformat()


def match_birthdays(given: Sequence[datetime.date | None], seed: int) -> tuple[str, ...]:
    """Every seat's birthday for a match's first round (``Match(carried={"birthdays": …})``):
    the dates given, and for a seat without one (a computer player) a date drawn from the
    deal number and the seat, so a replay of the deal gives it the same one."""
    return tuple(
        (day or random_birthday(random.Random(f"birthday {seed} {seat}"))).isoformat()
        for seat, day in enumerate(given)
    )
