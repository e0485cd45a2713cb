"""``python -m game`` starts the same program as the ``q2j`` command."""

import multiprocessing
import sys

from .cli import main

# The guard matters: a bot worker process (multiprocessing's "spawn") imports this module
# again under another name, and must not start a second game.
if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
