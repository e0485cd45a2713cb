"""Two copies of the program on one user folder, each hosting a table (a family with two windows
open, or a second copy started by mistake): each keeps its own table's save, and a third copy's
``q2j host --resume`` takes up only a table no running copy holds, with that table's own seats.

Was: both hosts wrote the same ``net-table.yaml`` and ``net-table-seats.json``, so one table's
save was lost, and ``--resume`` took up the other copy's live table (with its code and seats)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO

from .test_commands import free_port

ROOT = Path(__file__).resolve().parents[2]
WAIT = 60.0  # seconds a test waits for a line that must come: a bound, not a timing


class Program:
    """One ``q2j`` process; what it prints to each stream is kept, line by line, as it comes."""

    def __init__(self, *args: str, home: Path, env: dict[str, str] | None = None) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "game.cli", *args],
            cwd=ROOT,
            env={**os.environ, **(env or {}), "Q2J_HOME": str(home)},
            text=True,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        self.out: list[str] = []
        self.err: list[str] = []
        self.readers = [
            threading.Thread(target=self._read, args=(stream, kept), daemon=True)
            for stream, kept in ((self.process.stdout, self.out), (self.process.stderr, self.err))
        ]
        for reader in self.readers:
            reader.start()

    @staticmethod
    def _read(stream: IO[str] | None, kept: list[str]) -> None:
        assert stream is not None
        for line in stream:
            kept.append(line.rstrip("\n"))

    def said(self, words: str) -> bool:
        return any(words in line for line in [*self.out, *self.err])

    def wait_for(self, check: Callable[[], bool], what: str) -> None:
        """Until ``check`` holds; fails, with what the program printed, if it ends first or the
        bound passes."""
        deadline = time.monotonic() + WAIT
        while not check():
            ended = self.process.poll() is not None and not any(r.is_alive() for r in self.readers)
            if ended and not check():
                raise AssertionError(f"{what}: the program ended first\n{self.out}\n{self.err}")
            assert time.monotonic() < deadline, f"{what}: not within {WAIT} s\n{self.out}\n{self.err}"
            time.sleep(0.02)

    def finished(self) -> int:
        """Its exit status once it has ended by itself and every line is read."""
        code = self.process.wait(WAIT)
        for reader in self.readers:
            reader.join(WAIT)
        return code

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(WAIT)
        for reader in self.readers:
            reader.join(WAIT)


def headless_host(home: Path, port: int, code: str, seed: int, *more: str) -> Program:
    """``q2j host --headless`` on the loopback: a Q Squared Joe NG table of two remote seats."""
    flags = ["--headless", "--variant", "q2j-ng", "--seats", "remote,remote", "--port", str(port)]
    return Program(
        "host", *flags, "--code", code, "--seed", str(seed), "--bind", "127.0.0.1", *more, home=home
    )


def bot_joiner(home: Path, port: int, code: str, name: str) -> Program:
    """``q2j join --bot`` taking seat 1: the match waits for seat 2, so the table stays mid-way."""
    return Program(
        "join", f"127.0.0.1:{port}", "--code", code, "--bot", "easy", "--name", name, "--seat", "1", home=home
    )


ANN_CODE, BOB_CODE = "K7MP9Q", "HJK346"


def refused(program: Program) -> None:
    """``program`` opened no table: it ended with the command line's refusal before any hosting
    line (a copy that took up a table says so first, and would run on)."""
    program.wait_for(lambda: bool(program.out) or program.process.poll() is not None, "an answer")
    assert program.out == [], f"a table was taken up while it is hosted: {program.out}"
    assert program.finished() == 2, program.err


def test_two_hosts_keep_their_own_tables_and_resume_takes_only_a_free_one(tmp_path: Path) -> None:
    home = tmp_path / "family"
    ann_port, bob_port, third_port = free_port(), free_port(), free_port()
    started: list[Program] = []
    try:
        # Ann's table, saved once Ann has taken her seat (the host saves before it says so).
        ann_host = headless_host(home, ann_port, ANN_CODE, 4)
        started.append(ann_host)
        ann = bot_joiner(tmp_path / "ann", ann_port, ANN_CODE, "Ann")
        started.append(ann)
        ann_host.wait_for(lambda: ann_host.said("Ann took seat 1"), "Ann seated")
        # A second copy on the same folder hosts Bob's table meanwhile.
        bob_host = headless_host(home, bob_port, BOB_CODE, 5)
        started.append(bob_host)
        bob = bot_joiner(tmp_path / "bob", bob_port, BOB_CODE, "Bob")
        started.append(bob)
        bob_host.wait_for(lambda: bob_host.said("Bob took seat 1"), "Bob seated")

        # Both tables are live: a third copy has none to take up, and says why in one line.
        third = headless_host(home, third_port, ANN_CODE, 1, "--resume", "--no-announce")
        started.append(third)
        refused(third)
        assert len(third.err) == 1, third.err
        assert third.err[0].startswith("q2j: --resume: ") and "another copy" in third.err[0], third.err
        assert "Traceback" not in third.err[0]

        # Ann's host dies: her table is the one left to take up, with her seat and code, on the
        # port her joiner keeps trying; Bob's live table is not touched.
        ann_host.process.send_signal(signal.SIGKILL)
        ann_host.kill()
        again = headless_host(home, ann_port, ANN_CODE, 1, "--resume", "--no-announce")
        started.append(again)
        again.wait_for(lambda: bool(again.out), "the resumed table opens")
        assert again.out[0] == f"q2j host: Q Squared Joe NG on port {ann_port}, join code {ANN_CODE}"
        again.wait_for(lambda: again.said("Ann came back to seat 1"), "Ann back at her own table")
        assert bob_host.process.poll() is None and not bob_host.said("came back")

        # Now every saved table is held by a running copy again.
        fourth = headless_host(home, free_port(), ANN_CODE, 1, "--resume", "--no-announce")
        started.append(fourth)
        refused(fourth)
        assert "another copy" in fourth.err[0], fourth.err
        # Each table's seats file is its owner's alone (a token is a seat).
        seats = sorted((home / "saves").glob("*seats*.json"))
        assert len(seats) == 2 and all(path.stat().st_mode & 0o077 == 0 for path in seats), seats
    finally:
        for program in reversed(started):
            program.kill()


def test_the_seats_go_through_a_temporary_file_of_their_own(tmp_path: Path) -> None:
    """Something already at the seats' old fixed temporary name (another copy's file half
    written; here a link to a file anyone may read) is neither written through nor renamed over
    the seats: the tokens go to the seats file alone, readable by its owner only."""
    from game.net.table_save import autosave, seats_path

    from .table import host_for

    seats = seats_path()
    seats.parent.mkdir(parents=True, exist_ok=True)
    elsewhere = tmp_path / "elsewhere.json"
    seats.with_suffix(".tmp").symlink_to(elsewhere)
    host = host_for("q2j", ["remote", "easy"], seed=3)
    token = host.reserve(0)
    autosave(host)
    assert not elsewhere.exists(), "the tokens were written through another file"
    assert seats.is_file() and not seats.is_symlink() and token in seats.read_text(encoding="utf-8")
    assert seats.stat().st_mode & 0o077 == 0


def test_one_tables_match_beside_another_tables_seats_is_not_taken_up() -> None:
    """A folder as two hosts left it before each had its own slot: one table's match beside the
    other's seats (as many seats). Taking it up is refused, the seats file named, rather than
    dealing the one table's match to the other's code and tokens."""
    import pytest

    from game.files import saves
    from game.net.table_save import autosave, match_path, resume
    from game.variants import load_catalog

    from .table import host_for

    autosave(host_for("q2j", ["remote", "easy"], seed=3))
    ann_match = match_path().read_text(encoding="utf-8")
    autosave(host_for("q2j", ["remote", "easy"], seed=4))  # Bob's table, written over Ann's
    match_path().write_text(ann_match, encoding="utf-8")  # and Ann's match written last
    with pytest.raises(saves.SaveError) as raised:
        resume(load_catalog())
    assert "net-table-seats.json" in str(raised.value) and "do not match" in str(raised.value)
