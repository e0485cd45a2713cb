"""Continuing an unfinished game from the history list: the game is taken up from the saved game
that is that game (the same variant, deal, seats and options, its moves at least those the
history recorded), in whichever window's slot it was saved; otherwise the player is told why it
cannot be. No pygame here.

Only the last game left at each window is saved, so an older unfinished game can be watched
again but not continued. A match hosted across the room is continued from its table's save by
the menu's *Play across the room*, *Continue hosting*: this says so (or that the table is being
hosted now). A match joined across the room is never continued here (its host keeps it).
Whether a save holds a game is ``history.continuable.is_saved``, the test the history's words
("left after 2 rounds: can be continued") ask too.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from ..files import autosaving, save_claim, saves
from ..history.continuable import hosted_holding, is_saved
from ..history.listing import not_replayable
from ..history.records import GameRecord, Status
from ..history.store import load_game
from ..i18n import _
from ..i18n.their_words import failure_words
from ..play.resume import resume_session
from ..play.seats import default_level, levels
from ..play.session import Session
from .context import AppContext
from .history_access import open_history_reader


def continue_game(ctx: AppContext, game_id: int, path: Path | None = None) -> tuple[Session | None, str]:
    """Game ``game_id`` as a session ready for the table, or None and why it cannot be."""
    db, why = open_history_reader(ctx)
    if db is None:
        return None, why
    try:
        stored = load_game(db, game_id)
    except sqlite3.Error as error:
        return None, _("The game history cannot be read ({error}).").format(error=failure_words(error))
    finally:
        db.close()
    if stored is None:
        return None, _("Game {number} is no longer in the history.").format(number=game_id)
    if stored.record.status is Status.FINISHED:
        return None, _("Game {number} is finished: it can be watched again (Enter), not continued.").format(
            number=game_id
        )
    if stored.record.joined is not None:  # the host keeps it: nothing here to go on with
        return None, not_replayable(game_id, stored.record.joined)
    autosaving.flush()  # this window's last save is on the disk
    if path is None:
        hosted = _hosted(game_id, stored.record)
        if hosted:
            return None, hosted
    candidates = [path] if path is not None else saves.saved_games()
    if not any(candidate.is_file() for candidate in candidates):
        return None, _("Game {number} cannot be continued: there is no saved game.").format(number=game_id)
    target = _slot_of(stored.record, candidates)
    if target is None:
        return None, _(
            "Game {number} cannot be continued: only the last game left at each window is saved, "
            "and that is another."
        ).format(number=game_id)
    if not save_claim.continue_in(target):
        # Taken up here too, one deal would be played at two tables and recorded twice.
        return None, _(
            "Game {number} cannot be continued here: it is being played in another window of this program."
        ).format(number=game_id)
    session, problem = resume_session(ctx.catalog, levels(), default_level(), target)
    if session is None:
        save_claim.let_go()  # nothing is played in the slot taken
        return None, _("Game {number} cannot be continued: {reason}").format(number=game_id, reason=problem)
    return session, ""


def _hosted(game_id: int, record: GameRecord) -> str:
    """Where a match hosted across the room is played on, in words: a hosted table's save holds
    it (the menu's *Play across the room* offers *Continue hosting* for it), or it is being hosted
    now; "" for a game no hosted table holds."""
    live = hosted_holding(record)
    if live is None:
        return ""
    if live:
        return _(
            "Game {number} is a table being hosted now, by this window or another copy of the "
            "program: it is played on at that table."
        ).format(number=game_id)
    return _(
        "Game {number} was hosted across the room: to go on with it, choose Play across the room "
        "on the menu, then Continue hosting."
    ).format(number=game_id)


def _slot_of(record: GameRecord, candidates: list[Path]) -> Path | None:
    """The saved game that is ``record``'s game; else the first that cannot be read (continued,
    it says what is wrong with it, as when it was the only save); else None."""
    unreadable = None
    for candidate in candidates:
        try:
            if is_saved(record, saves.read(candidate)):
                return candidate
        except saves.SaveError:
            unreadable = unreadable or candidate
    return unreadable
