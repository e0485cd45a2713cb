"""Times in the history: stored as ISO 8601 text in UTC (it sorts as it reads), shown in local time.

>>> stamp(datetime.datetime(2026, 11, 30, 14, 2, 5, tzinfo=datetime.UTC))
'2026-11-30T14:02:05.000+00:00'
>>> parse_stamp('2026-11-30T14:02:05.000+00:00').hour
14
"""

from __future__ import annotations

import datetime


def utc_now() -> datetime.datetime:
    return datetime.datetime.now(datetime.UTC)


def stamp(moment: datetime.datetime) -> str:
    """A moment as stored: UTC, to the millisecond, so that text order is time order."""
    if moment.tzinfo is None:
        moment = moment.astimezone()  # a naive time is the computer's local time
    return moment.astimezone(datetime.UTC).isoformat(timespec="milliseconds")


def parse_stamp(text: str) -> datetime.datetime:
    return datetime.datetime.fromisoformat(text)


def local_day_start(day: datetime.date) -> datetime.datetime:
    """Midnight at the start of ``day`` on this computer's clock, as an aware time."""
    return datetime.datetime.combine(day, datetime.time()).astimezone()


def shown(moment: datetime.datetime) -> str:
    """ "2026-11-30 15:02" in this computer's time zone."""
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")
