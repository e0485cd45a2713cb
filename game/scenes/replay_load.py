"""What the replay viewer opens: a recorded game rebuilt (``history.replay``), and every way it
can fail said in words for the screen.

A game that plays through but ends otherwise than recorded is shown whole, with what differs. A
game whose actions stop replaying (an edited file, another version's rules) is shown up to the
action before the first one that fails, with that action named, so the viewer shows how far the
game goes and never crashes on a record.

It also says whether the game can be taken over ("Take over from here": a new game from a
position): not when nothing of it could be read, when this program cannot play it, or when its
recorded moves do not all replay (``refusal``, the English words, said when shown).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Final

from ..engine import IllegalAction
from ..history.profiles import list_profiles
from ..history.records import GameRecord, Status
from ..history.replay import Replay, ReplayError
from ..history.replay_file import ReplayFileError, read_replay
from ..history.store import load_game
from ..i18n import N_, _, fill
from ..i18n.said import Said
from ..i18n.their_words import failure_words
from ..i18n.words import recorded_variant_name
from ..play.refusals import refusal_words

# Why a game cannot be taken over at all (the position's own reason is the viewer's).
UNREAD: Final = N_("Nothing to take over: the game could not be read.")
UNPLAYABLE: Final = N_("Cannot be taken over: this version of the program cannot play this game.")
CUT_SHORT: Final = N_("Cannot be taken over: its recorded moves do not all replay.")
NOT_NOTATION: Final = N_("not a move in this game's notation")


@dataclass
class LoadedReplay:
    """A replay to show (None when nothing of the game can be shown), its title, and what the
    player must be told: the first action that fails, or how the end differs from the record."""

    replay: Replay | None
    title: str
    problems: list[str] = field(default_factory=list)
    # Only part of the game could be rebuilt: it stops before the action that fails.
    cut_short: bool = False
    # Why no position of it can be taken over (English: said when shown); "" when they can.
    refusal: str = UNREAD
    # Each seat's profile's name now, for a person's seat taken over (None: no profile).
    people: tuple[str | None, ...] = ()


def load_record(record: GameRecord, where_action: Callable[[int], str] | None = None) -> LoadedReplay:
    """``record`` rebuilt; ``where_action`` names an action's place in a file (``file:line: key``)."""
    title = _("{variant} · deal #{seed}").format(
        variant=recorded_variant_name(record.variant_name), seed=record.seed
    )
    try:
        replay = Replay(record)
    except ReplayError as error:
        said: object = _worded(error)
        if where_action and error.number is not None:
            said = fill(_("{place}: {problem}"), place=where_action(error.number), problem=said)
        problem = fill(_("This game does not replay: {error}."), error=said)
        if error.number is None:
            return LoadedReplay(None, title, [problem], refusal=UNPLAYABLE)
        try:
            partial = Replay(before_action(record, error.number))
        except ReplayError:
            return LoadedReplay(None, title, [problem], refusal=UNPLAYABLE)
        problems = [problem, _("Shown up to the action before it.")]
        return LoadedReplay(partial, title, problems, cut_short=True, refusal=CUT_SHORT)
    problems = [_("It does not end as recorded: {mismatch}.").format(mismatch=m) for m in replay.mismatches]
    return LoadedReplay(replay, title, problems, refusal="")


def _worded(error: ReplayError) -> Said:
    """The history's words for ``error``, the engine's reason in the player's language: a refused
    move as the table words it, a notation the game does not read in this screen's words."""
    cause = error.cause
    if isinstance(cause, IllegalAction):
        return Said(error.said.template, **{**error.said.fields, "error": refusal_words(cause)})
    if isinstance(cause, ValueError):  # NotationError is one
        return Said(error.said.template, **{**error.said.fields, "error": Said(NOT_NOTATION)})
    return error.said


def before_action(record: GameRecord, number: int) -> GameRecord:
    """The game as it stood before its ``number``-th action (counted from 1 over every round),
    marked unfinished so the rebuild compares nothing it did not reach."""
    kept = []
    for played in record.rounds:
        if number <= len(played.actions):
            kept.append(replace(played, actions=played.actions[: number - 1], finished=False))
            break
        kept.append(played)
        number -= len(played.actions)
    return replace(record, rounds=tuple(kept), status=Status.PLAYING, winners=(), totals=())


def load_file(path: Path) -> LoadedReplay:
    """A replay file (``q2j history export``); one that cannot be read says its line and key."""
    try:
        loaded = read_replay(path)
    except ReplayFileError as error:
        return LoadedReplay(None, path.name, [_("This file cannot be read: {error}").format(error=error)])

    def where(number: int) -> str:  # the file and line, not the file's key path (rounds.0.actions.4)
        line = loaded.action_line(number)
        return _("{file}, line {line}").format(file=path, line=line) if line else str(path)

    return load_record(loaded.record, where)


def load_from_history(db: sqlite3.Connection, game_id: int) -> LoadedReplay:
    """Game number ``game_id`` of the history."""
    try:
        stored = load_game(db, game_id)
    except (sqlite3.Error, ValueError) as error:
        said = _("Game #{number} cannot be read: {error}.").format(number=game_id, error=failure_words(error))
        return LoadedReplay(None, _("game #{number}").format(number=game_id), [said])
    if stored is None:
        said = _("The history has no game #{number}.").format(number=game_id)
        return LoadedReplay(None, _("game #{number}").format(number=game_id), [said])
    loaded = load_record(stored.record)
    try:
        names = {profile.id: profile.name for profile in list_profiles(db)}
    except sqlite3.Error:
        names = {}  # the seats are then taken over by the names they were played under
    return replace(loaded, people=tuple(None if p is None else names.get(p) for p in stored.profiles))
