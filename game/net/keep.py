"""A joined seat's token, kept in the player's folder so a client that dies can come back.

One file (``net-seats.json`` in the saves folder), readable by its owner only; entries are by
the table's address and join code.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from .. import paths


def tokens_path() -> Path:
    return paths.saves_dir() / "net-seats.json"


def _read(path: Path) -> dict[str, str]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(k): v for k, v in data.items() if isinstance(v, str) and len(v) <= 64}


def load_token(address: str, code: str, path: Path | None = None) -> str | None:
    return _read(path or tokens_path()).get(f"{address} {code}")


def keep_token(address: str, code: str, token: str, path: Path | None = None) -> None:
    """Remember ``token`` for the table (a file only its owner may read: the token is the seat)."""
    path = path or tokens_path()
    entries = _read(path)
    entries[f"{address} {code}"] = token
    path.parent.mkdir(parents=True, exist_ok=True)
    spare = path.with_suffix(".tmp")
    descriptor = os.open(spare, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
        json.dump(entries, handle)
    os.replace(spare, path)
