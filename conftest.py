"""pytest's set-up for the whole tree (the tests' own is tests/conftest.py).

pytest finds the engine's docstring examples by importing each module, and a module compiled
by mypyc keeps no examples it can find (nor a ``__file__`` naming its source). So while the
compiled engine runs, its sources are left out of the doctest collection here, and
tests/engine/test_compiled_engine.py runs those examples instead: against the compiled
modules in this process, and through pytest against the pure sources in a child Python.
"""

from __future__ import annotations

from pathlib import Path

ENGINE = Path(__file__).resolve().parent / "game" / "engine"


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    if collection_path.suffix != ".py" or ENGINE not in collection_path.parents:
        return None
    from game.engine import engine_kind
    from game.engine.compiled import COMPILED

    return True if engine_kind() == COMPILED else None
