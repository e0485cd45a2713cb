"""Saved matches: the variant, the seats, the match seed and every action — replayed on load.

A save holds no state, only what is needed to rebuild it: the same seed and
the same actions give the same game. A save that cannot be read or replayed
is moved aside (``.bad``) and reported; it is never lost or half-loaded. One
that could not be opened, or whose variant is missing, stays where it is, and
is moved aside before a new game would write over it (``keep_before_new_game``).

Version 2 ends with a ``checksum:`` line over everything before it, so a save
cut short (a crash mid-write on a disk that does not keep the rename's promise,
a copy stopped part way) or changed by hand is told from a good one: without
the line YAML would read a save cut at a line's end as an earlier move. A
version 1 save (written before the checksum) is still read as it was.
Files are read through ``game.files.safe_yaml`` and written through ``game.files.user_files``.
A ``SaveError`` says what is wrong in the language in use when it is written out (``Said``).
"""

from __future__ import annotations

import datetime
import hashlib
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeGuard

from ..engine import EngineError, Variant, make_rules
from ..engine.errors import VariantError
from ..engine.match import Match
from ..i18n.said import Said
from ..i18n.their_words import os_words
from ..player.birthdays import BirthdayError, parse_birthday
from ..terminal.arguments import MAX_SEED  # what the command line accepts
from ..variants import Catalog
from . import autosaving, paths, save_claim
from .file_notes import set_aside_note
from .safe_yaml import (
    KeyPath,
    UnreadableFile,
    YamlFileError,
    dump_yaml,
    located,
    parse_yaml,
    place,
    read_text,
    shown,
)
from .user_files import set_aside, write_atomically

SAVE_VERSION = 2
READS = (1, 2)  # version 1: the same without the checksum line
CHECKSUM = "checksum: "
MAX_TEXT = 200  # a seat name, a level, one action
MAX_FILE_NAME = 255  # the replay file a game was taken over from: the longest name a system allows
Lines = dict[KeyPath, int]  # the line of each key path in the file read (for messages)


class SaveError(Exception):
    """A save that cannot be used; the message names the file and what is wrong.

    ``keep`` marks a save that may still be good: it could not be opened, or its
    variant is missing (perhaps a variant file of the player's own with a mistake).
    It is left where it is rather than set aside.
    """

    def __init__(self, message: str | Said | YamlFileError, keep: bool = False) -> None:
        super().__init__(message)  # str() of the error is str() of the message: said when shown
        self.keep = keep


@dataclass
class Seat:
    """Who sits in a seat: a human by name, or an AI of some level."""

    name: str
    kind: str = "human"  # "human" or "ai"
    level: str = ""

    def to_data(self) -> dict[str, str]:
        data = {"name": self.name, "kind": self.kind}
        if self.kind == "ai":
            data["level"] = self.level
        return data


@dataclass(frozen=True)
class SavedMark:
    """Where a game was taken over from a replay (``history.records.TakenOver``, which the files
    may not import): the round (from 1) and the moves made in it then, and the game's number in
    the history or else the replay file's name."""

    round: int
    move: int
    game: int | None = None
    file: str = ""

    def to_data(self) -> dict[str, int | str]:
        data: dict[str, int | str] = {"round": self.round, "move": self.move}
        if self.game is not None:
            data["game"] = self.game
        else:
            data["file"] = self.file
        return data


@dataclass
class SavedMatch:
    """Everything a save records."""

    variant: str
    seats: list[Seat]
    seed: int
    rounds: list[list[str]] = field(default_factory=list)
    # Options chosen at the setup screen over the variant's own (Challenge's single-card holder).
    options: dict[str, Any] = field(default_factory=dict)
    # How each person arranged their hand (display only, read by the table's ``hand_order``).
    hands: dict[Any, Any] = field(default_factory=dict)
    # What the match's first round was given, one entry per seat (Crazy Jokers: ``birthdays``).
    carried: dict[str, list[str]] = field(default_factory=dict)
    # Moves of the deal in progress that Undo never takes back (a game taken over from a replay
    # at that position: those moves were played in the game before).
    undo_floor: int = 0
    # A game taken over from a replay: where, so that Continue keeps it marked (its log, the
    # history, Restart); None for a game begun at its deal.
    taken_over: SavedMark | None = None
    # Where each key sat in the file it was read from (for messages; not written).
    lines: Lines = field(default_factory=dict, compare=False, repr=False)

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "version": SAVE_VERSION,
            "variant": self.variant,
            "seed": self.seed,
            "seats": [seat.to_data() for seat in self.seats],
            "rounds": [list(actions) for actions in self.rounds],
        }
        if self.options:
            data["options"] = dict(self.options)
        if self.hands:
            data["hands"] = dict(self.hands)
        if self.carried:
            data["carried"] = {key: list(values) for key, values in self.carried.items()}
        if self.undo_floor:
            data["undo_floor"] = self.undo_floor
        if self.taken_over is not None:
            data["taken_over"] = self.taken_over.to_data()
        return data


def usual_save_path() -> Path:
    """The save of a window alone on the user folder (and of every save before the slots)."""
    return paths.saves_dir() / "autosave.yaml"


def default_save_path() -> Path:
    """The file this window's game is saved to: its own slot (``save_claim``), taken now when it
    has none, so that two copies of the program never write one file."""
    return save_claim.window_save(usual_save_path())


def new_game_save(replacing: Path | None) -> Path:
    """The slot a new game at this window is saved to, taken now (before the setup screen, so
    that a game another window leaves meanwhile is not written over): ``replacing``, the saved
    game Continue offered, as a new game always replaced the save; else a free one."""
    save_claim.let_go()
    return save_claim.window_save(usual_save_path(), replacing)


def saved_games() -> list[Path]:
    """Every saved game in the user folder, whichever window left it."""
    return save_claim.saved_games(usual_save_path())


def save_to_continue() -> Path | None:
    """The newest saved game no running copy of the program plays: what Continue offers."""
    autosaving.flush()  # this window's last save is on the disk (its time counts)
    return save_claim.to_continue(usual_save_path())


def record(
    match: Match,
    variant_id: str,
    seats: Sequence[Seat],
    options: Mapping[str, Any] | None = None,
    hands: Mapping[Any, Any] | None = None,
    undo_floor: int = 0,
    taken_over: SavedMark | None = None,
) -> SavedMatch:
    """A save of ``match`` as it stands, the round in progress included."""
    logs = list(match.round_logs)
    if match.state is not None and not match.round_recorded:
        logs.append(list(match.state.log))
    rounds = [[str(a) for a in log] for log in logs]
    carried = {key: [str(item) for item in _items(value)] for key, value in match.first_carried.items()}
    return SavedMatch(
        variant_id,
        list(seats),
        match.seed,
        rounds,
        dict(options or {}),
        hands=dict(hands or {}),
        carried=carried,
        undo_floor=undo_floor,
        taken_over=taken_over,
    )


def _items(value: object) -> list[object]:
    return list(value) if isinstance(value, list | tuple) else [value]


def write(save: SavedMatch, path: Path | None = None) -> Path:
    """Write atomically and durably: a crash or a full disk leaves the previous save intact."""
    path = path or default_save_path()
    write_atomically(path, text_of(save))
    return path


def text_of(save: SavedMatch) -> str:
    """The save file's text, its checksum line last."""
    return text_of_data(save.to_data())


def text_of_data(data: dict[str, Any]) -> str:
    """``text_of`` for a save's ``to_data()``: the table copies its data at a move and leaves the
    writing out (a long match's list of moves) to the autosave's thread."""
    body = dump_yaml(data)  # an option's value may be an enum member (``MatchMode.SINGLE``)
    return f"{body}{CHECKSUM}{checksum(body)}\n"


def checksum(body: str) -> str:
    """The checksum a save's last line gives for the text above it."""
    return hashlib.sha256(body.encode("utf-8")).hexdigest()


def _check_whole(path: Path, text: str) -> None:
    """A version 2 save must end with the checksum of all it holds above that line."""
    body, _, last = text.rstrip("\n").rpartition("\n")
    if not last.startswith(CHECKSUM):
        said = Said("is cut short: its last line, the checksum, is missing (part of the game was lost)")
        raise _fail(path, said)
    if last.removeprefix(CHECKSUM).strip() != checksum(body + "\n"):
        said = Said("does not match its checksum: it was cut short or changed after the game wrote it")
        raise _fail(path, said)


def _fail(path: Path, message: object, key: str = "", lines: Lines | None = None, *at: str) -> SaveError:
    """``file:line: key: message`` (``at``: the key path whose line ``lines`` gives, when it
    differs from ``key``: rounds are counted from 1 in messages, from 0 in the file)."""
    line = (lines or {}).get(tuple(at or key.split(".")), 0) if key else 0
    return SaveError(located(place(path, line, key), message))


def _text(value: object) -> TypeGuard[str]:
    return isinstance(value, str) and len(value) <= MAX_TEXT


def _seat(path: Path, lines: Lines, index: int, seat: dict[Any, Any]) -> Seat:
    kind = seat.get("kind", "human")
    if kind not in ("human", "ai"):
        said = Said("must be human or ai, got {value}", value=shown(kind))
        raise _fail(path, said, f"seats.{index}.kind", lines)
    name = seat.get("name", f"Player {index + 1}")
    # A control character (a NUL above all) cannot be drawn; the game never writes one.
    if not _text(name) or not name.strip() or any(unicodedata.category(c) == "Cc" for c in name):
        said = Said("must be a name of printable characters, got {value}", value=shown(name))
        raise _fail(path, said, f"seats.{index}.name", lines)
    level = seat.get("level", "")
    if not _text(level):
        said = Said("must be an AI level, got {value}", value=shown(level))
        raise _fail(path, said, f"seats.{index}.level", lines)
    return Seat(name, kind, level)


def read(path: Path | None = None) -> SavedMatch:
    """Parse and check a save file's shape (not yet its actions)."""
    path = path or default_save_path()
    autosaving.flush()  # a save the table just handed over is read as written
    try:
        text = read_text(path)
        document = parse_yaml(text, path)
    except YamlFileError as error:
        raise SaveError(error, keep=isinstance(error, UnreadableFile)) from None
    data, lines = document.data, document.lines
    if not isinstance(data, dict):
        raise _fail(path, Said("is not a saved game"))
    version = data.get("version")
    # `version: true` is not version 1 (True == 1 in Python).
    if type(version) is not int or version not in READS:
        said = Said(
            "has version {version}; this program reads versions 1 and {newest}",
            version=shown(version),
            newest=SAVE_VERSION,
        )
        raise _fail(path, said)
    if version >= 2:
        _check_whole(path, text)
    data.pop("checksum", None)
    variant, seed, seats, rounds = (data.get(k) for k in ("variant", "seed", "seats", "rounds"))
    if not _text(variant):
        raise _fail(path, Said("must be a variant id"), "variant", lines)
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise _fail(path, Said("must be a whole number from 0 to {highest}", highest=MAX_SEED), "seed", lines)
    if not isinstance(seats, list) or not seats or not all(isinstance(s, dict) for s in seats):
        raise _fail(path, Said("must be a list of {fields}", fields="{name, kind, level}"), "seats", lines)
    if not isinstance(rounds, list) or not all(isinstance(r, list) for r in rounds):
        raise _fail(path, Said("must be a list of action lists"), "rounds", lines)
    for number, actions in enumerate(rounds, start=1):
        if not all(_text(action) for action in actions):
            said = Said("every action must be a short text such as `play QH`")
            raise _fail(path, said, f"rounds.{number}", lines, "rounds", str(number - 1))
    options = data.get("options", {})
    plain = (bool, int, str, type(None))
    if not isinstance(options, dict) or not all(
        _text(key) and isinstance(value, plain) for key, value in options.items()
    ):
        raise _fail(path, Said("must map option names to values"), "options", lines)
    parsed_seats = [_seat(path, lines, index, seat) for index, seat in enumerate(seats)]
    # Hand orders only arrange what is shown: one the table cannot read is dropped, not a bad save.
    hands = data.get("hands", {})
    hands = hands if isinstance(hands, dict) else {}
    carried = _carried(path, lines, data.get("carried", {}), len(parsed_seats))
    undo_floor = data.get("undo_floor", 0)
    if type(undo_floor) is not int or not 0 <= undo_floor <= (len(rounds[-1]) if rounds else 0):
        said = Said("must be a whole number of the last round's moves, from 0 to its count")
        raise _fail(path, said, "undo_floor", lines)
    taken_over = _taken_over(path, lines, data.get("taken_over"), rounds)
    return SavedMatch(
        variant,
        parsed_seats,
        seed,
        [list(r) for r in rounds],
        options,
        hands=hands,
        carried=carried,
        undo_floor=undo_floor,
        taken_over=taken_over,
        lines=lines,
    )


MARK_KEYS = ("round", "move", "game", "file")


def _taken_over(path: Path, lines: Lines, value: object, rounds: list[list[Any]]) -> SavedMark | None:
    """The mark of a game taken over from a replay, checked as strictly as the rest: the round
    one of the save's, the move within that round's moves, and the game's number or the file's
    name (one of the two). None when the save has none (a game begun at its deal, or a save
    written before the mark was kept)."""
    if value is None:
        return None
    if not isinstance(value, dict) or not all(isinstance(key, str) for key in value):
        raise _fail(path, Said("must be a list of `name: value` lines"), "taken_over", lines)
    for key in value:
        if key not in MARK_KEYS:
            said = Said("unknown key; allowed keys are: {keys}", keys=", ".join(MARK_KEYS))
            raise _fail(path, said, f"taken_over.{key}", lines)
    round_number = _whole(path, lines, value.get("round"), "round", 1, len(rounds))
    move = _whole(path, lines, value.get("move"), "move", 0, len(rounds[round_number - 1]))
    game, file = value.get("game"), value.get("file")
    if (game is None) == (file is None):  # the program writes exactly one of them
        said = Said(
            "must name the game it was taken over from (game: its number) "
            "or the replay file (file: its name), one of the two"
        )
        raise _fail(path, said, "taken_over", lines)
    if game is not None:
        return SavedMark(round_number, move, game=_whole(path, lines, game, "game", 1, 2**62))
    # Any name a replay file may have (the mark shows it as it is), never an empty one.
    if not isinstance(file, str) or not file or len(file) > MAX_FILE_NAME:
        said = Said("must be a short line of text, got {value}", value=shown(file))
        raise _fail(path, said, "taken_over.file", lines)
    return SavedMark(round_number, move, file=file)


def _whole(path: Path, lines: Lines, value: object, key: str, low: int, high: int) -> int:
    """``taken_over.<key>``, a whole number from ``low`` to ``high``."""
    # `true` is not 1 (True == 1 in Python); a round past the save's is not one it played.
    if type(value) is not int or not low <= value <= high:
        said = Said(
            "must be a whole number from {low} to {high}, got {value}", low=low, high=high, value=shown(value)
        )
        at = ("taken_over", key) if ("taken_over", key) in lines else ("taken_over",)  # missing: the mark's
        raise _fail(path, said, f"taken_over.{key}", lines, *at)
    return value


def _carried(path: Path, lines: Lines, carried: object, seats: int) -> dict[str, list[str]]:
    """The first round's facts: per key one short text per seat; birthdays must be dates."""
    if not isinstance(carried, dict):
        raise _fail(path, Said("must map fact names to one value per seat"), "carried", lines)
    for key, values in carried.items():
        if isinstance(values, list):  # a date written without quotes reads as a date
            values[:] = [v.isoformat() if isinstance(v, datetime.date) else v for v in values]
        at = ("carried", str(key))
        if not _text(key) or not isinstance(values, list) or not all(_text(v) for v in values):
            said = Said("must be a list of short texts, one per seat")
            raise _fail(path, said, f"carried.{key}", lines, *at)
        if len(values) != seats:
            said = Said("must hold one value per seat ({seats}), got {count}", seats=seats, count=len(values))
            raise _fail(path, said, f"carried.{key}", lines, *at)
        if key == "birthdays":
            for seat, value in enumerate(values):
                try:
                    parse_birthday(value)
                except BirthdayError as error:
                    key_path = f"carried.birthdays.{seat}"
                    raise _fail(path, error, key_path, lines) from None
    return {str(key): list(values) for key, values in carried.items()}


def restore(save: SavedMatch, catalog: Catalog, path: Path | None = None) -> Match:
    """Replay a save into a match positioned where it was saved."""
    where = path or default_save_path()
    lines = save.lines
    if save.variant not in catalog.variants:
        said = Said(
            "{variant} is not a known variant (is its file missing or broken? "
            "`q2j variants` lists the problems)",
            variant=shown(save.variant),
        )
        raise SaveError(located(place(where, lines.get(("variant",), 0), "variant"), said), keep=True)
    try:
        rules = make_rules(saved_variant(save, catalog))
    except VariantError as error:
        raise _fail(where, Said(error.template, **error.fields), "options", lines) from None
    carried = {key: tuple(values) for key, values in save.carried.items()}
    match = Match(rules, len(save.seats), save.seed, carried=carried)
    for number, actions in enumerate(save.rounds, start=1):
        at = ("rounds", str(number - 1))  # the file counts rounds from 0, the messages from 1
        if match.over:
            raise _fail(where, Said("the match was already over"), f"rounds.{number}", lines, *at)
        try:
            state = match.start_round()
        except EngineError as error:
            said = Said("the round cannot be dealt: {error}", error=error)
            raise _fail(where, said, f"rounds.{number}", lines, *at) from None
        for index, text in enumerate(actions):
            try:
                rules.apply(state, rules.parse_action(text))
            except (EngineError, ValueError) as error:
                said = Said("{action} cannot be replayed: {error}", action=shown(text), error=error)
                raise _fail(where, said, f"rounds.{number}.{index}", lines, *at, str(index)) from None
        if state.over:
            # A finished deal is recorded on load; the table then shows its scoreboard.
            match.finish_round()
        elif number < len(save.rounds):
            said = Said("the round ends unfinished but more rounds follow")
            raise _fail(where, said, f"rounds.{number}", lines, *at)
    return match


def saved_variant(save: SavedMatch, catalog: Catalog) -> Variant:
    """The save's variant with the options chosen at setup (checked when its rules are made)."""
    variant = catalog.get(save.variant)
    if not save.options:
        return variant
    return replace(variant, options={**variant.options, **save.options})


def load_or_set_aside(
    catalog: Catalog, path: Path | None = None
) -> tuple[Match | None, SavedMatch | None, str]:
    """The saved match, or ``None`` and a message saying what was wrong and where the file went
    (in the language in use: the player has just asked to continue)."""
    path = path or default_save_path()
    autosaving.flush()
    if not path.exists():
        return None, None, ""
    try:
        save = read(path)
        return restore(save, catalog, path), save, ""
    except (SaveError, EngineError) as error:
        if isinstance(error, SaveError) and error.keep:
            return None, None, str(Said("{problem}; the file was left where it is.", problem=error))
        return None, None, str(Said("{problem} — {note}.", problem=error, note=set_aside_note(path)))


def keep_before_new_game(catalog: Catalog, path: Path | None = None) -> str:
    """Before a new game writes the autosave: a save that cannot be continued now (its variant
    missing, the file unreadable or broken) is moved aside (``.bad``) rather than written over,
    and the message says where it went; "" when there is none, or it can be continued.

    Only the file and its variant are checked, not its moves: a good save the player chose
    not to continue is replaced, as before."""
    path = path or default_save_path()
    autosaving.flush()
    if not path.exists() and not path.is_symlink():
        return ""
    try:
        save = read(path)
        if save.variant in catalog.variants:
            return ""
        why: object = Said(
            "its variant {variant} is missing or broken (`q2j variants` lists the problems)",
            variant=shown(save.variant),
        )
    except SaveError as error:
        why = error
    try:
        kept = set_aside(path)
    except OSError as error:
        reason = os_words(error)
        return str(
            Said(
                "The saved game could not be continued ({why}) nor moved aside ({reason}).",
                why=why,
                reason=reason,
            )
        )
    said = Said(
        "The saved game could not be continued ({why}), so that a new game does not write over it, "
        "it was kept as {copy}. Rename it back to {name} to continue it once that is mended.",
        why=why,
        copy=kept,
        name=path.name,
    )
    return str(said)
