"""Each game's rules of thumb for its bots; ``heuristic_for(rules)`` finds the one its entry names."""

from __future__ import annotations

from functools import cache
from importlib import import_module
from typing import Any

from ...engine import Rules, entry
from .base import Heuristic, outcome


def heuristic_for(rules: Rules[Any]) -> Heuristic:
    """The game's heuristic (its entry names it), or the random fallback for a game without one."""
    return _heuristic_class(entry(rules.game).bots.heuristic)(rules)


@cache
def _heuristic_class(path: str) -> type[Heuristic]:
    if not path:
        return Heuristic
    module, _, name = path.partition(":")
    found = getattr(import_module(module), name)
    if not (isinstance(found, type) and issubclass(found, Heuristic)):
        raise TypeError(f"{path} is not a Heuristic")
    return found


__all__ = ["Heuristic", "heuristic_for", "outcome"]
