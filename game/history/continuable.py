"""Which unfinished games of the history can still be continued: the ones a saved game holds.

A game left before its end (quit to the menu, restarted, its window closed, or the program
stopped) stays in its window's save until another game takes that save or the game is played on
elsewhere. While it does, the history's Continue (C) and the menu's Continue take it up, and the
history says so ("left after 2 rounds: can be continued") rather than "abandoned".

A match hosted across the room and left mid-way (the table closed, or its program stopped) stays in
the hosted table's save (``net-table.yaml``, its seats and their tokens beside it) until that table
finishes a match or another is hosted: while it does, the menu's *Continue hosting* takes it up,
and the history says it can be continued too. Each hosted table is saved to a slot of its own
(``net-table.yaml``, or ``net-table-2.yaml`` … while another copy hosts from that one); a table
hosted right now (by this program's lobby or another running copy, each holding its slot's
``.inuse`` claim) is being played, not left: it reads as unfinished, never "can be continued".

A match this window joined across the room (``records.JoinedAt``) is never continued from here:
its host keeps it.

``is_saved`` is the one test of whether a save holds a game: the history's Continue finds the save
it plays from with it, and the history's words, its summary and its statistics ask it here. No
pygame; this reads the save files, so the window asks it off the frame loop (the history screen's
thread, the summary's, the statistics').
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Collection
from dataclasses import astuple, replace
from pathlib import Path

from ..files import paths, save_claim, saves
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
    read, and every hosted table's no running copy hosts (``hosted_saves``); one that cannot be
    read is left out (continuing it would say what is wrong)."""
    found = []
    for path in saves.saved_games():
        if save_claim.playing_elsewhere(path):  # played in another window: not to be taken up here
            continue
        try:
            found.append((path, saves.read(path)))
        except saves.SaveError:
            continue
    return found + [saved for saved, live in hosted_saves() if not live]


def hosted_files() -> tuple[Path, Path]:
    """The usual slot of a hosted table's save: its match and its seats (as ``game/net/table_save.py``
    writes them; the history may not import the network's code, so it names them here)."""
    folder = paths.saves_dir()
    return folder / "net-table.yaml", folder / "net-table-seats.json"


def hosted_slots() -> list[Path]:
    """Every hosted table's saved match, the usual slot's first, then the numbered ones
    (``net-table-2.yaml`` …, each with its ``-seats.json``: two copies hosting from one folder)."""
    usual, _seats = hosted_files()
    return [slot for slot in save_claim.saved_games(usual) if _seats_of(slot).is_file()]


def _seats_of(slot: Path) -> Path:
    return slot.with_name(f"{slot.stem}-seats.json")


def hosted_saves() -> list[tuple[Saved, bool]]:
    """Each hosted table's saved match that can be read as Continue hosting reads it, and whether
    it is being played now: hosted by this program (its lobby, holding the slot) or by another
    running copy. A live table is played on by its host; only one left is continued."""
    found = []
    for slot in hosted_slots():
        saved = hosted_save(slot)
        if saved is not None:
            live = save_claim.holding(slot) or save_claim.playing_elsewhere(slot)
            found.append((saved, live))
    return found


def hosted_save(slot: Path | None = None) -> Saved | None:
    """The hosted table's saved match at ``slot`` (the usual one when None) with its seats as the
    history names them, or None when there is none, or it cannot be read as Continue hosting
    reads it.

    The history records a person's seat handed to a computer while they were away as theirs
    (``game/net/table_record.py``: they keep the seat's token to come back with), where the save
    names the computer playing it now: such a seat is the person's here too."""
    match_file = slot or hosted_files()[0]
    seats_file = _seats_of(match_file)
    if not (match_file.is_file() and seats_file.is_file()):
        return None  # Continue hosting is not offered either
    try:
        save = saves.read(match_file)
        data = json.loads(seats_file.read_text(encoding="utf-8"))
        plans = data["seats"]
        if not isinstance(plans, list) or len(plans) != len(save.seats):
            return None
        tokens = [plan.get("token") if isinstance(plan, dict) else None for plan in plans]
    except (saves.SaveError, OSError, UnicodeDecodeError, ValueError, KeyError, TypeError):
        return None
    seats = [
        saves.Seat(seat.name) if token is not None else seat
        for seat, token in zip(save.seats, tokens, strict=True)
    ]
    return match_file, replace(save, seats=seats)


def hosted_holding(record: GameRecord) -> bool | None:
    """Whether a hosted table's save holds the game ``record`` is: True while that table is hosted
    now (here or by another copy), False when it is left for *Continue hosting*; None when no
    hosted table's save holds it (a game of this window's, or no save at all)."""
    if record.status is Status.FINISHED or not record.replayable:
        return None
    for (_path, save), live in hosted_saves():
        if is_saved(record, save):
            return live
    return None


def continuable(record: GameRecord, held: Collection[Saved] | None = None) -> bool:
    """Whether the unfinished game ``record`` can be continued: a save no window plays holds it
    (``held``: the saves read already, ``free_saves()``; read now when None)."""
    if record.status is Status.FINISHED or not record.replayable:
        return False  # a match joined across the room: its host keeps it, nothing here
    return any(is_saved(record, save) for _path, save in (free_saves() if held is None else held))


def continuable_games(db: sqlite3.Connection) -> frozenset[int]:
    """The numbers of the history's games that can be continued (``continuable``): a handful
    whatever the history's length, as each save holds one game. Only the unfinished games of a
    save's deal are read back to be asked."""
    held = free_saves()
    found = set()
    for path, save in held:
        rows = db.execute(
            "SELECT id FROM games WHERE variant = ? AND seed = ? AND status <> ? AND joined_at IS NULL",
            (save.variant, save.seed, Status.FINISHED.value),
        ).fetchall()
        for (game_id,) in rows:
            stored = load_game(db, int(game_id))
            if stored is not None and continuable(stored.record, [(path, save)]):
                found.add(int(game_id))
    return frozenset(found)
