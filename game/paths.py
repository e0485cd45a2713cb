"""Where the program's files live: bundled data (config, assets) and the player's own folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

from .user_files import why_not_a_folder

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
    """Why the player's folder, or its saves folder, cannot be used (a link in a loop, a file in
    its place), or None. A missing folder is fine: it is made when something is first saved.
    (The variants folder's problem is the catalog's to report, with the files it left out.)
    """
    why = why_not_a_folder(user_dir())
    if why:
        return (
            f"Your folder {user_dir()} cannot be used ({why}): your settings, your own variants and the "
            "saved game are left out, and nothing is saved this time. Fix the link, or set Q2J_HOME "
            "to another folder."
        )
    why = why_not_a_folder(saves_dir())
    if why:
        return f"Your saves folder {saves_dir()} cannot be used ({why}): games are not saved this time."
    return None


def saves_dir() -> Path:
    return user_dir() / "saves"


def user_variants_dir() -> Path:
    return user_dir() / "variants"


def settings_file() -> Path:
    return user_dir() / "settings.yaml"
