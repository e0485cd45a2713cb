"""Where the setup screen starts: the variant and seats of the newest game played at the table.

People at one computer usually play again as they last did, so the setup offers that game, its
number of players, who sat where (names) and the computer players' levels. The history holds
it; without one (or if it cannot be read) the setup starts from its defaults.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from ..history.listing import last_seating
from ..history.records import SeatRecord
from .context import AppContext
from .history_access import open_history_reader


@dataclass(frozen=True)
class LastSetup:
    variant: str
    seats: tuple[SeatRecord, ...]


def last_setup(ctx: AppContext) -> LastSetup | None:
    """The newest game's variant and seats, or None (no history, nothing played, unreadable)."""
    db, _ = open_history_reader(ctx)
    if db is None:
        return None
    try:
        found = last_seating(db)
    except sqlite3.Error:
        return None  # a history being set aside or repaired: the defaults do
    finally:
        db.close()
    return None if found is None else LastSetup(*found)
