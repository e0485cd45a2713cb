"""Which window plays which saved game: each window's own save file, and a lock beside it.

Two copies of the program on one user folder each keep their game. A window's game is saved to
a slot of its own: the usual file (``autosave.yaml``), or, while another copy plays that one,
the first numbered file beside it that holds no game (``autosave-2.yaml``, ...). The window
takes its slot before the first write, by an exclusive lock on ``<save>.inuse``, and holds it
until its menu comes back (its table left) or its match ends. Another copy's menu then offers to
Continue only the games no running copy plays (the newest of them), which would otherwise be
played in two windows and recorded twice. The system drops a lock when the holding program
ends, however it ends, so a crash never leaves a save claimed. A folder that refuses the lock
file is written as before the locks: the usual file, unclaimed.
"""

from __future__ import annotations

import contextlib
import itertools
import re
import sys
import threading
from pathlib import Path
from typing import IO

# More copies at once than anyone opens: past it (a system whose locks always refuse), the
# usual file as before the locks rather than a folder filled with numbered slots.
MOST_SLOTS = 64

_held: dict[Path, IO[bytes]] = {}
_window: Path | None = None  # the slot this window's game is saved to, once it has one
_guard = threading.Lock()  # the autosave's writer thread claims and releases, the frame loop too


def _lock_path(save: Path) -> Path:
    return save.with_name(save.name + ".inuse")


def _numbered(usual: Path, number: int) -> Path:
    return usual.with_name(f"{usual.stem}-{number}{usual.suffix}")


def saved_games(usual: Path) -> list[Path]:
    """Every saved game beside ``usual``: the usual file first, then the numbered ones in order."""
    pattern = re.compile(re.escape(usual.stem) + r"-([0-9]{1,6})" + re.escape(usual.suffix))
    try:
        names = [
            (int(found[1]), entry)
            for entry in usual.parent.iterdir()
            if (found := pattern.fullmatch(entry.name))
        ]
    except OSError:  # no saves folder yet
        names = []
    numbered = [path for _, path in sorted(names) if path.is_file()]
    return ([usual] if usual.is_file() else []) + numbered


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


def _lock(save: Path) -> bool | None:
    """Claim ``save`` for this program (the guard held): whether it is now this program's, or
    None when the lock file cannot be made at all."""
    if save in _held:
        return True
    handle = _open(save)
    if handle is None:
        return None
    if _try_lock(handle):
        _held[save] = handle
        return True
    handle.close()
    return False


def window_save(usual: Path, replacing: Path | None = None) -> Path:
    """The file this window's game is saved to; when it has none yet, its slot is taken now:
    ``replacing`` (the saved game the player chose to replace with a new one), else the usual
    file, else the first numbered file that holds no game, each only when no other copy plays
    it. The usual file, unclaimed, when no lock can be made (a folder that refuses the file)."""
    global _window
    with _guard:
        if _window is not None and _window.parent == usual.parent:
            return _window
        if _window is not None:
            _drop(_window)  # a slot in another folder (a test's): not where this game goes
        with contextlib.suppress(OSError):  # the lock is taken before the first write
            usual.parent.mkdir(parents=True, exist_ok=True)
        numbered = (_numbered(usual, number) for number in range(2, MOST_SLOTS + 1))
        for slot in itertools.chain([replacing] if replacing is not None else [], [usual], numbered):
            left = slot not in (usual, replacing) and slot.exists()
            if left or slot.parent != usual.parent:
                continue  # a game left by a window now closed (kept), or another folder's
            taken = _lock(slot)
            if taken is None:
                break
            if taken:
                _window = slot
                return slot
        _window = usual
        return usual


def continue_in(save: Path) -> bool:
    """This window continues the game saved at ``save``, which becomes its slot; False when
    another copy plays it (continued there since the menu looked)."""
    global _window
    with _guard:
        if _lock(save) is False:
            return False
        if _window is not None and _window != save:
            _drop(_window)
        _window = save
        return True


def claim(save: Path) -> None:
    """This program is playing the game saved at ``save`` (its writer claims what it writes)."""
    with _guard:
        _lock(save)


def _drop(save: Path) -> None:
    global _window
    handle = _held.pop(save, None)
    if save == _window:
        _window = None  # the next game takes a slot anew
    if handle is not None:
        handle.close()  # closing the file drops its lock


def release(save: Path) -> None:
    """This program no longer plays that game (its menu is back, or the match is over)."""
    with _guard:
        _drop(save)


def let_go() -> None:
    """This window no longer plays a game (its menu is back): its slot is free for another copy."""
    with _guard:
        if _window is not None:
            _drop(_window)


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


def to_continue(usual: Path) -> Path | None:
    """The newest saved game no other copy of the program is playing (what Continue offers)."""
    free = [save for save in saved_games(usual) if not playing_elsewhere(save)]
    try:
        return max(free, key=lambda save: save.stat().st_mtime_ns, default=None)
    except OSError:  # removed meanwhile (its match finished in another window): looked at again
        return None


def played_elsewhere(usual: Path) -> int:
    """How many saved games other copies of the program are playing now."""
    return sum(playing_elsewhere(save) for save in saved_games(usual))


def holding(save: Path) -> bool:
    """Whether this program holds the claim (for the tests)."""
    with _guard:
        return save in _held
