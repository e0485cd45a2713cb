"""Engine values cross a process boundary through their constructors.

Compiled with mypyc, the engine's frozen dataclasses no longer unpickle the way Python's do
(pickle sets each field with ``setattr``, which a frozen class refuses), so a view or a move
sent to the bots' worker process would fail on arrival. Registering a reducer that rebuilds
each value from its constructor's fields works the same on the compiled and the pure engine,
and keeps interned values (cards) interned on the other side.
"""

from __future__ import annotations

import copyreg
import dataclasses
import importlib
import pkgutil
from collections.abc import Callable
from typing import Any

from .. import engine

_registered = False


def _by_constructor(kind: type) -> Callable[[Any], tuple[type, tuple[Any, ...]]]:
    names = tuple(field.name for field in dataclasses.fields(kind) if field.init)

    def reduce(value: Any) -> tuple[type, tuple[Any, ...]]:
        return kind, tuple(getattr(value, name) for name in names)

    return reduce


def engine_dataclasses() -> list[type]:
    """Every dataclass defined in the engine's modules (found, so a new one is not forgotten)."""
    found: list[type] = []
    for module_info in pkgutil.walk_packages(engine.__path__, f"{engine.__name__}."):
        module = importlib.import_module(module_info.name)
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and value.__module__ == module.__name__
                and dataclasses.is_dataclass(value)
            ):
                found.append(value)
    return found


def register_engine_pickling() -> None:
    """Make every engine dataclass pickle by its constructor (once per process)."""
    global _registered
    if _registered:
        return
    for kind in engine_dataclasses():
        # A value that says how it pickles (an interned zone: rebuilt through its table, so
        # the copy is the very same zone) keeps its own way.
        if "__reduce__" not in vars(kind):
            copyreg.pickle(kind, _by_constructor(kind))
    _registered = True
