"""The engine is pure: no module under game/engine imports pygame."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "game" / "engine"


def test_no_engine_source_imports_pygame() -> None:
    offenders = []
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [
                f"{path}: {name}" for name in names if name.split(".")[0] in ("pygame", "pygame_gui")
            ]
    assert offenders == []


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
