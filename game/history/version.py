"""The program's version, recorded with every game so a replay can say which program played it.

Read from ``pyproject.toml`` (the one place it is written: the source tree has it, and the
built program carries it beside ``config/``), else from the installed package's metadata.
"""

from __future__ import annotations

import tomllib
from functools import cache

from ..files import paths

UNKNOWN = "unknown"


@cache
def program_version() -> str:
    """``0.1.0``, or ``unknown`` when neither source can be read.

    >>> program_version().count(".") >= 1 or program_version() == UNKNOWN
    True
    """
    try:
        text = (paths.bundle_root() / "pyproject.toml").read_text(encoding="utf-8")
        return str(tomllib.loads(text)["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        pass
    # Imported only here: it brings the email package, which the built program leaves out.
    from importlib import metadata

    try:
        return metadata.version("q2j")
    except metadata.PackageNotFoundError:
        return UNKNOWN
