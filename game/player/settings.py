"""The player's settings, kept as a small YAML file in their own folder.

Loading never fails: a missing file gives the defaults, one that cannot be
parsed (``game.files.safe_yaml``'s limits included) is moved aside
(``settings.yaml.bad``) so nothing the player wrote is lost, and a bad or
unknown key falls back to its default. Each problem comes back as one message
for the menu to show, naming the file, the line and the key: a ``Said``, put in
words when shown (the file is read before the language it names is in use).

Saving changes only what changed: only the settings this program changed since it
read or last wrote the file (another copy of the program on the same folder may have
changed others meanwhile, and those are kept), nothing when the file already says
the same, and a rewrite keeps every entry the loader could not use (an
unknown key, a value out of range, a birthday it cannot read) as it was. When a
rewrite would still lose something (the player's comments, or a bad value being
replaced), the file as it was is first copied aside (``settings.yaml.bad``) and
the save says so. Writing is atomic (``game.files.user_files``) and raises ``OSError``
when the folder refuses; the caller says so on screen.
"""

from __future__ import annotations

import copy
import math
from dataclasses import asdict, dataclass, fields
from dataclasses import field as dataclass_field
from pathlib import Path
from typing import Any, Final

import yaml

from ..files import paths
from ..files.file_notes import set_aside_note
from ..files.safe_yaml import (
    KeyPath,
    UnreadableFile,
    YamlFileError,
    key_text,
    parse_yaml,
    read_text,
    read_yaml,
    shown,
)
from ..files.user_files import copy_aside, set_aside, write_atomically
from ..i18n.numbers import Figure
from ..i18n.said import Said, SaidInTurn
from ..i18n.words import LEVELS
from .birthdays import BirthdayError, parse_birthday

CARD_SIZES: Final = ("small", "medium", "large")
# The language: the system's, or one by name (``game.i18n.CHOICES``, named here so loading the
# settings loads no catalog).
LANGUAGE_CHOICES: Final = ("system", "en", "fr")
# The letters on the court cards' faces: K Q J, R D V (roi, dame, valet), or as the language is.
CARD_LETTERS: Final = ("auto", "english", "french")
COMPUTER_LEVELS: Final = LEVELS  # the computer levels (``game.i18n.words``: loading it loads no bot)
SPEED_RANGE: Final = (0.25, 4.0)
TEXT_SIZES: Final = (100, 125, 150, 175, 200)  # percent of the words' sizes (game.scenes.scale)
# The smallest and largest window kept. The largest is an 8K screen: a window's surface and the
# table's layers behind it take about 130 MB each at that size, and a bigger one ran out of memory.
WINDOW_RANGE: Final = ((640, 480), (7680, 4320))
# The smallest window every table is laid out for (tests/scenes/test_layout.py holds it):
# a smaller remembered or asked-for window opens at this size.
MIN_WINDOW: Final = (1024, 600)
MAX_BYTES: Final = 64_000  # a settings file is a few lines
MAX_NAME: Final = 200
HEADER: Final = "# Q2J settings (written by the game; edit with care)"


@dataclass
class Settings:
    """What the player can change from the settings screen."""

    animation_speed: float = 1.0  # 0.25 (slow) … 4 (fast); 1 is normal
    instant_animations: bool = False  # every card movement a cut (the pauses between moves stay)
    sound: bool = True
    card_sounds: bool = True  # the cards' flips, slides and shuffles (the other sounds apart)
    four_colour: bool = False
    card_size: str = "medium"  # small | medium | large
    language: str = "system"  # system | en | fr
    card_letters: str = "auto"  # auto (French letters when the game speaks French) | english | french
    text_size: int = 100  # words, plates and buttons, in percent: 100 125 150 175 200
    computer_level: str = "medium"  # the level a new game's computer seats start at
    fullscreen: bool = False
    # [width, height] of the window when not fullscreen, as the player last left it
    window_size: list[int] = dataclass_field(default_factory=lambda: [1280, 800])
    # People's birthdays by name, as YYYY-MM-DD (typed once at the seat setup, for Crazy Jokers)
    birthdays: dict[str, str] = dataclass_field(default_factory=dict)


# The settings as this program last read or wrote each file: a save writes only what differs
# from them (what this program changed), never its stale copy of what another copy changed.
_as_known: dict[Path, Settings] = {}


def _known(path: Path, settings: Settings) -> None:
    _as_known[path.absolute()] = copy.deepcopy(settings)


@dataclass(frozen=True)
class Problem:
    """One value the loader could not use: its key path and what was wrong, in words."""

    key: KeyPath
    message: Said


def _check(name: str, value: Any) -> tuple[Any, list[Problem]]:
    """``value`` made valid for the setting ``name``, and what was wrong with it, if anything."""
    default = getattr(Settings(), name)
    if name == "animation_speed":
        return _check_speed(value, default)
    if name == "window_size":
        return _check_window(value, default)
    if name == "birthdays":
        return _check_birthdays(value)
    if name == "card_size":
        if not isinstance(value, str) or value not in CARD_SIZES:
            return _not_one_of(name, value, CARD_SIZES, default)
        return value, []
    if name == "language":
        return _one_of(name, value, LANGUAGE_CHOICES, default)
    if name == "card_letters":
        return _one_of(name, value, CARD_LETTERS, default)
    if name == "text_size":
        if isinstance(value, bool) or value not in TEXT_SIZES:
            sizes = ", ".join(map(str, TEXT_SIZES))
            return default, _one(
                name,
                Said("must be one of {choices} (percent), got {value}", choices=sizes, value=shown(value)),
            )
        return int(value), []
    if name == "computer_level":
        if not isinstance(value, str) or value not in COMPUTER_LEVELS:
            return _not_one_of(name, value, COMPUTER_LEVELS, default)
        return value, []
    if not isinstance(value, bool):
        return default, _one(name, Said("must be true or false, got {value}", value=shown(value)))
    return value, []


def _one_of(name: str, value: Any, allowed: tuple[str, ...], default: str) -> tuple[str, list[Problem]]:
    if not isinstance(value, str) or value not in allowed:
        return _not_one_of(name, value, allowed, default)
    return value, []


def _not_one_of(name: str, value: Any, allowed: tuple[str, ...], default: str) -> tuple[str, list[Problem]]:
    # The choices are written as the file spells them, in either language.
    said = Said("must be one of {choices}, got {value}", choices=", ".join(allowed), value=shown(value))
    return default, _one(name, said)


def _one(name: str, message: Said) -> list[Problem]:
    return [Problem((name,), message)]


def _check_speed(value: Any, default: float) -> tuple[float, list[Problem]]:
    low, high = SPEED_RANGE
    # A bool is an int to Python, and nan or inf is no speed: neither is what a player meant.
    number = isinstance(value, int | float) and not isinstance(value, bool)
    if not number or (isinstance(value, float) and not math.isfinite(value)):
        said = Said(
            "must be a number from {low} to {high}, got {value}",
            low=Figure(low),
            high=Figure(high),
            value=shown(value),
        )
        return default, _one("animation_speed", said)
    if not low <= value <= high:
        # Compared before any float(): a 310-digit whole number does not fit in a float.
        clamped = high if value > high else low
        said = Said(
            "must be from {low} to {high}; using {clamped}",
            low=Figure(low),
            high=Figure(high),
            clamped=Figure(clamped),
        )
        return clamped, _one("animation_speed", said)
    return float(value), []


def _check_window(value: Any, default: list[int]) -> tuple[list[int], list[Problem]]:
    (low_w, low_h), (high_w, high_h) = WINDOW_RANGE
    pair = isinstance(value, list) and len(value) == 2 and all(type(n) is int for n in value)
    if not pair or value[0] < low_w or value[1] < low_h:
        message = Said(
            "must be [width, height] from {width}x{height} up, got {value}",
            width=low_w,
            height=low_h,
            value=shown(value),
        )
        return default, _one("window_size", message)
    if value[0] > high_w or value[1] > high_h:
        clamped = [min(value[0], high_w), min(value[1], high_h)]
        message = Said(
            "is at most {width}x{height}; using {used_width}x{used_height}",
            width=high_w,
            height=high_h,
            used_width=clamped[0],
            used_height=clamped[1],
        )
        return clamped, _one("window_size", message)
    return list(value), []


def _check_birthdays(value: Any) -> tuple[dict[str, str], list[Problem]]:
    """The entries that are a name and a date of birth; the others are named (and kept on disk)."""
    if not isinstance(value, dict):
        return {}, _one(
            "birthdays", Said("must be `name: YYYY-MM-DD` lines, got {value}", value=shown(value))
        )
    kept: dict[str, str] = {}
    problems = []
    for name, day in value.items():
        try:
            if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
                raise BirthdayError("not a name")
            kept[name] = parse_birthday(str(day)).isoformat()
        except BirthdayError:
            key = ("birthdays", str(name))
            left_out = Said("{name} left out (not a name and a date YYYY-MM-DD)", name=shown(name))
            problems.append(Problem(key, left_out))
    return kept, problems


def _broken(path: Path, why: object) -> tuple[Settings, Said]:
    note = set_aside_note(path)
    return Settings(), Said(
        "Settings file {problem}; {note}, and the defaults are used.", problem=why, note=note
    )


def load_settings(path: Path | str | None = None) -> tuple[Settings, Said | None]:
    """The saved settings (defaults where missing) and a warning for the player, or None
    (``str()`` of it says it in the language in use)."""
    path = Path(path) if path is not None else paths.settings_file()
    settings, warning = _loaded(path)
    _known(path, settings)
    return settings, warning


def _loaded(path: Path) -> tuple[Settings, Said | None]:
    if not path.exists() and not path.is_symlink():
        return Settings(), None
    try:
        document = read_yaml(path, MAX_BYTES)
    except UnreadableFile as error:
        # Nothing is known about what it holds (a folder, or no permission): leave it where it is.
        return Settings(), Said("Settings file {problem}; the defaults are used.", problem=error)
    except YamlFileError as error:
        return _broken(path, error)
    data = document.data
    if data is None:
        return Settings(), None  # an empty file is just "nothing changed"
    if not isinstance(data, dict):
        return _broken(path, Said("{file}: is not a list of `name: value` lines", file=path))
    known = {field.name for field in fields(Settings)}
    values: dict[str, Any] = {}
    problems: list[Problem] = []
    for key, value in data.items():
        if key not in known:
            problems.append(Problem((str(key),), Said("unknown setting, ignored")))
            continue
        values[key], found = _check(key, value)
        problems.extend(found)
    if not problems:
        return Settings(**values), None
    said = SaidInTurn(_said(document.lines, problem) for problem in problems)
    return Settings(**values), Said("Settings file {file}: {problems}.", file=path, problems=said)


def _said(lines: dict[KeyPath, int], problem: Problem) -> Said:
    """``line 3, animation_speed: must be …`` (the line left out when unknown)."""
    line = lines.get(problem.key) or lines.get(problem.key[:1])
    parts = problem.key[:1] if problem.key[0] == "birthdays" else problem.key
    key = ".".join(key_text(part) for part in parts)
    if line:
        return Said("line {line}, {key}: {problem}", line=line, key=key, problem=problem.message)
    return Said("{key}: {problem}", key=key, problem=problem.message)


def save_settings(settings: Settings, path: Path | str | None = None) -> str | None:
    """Write what differs from the file at ``path`` (the player's settings file by default).

    Only the settings changed since this program read or wrote the file are written (all of
    them for a file it has not read): another copy's changes meanwhile stay. Returns a note for
    the player when the file as it was had to be kept aside first, else None. Raises
    ``OSError`` if the file cannot be read to compare or cannot be written.
    """
    path = Path(path) if path is not None else paths.settings_file()
    note = _save(settings, path)
    _known(path, settings)
    return note


def _save(settings: Settings, path: Path) -> str | None:
    if not path.exists() and not path.is_symlink():
        if settings != Settings():
            _write(path, asdict(settings))  # a new file lists every setting, for the player to edit
        return None
    try:
        text = read_text(path, MAX_BYTES)
    except UnreadableFile as error:
        # Not knowing what it holds, never replace it.
        raise OSError(str(error.message)) from None
    except YamlFileError:
        return _write_after_setting_aside(path, asdict(settings))
    try:
        data = parse_yaml(text, path).data
    except YamlFileError:
        return _write_after_setting_aside(path, asdict(settings))
    if data is None:
        data = {}
    if not isinstance(data, dict):
        return _write_after_setting_aside(path, asdict(settings))
    merged, replaced_unreadable = _merged(data, settings, _as_known.get(path.absolute()))
    if merged == data:
        return None  # nothing changed: the file stays exactly as it is
    if replaced_unreadable or _has_own_comments(text):
        copy = copy_aside(path, text)
        _write(path, merged)
        # Said now: the player has just changed a setting, in the language in use.
        return str(
            Said(
                "Settings file {file} held comments or values the game could not keep in a rewrite; "
                "it was kept as {copy} before your change was saved.",
                file=path,
                copy=copy,
            )
        )
    _write(path, merged)
    return None


def _merged(
    data: dict[Any, Any], settings: Settings, known: Settings | None = None
) -> tuple[dict[Any, Any], bool]:
    """The file's entries with the changed settings in them, and whether a value the loader
    could not use was replaced (unchanged ones, and unknown keys, stay as written). With
    ``known`` (the settings as this program last read or wrote them), only the settings that
    differ from it are changed: the file's others may be another copy's since."""
    merged = dict(data)
    replaced_unreadable = False
    for name, value in asdict(settings).items():
        if known is not None and value == getattr(known, name):
            continue  # not changed here: the file's value stays, whoever wrote it
        if name == "birthdays" and known is not None:
            value = _birthdays_changed(data.get(name), known.birthdays, value)
        if name not in data:
            if value != getattr(Settings(), name):
                merged[name] = value
            continue
        as_read, problems = _check(name, data[name])
        if as_read == value:
            continue
        if name == "birthdays" and isinstance(data[name], dict):
            merged[name] = _merged_birthdays(data[name], value)
            continue
        replaced_unreadable = replaced_unreadable or bool(problems)
        merged[name] = value
    return merged, replaced_unreadable


def _birthdays_changed(written: Any, known: dict[str, str], birthdays: dict[str, str]) -> dict[str, str]:
    """The birthdays the file is to hold: those it holds now (another copy may have added some),
    with the ones this program added, changed or took out since it last read or wrote them."""
    readable, _ = _check_birthdays(written if written is not None else {})
    for name in known:
        if name not in birthdays:
            readable.pop(name, None)
    for name, day in birthdays.items():
        if known.get(name) != day:
            readable[name] = day
    return readable


def _merged_birthdays(written: dict[Any, Any], birthdays: dict[str, str]) -> dict[Any, Any]:
    """The new birthdays, with each entry the loader could not read kept as written, unless
    the same person's birthday was just given again (then the new one replaces it)."""
    readable, _ = _check_birthdays(written)
    given = {name.strip().casefold() for name in birthdays}
    merged: dict[Any, Any] = {}
    for name, day in written.items():
        if name in readable:
            if name in birthdays:
                merged[name] = birthdays[name]
        elif not (isinstance(name, str) and name.strip().casefold() in given):
            merged[name] = day
    for name, day in birthdays.items():
        merged.setdefault(name, day)
    return merged


def _has_own_comments(text: str) -> bool:
    """Whether ``text`` holds a ``#`` besides the game's own first line (a comment, most likely)."""
    return any("#" in line for line in text.splitlines() if line != HEADER)


def _write_after_setting_aside(path: Path, data: dict[str, Any]) -> str:
    """The file cannot be read as settings (it changed since it was loaded): set it aside, then write."""
    kept = set_aside(path)
    _write(path, data)
    said = Said(
        "Settings file {file} could not be read; it was kept as {copy}, and your settings were saved.",
        file=path,
        copy=kept,
    )
    return str(said)


def _write(path: Path, data: dict[Any, Any]) -> None:
    text = f"{HEADER}\n" + yaml.safe_dump(data, sort_keys=False, allow_unicode=True)
    write_atomically(path, text)
