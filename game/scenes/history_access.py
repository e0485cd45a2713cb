"""The history screens' own connection to the history file the recorder writes.

The recorder writes from its thread; the screens read beside it through a second connection
(WAL lets both work at once). The file was checked when the recorder opened it, so this one
skips the page-by-page check. Without a recorder (tools, tests built without the app) there is
no history to read, and the screens say so.
"""

from __future__ import annotations

import sqlite3

from ..history.database import connect, reason
from ..history.records import StoredGame
from ..history.schema import TooNew
from ..history.store import load_game
from ..i18n import _
from ..i18n.their_words import failure_words
from .context import AppContext


def open_history_reader(ctx: AppContext) -> tuple[sqlite3.Connection | None, str]:
    """A connection to the history, or None and the sentence saying why there is none."""
    path = ctx.history.path
    if path is None or not ctx.history.enabled:
        return None, _("No game history is kept in this run.")
    if not path.exists():
        return None, _("No game has been recorded yet: finished and abandoned games appear here.")
    try:
        return connect(path, check=False), ""
    except (sqlite3.Error, OSError, TooNew) as error:
        return None, _("The game history {path} cannot be read ({reason}).").format(
            path=path, reason=reason(error)
        )


def read_stored_game(ctx: AppContext, game_id: int) -> StoredGame | str:
    """Game ``game_id`` with every round, read through a connection of its own, or the sentence
    saying why it cannot be (no history, a read error, a game no longer there)."""
    db, why = open_history_reader(ctx)
    if db is None:
        return why
    try:
        stored = load_game(db, game_id)
    except sqlite3.Error as error:
        return _("The game history cannot be read ({error}).").format(error=failure_words(error))
    finally:
        db.close()
    if stored is None:
        return _("Game {number} is no longer in the history.").format(number=game_id)
    return stored
