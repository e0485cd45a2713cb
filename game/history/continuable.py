"""Which unfinished games of the history can still be continued: the ones a saved game holds.

A game left before its end (quit to the menu, restarted, its window closed, or the program
stopped) stays in its window's save until another game takes that save or the game is played on
elsewhere. While it does, the history's Continue (C) and the menu's Continue take it up, and the
history says so ("left after 2 rounds: can be continued") rather than "abandoned".

``is_saved`` is the one test of whether a save holds a game: the history's Continue finds the save
it plays from with it, and the history's words, its summary and its statistics ask it here. No
pygame; this reads the save files, so the window asks it off the frame loop (the history screen's
thread, the summary's, the statistics').
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection
from dataclasses import astuple
from pathlib import Path

from ..files import save_claim, saves
from .records import GameRecord, Status
from .store import load_game

Saved = tuple[Path, saves.SavedMatch]  # a save's file and what it holds


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


def free_saves() -> list[Saved]:
    """Every saved game in the player's folder that no running copy of the program is playing,
    read; one that cannot be read is left out (continuing it would say what is wrong)."""
    found = []
    for path in saves.saved_games():
        if save_claim.playing_elsewhere(path):  # played in another window: not to be taken up here
            continue
        try:
            found.append((path, saves.read(path)))
        except saves.SaveError:
            continue
    return found


def continuable(record: GameRecord, held: Collection[Saved] | None = None) -> bool:
    """Whether the unfinished game ``record`` can be continued: a save no window plays holds it
    (``held``: the saves read already, ``free_saves()``; read now when None)."""
    if record.status is Status.FINISHED:
        return False
    return any(is_saved(record, save) for _path, save in (free_saves() if held is None else held))


def continuable_games(db: sqlite3.Connection) -> frozenset[int]:
    """The numbers of the history's games that can be continued (``continuable``): a handful
    whatever the history's length, as each save holds one game. Only the unfinished games of a
    save's deal are read back to be asked."""
    held = free_saves()
    found = set()
    for path, save in held:
        rows = db.execute(
            "SELECT id FROM games WHERE variant = ? AND seed = ? AND status <> ?",
            (save.variant, save.seed, Status.FINISHED.value),
        ).fetchall()
        for (game_id,) in rows:
            stored = load_game(db, int(game_id))
            if stored is not None and continuable(stored.record, [(path, save)]):
                found.add(int(game_id))
    return frozenset(found)
