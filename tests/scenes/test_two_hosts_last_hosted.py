"""Two copies of the program on one user folder remembering the table each hosts, at the same
moments: the next *Host a table* finds one whole setup or the other, never a mix nor nothing, and
no temporary file is left behind. Was: both wrote ``last-hosted.tmp`` and renamed it, so one
copy could rename the other's half-written file into place (the setup forgotten) or lose its own."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.scenes.last_hosted import HostedSetup, hosted_path, last_hosted

ROOT = Path(__file__).resolve().parents[2]
WRITES = 300  # each copy's
SETUPS = {
    "ann": HostedSetup("q2j-ng", (("Ann", "human"), ("Seat 2", "remote")), (("rounds", 3),)),
    "bob": HostedSetup(
        "quatorze", (("Bob", "human"), ("Seat 2", "remote"), ("Carla", "hard")), (("target", 300),)
    ),
}
COPY = """
import sys
from pathlib import Path
from tests.scenes.test_two_hosts_last_hosted import SETUPS, WRITES
from game.scenes.last_hosted import remember_hosted
go = Path(sys.argv[2])
while not go.exists():
    pass
for _ in range(WRITES):
    remember_hosted(SETUPS[sys.argv[1]])
"""


def test_two_copies_remembering_at_once_leave_one_whole_setup(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))  # this process reads the copies' folder
    go = tmp_path / "go"
    env = {**os.environ, "Q2J_HOME": str(tmp_path)}
    copies = [
        subprocess.Popen(
            [sys.executable, "-c", COPY, who, str(go)], cwd=ROOT, env=env, stderr=subprocess.PIPE
        )
        for who in SETUPS
    ]
    read: list[HostedSetup | None] = []
    try:
        go.touch()
        while any(copy.poll() is None for copy in copies):
            if hosted_path().exists():
                read.append(last_hosted())
        errors = [copy.communicate(timeout=120)[1] for copy in copies]
    finally:
        for copy in copies:
            copy.kill()
    assert all(copy.returncode == 0 for copy in copies), errors
    wanted = list(SETUPS.values())
    assert last_hosted() in wanted
    broken = [found for found in read if found not in wanted]
    assert not broken, f"{len(broken)} of {len(read)} reads found no whole setup"
    assert [path.name for path in hosted_path().parent.iterdir()] == [hosted_path().name]
