"""The player's settings, kept as a small YAML file in their own folder.

Loading never fails: a missing file gives the defaults, one that cannot be
parsed (``game.safe_yaml``'s limits included) is moved aside
(``settings.yaml.bad``) so nothing the player wrote is lost, and a bad or
unknown key falls back to its default. Each problem comes back as one message
for the menu to show. Saving is atomic (``game.user_files``) and raises
``OSError`` when the folder refuses; the caller says so on screen.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, fields
from dataclasses import field as dataclass_field
from pathlib import Path
from typing import Any, Final

import yaml

from . import paths
from .birthdays import BirthdayError, parse_birthday
from .safe_yaml import UnreadableFile, YamlFileError, read_yaml, shown
from .user_files import set_aside_note, write_atomically

CARD_SIZES: Final = ("small", "medium", "large")
# The computer levels (``game.ai.LEVELS``, named here so loading the settings loads no bot).
COMPUTER_LEVELS: Final = ("random", "easy", "medium", "hard", "expert")
SPEED_RANGE: Final = (0.25, 4.0)
WINDOW_RANGE: Final = ((640, 480), (16384, 16384))  # the smallest and largest window kept
# The smallest window every table is laid out for (tests/scenes/test_layout.py holds it):
# a smaller remembered or asked-for window opens at this size.
MIN_WINDOW: Final = (1024, 600)
MAX_BYTES: Final = 64_000  # a settings file is a few lines
MAX_NAME: Final = 200


@dataclass
class Settings:
    """What the player can change from the settings screen."""

    animation_speed: float = 1.0  # 0.25 (slow) … 4 (fast); 1 is normal
    sound: bool = True
    four_colour: bool = False
    card_size: str = "medium"  # small | medium | large
    computer_level: str = "medium"  # the level a new game's computer seats start at
    fullscreen: bool = False
    # [width, height] of the window when not fullscreen, as the player last left it
    window_size: list[int] = dataclass_field(default_factory=lambda: [1280, 800])
    # People's birthdays by name, as YYYY-MM-DD (typed once at the seat setup, for Crazy Jokers)
    birthdays: dict[str, str] = dataclass_field(default_factory=dict)


def _check(name: str, value: Any) -> tuple[Any, str | None]:
    """``value`` made valid for the setting ``name``, and a complaint if it was not."""
    default = getattr(Settings(), name)
    if name == "animation_speed":
        if isinstance(value, bool) or not isinstance(value, int | float) or math.isnan(value):
            return default, f"animation_speed must be a number, got {shown(value)}"
        low, high = SPEED_RANGE
        if not low <= value <= high:
            # Compared before any float(): a 300-digit whole number does not fit in a float.
            clamped = high if value > high else low
            return clamped, f"animation_speed must be from {low} to {high}; using {clamped}"
        return float(value), None
    if name == "window_size":
        (low_w, low_h), (high_w, high_h) = WINDOW_RANGE
        pair = isinstance(value, list) and len(value) == 2 and all(type(n) is int for n in value)
        if not pair or not (low_w <= value[0] <= high_w and low_h <= value[1] <= high_h):
            return default, f"window_size must be [width, height] from 640x480 up, got {shown(value)}"
        return list(value), None
    if name == "birthdays":
        return _check_birthdays(value)
    if name == "card_size":
        if not isinstance(value, str) or value not in CARD_SIZES:
            return default, f"card_size must be one of {', '.join(CARD_SIZES)}, got {shown(value)}"
        return value, None
    if name == "computer_level":
        if not isinstance(value, str) or value not in COMPUTER_LEVELS:
            return default, f"computer_level must be one of {', '.join(COMPUTER_LEVELS)}, got {shown(value)}"
        return value, None
    if not isinstance(value, bool):
        return default, f"{name} must be true or false, got {shown(value)}"
    return value, None


def _check_birthdays(value: Any) -> tuple[dict[str, str], str | None]:
    """The entries that are a name and a date of birth; the others are dropped and named."""
    if not isinstance(value, dict):
        return {}, f"birthdays must be `name: YYYY-MM-DD` lines, got {shown(value)}"
    kept: dict[str, str] = {}
    dropped = []
    for name, day in value.items():
        try:
            if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
                raise BirthdayError("not a name")
            kept[name] = parse_birthday(str(day)).isoformat()
        except BirthdayError:
            dropped.append(shown(name))
    if not dropped:
        return kept, None
    return kept, f"birthdays: {', '.join(dropped)} dropped (not a name and a date YYYY-MM-DD)"


def _broken(path: Path, why: str) -> tuple[Settings, str]:
    note = set_aside_note(path)
    return Settings(), f"Settings file {why}; {note}, and the defaults are used."


def load_settings(path: Path | str | None = None) -> tuple[Settings, str | None]:
    """The saved settings (defaults where missing) and a warning for the player, or None."""
    path = Path(path) if path is not None else paths.settings_file()
    if not path.exists() and not path.is_symlink():
        return Settings(), None
    try:
        data = read_yaml(path, MAX_BYTES).data
    except UnreadableFile as error:
        # Nothing is known about what it holds (a folder, or no permission): leave it where it is.
        return Settings(), f"Settings file {error}; the defaults are used."
    except YamlFileError as error:
        return _broken(path, str(error))
    if data is None:
        return Settings(), None  # an empty file is just "nothing changed"
    if not isinstance(data, dict):
        return _broken(path, f"{path}: is not a list of `name: value` lines")
    known = {field.name for field in fields(Settings)}
    values: dict[str, Any] = {}
    problems: list[str] = []
    for key, value in data.items():
        if key not in known:
            problems.append(f"unknown setting {shown(key)} ignored")
            continue
        values[key], problem = _check(key, value)
        if problem:
            problems.append(problem)
    warning = None
    if problems:
        warning = f"Settings file {path}: " + "; ".join(problems) + "."
    return Settings(**values), warning


def save_settings(settings: Settings, path: Path | str | None = None) -> None:
    """Write ``settings`` to ``path`` (the player's settings file by default) atomically."""
    path = Path(path) if path is not None else paths.settings_file()
    text = "# Q2J settings (written by the game; edit with care)\n" + yaml.safe_dump(
        asdict(settings), sort_keys=False, allow_unicode=True
    )
    write_atomically(path, text)
