"""Where the program's files live: bundled data (config, assets) and the player's own folder."""

from __future__ import annotations

import errno
import os
import stat
import sys
from pathlib import Path

import platformdirs

from .user_files import plain_reason

APP_NAME = "q2j"


def bundle_root() -> Path:
    """The folder holding ``config/`` and ``assets/``: the PyInstaller bundle, or the source tree."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def config_dir() -> Path:
    return bundle_root() / "config"


def assets_dir() -> Path:
    return bundle_root() / "assets"


def user_dir() -> Path:
    """The player's folder for settings, custom variants and saves (``Q2J_HOME`` overrides it)."""
    override = os.environ.get("Q2J_HOME")
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def user_dir_problem() -> str | None:
    """Why the player's folder cannot be used (a link in a loop, a file in its place), or None.

    A missing folder is fine: it is made when something is first saved.
    """
    folder = user_dir()
    try:
        mode = folder.stat().st_mode
    except FileNotFoundError:
        if not os.path.islink(folder):
            return None
        why = "it is a symbolic link to nothing"
    except OSError as error:
        why = f"it is {plain_reason(error)}" if error.errno == errno.ELOOP else plain_reason(error)
    else:
        if stat.S_ISDIR(mode):
            return None
        why = "it is not a folder"
    return (
        f"Your folder {folder} cannot be used ({why}): your settings, your own variants and the "
        "saved game are left out, and nothing is saved this time. Fix the link, or set Q2J_HOME "
        "to another folder."
    )


def user_variants_dir() -> Path:
    return user_dir() / "variants"


def settings_file() -> Path:
    return user_dir() / "settings.yaml"
