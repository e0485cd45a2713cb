"""The replay file: one recorded game as a small text file (YAML), to keep, send or check.

``q2j history export ID FILE`` writes it; ``q2j replay --check FILE`` reads it back and plays
it again. It holds its format, the program that played the game, the game, variant and every
option, the deal number, the first round's facts (birthdays), the seats, each round's actions
in notation (one a line) with how the round ended, and how the game ended. It is read through
``game.files.safe_yaml`` (bounded, like every file the program reads), and each field is checked,
so a file edited by hand gets a message naming its line and key (a ``ReplayFileError``, whose
words are said in the language in use when it is written out).
"""

from __future__ import annotations

import datetime
import enum
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import yaml

from ..files.safe_yaml import YamlDocument, located, place, place_of, read_yaml, represent_enum, shown
from ..files.user_files import write_atomically
from ..i18n.said import Said
from ..terminal.arguments import MAX_SEED
from .records import GameRecord, Origin, RoundPlayed, SeatRecord, Status, TakenOver

FORMAT: Final = 1
MAX_TEXT: Final = 200  # a name, a variant id, one action
HEADER: Final = (
    "# A Q2J game from the history. `q2j replay --check FILE` plays it again and compares the result.\n"
)


class ReplayFileError(ValueError):
    """A replay file that cannot be read; the message is ``file:line: key: what is wrong``
    (``str()`` says it in the language in use)."""

    def __init__(self, message: Said | ValueError) -> None:
        super().__init__(message)


class _Inline(list[int]):
    """A list of numbers, written on one line."""


class _Dumper(yaml.SafeDumper):
    pass


_Dumper.add_multi_representer(enum.Enum, represent_enum)  # an option chosen at the setup
_Dumper.add_representer(
    _Inline,
    lambda dumper, data: dumper.represent_sequence("tag:yaml.org,2002:seq", list(data), flow_style=True),
)


def replay_text(record: GameRecord) -> str:
    """The file's text for ``record``."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "program": record.version,
        "game": record.game,
        "variant": record.variant,
        "variant_name": record.variant_name,
        "options": dict(sorted(record.options.items())),
        "seed": record.seed,
        "carried": {key: list(values) for key, values in record.carried.items()},
        "seats": [
            {"name": s.name} if s.level is None else {"name": s.name, "level": s.level} for s in record.seats
        ],
        "started": record.started.isoformat(),
        "ended": None if record.ended is None else record.ended.isoformat(),
        "status": record.status.value,
        "winners": _Inline(record.winners),
        "totals": _Inline(record.totals),
        **_taken_over_data(record),
        "rounds": [
            {
                "round": played.number,
                "seed": played.seed,
                "finished": played.finished,
                "winners": _Inline(played.winners),
                "points": _Inline(played.points),
                "eliminated": _Inline(played.eliminated),
                "actions": list(played.actions),
            }
            for played in record.rounds
        ],
    }
    body = yaml.dump(
        data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, default_flow_style=False, width=200
    )
    return HEADER + body


def _taken_over_data(record: GameRecord) -> dict[str, Any]:
    """``taken_over``, for a game begun from another's replay: where (no key for any other)."""
    taken = record.taken_over
    if taken is None:
        return {}
    return {"taken_over": {"game": taken.game, "file": taken.file, "round": taken.round, "move": taken.move}}


def write_replay(record: GameRecord, path: Path) -> None:
    """Write the file atomically; raises ``OSError`` if the folder refuses."""
    write_atomically(path, replay_text(record))


@dataclass(frozen=True)
class ReplayFile:
    """A replay file read back: the game as a record, and where each key sits in the file."""

    record: GameRecord
    document: YamlDocument

    def where_action(self, number: int) -> str:
        """``file:line: rounds.R.actions.M`` of the ``number``-th action of the game (from 1), in
        the language in use."""
        key = self._action_key(number)
        return (
            self.document.path
            if key is None
            else str(place_of(self.document.path, self.document.lines, *key))
        )

    def action_line(self, number: int) -> int:
        """The line of the ``number``-th action of the game (from 1) in the file; 0 if unknown."""
        key = self._action_key(number)
        return 0 if key is None else self.document.lines.get(key, 0)

    def _action_key(self, number: int) -> tuple[str, str, str, str] | None:
        for index, played in enumerate(self.record.rounds):
            if number <= len(played.actions):
                return ("rounds", str(index), "actions", str(number - 1))
            number -= len(played.actions)
        return None


class _Check:
    """Reads one document's fields, each refusal worded ``file:line: key: message``."""

    def __init__(self, document: YamlDocument) -> None:
        self.document = document

    def fail(self, message: Said, *key: str) -> ReplayFileError:
        return ReplayFileError(located(place_of(self.document.path, self.document.lines, *key), message))

    def mapping(self, value: object, *key: str) -> dict[str, Any]:
        if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
            raise self.fail(Said("must be a list of `name: value` lines"), *key)
        return value

    def text(self, value: object, *key: str, empty: bool = False) -> str:
        ok = isinstance(value, str) and len(value) <= MAX_TEXT and (empty or value.strip() != "")
        if not ok or any(unicodedata.category(c) == "Cc" for c in str(value)):
            raise self.fail(Said("must be a short line of text, got {value}", value=shown(value)), *key)
        assert isinstance(value, str)
        return value

    def whole(self, value: object, *key: str, low: int = -(2**62), high: int = 2**62) -> int:
        if type(value) is not int or not low <= value <= high:
            said = Said(
                "must be a whole number from {low} to {high}, got {value}",
                low=low,
                high=high,
                value=shown(value),
            )
            raise self.fail(said, *key)
        return value

    def numbers(self, value: object, *key: str, seats: int | None = None) -> tuple[int, ...]:
        if value is None:
            return ()
        if not isinstance(value, list):
            raise self.fail(
                Said("must be a list of numbers such as [0, 2], got {value}", value=shown(value)), *key
            )
        high = 2**62 if seats is None else seats - 1
        low = -(2**62) if seats is None else 0
        return tuple(self.whole(item, *key, str(i), low=low, high=high) for i, item in enumerate(value))

    def moment(self, value: object, *key: str) -> datetime.datetime:
        if isinstance(value, datetime.datetime):  # written without quotes, YAML reads a time itself
            return value if value.tzinfo else value.replace(tzinfo=datetime.UTC)
        try:
            moment = datetime.datetime.fromisoformat(self.text(value, *key))
        except ValueError:
            said = Said("must be a time such as 2026-11-30T14:02:05+00:00, got {value}", value=shown(value))
            raise self.fail(said, *key) from None
        return moment if moment.tzinfo else moment.replace(tzinfo=datetime.UTC)


def read_replay(path: Path) -> ReplayFile:
    """Read and check a replay file (not yet its actions: the rules check those when it is played)."""
    try:
        document = read_yaml(path)
    except yaml.YAMLError as error:  # not expected: read_yaml words every problem itself
        raise ReplayFileError(located(path, error)) from None
    except ValueError as error:  # a YamlFileError: its words are said when shown
        raise ReplayFileError(error) from None
    check = _Check(document)
    data = check.mapping(document.data)
    version = data.get("format")
    if type(version) is not int or version != FORMAT:
        said = Said(
            "is format {format}; this program reads format {readable} (was the file written by "
            "another version of Q2J, or is it not a replay?)",
            format=shown(version),
            readable=FORMAT,
        )
        raise check.fail(said, "format")
    for needed in ("game", "variant", "seed", "seats", "rounds", "status", "started"):
        if needed not in data:
            said = Said("missing (every replay file has it)")
            raise ReplayFileError(located(place(document.path, key=needed), said))
    seats_data = data["seats"]
    if not isinstance(seats_data, list) or not 1 <= len(seats_data) <= 10:
        said = Said(
            "must be a list of 1 to 10 seats, each `{seat}` (and `{level}` for a computer)",
            seat="{name: …}",
            level="level: …",
        )
        raise check.fail(said, "seats")
    seats = []
    for index, seat in enumerate(seats_data):
        fields = check.mapping(seat, "seats", str(index))
        name = check.text(fields.get("name"), "seats", str(index), "name")
        level = fields.get("level")
        seats.append(
            SeatRecord(name, None if level is None else check.text(level, "seats", str(index), "level"))
        )
    options = check.mapping(data.get("options", {}), "options")
    for name, value in options.items():
        if not isinstance(value, bool | int | str) or (isinstance(value, str) and len(value) > MAX_TEXT):
            said = Said("must be true, false, a number or a word, got {value}", value=shown(value))
            raise check.fail(said, "options", name)
    carried_data = check.mapping(data.get("carried") or {}, "carried")
    carried = {}
    for name, values in carried_data.items():
        if isinstance(values, list):  # a birthday written without quotes reads as a date
            values = [v.isoformat() if isinstance(v, datetime.date) else v for v in values]
        if not isinstance(values, list) or len(values) != len(seats):
            raise check.fail(
                Said("must hold one value per seat ({seats})", seats=len(seats)), "carried", name
            )
        carried[name] = tuple(check.text(v, "carried", name, str(i)) for i, v in enumerate(values))
    status_text = data.get("status")
    if status_text not in {status.value for status in Status}:
        said = Said(
            "must be one of {choices}, got {value}",
            choices=", ".join(s.value for s in Status),
            value=shown(status_text),
        )
        raise check.fail(said, "status")
    rounds_data = data["rounds"]
    if not isinstance(rounds_data, list):
        raise check.fail(Said("must be a list of rounds"), "rounds")
    rounds = [_round(check, index, item, len(seats)) for index, item in enumerate(rounds_data)]
    record = GameRecord(
        key=f"file {path}",
        game=check.text(data["game"], "game"),
        variant=check.text(data["variant"], "variant"),
        variant_name=check.text(data.get("variant_name", data["variant"]), "variant_name"),
        options=dict(options),
        seed=check.whole(data["seed"], "seed", low=0, high=MAX_SEED),
        seats=tuple(seats),
        started=check.moment(data["started"], "started"),
        rounds=tuple(rounds),
        status=Status(status_text),
        ended=None if data.get("ended") is None else check.moment(data["ended"], "ended"),
        winners=check.numbers(data.get("winners"), "winners", seats=len(seats)),
        totals=check.numbers(data.get("totals"), "totals"),
        carried=carried,
        version=check.text(data.get("program", ""), "program", empty=True),
        origin=Origin.TOOL,
        taken_over=_taken_over(check, data.get("taken_over")),
    )
    return ReplayFile(record, document)


def _taken_over(check: _Check, value: object) -> TakenOver | None:
    """The file's ``taken_over`` (a game begun from another's replay), checked; None if absent."""
    if value is None:
        return None
    fields = check.mapping(value, "taken_over")
    game = fields.get("game")
    return TakenOver(
        round=check.whole(fields.get("round"), "taken_over", "round", low=1),
        move=check.whole(fields.get("move"), "taken_over", "move", low=0),
        game=None if game is None else check.whole(game, "taken_over", "game", low=1),
        file=check.text(fields.get("file", ""), "taken_over", "file", empty=True),
    )


def _round(check: _Check, index: int, item: object, seats: int) -> RoundPlayed:
    key = ("rounds", str(index))
    fields = check.mapping(item, *key)
    actions = fields.get("actions") or []
    if not isinstance(actions, list):
        raise check.fail(Said("must be a list of actions in notation, one a line"), *key, "actions")
    finished = fields.get("finished", False)
    if not isinstance(finished, bool):
        raise check.fail(Said("must be true or false, got {value}", value=shown(finished)), *key, "finished")
    return RoundPlayed(
        number=index + 1,
        seed=check.whole(fields.get("seed"), *key, "seed", low=0, high=MAX_SEED),
        actions=tuple(check.text(action, *key, "actions", str(i)) for i, action in enumerate(actions)),
        finished=finished,
        seats=tuple(range(seats)),  # the replay deals them again; the file need not say
        winners=check.numbers(fields.get("winners"), *key, "winners", seats=seats),
        points=check.numbers(fields.get("points"), *key, "points"),
        eliminated=check.numbers(fields.get("eliminated"), *key, "eliminated", seats=seats),
    )
