"""Long runs show their progress on a terminal, and stay quiet when piped.

The terminal is a real pseudo-terminal (``os.openpty``): the run's stdout and stderr
both go to it, as in a shell. Piped, the same runs print exactly their own lines.
"""

from __future__ import annotations

import fcntl
import os
import re
import struct
import subprocess
import sys
import termios
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BAR = re.compile(r"(\d+)/(\d+) games \|[^|]*\| +[\d.?]+ games/s, [\d:?]+ left")

TOURNAMENT = ["-m", "game", "tournament", "--variant", "q2j-war", "--bots", "easy,medium,hard"]
TOURNAMENT += ["--games", "4", "--iterations", "5", "--workers", "1"]
SIMULATE = ["-m", "game", "simulate", "--variant", "q2j", "--players", "3", "--games", "200", "--seed", "2"]


def _env(home: Path) -> dict[str, str]:
    return {**os.environ, "Q2J_HOME": str(home), "PYTHONPATH": str(ROOT)}


def in_a_terminal(args: list[str], home: Path) -> str:
    """What a terminal 100 columns wide shows of ``python ARGS`` (its stdout and stderr)."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))
    with subprocess.Popen(
        [sys.executable, *args],
        stdin=subprocess.DEVNULL,
        stdout=slave,
        stderr=slave,
        env=_env(home),
        cwd=ROOT,
    ) as run:
        os.close(slave)
        shown = b""
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:  # Linux: the terminal's other end closed with the process
                break
            if not chunk:
                break
            shown += chunk
        os.close(master)
        assert run.wait(timeout=300) == 0, shown.decode(errors="replace")
    return shown.decode()


def piped(args: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args],
        capture_output=True,
        text=True,
        env=_env(home),
        cwd=ROOT,
        timeout=300,
        check=True,
    )


def _bars(shown: str) -> list[tuple[int, int]]:
    return [(int(done), int(total)) for done, total in BAR.findall(shown)]


def test_simulate_shows_games_done_rate_and_time_left_on_a_terminal(tmp_path: Path) -> None:
    shown = in_a_terminal(SIMULATE, tmp_path)
    bars = _bars(shown)
    assert bars[0] == (0, 200) and bars[-1] == (200, 200), shown
    assert "Q Squared Joe, bots: random: 200/200 games" in shown
    assert "seat 2:" in shown and "speed:" in shown  # its own lines still follow


def test_a_tournament_shows_every_pairing_s_games_on_one_bar(tmp_path: Path) -> None:
    shown = in_a_terminal(TOURNAMENT, tmp_path)
    bars = _bars(shown)
    assert bars[0] == (0, 12) and bars[-1] == (12, 12), shown
    assert [done for done, _ in bars] == sorted(done for done, _ in bars)  # it only counts up
    for pairing in ("easy vs medium", "easy vs hard", "medium vs hard"):
        assert f"Q Squared Joe War, {pairing}: " in shown
        assert f"{pairing}:\r\n  4 games" in shown  # its report, above the bar
    assert shown.rstrip().endswith(" s") and "done in" in shown


def test_the_ladder_shows_its_games_on_a_terminal(tmp_path: Path) -> None:
    out = tmp_path / "ladder.jsonl"
    args = ["-m", "game.ai.ladder", "run", "--out", str(out), "--games", "4", "--slice", "2"]
    shown = in_a_terminal([*args, "--workers", "1", "--only", "q2j-war:random-easy"], tmp_path)
    bars = _bars(shown)
    assert bars[0] == (0, 4) and bars[-1] == (4, 4), shown
    assert "[2/2] q2j-war random-easy games 2-3 in 0 s; done" in shown
    assert len(out.read_text().splitlines()) == 2


def test_piped_simulate_prints_its_own_lines_only(tmp_path: Path) -> None:
    ran = piped(SIMULATE, tmp_path)
    assert ran.stderr == "" and "\r" not in ran.stdout
    heads = [line.split(":")[0] for line in ran.stdout.splitlines()]
    assert heads == [
        "Q Squared Joe (q2j), 3 players, 200 games, bots",
        "  seat 0",
        "  seat 1",
        "  seat 2",
        "  mean length",
        "  speed",
    ]


def test_piped_a_tournament_prints_its_own_lines_only(tmp_path: Path) -> None:
    ran = piped(TOURNAMENT, tmp_path)
    assert ran.stderr == "" and "\r" not in ran.stdout and not BAR.search(ran.stdout)
    lines = ran.stdout.splitlines()
    assert lines[0].startswith("Q Squared Joe War (q2j-war), 2 players, seed 0, 1 worker(s)")
    assert [line for line in lines if line.endswith(":")] == [
        "easy vs medium:",
        "easy vs hard:",
        "medium vs hard:",
    ]
    assert lines[-1].startswith("done in ")


def test_piped_the_ladder_prints_its_slices_only(tmp_path: Path) -> None:
    out = tmp_path / "ladder.jsonl"
    args = [
        "-m",
        "game.ai.ladder",
        "run",
        "--out",
        str(out),
        "--games",
        "4",
        "--slice",
        "2",
        "--workers",
        "1",
    ]
    ran = piped([*args, "--only", "q2j-war:random-easy"], tmp_path)
    assert ran.stderr == ""
    assert ran.stdout == (
        "[1/2] q2j-war random-easy games 0-1 in 0 s; about 0 h 00 min left\n"
        "[2/2] q2j-war random-easy games 2-3 in 0 s; done\n"
    )
