"""Work a screen hands to a thread so the frame loop never waits for it: the statistics' queries
over a long history, a long game rebuilt for the replay viewer.

``start(work)`` runs ``work`` on a thread of its own; ``take()``, asked each frame, gives its
result once, when it is done. Only the latest work started counts: a result of work started
before it (the player changed a filter meanwhile) is dropped. With ``now=True`` (the fixed-step
runs: tests, the smoke run) the work is done at once, so every run shows the same frames.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Background(Generic[T]):
    def __init__(self, now: bool = False) -> None:
        self.now = now
        self._lock = threading.Lock()
        self._started = 0  # how many works were started
        self._done: tuple[int, T] | None = None  # the number of the work that finished, its result
        self._taken = 0  # the number of the work whose result was last taken

    def start(self, work: Callable[[], T]) -> None:
        with self._lock:
            self._started += 1
            number = self._started
        if self.now:
            self._finish(number, work())
            return

        def run() -> None:
            self._finish(number, work())

        threading.Thread(target=run, name="q2j-screen-work", daemon=True).start()

    def _finish(self, number: int, result: T) -> None:
        with self._lock:
            if number == self._started:  # an older work's result is no longer wanted
                self._done = (number, result)

    @property
    def busy(self) -> bool:
        """Whether the latest work started has not been taken yet (it runs, or waits to be taken)."""
        with self._lock:
            return self._started != self._taken

    def take(self) -> T | None:
        """The latest work's result, once (None while it runs, and after it was taken)."""
        with self._lock:
            if self._done is None:
                return None
            result = self._done[1]
            self._done = None
            self._taken = self._started
            return result
