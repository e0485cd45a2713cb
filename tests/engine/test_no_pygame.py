"""The engine and the play core run without pygame: loading them loads none.

That no module outside the window imports pygame, nor the engine anything outside itself, is
read from the source by tests/test_layers.py; these run the imports, in a fresh Python.
"""

from __future__ import annotations

import subprocess
import sys


def test_importing_every_game_loads_no_pygame() -> None:
    code = (
        "import sys, game.engine.registry as r\n"
        "[r.rules_class(n) for n in r.game_names()]\n"
        "print(any(m.startswith('pygame') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_session_and_the_history_load_no_pygame() -> None:
    """The table's session and the history run headless too (tools, the kill test, a host)."""
    code = (
        "import sys, game.play.session, game.history.recorder, game.history.store\n"
        "print(any(m.startswith('pygame') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
