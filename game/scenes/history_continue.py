"""Continuing an unfinished game from the history list: the game is taken up from the autosave
when the autosave is that game (the same variant, deal, seats and options, its moves at least
those the history recorded); otherwise the player is told why it cannot be. No pygame here.

Only one game is saved at a time (the last one left at the table), so an older unfinished game
can be watched again but not continued.
"""

from __future__ import annotations

import sqlite3
from dataclasses import astuple
from pathlib import Path

from ..files import save_claim, saves
from ..history.records import GameRecord, Status
from ..history.store import load_game
from ..i18n import _
from ..i18n.their_words import failure_words
from ..play.resume import has_saved_game, resume_session
from ..play.seats import default_level, levels
from ..play.session import Session
from .context import AppContext
from .history_access import open_history_reader


def is_saved(record: GameRecord, save: saves.SavedMatch) -> bool:
    """Whether ``save`` holds the game ``record`` is (it may have gone further)."""
    seats = [(seat.name, seat.level or None) for seat in record.seats]
    saved = [(seat.name, seat.level if seat.kind != "human" else None) for seat in save.seats]
    if (save.variant, save.seed, saved) != (record.variant, record.seed, seats):
        return False
    if any(record.options.get(key) != value for key, value in save.options.items()):
        return False
    if len(save.rounds) < len(record.rounds):
        return False
    mark, saved_mark = record.taken_over, save.taken_over
    if saved_mark is not None and (
        mark is None or (mark.round, mark.move, mark.game, mark.file) != astuple(saved_mark)
    ):
        # A game taken over from another holds that game's moves and more: it is not that game
        # (a save without a mark, an older program's, is not told apart).
        return False
    return all(
        tuple(save.rounds[index][: len(played.actions)]) == played.actions
        for index, played in enumerate(record.rounds)
    )


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
    target = path or saves.default_save_path()
    if not has_saved_game(target):
        return None, _("Game {number} cannot be continued: there is no saved game.").format(number=game_id)
    if save_claim.playing_elsewhere(target):
        # Taken up here too, one deal would be played at two tables and recorded twice.
        return None, _(
            "Game {number} cannot be continued here: it is being played in another window of this program."
        ).format(number=game_id)
    try:
        save = saves.read(target)
    except saves.SaveError:
        save = None
    if save is not None and not is_saved(stored.record, save):
        return None, _(
            "Game {number} cannot be continued: only the last game left is saved, and that is another."
        ).format(number=game_id)
    session, problem = resume_session(ctx.catalog, levels(), default_level(), target)
    if session is None:
        return None, _("Game {number} cannot be continued: {reason}").format(number=game_id, reason=problem)
    return session, ""
