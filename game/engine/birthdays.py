"""Birthdays at the table, for a game whose contracts are made of one's date of birth
(``Rules.uses_birthdays``): the date a seat with none given (a computer player) is dealt.

>>> import random
>>> random_birthday(random.Random(1))
datetime.date(1952, 1, 20)
"""

from __future__ import annotations

import datetime
import random
from typing import Final

EARLIEST_BIRTHDAY: Final = datetime.date(1940, 1, 1)
BIRTHDAY_SPAN: Final = (datetime.date(2012, 12, 31) - EARLIEST_BIRTHDAY).days


def random_birthday(rng: random.Random) -> datetime.date:
    """A seeded random date of birth for a seat with none given (a bot)."""
    return EARLIEST_BIRTHDAY + datetime.timedelta(days=rng.randrange(BIRTHDAY_SPAN + 1))
