"""pytest's set-up for the whole tree (the tests' own is tests/conftest.py).

pytest finds the engine's docstring examples by importing each module, and a module compiled
by mypyc keeps no examples it can find (nor a ``__file__`` naming its source). So while the
compiled engine runs, its sources (the compiled search's too) are left out of the doctest
collection here, and
tests/engine/test_compiled_engine.py runs those examples instead: against the compiled
modules in this process, and through pytest against the pure sources in a child Python.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def _compiled_sources() -> frozenset[Path]:
    """The sources whose modules run compiled in this process (none on a pure engine)."""
    from game.engine import engine_kind
    from game.engine.compiled import COMPILED, compiled_sources

    return frozenset(compiled_sources()) if engine_kind() == COMPILED else frozenset()


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    if collection_path.suffix != ".py" or "game" not in collection_path.parts:
        return None
    return True if collection_path.resolve() in _compiled_sources() else None
