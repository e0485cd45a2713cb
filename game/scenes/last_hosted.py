"""Where the host's setup starts: the last table hosted from this user folder.

A family hosting again usually hosts the same table, so *Host a table* offers the last one's
game, variant, options, who sat where (names) and how (*You, here*, a remote player or a
computer level). It is a memory, not a save: a file that cannot be read or written is left
alone and the setup starts from its defaults (as Play does without a history).
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..files import paths
from ..files.user_files import write_atomically

MAX_BYTES = 16_000  # a few seats and options


@dataclass(frozen=True)
class HostedSetup:
    variant: str
    seats: tuple[tuple[str, str], ...]  # (name, kind): "human" (here), "remote" or a level
    options: tuple[tuple[str, bool | int | str], ...]  # the options chosen, as the setup keeps them


def hosted_path() -> Path:
    return paths.saves_dir() / "last-hosted.json"


def remember_hosted(setup: HostedSetup) -> None:
    """Keep ``setup`` for the next *Host a table* (a failure is forgotten: it is only a memory)."""
    data = {"variant": setup.variant, "seats": [list(s) for s in setup.seats], "options": dict(setup.options)}
    with contextlib.suppress(OSError):
        # A temporary file of its own, renamed over the last one: two copies of the program
        # writing at once leave one whole setup or the other, never a mix.
        write_atomically(hosted_path(), json.dumps(data))


def last_hosted() -> HostedSetup | None:
    """The last hosted table's setup, or None (none yet, or a file that is not one)."""
    try:
        with hosted_path().open("rb") as handle:
            data: Any = json.loads(handle.read(MAX_BYTES + 1)[:MAX_BYTES])
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or not isinstance(data.get("variant"), str):
        return None
    seats, options = data.get("seats"), data.get("options")
    if not isinstance(seats, list) or not isinstance(options, dict):
        return None
    if not all(isinstance(s, list) and len(s) == 2 and all(isinstance(p, str) for p in s) for s in seats):
        return None
    kept = tuple((str(k), v) for k, v in options.items() if isinstance(v, bool | int | str))
    return HostedSetup(data["variant"], tuple((s[0], s[1]) for s in seats), kept)
