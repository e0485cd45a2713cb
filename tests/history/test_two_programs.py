"""Two programs on one history at once, as players meet them: two windows started together, the
window recording while `q2j history` and `q2j stats` run beside it, a hosted table's recorder
beside the window's own. A file another program holds is waited for, never set aside as if it
were damaged; what cannot be waited out is said in one sentence and nothing is lost."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.cli import main
from game.history import database, schema
from game.history.database import HistoryUnavailable, open_history
from game.history.recorder import Recorder
from game.history.store import load_game, write_game

from .helpers import game, played_session, seats

ROOT = Path(__file__).resolve().parents[2]
ROUNDS = 100  # fresh files opened by both programs at the same instant

# A program that opens the history it is told (a fresh file each time), records one game in it
# and says what it met, one JSON line a file.
OPENER = """
import json, sys
from pathlib import Path
from game.history.database import HistoryUnavailable, open_history
from game.history.store import write_game
from tests.history.helpers import game, seats

name = sys.argv[1]
for line in sys.stdin:
    try:
        opened = open_history(Path(line.strip()))
        write_game(opened.db, game(name, seats("Ada", "easy"), [0]))
        opened.db.close()
        said = {"notice": None if opened.notice is None else str(opened.notice)}
    except (HistoryUnavailable, Exception) as error:
        said = {"error": f"{error.__class__.__name__}: {error}"}
    print(json.dumps(said), flush=True)
"""


def environment(home: Path) -> dict[str, str]:
    return {
        **os.environ,
        "Q2J_HOME": str(home),
        "PYTHONPATH": str(ROOT),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "Q2J_ENGINE": "pure",  # whichever engine: the history is what is watched here
    }


def set_aside_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.rglob("*set-aside*"))


def keys(path: Path) -> list[str]:
    db = sqlite3.connect(path)
    try:
        return sorted(key for (key,) in db.execute("SELECT game_key FROM games"))
    finally:
        db.close()


@pytest.fixture
def two_openers(tmp_path: Path) -> Iterator[list[subprocess.Popen[str]]]:
    programs = [
        subprocess.Popen(
            [sys.executable, "-c", OPENER, name],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            env=environment(tmp_path / "home"),
        )
        for name in ("first", "second")
    ]
    yield programs
    for program in programs:
        assert program.stdin is not None
        program.stdin.close()
    for program in programs:
        program.wait(timeout=120)
        for stream in (program.stdout, program.stderr):
            if stream is not None:
                stream.close()


def test_two_programs_starting_a_new_history_at_the_same_instant_both_keep_it(
    tmp_path: Path, two_openers: list[subprocess.Popen[str]]
) -> None:
    """Seen in CI: the second program found the brand-new file "database is locked" (SQLite
    refuses the switch to write-ahead logging at once, without waiting, while the other reads
    it), set it aside as damaged, and could not start a new one ("disk I/O error")."""
    met = []
    for number in range(ROUNDS):
        path = tmp_path / f"try{number}" / "history.sqlite3"
        for program in two_openers:  # both waiting on their input: they start together
            assert program.stdin is not None
            program.stdin.write(f"{path}\n")
            program.stdin.flush()
        said = []
        for program in two_openers:
            assert program.stdout is not None
            line = program.stdout.readline()
            assert line, program.stderr.read() if program.stderr else "the program ended"
            said.append(json.loads(line))
        if said != [{"notice": None}, {"notice": None}] or keys(path) != ["first", "second"]:
            met.append((number, said, set_aside_files(path.parent)))
    assert not met, f"{len(met)} of {ROUNDS} new histories went wrong, the first: {met[0]}"
    assert not set_aside_files(tmp_path)


def holding_a_read(path: Path) -> sqlite3.Connection:
    """Another program reading a history not in write-ahead mode (as a file made before it was,
    or one being made): while it reads, SQLite refuses the switch to WAL mode at once. The
    history holds one game, "theirs"."""
    holder = sqlite3.connect(path, isolation_level=None)
    schema.upgrade(holder)
    write_game(holder, game("theirs", seats("Ada", "easy"), [0]))
    holder.execute("BEGIN")
    assert holder.execute("SELECT game_key FROM games").fetchall() == [("theirs",)]
    return holder


def test_a_lock_let_go_of_while_opening_is_waited_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(database, "BUSY_SECONDS", 0.1)
    path = tmp_path / "history.sqlite3"
    holder = holding_a_read(path)
    real_pause = database._pause
    waited: list[float] = []

    def holder_done(seconds: float) -> None:
        waited.append(seconds)
        if holder.in_transaction:
            holder.execute("COMMIT")  # the other program's read ends while this one waits
        real_pause(seconds)

    monkeypatch.setattr(database, "_pause", holder_done)
    opened = open_history(path)
    holder.close()
    assert waited, "the lock was never met: the test tests nothing"
    assert opened.notice is None and not set_aside_files(tmp_path)
    write_game(opened.db, game("after", seats("Ada", "easy"), [0]))
    assert opened.db.execute("SELECT game_key FROM games ORDER BY id").fetchall() == [("theirs",), ("after",)]
    opened.db.close()


def test_a_file_kept_locked_for_good_is_left_as_it_is_and_said_in_one_sentence(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(database, "OPEN_WAIT", 0.3)
    monkeypatch.setattr(database, "BUSY_SECONDS", 0.1)
    path = tmp_path / "history.sqlite3"
    holder = holding_a_read(path)
    with pytest.raises(HistoryUnavailable) as refused:
        open_history(path)
    said = str(refused.value)
    assert "in use by another program" in said and str(path) in said, said
    assert said.count(". ") == 0 and said.endswith("."), "one sentence"
    assert not set_aside_files(tmp_path), "a locked file is not a damaged one"
    holder.execute("COMMIT")
    holder.close()
    opened = open_history(path)  # once the other program is done, the very same file
    assert opened.notice is None
    assert opened.db.execute("SELECT game_key FROM games").fetchall() == [("theirs",)]
    opened.db.close()


def test_the_recorder_waits_out_a_locked_history_and_records_every_game_once_it_is_free(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(database, "OPEN_WAIT", 0.3)
    monkeypatch.setattr(database, "BUSY_SECONDS", 0.1)
    path = tmp_path / "history.sqlite3"
    holder = holding_a_read(path)
    recorder = Recorder.start(path)
    first = played_session("q2j-elimination", 4, seed=11)
    recorder.playing(first)
    recorder.round_finished(first)
    assert recorder.flush()
    assert "in use by another program" in recorder.notice, recorder.notice
    assert not set_aside_files(tmp_path)
    holder.execute("COMMIT")
    holder.close()
    second = played_session("q2j", 2, seed=4)
    recorder.playing(second)  # the next record finds the file free: the games so far go in
    recorder.round_finished(second)
    recorder.close()
    assert recorder.notice == "", "once recorded, nothing is left to say"
    opened = open_history(path)
    stored = [load_game(opened.db, n) for n in (1, 2)]
    opened.db.close()
    assert [s.record.status.value for s in stored if s is not None] == ["finished", "finished"]
    assert not set_aside_files(tmp_path)


def test_a_history_held_until_the_program_closes_is_said_and_left_as_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(database, "OPEN_WAIT", 0.3)
    monkeypatch.setattr(database, "BUSY_SECONDS", 0.1)
    path = tmp_path / "history.sqlite3"
    holder = holding_a_read(path)
    recorder = Recorder.start(path)
    session = played_session("q2j", 2, seed=4)
    recorder.playing(session)
    recorder.round_finished(session)
    recorder.close(wait=60)
    said = recorder.notice
    assert "still in use by another program when this one closed" in said, said
    assert not set_aside_files(tmp_path)
    holder.execute("COMMIT")
    assert holder.execute("SELECT game_key FROM games").fetchall() == [("theirs",)], "theirs is kept"
    holder.close()


def test_the_command_line_on_a_history_held_for_good_says_so_in_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(database, "OPEN_WAIT", 0.3)
    monkeypatch.setattr(database, "BUSY_SECONDS", 0.1)
    path = database.default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    holder = holding_a_read(path)
    try:
        for command in (["history"], ["stats"]):
            assert main(command) == 2
            err = capsys.readouterr().err
            assert err.startswith("q2j: The game history ") and "in use by another program" in err, err
            assert err.count("\n") == 1 and "Traceback" not in err
        assert not set_aside_files(path.parent)
    finally:
        holder.execute("COMMIT")
        holder.close()
    assert main(["history"]) == 0  # the other program done: the same file, its game listed
    assert "Ada, Bot 1 (easy)" in capsys.readouterr().out


# The window, reduced: the same recorder the table tells of its games (tools/history_soak.py:
# seeded games, each record printed once committed).
SOAK = ROOT / "tools" / "history_soak.py"
# `q2j history` and `q2j stats` typed again and again in a terminal beside it (the commands' own
# code, in one program so that they open the file many times a second).
TERMINAL = """
import contextlib, io, sys
from game.cli import main
runs = 0
while sys.stdin.readline() == "again\\n":
    for command in (["history"], ["stats"], ["history", "--game", "q2j"]):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            status = main(command)
        if status:
            print("status", status, command, flush=True)
    print("ran", flush=True)
"""


def test_the_window_recording_while_the_terminal_reads_the_history(tmp_path: Path) -> None:
    home = tmp_path / "home"
    history = home / "history.sqlite3"
    env = environment(home)
    terminal = subprocess.Popen(
        [sys.executable, "-c", TERMINAL],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=env,
    )
    window = subprocess.Popen(
        [sys.executable, str(SOAK), "--history", str(history), "--seed", "3", "--games", "40"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=env,
    )
    assert terminal.stdin is not None and terminal.stdout is not None
    promised: list[str] = []
    reader = threading.Thread(target=lambda: promised.extend(window.stdout or ()), daemon=True)
    reader.start()
    runs = 0
    try:
        while window.poll() is None or runs == 0:
            terminal.stdin.write("again\n")
            terminal.stdin.flush()
            answer = terminal.stdout.readline()
            assert answer == "ran\n", answer + (terminal.stderr.read() if terminal.stderr else "")
            runs += 1
        terminal.stdin.write("done\n")
        terminal.stdin.close()
        terminal.wait(timeout=120)
        window.wait(timeout=120)
        reader.join(timeout=120)
        window_said = window.stderr.read() if window.stderr else ""
        terminal_said = terminal.stderr.read() if terminal.stderr else ""
    finally:
        for program in (terminal, window):
            if program.poll() is None:
                program.kill()
                program.wait()
            for stream in (program.stdout, program.stderr):
                if stream is not None:
                    stream.close()
    assert window.returncode == 0 and terminal.returncode == 0
    assert "q2j:" not in window_said, window_said
    assert "q2j:" not in terminal_said, terminal_said
    assert not set_aside_files(home)
    opened = open_history(history)
    try:
        assert opened.notice is None
        for line in promised:
            promise = json.loads(line)
            stored = load_game(opened.db, promise["id"])
            assert stored is not None and stored.record.key == promise["key"], promise["key"]
        assert opened.db.execute("SELECT count(*) FROM games").fetchone() == (40,)
    finally:
        opened.db.close()


def test_a_history_made_by_another_program_while_this_one_reads_it_is_not_taken_for_anothers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seen driving two programs on fresh files (once in some hundred tries): one read the version
    of a new file (0: nothing yet), the other made the history, and the first then read its tables:
    "a database of some other program (it has tables but no Q2J version)", set aside."""
    path = tmp_path / "history.sqlite3"
    made = sqlite3.connect(path, isolation_level=None)
    assert made.execute("PRAGMA journal_mode = WAL").fetchone() == ("wal",)  # made, nothing in it yet
    made.close()
    real = schema.version_of
    other: list[str | None] = []
    asked: list[int] = []

    def the_other_makes_it_now(db: sqlite3.Connection) -> int:
        found = real(db)
        asked.append(found)
        if len(asked) == 1:  # this program has read the version: the other program opens it now
            opened = open_history(path)
            other.append(None if opened.notice is None else str(opened.notice))
            opened.db.close()
        return found

    monkeypatch.setattr(schema, "version_of", the_other_makes_it_now)
    opened = open_history(path)
    monkeypatch.undo()
    assert asked[0] == 0 and other == [None]
    assert opened.notice is None, opened.notice
    assert not set_aside_files(tmp_path)
    assert schema.version_of(opened.db) == schema.LATEST
    opened.db.close()
