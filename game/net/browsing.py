"""``TableBrowser``: the tables announced on the local network, looked for again and again on a
thread of its own while the join screen is open; the screen reads a copy each frame."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Coroutine
from typing import Any

from .discovery import Listed, browse

LOOK_SECONDS = 1.5  # each look listens this long; the list is as fresh as that
MISSED_LOOKS = 3  # a table unheard for this many looks in a row leaves the list (one may miss it)


class Remembered:
    """The tables heard lately: a look that misses a table (multicast loses answers) does not
    take it off the list; ``MISSED_LOOKS`` in a row do. A table heard again is as last heard.

    >>> from game.net.discovery import Listed
    >>> table = Listed("Ann's table", "10.0.0.2", 5000, "q2j", "q2j", 1, 3, 3)
    >>> seen = Remembered()
    >>> [len(seen.heard(found)) for found in ([table], [], [], [], [])]
    [1, 1, 1, 1, 0]
    """

    def __init__(self, missed: int = MISSED_LOOKS) -> None:
        self.missed = missed
        self._last: dict[tuple[str, str, int], tuple[Listed, int]] = {}

    def heard(self, found: list[Listed]) -> tuple[Listed, ...]:
        """The list after one more look that found ``found``."""
        now = {(table.name, table.address, table.port): (table, 0) for table in found}
        for key, (table, misses) in self._last.items():
            if key not in now and misses + 1 <= self.missed:
                now[key] = (table, misses + 1)
        self._last = now
        return tuple(sorted((table for table, _ in now.values()), key=lambda t: (t.name, t.address, t.port)))


class TableBrowser:
    def __init__(self, look: Callable[[float], Coroutine[Any, Any, list[Listed]]] = browse) -> None:
        self._look = look
        self._lock = threading.Lock()
        self._tables: tuple[Listed, ...] = ()
        self._problem = ""
        self._remembered = Remembered()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="q2j-table-browse", daemon=True)
        self._thread.start()

    def tables(self) -> tuple[Listed, ...]:
        with self._lock:
            return self._tables

    def problem(self) -> str:
        """Why no table can be listed (no network, no multicast), or "" when looking works."""
        with self._lock:
            return self._problem

    def stop(self) -> None:
        self._stop.set()

    def join(self, seconds: float) -> bool:
        if self._thread is not None:
            self._thread.join(seconds)
            return not self._thread.is_alive()
        return True

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                found = asyncio.run(self._look(LOOK_SECONDS))
            except Exception as error:  # zeroconf's and the OS's: the list stays, with the reason
                with self._lock:
                    self._problem = f"{type(error).__name__}: {error}"[:160]
                self._stop.wait(3.0)
                continue
            with self._lock:
                self._tables, self._problem = self._remembered.heard(found), ""
            self._stop.wait(0.1)
