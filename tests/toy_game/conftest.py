"""The toy game's tests run on the pure engine only.

A game outside ``game/engine`` is interpreted Python, and mypyc's compiled classes cannot be
inherited by interpreted ones ("interpreted classes cannot inherit from compiled"). So while
the compiled engine runs, nothing in this folder is collected here (importing the toy would
fail), and ``tests/test_toy_game_pure.py`` runs these tests in a child Python on the pure engine
instead. A sixth game added under ``game/engine/games/`` is compiled with the engine.
"""

from __future__ import annotations

from game.engine import engine_kind
from game.engine.compiled import COMPILED

if engine_kind() == COMPILED:
    collect_ignore_glob = ["*.py"]
else:
    from .fixtures import toy, toy_driver

    __all__ = ["toy", "toy_driver"]
