"""Saved matches: the variant, the seats, the match seed and every action — replayed on load.

A save holds no state, only what is needed to rebuild it: the same seed and
the same actions give the same game. A save that cannot be read or replayed
is moved aside (``.bad``) and reported; it is never lost or half-loaded.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import yaml

from . import paths
from .engine import EngineError, Variant, make_rules
from .engine.match import Match
from .variants import Catalog

SAVE_VERSION = 1


class SaveError(Exception):
    """A save that cannot be used; the message names the file and what is wrong."""


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


@dataclass
class SavedMatch:
    """Everything a save records."""

    variant: str
    seats: list[Seat]
    seed: int
    rounds: list[list[str]] = field(default_factory=list)
    # Options chosen at the setup screen over the variant's own (Challenge's single-card holder).
    options: dict[str, Any] = field(default_factory=dict)

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
        return data


def default_save_path() -> Path:
    return paths.user_dir() / "saves" / "autosave.yaml"


def record(
    match: Match, variant_id: str, seats: Sequence[Seat], options: Mapping[str, Any] | None = None
) -> SavedMatch:
    """A save of ``match`` as it stands, the round in progress included."""
    logs = list(match.round_logs)
    if match.state is not None and not match.round_recorded:
        logs.append(list(match.state.log))
    rounds = [[str(a) for a in log] for log in logs]
    return SavedMatch(variant_id, list(seats), match.seed, rounds, dict(options or {}))


def write(save: SavedMatch, path: Path | None = None) -> Path:
    """Write atomically: a crash mid-write leaves the previous save intact."""
    path = path or default_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    # The table saves after every move: libyaml's dumper (when present) keeps that well under a millisecond.
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    text = yaml.dump(save.to_data(), Dumper=dumper, sort_keys=False, allow_unicode=True)
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)
    return path


def _fail(path: Path, message: str) -> SaveError:
    return SaveError(f"{path}: {message}")


def read(path: Path | None = None) -> SavedMatch:
    """Parse and check a save file's shape (not yet its actions)."""
    path = path or default_save_path()
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        raise _fail(path, f"cannot be read ({error})") from None
    except yaml.YAMLError as error:
        raise _fail(path, f"is not valid YAML ({error})") from None
    if not isinstance(data, dict):
        raise _fail(path, "is not a saved game")
    if data.get("version") != SAVE_VERSION:
        raise _fail(path, f"has version {data.get('version')!r}; this program reads version {SAVE_VERSION}")
    variant, seed, seats, rounds = (data.get(k) for k in ("variant", "seed", "seats", "rounds"))
    if not isinstance(variant, str):
        raise _fail(path, "variant: must be a variant id")
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise _fail(path, "seed: must be a whole number from 0")
    if not isinstance(seats, list) or not seats or not all(isinstance(s, dict) for s in seats):
        raise _fail(path, "seats: must be a list of {name, kind, level}")
    if not isinstance(rounds, list) or not all(isinstance(r, list) for r in rounds):
        raise _fail(path, "rounds: must be a list of action lists")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise _fail(path, "options: must map option names to values")
    parsed_seats = []
    for index, seat in enumerate(seats):
        kind = seat.get("kind", "human")
        if kind not in ("human", "ai"):
            raise _fail(path, f"seats.{index}.kind: must be human or ai, got {kind!r}")
        name = str(seat.get("name", f"Player {index + 1}"))
        parsed_seats.append(Seat(name, kind, str(seat.get("level", ""))))
    return SavedMatch(variant, parsed_seats, seed, [[str(a) for a in r] for r in rounds], options)


def restore(save: SavedMatch, catalog: Catalog, path: Path | None = None) -> Match:
    """Replay a save into a match positioned where it was saved."""
    where = path or default_save_path()
    if save.variant not in catalog.variants:
        raise _fail(where, f"variant: {save.variant!r} is not a known variant")
    rules = make_rules(saved_variant(save, catalog))
    match = Match(rules, len(save.seats), save.seed)
    for number, actions in enumerate(save.rounds, start=1):
        if match.over:
            raise _fail(where, f"rounds.{number}: the match was already over")
        state = match.start_round()
        for index, text in enumerate(actions):
            try:
                rules.apply(state, rules.parse_action(text))
            except (EngineError, ValueError) as error:
                raise _fail(where, f"rounds.{number}.{index}: {text!r} cannot be replayed: {error}") from None
        if state.over:
            # A finished deal is recorded on load; the table then shows its scoreboard.
            match.finish_round()
        elif number < len(save.rounds):
            raise _fail(where, f"rounds.{number}: the round ends unfinished but more rounds follow")
    return match


def saved_variant(save: SavedMatch, catalog: Catalog) -> Variant:
    """The save's variant with the options chosen at setup (checked when its rules are made)."""
    variant = catalog.get(save.variant)
    if not save.options:
        return variant
    return replace(variant, options={**variant.options, **save.options})


def set_aside(path: Path) -> Path:
    """Move a broken save out of the way (``name.bad``, numbered if needed) and return where."""
    target = path.with_suffix(path.suffix + ".bad")
    counter = 1
    while target.exists():
        target = path.with_suffix(f"{path.suffix}.bad{counter}")
        counter += 1
    os.replace(path, target)
    return target


def load_or_set_aside(
    catalog: Catalog, path: Path | None = None
) -> tuple[Match | None, SavedMatch | None, str]:
    """The saved match, or ``None`` and a message saying what was wrong and where the file went."""
    path = path or default_save_path()
    if not path.exists():
        return None, None, ""
    try:
        save = read(path)
        return restore(save, catalog, path), save, ""
    except (SaveError, EngineError) as error:
        moved = set_aside(path)
        return None, None, f"{error} — the file was kept as {moved}"
