"""Command-line output into a pipe whose reader has gone (``… | head``)."""

from __future__ import annotations

import os
import signal
import sys


def reader_went_away() -> int:
    """The reader closed the pipe: end quietly, as a shell tool does, with the exit status of
    a process killed by SIGPIPE.

    Whatever is still buffered for stdout would fail again at exit, so stdout is pointed at
    the null device first.
    """
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, sys.stdout.fileno())
    os.close(null)
    return 128 + getattr(signal, "SIGPIPE", 13)
