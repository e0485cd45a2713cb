"""Each game's rules of thumb for its bots; ``heuristic_for(rules)`` finds the right one."""

from __future__ import annotations

from typing import Any

from ...engine import Rules
from .base import Heuristic, outcome


def heuristic_for(rules: Rules[Any]) -> Heuristic:
    """The game's heuristic, or the random fallback for a game without one."""
    game = rules.game
    if game == "q2j":
        from .q2j import Q2JHeuristic

        return Q2JHeuristic(rules)
    if game == "war":
        from .war import WarHeuristic

        return WarHeuristic(rules)
    if game == "ng":
        from .ng import NGHeuristic

        return NGHeuristic(rules)
    if game == "crazy-jokers":
        from .crazy_jokers import CrazyJokersHeuristic

        return CrazyJokersHeuristic(rules)
    return Heuristic(rules)


__all__ = ["Heuristic", "heuristic_for", "outcome"]
