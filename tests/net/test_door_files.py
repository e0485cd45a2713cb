"""Issue 42's flood against a host with a real, low open-file limit: a host process limited to
128 files (``flood_host``), 200 half-open connections from 20 loopback addresses (more than it
has files), and through it all its seated player plays on, a returning player is answered and
every autosave (a real file written after every change) is written.

Linux only: it sets the host process's limit with ``resource`` and floods from 127.0.0.2 onward.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection

from .test_door import HALF, seat

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="needs Linux's loopback /8 and resource")

FILES = 128
ADDRESSES = [f"127.0.0.{n}" for n in range(2, 22)]
EACH = 10  # half-open connections from each address
TURNS = 5  # the seated player's own moves during the flood
ROOT = Path(__file__).resolve().parents[2]


class Child:
    """The host process: asked for its figures one line at a time."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process

    async def line(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        text = await asyncio.wait_for(self.process.stdout.readline(), 60)
        assert text, "the host process ended"
        return dict(json.loads(text))

    async def figures(self) -> dict[str, Any]:
        assert self.process.stdin is not None
        self.process.stdin.write(b"figures\n")
        await self.process.stdin.drain()
        return await self.line()


async def hold_open(address: str, port: int, stop: asyncio.Event) -> int:
    """One slot of the flood: a half-open connection from ``address``, opened again whenever
    the host drops it, until ``stop``; how many it opened."""
    opened = 0
    while not stop.is_set():
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(address, 0))
        except OSError:
            continue  # refused while the host could not accept: at once again, as the attacker did
        opened += 1
        try:
            writer.write(HALF)
            await writer.drain()
            ended = asyncio.ensure_future(reader.read())
            stopped = asyncio.ensure_future(stop.wait())
            await asyncio.wait([ended, stopped], return_when=asyncio.FIRST_COMPLETED)
            for waiting in (ended, stopped):
                waiting.cancel()
        except OSError:
            pass
        finally:
            writer.close()
    return opened


async def play(connection: ClientConnection, heard: list[dict[str, Any]], turns: int) -> None:
    """Play the seat's first legal move ``turns`` times, each accepted (the next update comes)."""
    played = 0
    latest = heard[-1]
    while played < turns:
        if latest["type"] in ("update", "snapshot") and latest["legal"]:
            text = latest["legal"][0]
            await connection.send(
                json.dumps({"type": "action", "turn": latest["view"]["turn"], "text": text})
            )
            played += 1
        latest = json.loads(await asyncio.wait_for(connection.recv(), 60))
        assert latest["type"] != "refusal", latest
        heard.append(latest)


def test_a_flood_past_the_open_file_limit_stops_neither_play_nor_the_autosave(tmp_path: Path) -> None:
    async def run() -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        with (tmp_path / "host.err").open("wb") as errors:
            process = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "tests.net.flood_host",
                str(FILES),
                str(tmp_path),
                cwd=ROOT,
                env=env,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=errors,
            )
        child = Child(process)
        stop = asyncio.Event()
        flood: list[asyncio.Task[int]] = []
        try:
            opened = await child.line()
            port, (waiting_cap, per_address) = opened["port"], opened["caps"]
            assert (waiting_cap, per_address) == (32, 8)  # Caps.for_files(128)
            connection, heard = await seat(port, seat=0)
            token = heard[0]["token"]
            for address in ADDRESSES:
                for _ in range(EACH):
                    flood.append(asyncio.create_task(hold_open(address, port, stop)))
            total = len(ADDRESSES) * EACH
            assert total > FILES
            # Let the flood reach the host's door (each of its connections counted there, the
            # oldest dropped at once): asked until its figures say so, a bounded number of times.
            for _ in range(500):
                if (await child.figures())["dropped"] >= total - waiting_cap:
                    break
            await play(connection, heard, TURNS)
            await connection.close()
            back, heard = await seat(port, code=None, token=token)  # coming back, mid-flood
            assert heard[0]["type"] == "table" and heard[0]["seat"] == 0
            await play(back, heard, 1)
            await back.close()
            figures = await child.figures()
            assert figures["failed"] == 0 and figures["saved"] > 2 * TURNS, figures
            assert figures["faults"] == 0, figures
            assert figures["dropped"] >= total - waiting_cap and figures["held"] <= waiting_cap, figures
        finally:
            stop.set()
            await asyncio.wait_for(asyncio.gather(*flood, return_exceptions=True), 60)
            if process.stdin is not None:
                process.stdin.close()
            try:
                await asyncio.wait_for(process.wait(), 30)
            except TimeoutError:
                process.kill()
                await process.wait()

    asyncio.run(run())


def test_the_soft_open_file_limit_is_raised_to_the_hard_one() -> None:
    """In a process of its own (the limit is the process's): soft 512, hard 2,048."""
    script = (
        "import resource; resource.setrlimit(resource.RLIMIT_NOFILE, (512, 2048)); "
        "from game.net.limits import file_limit; "
        "print(file_limit(), resource.getrlimit(resource.RLIMIT_NOFILE)[0])"
    )
    ran = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert ran.stdout.split() == ["2048", "2048"], ran.stderr
