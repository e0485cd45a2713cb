"""Each game's rules of thumb for its bots; ``heuristic_for(rules)`` finds the one its entry names."""

from __future__ import annotations

from functools import cache
from importlib import import_module
from typing import Any

from ...engine import Rules, entry
from .base import Heuristic, outcome


def heuristic_for(rules: Rules[Any], level: str = "medium") -> Heuristic:
    """The game's heuristic for ``level`` (its entry names it: the searches may have their own),
    or the random fallback for a game without one."""
    bots = entry(rules.game).bots
    if level == "expert" and bots.expert_heuristic:
        return _heuristic_class(bots.expert_heuristic)(rules)
    searched = level in ("hard", "expert") and bots.search_heuristic
    return _heuristic_class(bots.search_heuristic if searched else bots.heuristic)(rules)


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
