"""Opening the history file: checked, brought to the current schema, or set aside and begun anew.

The file lives in the player's folder (``history.sqlite3``; ``Q2J_HOME`` moves it). It is
opened in WAL mode with ``synchronous=FULL``: each record is one transaction, and a record
that has been committed survives the program being killed (and the power going) a moment
later. A file that cannot be used (not a database, damaged, a folder, unreadable, or a
database of something else) is renamed with the time it was found (its ``-wal`` and ``-shm``
companions with it, since they may hold its last records), the player is told where it went,
and a new file is started: nothing is deleted.

A file another program is using (a second window, ``q2j stats``, a hosted table's recorder
beside the window's own) is not a damaged one. SQLite refuses some steps of opening at once,
without waiting, while another connection reads (the switch to WAL mode of a file just made),
so opening is tried again until ``OPEN_WAIT`` has passed; a file still locked then is left as
it is (``HistoryBusy``), as is a file written by a newer program (``HistoryUnavailable``).
"""

from __future__ import annotations

import datetime
import os
import sqlite3
import threading
import time
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from ..files import paths
from ..i18n.said import Said
from ..i18n.their_words import failure_words, os_words
from . import schema

FILE_NAME: Final = "history.sqlite3"
# How long a write waits for another program's transaction (a second copy of the game, `q2j
# stats`) before the file counts as locked for good.
BUSY_SECONDS: Final = 5.0
# How long opening the file goes on trying, all told, while another program holds it: the steps
# SQLite refuses at once (no busy wait) are tried again, with a pause growing up to
# ``LONGEST_PAUSE``, until then.
OPEN_WAIT: Final = 20.0
LONGEST_PAUSE: Final = 0.25
# SQLite's primary result codes for a file in use: another connection's lock (BUSY), a table
# held by a connection sharing the cache (LOCKED), and the write-ahead log's locks raced for
# too long by other connections (PROTOCOL: "try again", SQLite's documentation says).
_IN_USE: Final = frozenset({5, 6, 15})
# The files SQLite keeps beside a database: the write-ahead log and its index, an old journal.
COMPANIONS: Final = ("-wal", "-shm", "-journal")
SQLITE_HEADER: Final = b"SQLite format 3\x00"  # how every SQLite database file begins


class HistoryUnavailable(Exception):
    """No history can be kept this time (a newer program's file, a folder that refuses every
    write); the message says why and that the file was left as it is (a ``Said``: in the
    language in use when written out)."""

    def __init__(self, message: Said) -> None:
        super().__init__(message)


class HistoryBusy(HistoryUnavailable):
    """The file stayed locked by another program for all of ``OPEN_WAIT``: it is left as it is
    (a file in use is not a damaged one), and the next try may find it free."""


class NotOurs(sqlite3.DatabaseError):
    """A readable SQLite file that is not a Q2J history (another program's, or tables missing)."""


@dataclass
class Opened:
    """An open history and, when the old file had to be set aside, the message saying so."""

    db: sqlite3.Connection
    path: Path
    notice: Said | None = None


def default_path() -> Path:
    return paths.user_dir() / FILE_NAME


def in_use(error: BaseException) -> bool:
    """Whether ``error`` is SQLite saying another connection holds the file (busy, locked):
    the file may be perfectly sound, and is never set aside for it."""
    code = getattr(error, "sqlite_errorcode", None)
    return isinstance(error, sqlite3.Error) and isinstance(code, int) and code & 0xFF in _IN_USE


def _pause(seconds: float) -> None:
    """The wait between two tries at a file another program holds (SQLite tells no one when a
    lock is let go of)."""
    time.sleep(seconds)


def connect(path: Path, check: bool = True) -> sqlite3.Connection:
    """An open, checked and current history at ``path``; raises ``sqlite3.DatabaseError`` (or
    ``NotOurs``) for a file that cannot be used and ``schema.TooNew`` for a newer program's.
    A file another program holds is tried again for ``OPEN_WAIT`` seconds; after that the last
    refusal is raised (``in_use`` tells it).

    ``check=False`` leaves out the page-by-page check (``quick_check``, a third of a second for
    ten thousand games): for a second connection to a file this run has checked already (the
    statistics screen beside the recorder's)."""
    deadline = time.monotonic() + OPEN_WAIT
    pause = 0.005
    while True:
        try:
            return _connect_once(path, check)
        except sqlite3.Error as error:
            if not in_use(error) or time.monotonic() + pause > deadline:
                raise
        # Every step of opening reads again what it finds (the schema is made under a write lock,
        # the version read again there), so trying again after another program's step is safe.
        _pause(pause)
        pause = min(pause * 2, LONGEST_PAUSE)


def _connect_once(path: Path, check: bool) -> sqlite3.Connection:
    path.parent.mkdir(parents=True, exist_ok=True)
    with _OPENING:
        if not _open_here(path):
            _check_header(path)
        # isolation_level=None: transactions are begun and committed here, one per record.
        db = sqlite3.connect(
            path, timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=False, factory=_Counted
        )
        _count(path, db)
    try:
        # Everything is read and checked before anything is written, so a file refused here is
        # set aside exactly as it was found; and read in one transaction, as one moment of the
        # file: read apart, the version could come from before another program made the tables
        # and the tables from after ("tables but no Q2J version": a new history set aside).
        db.execute("BEGIN")
        version = schema.version_of(db)
        if version > schema.LATEST:
            raise schema.TooNew(f"it is at version {version} and this program reads up to {schema.LATEST}")
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if version == 0 and tables:
            raise NotOurs("it is a database of some other program (it has tables but no Q2J version)")
        if version > 0 and not tables >= schema.TABLES_AT[version]:
            missing = ", ".join(sorted(schema.TABLES_AT[version] - tables))
            raise NotOurs(f"it claims version {version} but has no {missing} table")
        lacking = schema.missing_columns(db, version) if version > 0 else []
        if lacking:
            raise NotOurs(f"it claims version {version} but has no column {', '.join(lacking)}")
        checked = db.execute("PRAGMA quick_check").fetchall() if check else [("ok",)]
        if checked != [("ok",)]:
            raise sqlite3.DatabaseError(f"it is damaged ({checked[0][0]})")
        db.execute("COMMIT")
        mode = db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            raise sqlite3.OperationalError(f"it cannot be written in WAL mode (it stays in {mode} mode)")
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA foreign_keys = ON")
        schema.upgrade(db)
        # A write, so a file that can be read but not written is found now rather than mid-game.
        db.execute("BEGIN IMMEDIATE")
        db.execute("COMMIT")
    except BaseException:
        db.close()
        raise
    return db


# The connections open in this process, by the file (device, inode) they hold. The header is read
# with a plain descriptor only while none is open: closing any descriptor of a file drops every
# POSIX lock this process holds on it (SQLite's own connections included), and another program
# closing the history would then take itself for the last one and remove the -wal and -shm from
# under them ("How To Corrupt An SQLite Database File", 2.2). A connection already open here means
# the file was checked when it was opened.
_OPENING = threading.Lock()
_OPEN: dict[tuple[int, int], weakref.WeakSet[sqlite3.Connection]] = {}


class _Counted(sqlite3.Connection):
    """A history connection that is forgotten when it closes (or is collected unclosed)."""

    def close(self) -> None:
        with _OPENING:
            super().close()
            for held in _OPEN.values():
                held.discard(self)


def _file_id(path: Path) -> tuple[int, int] | None:
    try:
        status = os.stat(path)  # no descriptor opened
    except OSError:
        return None
    return status.st_dev, status.st_ino


def _open_here(path: Path) -> bool:
    """Whether this process holds a connection to the file at ``path`` (``_OPENING`` held)."""
    key = _file_id(path)
    return key is not None and len(_OPEN.get(key, ())) > 0


def _count(path: Path, db: sqlite3.Connection) -> None:
    key = _file_id(path)
    if key is not None:
        _OPEN.setdefault(key, weakref.WeakSet()).add(db)


def _check_header(path: Path) -> None:
    """Refuse a file that does not begin as an SQLite database, before SQLite opens it: on
    closing, SQLite removes the ``-wal`` beside such a file, and that may hold the last records.
    Called only while no connection to the file is open in this process (see ``_OPEN``)."""
    if not path.is_file():
        return  # nothing yet (SQLite makes it), or a folder (SQLite refuses it)
    with path.open("rb") as handle:
        head = handle.read(len(SQLITE_HEADER))
    if head and head != SQLITE_HEADER:
        raise sqlite3.DatabaseError("file is not a database")


def open_history(path: Path | None = None) -> Opened:
    """The history at ``path`` (the player's by default), made usable whatever was there."""
    path = path or default_path()
    try:
        return Opened(connect(path), path)
    except schema.TooNew as error:
        said = Said(
            "The game history {file} was written by a newer version of Q2J ({error}): "
            "it is left as it is, and this version does not record games.",
            file=path,
            error=error,
        )
        raise HistoryUnavailable(said) from None
    except (sqlite3.Error, OSError) as error:
        if in_use(error):
            said = Said(
                "The game history {file} is in use by another program that has not let go of it: "
                "it is left as it is; try again once that program is done with it.",
                file=path,
            )
            raise HistoryBusy(said) from None
        problem = reason(error)
    if not path.exists() and not path.is_symlink():
        # Nothing there to set aside: the folder itself refuses (a file in its place, no permission).
        said = Said(
            "The game history {file} cannot be made ({problem}): games are not recorded.",
            file=path,
            problem=problem,
        )
        raise HistoryUnavailable(said)
    try:
        kept = set_aside(path)
    except OSError as error:
        said = Said(
            "The game history {file} cannot be used ({problem}) and could not be moved aside "
            "({reason}): games are not recorded. Move the file yourself.",
            file=path,
            problem=problem,
            reason=os_words(error),
        )
        raise HistoryUnavailable(said) from None
    try:
        db = connect(path)
    except (sqlite3.Error, OSError, schema.TooNew) as error:
        said = Said(
            "The game history {file} could not be used ({problem}; it was kept as {copy}), "
            "and a new one could not be started ({reason}): games are not recorded.",
            file=path,
            problem=problem,
            copy=kept.name,
            reason=reason(error),
        )
        raise HistoryUnavailable(said) from None
    notice = Said(
        "The game history could not be opened ({problem}); it was kept as {copy}, "
        "and a new history was started.",
        problem=problem,
        copy=kept,
    )
    return Opened(db, path, notice)


def reason(error: BaseException) -> object:
    """Why a file could not be used, in the words SQLite or the system gave (ours in French for
    the common ones: a ``TheirWords``, said when shown)."""
    if isinstance(error, OSError | sqlite3.Error):
        return failure_words(error)
    return str(error) or error.__class__.__name__


def set_aside(path: Path, now: datetime.datetime | None = None) -> Path:
    """Rename ``path`` (a file, or whatever sits at that name) and its companions to
    ``history-set-aside-YYYYMMDD-HHMMSS.sqlite3`` (``-2``… when taken); returns the new path.
    The companions keep their suffixes, so SQLite opens the kept file with its last records."""
    stamp = (now or datetime.datetime.now()).strftime("%Y%m%d-%H%M%S")
    for number in range(1, 1000):
        tail = "" if number == 1 else f"-{number}"
        target = path.with_name(f"{path.stem}-set-aside-{stamp}{tail}{path.suffix}")
        taken = [target, *(Path(f"{target}{suffix}") for suffix in COMPANIONS)]
        if not any(name.exists() or name.is_symlink() for name in taken):
            break
    else:
        raise OSError(f"every set-aside name for {path.name} at {stamp} is taken")
    if path.exists() or path.is_symlink():
        os.replace(path, target)
    for suffix in COMPANIONS:
        companion = Path(f"{path}{suffix}")
        if companion.exists():
            os.replace(companion, Path(f"{target}{suffix}"))
    return target
