"""The window and the command line on one history at once (issue 44, first blocker).

The window holds the history open twice (the recorder's connection and a screen's), closes the
screen's, and goes on recording; meanwhile `q2j history` runs in a terminal and ends. The
window's connection must keep its locks: the other program must not take itself for the last one
and remove the `-wal` and `-shm` under it, and a game recorded after that survives a `kill -9`.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from game.history.database import open_history
from game.history.store import load_game

from .test_commands import ROOT, q2j

# The window, reduced: the recorder's connection, a screen's opened and closed beside it, a game
# recorded before the terminal runs and one after (each printed once committed).
WINDOW = """
import sys
from game.history.database import connect, open_history
from game.history.store import write_game
from tests.history.helpers import game, seats

recorder = open_history()
write_game(recorder.db, game("before", seats("Ada", "easy"), [0]))
screen = connect(recorder.path, check=False)
assert screen.execute("SELECT count(*) FROM games").fetchone() == (1,)
screen.close()
print("ready", flush=True)
sys.stdin.readline()
try:
    print("written", write_game(recorder.db, game("after", seats("Ada", "easy"), [0], day=1)), flush=True)
except Exception as error:
    print("failed", error, flush=True)
sys.stdin.readline()  # recording goes on until the program is killed
"""


def test_the_command_line_beside_an_open_window_keeps_every_game(tmp_path: Path) -> None:
    home = tmp_path / "home"
    history = home / "history.sqlite3"
    env = {**os.environ, "Q2J_HOME": str(home), "PYTHONPATH": str(ROOT)}
    window = subprocess.Popen(
        [sys.executable, "-c", WINDOW],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=env,
    )
    try:
        assert window.stdout is not None and window.stdin is not None
        assert window.stdout.readline() == "ready\n", window.stderr.read() if window.stderr else ""
        assert Path(f"{history}-wal").exists()

        listed = q2j("history", home=home)
        assert listed.returncode == 0, listed.stderr
        assert "q2j" in listed.stdout
        assert Path(f"{history}-wal").exists(), "the terminal removed the write-ahead log under the window"
        assert Path(f"{history}-shm").exists()

        window.stdin.write("go\n")
        window.stdin.flush()
        said = window.stdout.readline().split()
        assert said[:1] == ["written"], said
        after = int(said[1])
    finally:
        window.send_signal(signal.SIGKILL)
        window.wait(timeout=60)
        for stream in (window.stdin, window.stdout, window.stderr):
            if stream is not None:
                stream.close()
    assert window.returncode == -signal.SIGKILL

    opened = open_history(history)
    try:
        assert opened.notice is None
        stored = load_game(opened.db, after)
        assert stored is not None and stored.record.key == "after", (
            "the game finished after the terminal ran is lost"
        )
    finally:
        opened.db.close()
