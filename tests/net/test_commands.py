"""``q2j host --headless`` and ``q2j join``: flags checked with clear words; whole matches between
processes; a join process SIGKILLed mid-game comes back with its kept token."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.cli import main

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["host", "--variant", "q2j", "--seats", "remote,easy"], "add --headless"),
        (["host", "--headless", "--variant", "q2j", "--seats", "remote,hal"], "seat 2 is 'hal'"),
        (["host", "--headless", "--variant", "q2j", "--seats", "easy,easy"], "at least one remote seat"),
        (
            ["host", "--headless", "--variant", "q2j-war", "--seats", "remote,remote,easy"],
            "for 2 players, not 3",
        ),
        (
            ["host", "--headless", "--variant", "q2j", "--players", "3", "--seats", "remote,easy"],
            "names 2 seats",
        ),
        (
            ["host", "--headless", "--variant", "q2j", "--seats", "remote,easy", "--code", "ABC"],
            "--code: a join code",
        ),
        (["host", "--headless", "--variant", "nope", "--seats", "remote,easy"], "nope"),
        (["join", "localhost", "--code", "K7MP9Q", "--bot", "easy"], "HOST:PORT"),
        (["join", "localhost:99999", "--code", "K7MP9Q", "--bot", "easy"], "HOST:PORT"),
        (
            ["join", "localhost:4747", "--code", "K7MP9Q", "--bot", "genius"],
            "--bot: no computer level 'genius'",
        ),
        (["join", "localhost:4747", "--code", "K7MP9Q", "--bot", "easy", "--name", ""], "--name"),
        (["join", "localhost:4747", "--code", "0O0O0O", "--bot", "easy"], "--code"),
    ],
)
def test_bad_flags_are_one_clear_line(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def q2j(*args: str, home: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "Q2J_HOME": str(home)}
    return subprocess.Popen(
        [sys.executable, "-m", "game.cli", *args],
        cwd=ROOT,
        env=env,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def moves_saved(home: Path) -> int:
    """How many moves the host's autosave holds (0 while there is none)."""
    from game.files import saves

    try:
        return sum(len(actions) for actions in saves.read(home / "saves" / "net-table.yaml").rounds)
    except saves.SaveError:
        return 0


def wait_for_moves(home: Path, count: int) -> None:
    """Until the match is under way: a kill then lands mid-game, however busy the machine."""
    deadline = time.monotonic() + 30
    while moves_saved(home) < count:
        assert time.monotonic() < deadline, "the match did not start"
        time.sleep(0.02)


def test_a_headless_host_and_two_joins_play_a_match_and_a_killed_join_comes_back(tmp_path: Path) -> None:
    port = free_port()
    host = q2j(
        "host",
        "--headless",
        "--variant",
        "q2j-ng",
        "--seats",
        "remote,remote",
        "--port",
        str(port),
        "--code",
        "K7MP9Q",
        "--seed",
        "4",
        "--bind",
        "127.0.0.1",
        "--no-announce",
        home=tmp_path / "host",
    )
    assert host.stdout is not None
    assert host.stdout.readline().strip() == f"q2j host: Q Squared Joe NG on port {port}, join code K7MP9Q"
    join = ["join", f"127.0.0.1:{port}", "--code", "k7mp9q"]
    steady = q2j(*join, "--bot", "easy", "--name", "Ann", "--seat", "1", home=tmp_path / "ann")
    doomed = q2j(*join, "--bot", "easy", "--name", "Bob", "--seat", "2", home=tmp_path / "bob")
    assert host.stderr is not None
    seated = [host.stderr.readline() for _ in range(2)]  # "Ann took seat 1", "Bob took seat 2"
    assert sorted(line.split(" took ")[0] for line in seated) == ["q2j host: Ann", "q2j host: Bob"]
    wait_for_moves(tmp_path / "host", 3)
    doomed.send_signal(signal.SIGKILL)
    doomed.wait(10)
    assert (tmp_path / "bob" / "saves" / "net-seats.json").stat().st_mode & 0o077 == 0
    back = q2j(*join, "--bot", "easy", home=tmp_path / "bob")
    outs = [process.communicate(timeout=120) for process in (host, steady, back)]
    result = outs[0][0].strip().splitlines()[-1]
    assert result.startswith("Q Squared Joe NG: ") and result.endswith("won after 1 round")
    assert [out.strip().splitlines()[-1] for out, _ in outs[1:]] == [result, result]
    assert "coming back to the seat taken before" in outs[2][1]
    log = "".join(seated) + outs[0][1]
    assert "Bob left seat 2; the table waits" in log and "Bob came back to seat 2" in log
    assert log.index("left seat 2") < log.index("came back to seat 2")
    assert all(process.returncode == 0 for process in (host, steady, back))
    # The match is a game in the host's history, with the names its players gave, and its result.
    listed, _errors = q2j("history", home=tmp_path / "host").communicate(timeout=120)
    games = [line for line in listed.splitlines() if "q2j-ng" in line]
    assert len(games) == 1 and "Ann, Bob" in games[0], listed
    winner = result.removeprefix("Q Squared Joe NG: ").removesuffix(" won after 1 round")
    assert games[0].endswith(f"→  {winner} won"), (result, listed)


def test_a_killed_host_resumes_and_its_joins_come_back(tmp_path: Path) -> None:
    port = free_port()
    home = tmp_path / "host"
    flags = ["--headless", "--port", str(port), "--bind", "127.0.0.1", "--no-announce"]
    host = q2j(
        "host",
        *flags,
        "--variant",
        "q2j-ng",
        "--seats",
        "remote,remote",
        "--code",
        "K7MP9Q",
        "--seed",
        "8",
        home=home,
    )
    assert host.stdout is not None and host.stderr is not None
    host.stdout.readline()
    join = ["join", f"127.0.0.1:{port}", "--code", "K7MP9Q", "--bot", "easy"]
    ann, bob = (
        q2j(*join, "--name", "Ann", "--seat", "1", home=tmp_path / "ann"),
        q2j(*join, "--name", "Bob", "--seat", "2", home=tmp_path / "bob"),
    )
    [host.stderr.readline() for _ in range(2)]  # both seated
    wait_for_moves(home, 3)
    host.send_signal(signal.SIGKILL)
    host.wait(10)
    assert (home / "saves" / "net-table-seats.json").stat().st_mode & 0o077 == 0
    again = q2j("host", *flags, "--resume", home=home)
    outs = [process.communicate(timeout=120) for process in (again, ann, bob)]
    assert outs[0][0].splitlines()[0] == f"q2j host: Q Squared Joe NG on port {port}, join code K7MP9Q"
    result = outs[0][0].strip().splitlines()[-1]
    assert result.startswith("Q Squared Joe NG: ") and result.endswith("won after 1 round")
    assert [out.strip().splitlines()[-1] for out, _ in outs[1:]] == [result, result]
    assert "Ann came back to seat 1" in outs[0][1] and "Bob came back to seat 2" in outs[0][1]
    assert all("lost the host" in err for _, err in outs[1:])


def test_resume_without_a_saved_table_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    assert main(["host", "--headless", "--resume"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("q2j: --resume: ") and "net-table.yaml" in err and "Traceback" not in err
