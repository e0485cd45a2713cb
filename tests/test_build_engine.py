"""tools/build_engine.py without a C compiler, and its clean: the pure engine, one line, no error.

The compile itself (minutes) is run by the set-up before the tests; the tests that need its
result are in tests/engine/test_compiled_engine.py.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

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


def test_a_second_build_waits_for_the_first_and_says_so(tmp_path: Path) -> None:
    """Two set-ups started at once (two terminals, a test run beside a game) build one after the
    other: the second waits for the first's lock, then finds what there is to do."""
    tree = _tree(tmp_path)
    spec = importlib.util.spec_from_file_location("tree_build_engine", tree / "tools" / "build_engine.py")
    assert spec is not None and spec.loader is not None
    first = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(first)
    environment = {key: value for key, value in os.environ.items() if key != "Q2J_ENGINE"}
    environment["CC"] = "no-such-cc"
    with first.one_build_at_a_time():
        second = subprocess.Popen(
            [sys.executable, "tools/build_engine.py"],
            cwd=tree,
            env=environment,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert second.stdout is not None
        said = second.stdout.readline()
        assert said == "build_engine: another build of the engine is under way: waiting for it to finish\n"
        assert second.poll() is None and not (tree / "game" / "engine" / "compiled.stamp").exists()
    out, err = second.communicate(timeout=300)
    assert (second.returncode, err) == (0, "")
    assert out.splitlines() == [
        "build_engine: no C compiler (no-such-cc not found): the engine runs as pure Python (the same game, slower)"
    ]
    assert (tree / "game" / "engine" / "compiled.stamp").is_file()


def test_check_says_whether_a_compile_is_due_or_under_way_and_compiles_nothing(tmp_path: Path) -> None:
    """``play`` asks this before it starts the game: 3, compile in the background; 4, a compile
    is under way (start no other); 0, nothing to compile (the pure engine's note, if it is)."""
    tree = _tree(tmp_path)
    stamp = tree / "game" / "engine" / "compiled.stamp"
    due = _run(tree, "tools/build_engine.py", "--check", CC="true")  # a compiler, as far as it can tell
    assert (due.returncode, due.stdout, due.stderr) == (3, "", "")
    # Nothing to start in the background where no compile can succeed: the note instead.
    cannot = _run(tree, "tools/build_engine.py", "--check", CC="no-such-cc")
    assert (cannot.returncode, cannot.stderr) == (0, "")
    assert (
        cannot.stdout
        == "build_engine: no C compiler (no-such-cc not found): the engine runs as pure Python (the same game, slower)\n"
    )
    assert not stamp.exists()
    assert _run(tree, "tools/build_engine.py", CC="no-such-cc").returncode == 0
    current = _run(tree, "tools/build_engine.py", "--check", CC="no-such-cc")
    assert current.returncode == 0
    assert current.stdout.startswith("build_engine: not compiled: no C compiler (no-such-cc not found)")
    spec = importlib.util.spec_from_file_location("tree_build_engine", tree / "tools" / "build_engine.py")
    assert spec is not None and spec.loader is not None
    first = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(first)
    with first.one_build_at_a_time():
        assert _run(tree, "tools/build_engine.py", "--check", CC="no-such-cc").returncode == 4


def test_the_compile_shows_its_stage_and_time(capsys: pytest.CaptureFixture[str]) -> None:
    spec = importlib.util.spec_from_file_location("build_engine", ROOT / "tools" / "build_engine.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.compile_stage("x.py:3: warning: ...\n") == "mypyc is translating the engine to C"
    assert tool.compile_stage("w\nbuilding 'q2j_engine__mypyc' extension\ngcc ...\n").startswith(
        "compiling mypyc's C"
    )
    assert tool.compile_stage("w\nbuilding 'x'\ncopying a.so -> game/engine\n").startswith("putting")
    # In a log (CI, the background compile): a line a minute.
    last = 0.0
    for second in range(1, 150):
        last = tool.show_progress("compiling", float(second), False, last)
    log = str(Path("build", "engine", "build.log"))
    assert capsys.readouterr().out.splitlines() == [
        f"build_engine: compiling, {seconds} s so far (log: {log})" for seconds in (60, 120)
    ]
    # On a terminal: one line, rewritten every time.
    tool.show_progress("compiling", 3.0, True, 0.0)
    assert capsys.readouterr().out == f"\rbuild_engine: compiling, 3 s so far (log: {log})\033[K"
