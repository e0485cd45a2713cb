"""tools/build_engine.py without a C compiler, and its clean: the pure engine, one line, no error.

The compile itself (minutes) is run by the set-up before the tests; the tests that need its
result are in tests/engine/test_compiled_engine.py.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ASK = "from game.engine import engine_kind; print(engine_kind())"


def _tree(target: Path, compiled: bool = False) -> Path:
    """game/ and the build tool in ``target``; the compiled files too if ``compiled``."""
    skip = ["__pycache__"] if compiled else ["__pycache__", "*.so", "*.pyd", "compiled.stamp"]
    shutil.copytree(ROOT / "game", target / "game", ignore=shutil.ignore_patterns(*skip))
    (target / "tools").mkdir()
    shutil.copy2(ROOT / "tools" / "build_engine.py", target / "tools")
    if compiled:
        for library in ROOT.glob("q2j_engine__mypyc.*"):
            shutil.copy2(library, target)
    return target


def _run(tree: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {key: value for key, value in os.environ.items() if key != "Q2J_ENGINE"} | env
    return subprocess.run(
        [sys.executable, *args], cwd=tree, env=environment, capture_output=True, text=True, timeout=300
    )


def test_without_a_c_compiler_the_engine_runs_pure_after_one_line(tmp_path: Path) -> None:
    tree = _tree(tmp_path)
    built = _run(tree, "tools/build_engine.py", CC="no-such-cc")
    assert built.returncode == 0 and built.stderr == ""
    assert built.stdout.splitlines() == [
        "build_engine: no C compiler (no-such-cc not found): the engine runs as pure Python (the same game, slower)"
    ]
    stamp = json.loads((tree / "game" / "engine" / "compiled.stamp").read_text(encoding="utf-8"))
    assert stamp["built"] is False and stamp["missing_tool"] is True
    # The game runs, says why it is pure, and prints nothing more (the note was the build's).
    asked = _run(tree, "-c", ASK)
    assert (asked.stdout, asked.stderr) == (
        "pure Python (not compiled: no C compiler (no-such-cc not found))\n",
        "",
    )
    # Only a build that must be compiled (CI, the release) fails on it.
    assert _run(tree, "tools/build_engine.py", "--require", CC="no-such-cc").returncode == 1


def test_clean_removes_every_compiled_file(tmp_path: Path, compiled_engine: None) -> None:
    tree = _tree(tmp_path, compiled=True)
    assert _run(tree, "-c", ASK).stdout == "compiled (mypyc)\n"
    cleaned = _run(tree, "tools/build_engine.py", "--clean")
    assert cleaned.returncode == 0
    left = [
        path.name
        for path in tree.rglob("*")
        if path.suffix in (".so", ".pyd") or path.name == "compiled.stamp"
    ]
    assert left == []
    assert _run(tree, "-c", ASK).stdout.startswith("pure Python (not compiled: python tools/build_engine.py")
