"""A bot worker that holds each question until the test lets it go (for tests/scenes/test_bot_runner.py).

The table's worker runs in a spawned process, so the test cannot reach into it: the two talk
through files. On taking up a question the worker writes ``taken``; it answers (the real
``serve``'s answer) only once ``release`` exists, writing ``answered`` just before. A test
then knows the worker is mid-decision without guessing how long a search lasts, and can tell
whether anything waited for an answer. Files, not multiprocessing's events: a worker killed
while it waits on one would leave the event's lock held.
"""

from __future__ import annotations

import time
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from game.ai.worker import serve

HOLD_AT_MOST = 120.0  # seconds: a test that never lets go still ends


class HeldConnection:
    """The worker's end of the pipe: a question is handed on only once ``release`` exists."""

    def __init__(self, connection: Connection, folder: Path) -> None:
        self._connection = connection
        self._folder = folder

    def recv(self) -> Any:
        request = self._connection.recv()
        if request is not None:
            (self._folder / "taken").touch()
            end = time.monotonic() + HOLD_AT_MOST
            while not (self._folder / "release").exists() and time.monotonic() < end:
                time.sleep(0.01)
            (self._folder / "answered").touch()
        return request

    def send(self, reply: Any) -> None:
        self._connection.send(reply)


def serve_held(folder: str, connection: Connection, variant: Any, iterations: Any = None) -> None:
    """``game.ai.worker.serve``, each question held until ``folder/release`` exists."""
    serve(HeldConnection(connection, Path(folder)), variant, iterations)  # type: ignore[arg-type]
