"""The compiled engine (mypyc) and the pure one: which runs, when, and that both play the same game.

The suite runs in-process on the engine the build gave (compiled on CI: a pure engine there
fails the tests that need the compiled one, as a missing tool does). The pure engine, the
reference, is checked here in child Pythons with ``Q2J_ENGINE=pure``: the scenarios, the
seeded goldens and the engine's docstring examples through pytest, and a seeded set of
random and bot games of every variant compared digest for digest with this process's.
"""

from __future__ import annotations

import ast
import doctest
import importlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import engine_kind
from game.engine.compiled import COMPILED, ENGINE, LIBRARY, SOURCE_ROOT, SUFFIX, compiled_sources, is_compiled
from tests.every_game import base_variants
from tools.same_game import differences, game_lines, pure_lines

ROOT = Path(__file__).resolve().parents[2]
# The pure engine's doctests, and the compiled search's (game/engine/compiled.py's SEARCH).
PURE_CHECKS = (
    "tests/engine/test_scenarios.py",
    "tests/engine/test_seeded_golden.py",
    "game/engine",
    "game/ai/ismcts.py",
    "game/ai/determinize.py",
    "game/ai/heuristics",
)


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _python(*args: str, cwd: Path = ROOT, pure: bool = False) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key != "Q2J_ENGINE"}
    if pure:
        env["Q2J_ENGINE"] = "pure"
    return subprocess.run(
        [sys.executable, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=900
    )


def test_asking_for_the_pure_engine_runs_it_and_says_so() -> None:
    done = _python("-m", "game", "--version", pure=True)
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.splitlines()[1] == "engine: pure Python (Q2J_ENGINE=pure)"
    asked = _python("-c", "import game.engine.cards as cards; print(cards.__file__)", pure=True)
    assert asked.stdout.strip() == str(ENGINE / "cards.py")


def test_a_built_engine_runs_compiled_and_says_so(compiled_engine: None) -> None:
    done = _python("-m", "game", "--version")
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.splitlines()[1] == "engine: compiled (mypyc)"


def test_every_engine_module_but_the_chooser_is_compiled(compiled_engine: None) -> None:
    # Found, not listed: a module added under game/engine is compiled too.
    names = [_module_name(path) for path in compiled_sources()]
    assert "game.engine.games.quatorze.melds" in names and "game.engine.compiled" not in names
    pure = [name for name in names if not is_compiled(importlib.import_module(name))]
    assert pure == []


def test_the_search_loop_is_compiled_with_the_engine_the_rest_of_the_bots_not(compiled_engine: None) -> None:
    names = {_module_name(path) for path in compiled_sources()}
    # The tree search, its determinizations and every game's heuristic (a package, found).
    assert {"game.ai.ismcts", "game.ai.determinize", "game.ai.heuristics.quatorze_deficiency"} <= names
    assert is_compiled(importlib.import_module("game.ai.heuristics.crazy_jokers_plan"))
    # The bots' words and the worker stay Python: not hot, and they pickle and subclass freely.
    assert not {"game.ai.bots", "game.ai.reasons", "game.ai.worker"} & names
    assert not is_compiled(importlib.import_module("game.ai.bots"))


def test_asking_for_the_pure_engine_runs_the_search_pure_too() -> None:
    asked = _python("-c", "import game.ai.ismcts as search; print(search.__file__)", pure=True)
    assert asked.stdout.strip() == str(SOURCE_ROOT / "game" / "ai" / "ismcts.py"), asked.stderr


def _copy_of_the_tree(target: Path) -> Path:
    """game/ (its compiled files and stamp included) and the shared library, elsewhere."""
    shutil.copytree(ROOT / "game", target / "game", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy2(SOURCE_ROOT / (LIBRARY + SUFFIX), target)
    return target


def test_a_source_edited_after_the_build_runs_pure_with_a_note(compiled_engine: None, tmp_path: Path) -> None:
    tree = _copy_of_the_tree(tmp_path)
    ace = "from game.engine import engine_kind; from game.engine.cards import rank_text; print(rank_text(1), engine_kind())"
    as_built = _python("-c", ace, cwd=tree)
    assert (as_built.stdout.strip(), as_built.stderr) == (f"A {COMPILED}", "")
    cards = tree / "game" / "engine" / "cards.py"
    cards.write_text(cards.read_text(encoding="utf-8").replace('{1: "A",', '{1: "Z",'), encoding="utf-8")
    edited = _python("-c", ace, cwd=tree)
    # The edit runs (the compiled module still says A), and stderr says why in one line.
    assert edited.stdout.startswith("Z pure Python (the compiled engine is older than its sources")
    assert len(edited.stderr.splitlines()) == 1 and "running the pure Python engine" in edited.stderr


def test_a_search_source_edited_after_the_build_runs_pure_too(compiled_engine: None, tmp_path: Path) -> None:
    tree = _copy_of_the_tree(tmp_path)
    exploring = "from game.ai.ismcts import Settings; from game.engine import engine_kind; print(Settings().exploration, engine_kind())"
    assert _python("-c", exploring, cwd=tree).stdout.strip() == f"0.7 {COMPILED}"
    search = tree / "game" / "ai" / "ismcts.py"
    search.write_text(
        search.read_text(encoding="utf-8").replace("exploration: float = 0.7", "exploration: float = 0.9"),
        encoding="utf-8",
    )
    edited = _python("-c", exploring, cwd=tree)
    assert edited.stdout.startswith("0.9 pure Python (the compiled engine is older than its sources"), (
        edited.stderr
    )
    assert "game.ai.ismcts" not in edited.stderr and len(edited.stderr.splitlines()) == 1


def _docstring_examples(path: Path) -> list[doctest.DocTest]:
    """The examples in a source's docstrings, as pytest's doctest collection names them, with
    the (compiled) module's own names to run in: a compiled module keeps no docstrings'
    examples that doctest could find, but its source still has them."""
    name = _module_name(path)
    names = vars(importlib.import_module(name))
    parser = doctest.DocTestParser()
    found: list[doctest.DocTest] = []

    def visit(
        node: ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef, qualified: str
    ) -> None:
        text = ast.get_docstring(node, clean=False)
        if text:
            line = 0 if isinstance(node, ast.Module) else node.body[0].lineno - 1
            example = parser.get_doctest(text, dict(names), qualified, str(path), line)
            if example.examples:
                found.append(example)
        if isinstance(node, ast.Module | ast.ClassDef):
            for child in node.body:
                if isinstance(child, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
                    visit(child, f"{qualified}.{child.name}")

    visit(ast.parse(path.read_text(encoding="utf-8")), name)
    return found


def test_the_engines_docstring_examples_pass_compiled_and_pure(compiled_engine: None) -> None:
    # The pure sources through pytest itself, in a child Python, with the scenarios and the
    # seeded goldens (started first: it runs while the compiled examples run here).
    child = subprocess.Popen(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-rA", *PURE_CHECKS],
        cwd=ROOT,
        env=dict(os.environ, Q2J_ENGINE="pure"),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    examples = [example for path in compiled_sources() for example in _docstring_examples(path)]
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)  # pytest's default flags
    failed = []
    for example in examples:
        if runner.run(example, out=failed.append).failed:
            failed.append(f"^ {example.name}")
    assert failed == []
    out, _ = child.communicate(timeout=900)
    assert child.returncode == 0, out[-6000:]
    assert "engine: pure Python (Q2J_ENGINE=pure)" in out
    # pytest found in the pure sources the very examples that ran compiled here.
    passed_in_pure = set(re.findall(r"^PASSED game/(?:engine|ai)/\S+\.py::(\S+)$", out, re.MULTILINE))
    assert passed_in_pure == {example.name for example in examples}
    assert len(passed_in_pure) >= 30


def test_the_pure_engine_plays_every_variant_as_the_compiled_one(
    compiled_engine: None, request: pytest.FixtureRequest
) -> None:
    every_bot_game = bool(request.config.run_slow)  # type: ignore[attr-defined]
    child = pure_lines(every_bot_game)
    mine = list(game_lines(every_bot_game))
    out, err = child.communicate(timeout=900)
    engine, *theirs = out.splitlines()
    assert child.returncode == 0 and engine == "engine: pure Python (Q2J_ENGINE=pure)", err
    assert engine_kind() == COMPILED
    assert differences(mine, theirs) == []
    variants = {line.split()[1] for line in mine if line.startswith("random ")}
    assert set(base_variants()) <= variants
    assert any(line.startswith("bots ") and "expert" in line for line in mine)
