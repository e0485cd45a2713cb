"""The player's settings, kept as a small YAML file in their own folder.

Loading never fails: a missing file gives the defaults, an unreadable one is
moved aside (``settings.yaml.bad``) so nothing the player wrote is lost, and a
bad or unknown key falls back to its default. Each problem comes back as one
message for the table to show. Saving writes a temporary file and renames it
over the old one, so a crash mid-write never leaves half a file.
"""

from __future__ import annotations

import math
import os
import tempfile
from dataclasses import asdict, dataclass, fields
from dataclasses import field as dataclass_field
from pathlib import Path
from typing import Any, Final

import yaml

from . import paths

CARD_SIZES: Final = ("small", "medium", "large")
SPEED_RANGE: Final = (0.25, 4.0)
WINDOW_RANGE: Final = ((640, 480), (16384, 16384))  # the smallest and largest window kept


@dataclass
class Settings:
    """What the player can change from the settings screen."""

    animation_speed: float = 1.0  # 0.25 (slow) … 4 (fast); 1 is normal
    sound: bool = True
    four_colour: bool = False
    card_size: str = "medium"  # small | medium | large
    fullscreen: bool = False
    # [width, height] of the window when not fullscreen, as the player last left it
    window_size: list[int] = dataclass_field(default_factory=lambda: [1280, 800])


def _check(name: str, value: Any) -> tuple[Any, str | None]:
    """``value`` made valid for the setting ``name``, and a complaint if it was not."""
    default = getattr(Settings(), name)
    if name == "animation_speed":
        if isinstance(value, bool) or not isinstance(value, int | float) or math.isnan(value):
            return default, f"animation_speed must be a number, got {value!r}"
        low, high = SPEED_RANGE
        if not low <= value <= high:
            clamped = min(high, max(low, float(value)))
            return clamped, f"animation_speed must be from {low} to {high}; using {clamped}"
        return float(value), None
    if name == "window_size":
        (low_w, low_h), (high_w, high_h) = WINDOW_RANGE
        pair = isinstance(value, list) and len(value) == 2 and all(type(n) is int for n in value)
        if not pair or not (low_w <= value[0] <= high_w and low_h <= value[1] <= high_h):
            return default, f"window_size must be [width, height] from 640x480 up, got {value!r}"
        return list(value), None
    if name == "card_size":
        if value not in CARD_SIZES:
            return default, f"card_size must be one of {', '.join(CARD_SIZES)}, got {value!r}"
        return value, None
    if not isinstance(value, bool):
        return default, f"{name} must be true or false, got {value!r}"
    return value, None


def _move_aside(path: Path) -> Path | None:
    """Rename a broken file to ``<name>.bad`` (or ``.bad2``, … if taken); None if that fails."""
    for n in range(1, 100):
        target = path.with_name(path.name + (".bad" if n == 1 else f".bad{n}"))
        if not target.exists():
            try:
                path.replace(target)
            except OSError:
                return None
            return target
    return None


def _broken(path: Path, why: str) -> tuple[Settings, str]:
    moved = _move_aside(path)
    where = f"it was moved to {moved.name}" if moved else "it could not be moved aside"
    return Settings(), f"Settings file {path} could not be read ({why}); {where} and defaults are used."


def load_settings(path: Path | str | None = None) -> tuple[Settings, str | None]:
    """The saved settings (defaults where missing) and a warning for the player, or None."""
    path = Path(path) if path is not None else paths.settings_file()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except UnicodeDecodeError:
        return _broken(path, "it is not text")
    except OSError as error:
        # Unreadable but maybe fine (permissions): leave it where it is.
        return Settings(), f"Settings file {path} could not be opened ({error.strerror}); defaults are used."
    try:
        data = yaml.safe_load(text)
    except (yaml.YAMLError, ValueError) as error:
        mark = getattr(error, "problem_mark", None)
        line = f"line {mark.line + 1}: " if mark is not None else ""
        problem = getattr(error, "problem", None) or "not valid YAML"
        return _broken(path, f"{line}{problem}")
    if data is None:
        return Settings(), None  # an empty file is just "nothing changed"
    if not isinstance(data, dict):
        return _broken(path, "it is not a list of `name: value` lines")
    known = {field.name for field in fields(Settings)}
    values: dict[str, Any] = {}
    problems: list[str] = []
    for key, value in data.items():
        if key not in known:
            problems.append(f"unknown setting {key!r} ignored")
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
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "# Q2J settings (written by the game; edit with care)\n" + yaml.safe_dump(
        asdict(settings), sort_keys=False, allow_unicode=True
    )
    handle, temp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
