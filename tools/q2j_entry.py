"""Entry script for the frozen (PyInstaller) build: the same ``main`` as the ``q2j`` command.

``game/__main__.py`` cannot be the entry: PyInstaller runs its entry script as a
top-level ``__main__`` module, where that file's relative import has no package.
"""

from __future__ import annotations

import multiprocessing
import sys

from game.cli import main

if __name__ == "__main__":
    # In the frozen program a bot worker process is this same binary started again: this
    # call runs the worker's code there instead of a second game (PyInstaller's hook makes
    # it work on every system, not only Windows).
    multiprocessing.freeze_support()
    sys.exit(main())
