"""A history file that cannot be used is set aside (renamed, with the time) and a new one started;
the player is told where it went, and nothing is deleted."""

from __future__ import annotations

import datetime
import os
import pwd
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest

from game.history import database, schema
from game.history.database import HistoryUnavailable, open_history, set_aside
from game.history.store import load_game, write_game

from .helpers import game, seats

ROOT = Path(__file__).resolve().parents[2]


def works(db: sqlite3.Connection) -> None:
    """The history in use takes a game and gives it back."""
    game_id = write_game(db, game("after", seats("Ada", "easy"), [0]))
    stored = load_game(db, game_id)
    assert stored is not None and stored.record.key == "after"


def kept_files(folder: Path) -> list[Path]:
    """The files set aside (their -wal and -shm companions left out)."""
    return sorted(p for p in folder.iterdir() if "set-aside" in p.name and p.name.endswith(".sqlite3"))


def garbage(path: Path) -> None:
    path.write_bytes(b"these are a player's notes, not a database\n" * 100)


def damaged(path: Path) -> None:
    """A real history with its pages overwritten in the middle."""
    db = database.connect(path)
    for n in range(60):
        write_game(db, game(f"g{n}", seats("Ada", "easy"), [0]))
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    data = bytearray(path.read_bytes())
    middle = len(data) // 2
    data[middle : middle + 3000] = b"\xa5" * 3000
    path.write_bytes(bytes(data))


def someone_elses(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE recipes (name TEXT, minutes INTEGER)")
    db.execute("INSERT INTO recipes VALUES ('bread', 180)")
    db.commit()
    db.close()


def version_without_tables(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {schema.LATEST}")
    db.execute("CREATE TABLE games (id INTEGER)")
    db.commit()
    db.close()


def version_without_a_column(path: Path) -> None:
    """The latest version's tables, one of them an earlier draft's: a development build's file
    whose schema changed after it was made (met on a player's machine: `no such column`)."""
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {schema.LATEST}")
    for table in schema.TABLES:
        columns = ", ".join(
            column for column in ("id", "game", "name") if table != "games" or column != "name"
        )
        db.execute(f"CREATE TABLE {table} ({columns})")
    db.commit()
    db.close()


@pytest.mark.parametrize(
    ("make", "why"),
    [
        (garbage, "not a database"),
        (damaged, ""),
        (someone_elses, "some other program"),
        (version_without_tables, "has no"),
        (version_without_a_column, "has no column games.carried"),
    ],
    ids=["not-a-database", "damaged", "another-programs", "tables-missing", "columns-missing"],
)
def test_a_file_that_cannot_be_used_is_kept_aside_and_a_new_one_started(
    tmp_path: Path, make: Callable[[Path], None], why: str
) -> None:
    path = tmp_path / "history.sqlite3"
    make(path)
    before = path.read_bytes()
    opened = open_history(path)
    kept = kept_files(tmp_path)
    assert len(kept) == 1 and kept[0].name.startswith("history-set-aside-")
    assert kept[0].read_bytes() == before, "the file is kept exactly as it was"
    notice = str(opened.notice)
    assert str(kept[0]) in notice and "could not be opened" in notice and why in notice
    works(opened.db)
    opened.db.close()


def test_an_empty_file_is_simply_a_new_history(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"")
    opened = open_history(path)
    assert opened.notice is None and not kept_files(tmp_path)
    works(opened.db)


def test_a_folder_in_its_place_is_moved_aside_whole(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.mkdir()
    (path / "inside.txt").write_text("keep me", encoding="utf-8")
    opened = open_history(path)
    kept = kept_files(tmp_path)
    assert len(kept) == 1 and (kept[0] / "inside.txt").read_text(encoding="utf-8") == "keep me"
    assert "could not be opened" in str(opened.notice)
    works(opened.db)


def test_its_write_ahead_log_goes_with_it(tmp_path: Path) -> None:
    """The -wal file may hold the last records: it is kept beside the file, under its new name."""
    path = tmp_path / "history.sqlite3"
    garbage(path)
    Path(f"{path}-wal").write_bytes(b"last records")
    Path(f"{path}-shm").write_bytes(b"index")
    opened = open_history(path)
    kept = kept_files(tmp_path)
    assert len(kept) == 1
    main = kept[0]
    assert Path(f"{main}-wal").read_bytes() == b"last records"
    assert Path(f"{main}-shm").read_bytes() == b"index"
    opened.db.close()


def test_a_file_locked_for_good_is_left_as_it_is(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another program writing that never lets go: the file is in use, not damaged. It is not set
    aside (its last records would go with it, and the other program would go on writing into the
    renamed file); the player is told, and the same file opens once the other is done."""
    monkeypatch.setattr(database, "BUSY_SECONDS", 0.1)
    monkeypatch.setattr(database, "OPEN_WAIT", 0.3)
    path = tmp_path / "history.sqlite3"
    holder = database.connect(path)
    write_game(holder, game("committed", seats("Ada", "easy"), [0]))
    holder.execute("BEGIN EXCLUSIVE")  # another program that never lets go
    write_game_in_open_transaction(holder, "never let go of")
    with pytest.raises(HistoryUnavailable, match="in use by another program"):
        open_history(path)
    assert not kept_files(tmp_path), "a locked file was set aside"
    holder.execute("COMMIT")
    holder.close()
    opened = open_history(path)
    assert opened.notice is None
    keys = [key for (key,) in opened.db.execute("SELECT game_key FROM games ORDER BY id")]
    assert keys == ["committed", "never let go of"], "what the other program wrote is kept"
    opened.db.close()


def write_game_in_open_transaction(db: sqlite3.Connection, key: str) -> None:
    db.execute(
        "INSERT INTO games (game_key, game, variant, variant_name, options, seed, carried, started, "
        "status, winners, version, origin) VALUES (?, 'q2j', 'q2j', 'Q2J', '{}', 1, '{}', "
        "'2026-03-02T09:00:00+00:00', 'playing', '[]', 'test', 'table')",
        (key,),
    )


UNREADABLE = """
import sys
from pathlib import Path
from game.history.database import open_history
opened = open_history(Path(sys.argv[1]))
print(opened.notice)
"""


def test_a_file_this_user_may_not_read_is_set_aside(request: pytest.FixtureRequest) -> None:
    """Run as a user the file refuses: root reads everything, so as root the check runs in a
    child process under the ``nobody`` account."""
    # A folder of its own that the other account may enter (pytest's are private to this one).
    folder = Path(tempfile.mkdtemp(prefix="q2j-perm-"))
    request.addfinalizer(lambda: shutil.rmtree(folder, ignore_errors=True))
    folder.chmod(0o777)
    path = folder / "history.sqlite3"
    db = database.connect(path)
    write_game(db, game("private", seats("Ada", "easy"), [0]))
    db.close()
    path.chmod(0o000)
    if os.geteuid() == 0:
        try:
            nobody = pwd.getpwnam("nobody")
            uid, gid = nobody.pw_uid, nobody.pw_gid
        except KeyError:
            uid = gid = 65534

        def become_nobody() -> None:
            os.setgid(gid)
            os.setuid(uid)

        result = subprocess.run(
            [sys.executable, "-c", UNREADABLE, str(path)],
            capture_output=True,
            text=True,
            cwd=ROOT,
            preexec_fn=become_nobody,
            timeout=60,
            check=False,
        )
        assert result.returncode == 0, result.stderr
        notice = result.stdout
    else:
        notice = str(open_history(path).notice)
    kept = kept_files(folder)
    assert len(kept) == 1 and str(kept[0]) in notice
    kept[0].chmod(0o600)
    again = sqlite3.connect(kept[0])
    assert again.execute("SELECT game_key FROM games").fetchall() == [("private",)], "nothing was lost"
    again.close()


def test_a_folder_that_refuses_everything_means_no_history_this_time(tmp_path: Path) -> None:
    in_the_way = tmp_path / "q2j"
    in_the_way.write_text("a file where the folder should be", encoding="utf-8")
    with pytest.raises(HistoryUnavailable, match=r"cannot be made.*not recorded"):
        open_history(in_the_way / "history.sqlite3")
    assert in_the_way.read_text(encoding="utf-8") == "a file where the folder should be"


def test_set_aside_names_never_collide(tmp_path: Path) -> None:
    moment = datetime.datetime(2026, 11, 30, 14, 2, 5)
    names = []
    for _ in range(3):
        path = tmp_path / "history.sqlite3"
        garbage(path)
        names.append(set_aside(path, moment).name)
    assert names == [
        "history-set-aside-20261130-140205.sqlite3",
        "history-set-aside-20261130-140205-2.sqlite3",
        "history-set-aside-20261130-140205-3.sqlite3",
    ]


def test_two_connections_making_a_new_file_at_once_make_it_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The recorder and a screen open a history that does not exist yet at the same moment: the
    one that waited for the write lock finds the file made, and neither sets it aside."""
    path = tmp_path / "history.sqlite3"
    first = sqlite3.connect(path, isolation_level=None)
    real = schema.version_of
    seen: list[int] = []

    def other_made_it_meanwhile(db: sqlite3.Connection) -> int:
        found = real(db)
        if not seen:  # the first connection has read version 0: the other makes the file now
            seen.append(found)
            open_history(path).db.close()
        return found

    monkeypatch.setattr(schema, "version_of", other_made_it_meanwhile)
    schema.upgrade(first)
    monkeypatch.undo()
    assert seen == [0]
    assert schema.version_of(first) == schema.LATEST
    first.close()
    assert not list(tmp_path.glob("history-set-aside-*"))
    opened = open_history(path)
    assert opened.notice is None
    opened.db.close()
