"""The birthdays the seat setup kept in ``settings.yaml``, read without changing anything.

The game itself hands its loaded settings to the recorder; the command-line tools read them
here, so that ``q2j profiles`` and ``q2j stats`` know the same people before the game has
started once. A settings file that cannot be read gives no birthdays (the game reports and sets
it aside at its next start; a tool leaves it alone).
"""

from __future__ import annotations

import datetime

from ..files import paths
from ..files.safe_yaml import YamlFileError, read_yaml
from ..player.settings import MAX_BYTES


def settings_birthdays() -> dict[str, str]:
    """``{name: YYYY-MM-DD}`` as written in the settings (each is checked when it is imported)."""
    path = paths.settings_file()
    if not path.is_file():
        return {}
    try:
        data = read_yaml(path, MAX_BYTES).data
    except YamlFileError:
        return {}
    found = data.get("birthdays") if isinstance(data, dict) else None
    if not isinstance(found, dict):
        return {}
    return {
        name: day.isoformat() if isinstance(day, datetime.date) else str(day)
        for name, day in found.items()
        if isinstance(name, str)
    }
