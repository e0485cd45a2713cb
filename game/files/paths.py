"""Where the program's files live: bundled data (config, assets) and the player's own folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "q2j"


def bundle_root() -> Path:
    """The folder holding ``config/`` and ``assets/``: the PyInstaller bundle, or the source tree."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parents[2]  # game/files/paths.py: the project root


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


def saves_dir() -> Path:
    return user_dir() / "saves"


def user_variants_dir() -> Path:
    return user_dir() / "variants"


def settings_file() -> Path:
    return user_dir() / "settings.yaml"
