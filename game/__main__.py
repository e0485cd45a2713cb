"""``python -m game`` starts the same program as the ``q2j`` command."""

import sys

from .cli import main

sys.exit(main())
