"""A joined seat's token, kept in the player's folder so a client that dies can come back.

One file (``net-seats.json`` in the saves folder), readable by its owner only. A seat is kept by
the table's join code (the table's identity: the same table whatever address text reached it),
in slots: a second program joining the same table from the same folder while the first plays
takes the next slot (its own seat), never the first one's token. Each slot is held by a lock
file for as long as its program plays (``claim``), where the system has ``flock``.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from ..files import paths
from ..files.user_files import write_atomically

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: no lock, one slot per table
    fcntl = None  # type: ignore[assignment]

SLOTS = 16  # at most this many programs of one folder at one table (a table's seats)


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


def _key(code: str, slot: int) -> str:
    return f"table {code.upper()}" if slot == 0 else f"table {code.upper()} #{slot + 1}"


def load_token(address: str, code: str, path: Path | None = None, slot: int = 0) -> str | None:
    """The token kept for the table with ``code`` (an entry of an older release, kept by the
    address's text, is read too)."""
    entries = _read(path or tokens_path())
    found = entries.get(_key(code, slot))
    if found is None and slot == 0:
        found = entries.get(f"{address} {code}")
    return found


def keep_token(address: str, code: str, token: str, path: Path | None = None, slot: int = 0) -> None:
    """Remember ``token`` for the table (a file only its owner may read: the token is the seat)."""

    def kept(entries: dict[str, str]) -> None:
        entries[_key(code, slot)] = token
        entries.pop(f"{address} {code}", None)

    _change(path or tokens_path(), kept)


# The join form as last joined with (address, code, name): a player who closed the program finds
# the table they sat at filled in, and Join takes them back to their seat (its token is kept).
FORM = ("address", "code", "name")


def remember_form(typed: Mapping[str, str], path: Path | None = None) -> None:
    """Keep the join form's fields, as joined with, beside the seats' tokens."""

    def kept(entries: dict[str, str]) -> None:
        for key in FORM:
            entries[f"form {key}"] = typed.get(key, "").strip()[:64]

    _change(path or tokens_path(), kept)


def remembered_form(path: Path | None = None) -> dict[str, str]:
    """The join form as last joined with from this folder (empty: never)."""
    entries = _read(path or tokens_path())
    return {key: entries[f"form {key}"] for key in FORM if f"form {key}" in entries}


def _change(path: Path, change: Callable[[dict[str, str]], None]) -> None:
    """Read, change and write the file whole, one program at a time (two copies of the
    program joining at once each keep their own token), never leaving it half written."""
    with _held(path):
        entries = _read(path)
        change(entries)
        write_atomically(path, json.dumps(entries))


@contextlib.contextmanager
def _held(path: Path) -> Iterator[None]:
    if fcntl is None:  # Windows: no lock (one program at a time is the rule there)
        yield
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_name(path.name + ".lock"), "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield


@dataclass
class Claim:
    """One program's slot for one table: the token kept there (None: join with the code) and
    where to keep the one the table gives. Held until ``release`` (or the program's end)."""

    address: str
    code: str
    slot: int
    token: str | None
    path: Path | None = None
    _lock: IO[Any] | None = field(default=None, repr=False)

    def keep(self, token: str) -> None:
        keep_token(self.address, self.code, token, self.path, self.slot)

    def release(self) -> None:
        lock, self._lock = self._lock, None
        if lock is not None:
            lock.close()  # closing the file lets its lock go


def claim(address: str, code: str, path: Path | None = None) -> Claim:
    """The first slot for this table that no other program of this folder holds, locked."""
    where = path or tokens_path()
    if fcntl is None:
        return Claim(address, code, 0, load_token(address, code, where), path)
    where.parent.mkdir(parents=True, exist_ok=True)
    for slot in range(SLOTS):
        lock_path = where.with_name(f"net-seat-{code.upper()}-{slot + 1}.lock")
        handle = open(lock_path, "a")  # noqa: SIM115 - held open: the lock lives with it
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            continue
        return Claim(address, code, slot, load_token(address, code, where, slot), path, handle)
    return Claim(address, code, SLOTS, None, path)  # every slot held: a new seat, kept nowhere
