"""The autosave's disk work off the frame loop: one writer thread, the newest text per file.

The table saves after every move. Writing durably (a temporary file, ``fsync``, a rename) takes
milliseconds on a quick disk and far more on a slow one, and putting a long match into words
a millisecond or two, so the frame loop only hands over the text, or what makes it from data
it copied; this thread makes and writes it, mostly while the frame loop sleeps. A file asked
to be written twice before the first write started is written once, with the newer text.
Whoever reads a save first waits for what is pending (``flush``), so a save is never read
older than the game that wrote it. A disk that refuses, or a text that cannot be made, is
reported at the next save (``take_failure``), as before; it never ends the thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from . import save_claim
from .user_files import write_atomically

# A file's text, or what makes it (called on the writer's thread), or None to remove the file.
Text = str | Callable[[], str] | None


class Writer:
    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._pending: dict[Path, Text] = {}
        self._busy = False
        self._thread: threading.Thread | None = None
        self._failures: dict[Path, Exception] = {}

    def submit(self, path: Path, text: Text) -> None:
        """Write ``text`` to ``path`` (``None``: remove the file) on the writer's thread; a
        callable is called there for the text, and must use only data no one changes."""
        with self._lock:
            self._pending.pop(path, None)  # the newest text goes to the back of the line
            self._pending[path] = text
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="q2j-autosave", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every write asked for is done; whether it is."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._pending and not self._busy, timeout)

    def take_failure(self, path: Path) -> Exception | None:
        """The last refusal to write ``path`` since the last call (None: it took them): the disk's
        ``OSError``, or why its text could not be made."""
        with self._lock:
            return self._failures.pop(path, None)

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: bool(self._pending))
                path = next(iter(self._pending))
                text = self._pending.pop(path)
                self._busy = True
            try:
                if text is None:
                    path.unlink(missing_ok=True)
                    save_claim.release(path)  # the match is over: nobody plays that game now
                else:
                    save_claim.claim(path)  # before the write: another copy's menu does not offer it
                    write_atomically(path, text if isinstance(text, str) else text())
            except Exception as error:  # the disk's refusal, or a text that could not be made
                with self._lock:
                    self._failures[path] = error
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()


_writer = Writer()


def submit(path: Path, text: Text) -> None:
    _writer.submit(path, text)


def flush(timeout: float = 10.0) -> bool:
    return _writer.flush(timeout)


def take_failure(path: Path) -> Exception | None:
    return _writer.take_failure(path)
