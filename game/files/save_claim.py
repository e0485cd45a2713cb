"""Which window is playing the saved game: a lock on a file beside the save.

Two copies of the program on one user folder share one autosave. The copy whose table writes it
holds an exclusive lock on ``<save>.inuse`` until its menu comes back (its table left) or its
match ends; another copy's menu then does not offer to Continue that game, which would play the
same deal in two windows and record it twice. The system drops the lock when the holding
program ends, however it ends, so a crash never leaves the save claimed.
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from typing import IO

_held: dict[Path, IO[bytes]] = {}
_guard = threading.Lock()  # the autosave's writer thread claims, the frame loop releases


def _lock_path(save: Path) -> Path:
    return save.with_name(save.name + ".inuse")


def _try_lock(handle: IO[bytes]) -> bool:
    """Lock the open file for this process without waiting; whether it was free."""
    try:
        if sys.platform == "win32":
            import msvcrt

            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _open(save: Path) -> IO[bytes] | None:
    try:
        return open(_lock_path(save), "a+b")  # held open as long as the claim
    except OSError:
        return None  # a folder that refuses it: the save is written as before, unclaimed


def claim(save: Path) -> None:
    """This program is playing the game saved at ``save`` (called as it writes it)."""
    with _guard:
        if save in _held:
            return
        handle = _open(save)
        if handle is None:
            return
        if _try_lock(handle):
            _held[save] = handle
        else:
            handle.close()  # another copy holds it: this one's game is written all the same


def release(save: Path) -> None:
    """This program no longer plays that game (its menu is back, or the match is over)."""
    with _guard:
        handle = _held.pop(save, None)
    if handle is not None:
        handle.close()  # closing the file drops its lock


def playing_elsewhere(save: Path) -> bool:
    """Whether another copy of the program is playing the game saved at ``save`` now."""
    with _guard:
        if save in _held or not _lock_path(save).exists():
            return False
        handle = _open(save)
        if handle is None:
            return False
        try:
            return not _try_lock(handle)
        finally:
            handle.close()


def holding(save: Path) -> bool:
    """Whether this program holds the claim (for the tests)."""
    with _guard:
        return save in _held
