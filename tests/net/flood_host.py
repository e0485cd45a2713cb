"""A host in its own process with a low open-file limit, for ``test_door_files``.

``python -m tests.net.flood_host FILES FOLDER``: sets the process's open-file limit (soft and
hard) to FILES, hosts a Q Squared Joe table (seat 0 remote, seat 1 a computer) on the loopback
whose autosave writes a real file in FOLDER after every change, prints the port and its caps as
one JSON line, then answers every line on its standard input with its figures (one JSON line)
until that input ends.
"""

from __future__ import annotations

import asyncio
import json
import os
import resource
import sys
import threading
from pathlib import Path
from typing import Any


def main() -> None:
    files = int(sys.argv[1])
    resource.setrlimit(resource.RLIMIT_NOFILE, (files, files))
    asyncio.run(serve(Path(sys.argv[2])))


async def serve(folder: Path) -> None:
    from game.net.host import SeatPlan, TableHost

    from .table import CODE, variant

    saves = {"saved": 0, "failed": 0}

    def save(host: TableHost) -> None:
        try:
            (folder / "table.txt").write_text(host.rules.state_text(host.session.state))
        except OSError:
            saves["failed"] += 1
            raise
        saves["saved"] += 1

    said: list[str] = []
    plans = [SeatPlan("S0", "remote"), SeatPlan("S1", "random")]
    host = TableHost(variant("q2j"), plans, 5, code=CODE, on_change=save, say=said.append)
    port = await host.start()
    print(
        json.dumps({"port": port, "caps": [host.door.caps.waiting, host.door.caps.per_address]}), flush=True
    )
    loop = asyncio.get_running_loop()
    asked: asyncio.Queue[str] = asyncio.Queue()

    def read() -> None:
        for line in sys.stdin:
            loop.call_soon_threadsafe(asked.put_nowait, line.strip() or "?")
        loop.call_soon_threadsafe(asked.put_nowait, "")

    threading.Thread(target=read, daemon=True).start()
    while await asked.get():
        figures: dict[str, Any] = {
            "waiting": host.door.waiting(),
            "held": host.door.held,
            "dropped": host.door.dropped,
            "turn": host.session.state.turn,
            "faults": host.faults,
            "said": said[-5:],
            "files": open_files(),
            **saves,
        }
        print(json.dumps(figures), flush=True)
    await host.close()


def open_files() -> int:
    """The process's open files now (-1 when even listing them needs one it cannot have)."""
    try:
        return len(os.listdir("/proc/self/fd"))
    except OSError:
        return -1


if __name__ == "__main__":
    main()
