"""Under the compiled engine, the toy game's tests (tests/toy_game) run in a child Python on the
pure engine: an interpreted game cannot inherit the compiled engine's classes (see
tests/toy_game/conftest.py). On the pure engine they run in this process, and this module
holds no test."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import engine_kind
from game.engine.compiled import COMPILED

ROOT = Path(__file__).resolve().parents[1]
TOY_TESTS = 23  # the toy package's tests and docstring examples


def run_toy_tests_on_the_pure_engine() -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, Q2J_ENGINE="pure")
    command = [sys.executable, "-m", "pytest", "tests/toy_game", "-q", "-p", "no:cacheprovider"]
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)


if engine_kind() == COMPILED:

    def test_a_game_outside_game_cannot_run_on_the_compiled_engine_and_is_told_so() -> None:
        """What docs/ADDING_A_GAME.md says: a game from outside game/ needs the pure engine. mypyc
        lets interpreted Python define a subclass of the compiled ``Rules`` but makes no instance
        of it; the registry refuses such a game with the reason. Should ``Rules`` come to allow
        interpreted subclasses, this fails: say so in the guide (and measure the playouts' speed
        with tools/bench_vs_openspiel.py)."""
        from game.engine import Rules
        from game.engine.registry import interpreted_on_compiled
        from game.variants import load_catalog

        outside = type("Outside", (Rules,), {"game": "outside", "title": "Outside"})
        with pytest.raises(TypeError):
            outside(load_catalog().get("q2j"))
        assert "runs on the pure engine only" in interpreted_on_compiled(outside)

    def test_the_toy_game_tests_pass_on_the_pure_engine() -> None:
        done = run_toy_tests_on_the_pure_engine()
        assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
        assert f"{TOY_TESTS} passed" in done.stdout and "skipped" not in done.stdout, done.stdout[-2000:]
