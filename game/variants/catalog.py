"""Variant files: read, resolve ``extends``, validate, and list them for the menu.

A variant file names its base game (``game:``) or another variant it builds on
(``extends:``), who may play it, and option values. Every problem is reported
as a ``VariantError`` whose ``where`` is ``file:line: key``; a broken file is
listed in ``Catalog.problems`` and left out, never a crash. A problem is a
``VariantFileError``: its words and its place kept as ``Said``, put in words each time it is
shown, so the menu's note and ``q2j variants`` follow a change of language made after the
catalog was loaded; the engine's words (an option's value, the players) are its template and
fields, translated the same way.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import Variant, VariantError, rules_class
from ..engine.registry import game_names
from ..files import paths
from ..files.file_notes import set_aside_note
from ..files.safe_yaml import (
    KeyPath,
    UnreadableFile,
    UnreadableValue,
    YamlFileError,
    located,
    place,
    place_of,
    read_yaml,
    shown,
)
from ..files.user_files import why_not_a_folder
from ..i18n.said import Said
from ..i18n.their_words import reason_words

TOP_KEYS = {"id", "game", "extends", "name", "description", "players", "options"}
PLAYER_KEYS = {"min", "max", "default"}


@dataclass
class RawVariant:
    """One file's contents before ``extends`` is resolved."""

    id: str
    path: Path
    data: dict[str, Any]
    lines: dict[KeyPath, int]

    def where(self, *key: str) -> Said:
        """``file:line: key`` of ``key`` in this file, said in the language in use when shown."""
        return place_of(self.path, self.lines, *key)


class VariantFileError(VariantError):
    """A variant file's problem whose ``str()`` is in the language in use when it is shown
    (``message`` and ``where`` keep the words of the moment it was found, as a ``VariantError``'s)."""

    def __init__(self, said: Said, place: object) -> None:
        super().__init__(str(said), str(place))
        self.said = said
        self.place = place

    def __str__(self) -> str:
        return str(located(self.place, self.said)) if self.where else str(self.said)


@dataclass
class Catalog:
    """Every valid variant by id, in the order found, and the problems of the broken ones."""

    variants: dict[str, Variant] = field(default_factory=dict)
    problems: list[VariantError] = field(default_factory=list)
    # The problem of each file left out, by the id it has (or its file name's stem).
    left_out: dict[str, VariantError] = field(default_factory=dict)
    # ... and by its path, as given.
    left_out_paths: dict[str, VariantError] = field(default_factory=dict)

    def get(self, variant_id: str) -> Variant:
        if variant_id in self.variants:
            return self.variants[variant_id]
        if variant_id in self.left_out:
            problem = self.left_out[variant_id]
            said = Said(
                "variant {variant} was left out: {problem}", variant=repr(variant_id), problem=problem
            )
            raise VariantError(str(said), "--variant")
        known = ", ".join(self.variants)
        said = Said("no variant {variant}; known variants: {known}", variant=shown(variant_id), known=known)
        raise VariantError(str(said), "--variant")

    def left_out_file(self, path: Path) -> VariantError | None:
        """The problem of the file at ``path``, if it was left out."""
        return self.left_out_paths.get(str(path))

    def for_game(self, game: str) -> list[Variant]:
        return [variant for variant in self.variants.values() if variant.game == game]


def read_file(path: Path) -> RawVariant:
    """Parse one variant file and check the shape of its keys (not yet its options).

    A file that cannot be parsed raises ``YamlFileError``; one with a wrong key, ``VariantError``.
    """
    document = read_yaml(path)
    data, lines = document.data, document.lines
    if not isinstance(data, dict):
        raise _problem(Said("a variant file must be a mapping of keys (game, name, options…)"), str(path))
    raw = RawVariant(str(data["id"]) if isinstance(data.get("id"), str) else path.stem, path, data, lines)
    unknown = sorted(set(map(str, data)) - TOP_KEYS)
    if unknown:
        said = Said("unknown key; allowed keys are: {keys}", keys=", ".join(sorted(TOP_KEYS)))
        raise _problem(said, raw.where(unknown[0]))
    if ("game" in data) == ("extends" in data):
        said = Said("give exactly one of `game` (a base game) or `extends` (a variant)")
        raise _problem(said, raw.where())
    for key in ("id", "game", "extends", "name", "description"):
        if key in data and not isinstance(data[key], str):
            raise _problem(Said("must be text, got {value}", value=shown(data[key])), raw.where(key))
    if "options" in data and not isinstance(data["options"], dict):
        raise _problem(Said("must be a mapping of option: value"), raw.where("options"))
    players = data.get("players")
    if (players is not None and not isinstance(players, int | dict)) or isinstance(players, bool):
        said = Said("must be a number or {keys}", keys="{min, max, default}")
        raise _problem(said, raw.where("players"))
    if isinstance(players, dict):
        extra = sorted(set(map(str, players)) - PLAYER_KEYS)
        if extra:
            raise _problem(Said("allowed keys are min, max, default"), raw.where("players", extra[0]))
        for key, value in players.items():
            if not isinstance(value, int) or isinstance(value, bool):
                said = Said("must be a whole number, got {value}", value=shown(value))
                raise _problem(said, raw.where("players", key))
    return raw


def _problem(said: Said, where: object) -> VariantFileError:
    """A variant file's problem, said in the language in use when shown (see the module's words)."""
    return VariantFileError(said, where)


def _merge(parent: dict[str, Any], child: dict[str, Any]) -> dict[str, Any]:
    merged = dict(parent)
    for key, value in child.items():
        if key in ("options", "players") and isinstance(value, dict):
            base = merged.get(key)
            merged[key] = {**(base if isinstance(base, dict) else {}), **value}
        elif key not in ("extends", "id"):
            merged[key] = value
    merged.pop("extends", None)
    return merged


def _flatten(raw: RawVariant, raws: Mapping[str, RawVariant]) -> dict[str, Any]:
    """The file's keys with every ``extends`` ancestor's keys underneath."""
    chain = [raw]
    while "extends" in chain[-1].data:
        base_id = str(chain[-1].data["extends"])
        if base_id not in raws:
            said = Said("extends {variant}, which is not a known variant", variant=repr(base_id))
            raise _problem(said, chain[-1].where("extends"))
        base = raws[base_id]
        if base in chain:
            raise _problem(
                Said("extends {variant} in a loop", variant=repr(base_id)), chain[-1].where("extends")
            )
        chain.append(base)
    merged: dict[str, Any] = {}
    for link in reversed(chain):
        merged = _merge(merged, link.data)
    return merged


def build_variant(raw: RawVariant, raws: Mapping[str, RawVariant]) -> Variant:
    """Resolve and validate one variant against its game's options and player range."""
    data = _flatten(raw, raws)
    game = str(data.get("game", ""))
    try:
        cls = rules_class(game)
    except VariantError:
        key = "game" if "game" in raw.data else "extends"
        said = Said("no base game {game}; games are: {games}", game=repr(game), games=", ".join(game_names()))
        raise _problem(said, raw.where(key)) from None
    low, high = cls.seats
    players = data.get("players", {})
    if isinstance(players, int):
        players = {"min": players, "max": players, "default": players}
    minimum = int(players.get("min", low))
    maximum = int(players.get("max", high))
    own_players = raw.data.get("players")
    if not (isinstance(own_players, dict) and "default" in own_players) and not isinstance(own_players, int):
        # A file that narrows the range without a default keeps the inherited one if it still fits.
        inherited = int(players.get("default", minimum))
        players = {**players, "default": min(max(inherited, minimum), maximum)}
    variant = Variant(
        id=raw.id,
        game=cls.game,
        name=str(data.get("name", raw.id)),
        description=str(data.get("description", "")),
        min_players=minimum,
        max_players=maximum,
        default_players=int(players.get("default", minimum)),
        options=dict(data.get("options", {})),
        source=str(raw.path),
    )
    try:
        rules = cls(variant)
    except VariantError as error:
        key = error.where or "options"
        path = ("players",) if key.startswith("players") else ("options", key)
        if key.startswith("players."):
            path = ("players", key.split(".", 1)[1])
        spot = raw.where(*path) if tuple(path) in raw.lines else _find_line(raw, raws, path)
        raise _problem(Said(error.template, **error.fields), spot) from None
    # Keep the resolved options (defaults filled in) so every reader sees the same values.
    return Variant(
        id=variant.id,
        game=variant.game,
        name=variant.name,
        description=variant.description,
        min_players=variant.min_players,
        max_players=variant.max_players,
        default_players=variant.default_players,
        options=rules.options,
        source=variant.source,
    )


def _find_line(raw: RawVariant, raws: Mapping[str, RawVariant], path: KeyPath) -> Said:
    """This file and key, and where the value came from when an ancestor set it."""
    base = raw.data.get("extends")
    current = raws.get(str(base)) if base else None
    while current is not None:
        if path in current.lines:
            return Said(
                "{place} (inherited from {origin})", place=raw.where(*path), origin=current.where(*path)
            )
        base = current.data.get("extends")
        current = raws.get(str(base)) if base else None
    return raw.where(*path)


def variant_files(folders: Iterable[Path]) -> list[Path]:
    found: list[Path] = []
    for folder in folders:
        if folder.is_dir():
            found.extend(sorted(folder.glob("*.yaml")) + sorted(folder.glob("*.yml")))
    return found


def _folder_problem(folder: Path) -> VariantError | None:
    """A variants folder that is there but cannot be listed (a file, a link in a loop…)."""
    if not os.path.lexists(folder):
        return None  # a missing folder is just "no variants of your own"
    why = why_not_a_folder(folder)
    if not why:
        return None
    said = Said("cannot be used as a folder ({why}); no variant in it was read", why=reason_words(why))
    return _problem(said, str(folder))


def _real(path: Path) -> Path:
    """``path`` with its links followed as far as they go: never an error (``Path.resolve``
    raises on a link in a loop), so a looping link is one more file that cannot be read."""
    return Path(os.path.realpath(path))


def load_catalog(extra_files: Iterable[Path] = (), folders: Iterable[Path] | None = None) -> Catalog:
    """Built-in variants, then the player's folder, then files given by path.

    A file of the player's that cannot be parsed is set aside (``name.yaml.bad``)
    when it lies in their variants folder; one with a mistake in its keys or
    options stays for them to fix. Either way it is listed in ``problems``. A
    player's variant cannot take the id of a built-in one or of another file.
    """
    if folders is None:
        folders = [paths.config_dir(), paths.user_variants_dir()]
    folders = list(folders)
    catalog = Catalog()
    catalog.problems.extend(problem for problem in map(_folder_problem, folders) if problem is not None)
    raws: dict[str, RawVariant] = {}
    seen: set[Path] = set()
    for path in map(Path, [*variant_files(folders), *extra_files]):
        if _real(path) in seen:
            continue  # the same file twice (given by path, and in the player's folder)
        seen.add(_real(path))
        try:
            raw = read_file(path)
            _check_id(raw, raws)
        except (VariantError, YamlFileError) as error:
            problem = _as_problem(path, error)
            catalog.problems.append(problem)
            catalog.left_out.setdefault(path.stem, problem)
            catalog.left_out_paths.setdefault(str(path), problem)
            continue
        raws[raw.id] = raw
    built: list[Variant] = []
    for raw in raws.values():
        try:
            built.append(build_variant(raw, raws))
        except VariantError as error:
            catalog.problems.append(error)
            catalog.left_out[raw.id] = error
            catalog.left_out_paths.setdefault(str(raw.path), error)
    # Menu order: games in the family's order, each base variant before the ones built on it.
    order = {name: index for index, name in enumerate(game_names())}
    built.sort(key=lambda v: (order.get(v.game, len(order)), v.id.count("-"), v.id))
    catalog.variants = {variant.id: variant for variant in built}
    return catalog


def _is_built_in(path: Path) -> bool:
    return _real(path.parent) == _real(paths.config_dir())


def _in_players_folder(path: Path) -> bool:
    return _real(path.parent) == _real(paths.user_variants_dir())


def _check_id(raw: RawVariant, raws: Mapping[str, RawVariant]) -> None:
    """A player's file may not replace a built-in variant, nor another file's variant."""
    taken = raws.get(raw.id)
    if taken is None or _is_built_in(raw.path):
        return
    key = ("id",) if "id" in raw.data else ()
    if _is_built_in(taken.path):
        said = Said(
            "the id {variant} is taken by a built-in variant; give this file another `id:`",
            variant=repr(raw.id),
        )
    else:
        said = Said(
            "the id {variant} is taken by {file}; give this file another `id:`",
            variant=repr(raw.id),
            file=taken.path,
        )
    raise _problem(said, raw.where(*key))


def _as_problem(path: Path, error: VariantError | YamlFileError) -> VariantError:
    """The error as a catalog problem; a player's unparsable file is first set aside (one with a
    bad value, such as a date off the calendar, stays for its owner to fix, as a wrong option does)."""
    if isinstance(error, VariantError):
        return error
    where = place(error.path, error.line, error.key)
    if isinstance(error, UnreadableFile | UnreadableValue) or not _in_players_folder(path):
        return _problem(error.message, where)
    said = Said("{problem}; {note}", problem=error.message, note=set_aside_note(path))
    return _problem(said, where)
