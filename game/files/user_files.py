"""Writing the player's files safely, and moving a broken one out of the way.

``write_atomically`` writes to a temporary file with a unique name in the same
folder, flushes it to the disk and renames it over the old file (then flushes the
folder, so the rename survives the power going too): a crash or a full disk leaves
the previous file whole, and no temporary file behind (a program killed outright
may leave its hidden ``.<name>.*.tmp``, never a broken file). Two
copies of the game running at once never share a temporary name.
``set_aside`` renames a file that cannot be used to ``<name>.bad`` (``.bad2``,
``.bad3``… when taken), so nothing the player had is lost; ``copy_aside`` keeps a copy
under the same names before a file is rewritten.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path

MAX_SET_ASIDE = 100  # .bad … .bad100: past that the folder is full of them; leave the file be


class SystemReason(str):
    """The system's words for a refusal, with its ``errno``: a screen says it in the player's
    language (``game.i18n.their_words``; this module may not import the translations). One that
    names the ``folder`` on the way that cannot be used keeps ``why`` apart, to be said the same way.
    """

    errno: int | None
    folder: Path | None
    why: str

    def __new__(
        cls, text: str, number: int | None, folder: Path | None = None, why: str = ""
    ) -> SystemReason:
        made = super().__new__(cls, text)
        made.errno, made.folder, made.why = number, folder, why
        return made


def plain_reason(error: OSError) -> SystemReason:
    """Why a file or folder could not be used, in words: the system's, or ours for a link in a
    loop (the system's "Too many levels of symbolic links" says it poorly)."""
    if error.errno == errno.ELOOP:
        return SystemReason("a symbolic link that leads back to itself", errno.ELOOP)
    if isinstance(error.strerror, SystemReason):
        return error.strerror  # raised again by write_atomically, already in these words
    return SystemReason(str(error.strerror or error), error.errno)


def why_not_a_folder(folder: Path) -> str | None:
    """Why ``folder`` cannot be used as a folder (a link in a loop or to nothing, a file in its
    place), or None if it can, or is not there yet and can be made."""
    try:
        mode = folder.stat().st_mode
    except FileNotFoundError:
        return "it is a symbolic link to nothing" if os.path.islink(folder) else None
    except OSError as error:
        return f"it is {plain_reason(error)}" if error.errno == errno.ELOOP else plain_reason(error)
    return None if stat.S_ISDIR(mode) else "it is not a folder"


def _folder_trouble(folder: Path, error: OSError) -> SystemReason:
    """What stops files being made in ``folder``: the outermost folder on its way that cannot
    be used, named (in English words: no errno says them), or else the system's reason."""
    for step in [*reversed(folder.parents), folder]:
        why = why_not_a_folder(step)
        if why:
            return SystemReason(f"{step}: {why}", None, step, why)
    return plain_reason(error)


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) all at once; raises ``OSError`` if the disk refuses
    (its ``strerror`` in ``plain_reason``'s words, which the screens show)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as error:
        raise OSError(error.errno, _folder_trouble(path.parent, error), str(path.parent)) from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (the folder's entry on the disk), where the system lets a
    folder be opened for it; the file is whole either way, so a refusal changes nothing."""
    if not hasattr(os, "O_DIRECTORY"):
        return  # Windows: a folder cannot be opened, and a rename there is written through
    try:
        handle = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass  # some file systems refuse to sync a folder
    finally:
        os.close(handle)


def set_aside(path: Path) -> Path:
    """Rename ``path`` to the first free ``<name>.bad``/``.badN``; raises ``OSError`` if it cannot."""
    target = _free_name(path)
    os.replace(path, target)
    return target


def copy_aside(path: Path, text: str) -> Path:
    """Keep ``text`` (the file at ``path`` as it was read) under the first free ``.bad`` name."""
    target = _free_name(path)
    write_atomically(target, text)
    return target


def _free_name(path: Path) -> Path:
    for number in range(1, MAX_SET_ASIDE + 1):
        target = path.with_name(path.name + (".bad" if number == 1 else f".bad{number}"))
        if not target.exists() and not target.is_symlink():
            return target
    raise OSError(f"{path.name}.bad to .bad{MAX_SET_ASIDE} are all taken")
