"""What Crazy Jokers' searches (Hard, Expert) lean on: the plan's move at the root.

Medium's own choices stay ``CrazyJokersHeuristic.advise`` (the ladder measures the levels
against it); the root's prior follows the plan (``crazy_jokers_plan``), which beats
Medium without search, and the pruning never leaves the plan's move out of the root.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...engine import Action, Rules, State, View
from ...engine.games.crazy_jokers.facts import CrazyJokersFacts
from ...engine.games.crazy_jokers.state import Phase
from .crazy_jokers import CrazyJokersHeuristic
from .crazy_jokers_plan import CrazyJokersPlan


class CrazyJokersSearch(CrazyJokersHeuristic):
    """Medium's advice and playouts, with the plan's move steering the search's root."""

    def __init__(self, rules: Rules[Any]) -> None:
        super().__init__(rules)
        self.plan = CrazyJokersPlan(rules)
        # The plan's move at the current search's root: the pruning keeps it (Medium's
        # pruning may drop a discard the plan prefers).
        self._planned: Action | None = None

    def root_priors(self, view: View, legal: Sequence[Action]) -> list[float] | None:
        """1 for the plan's move, 0 for the others; the blind pick gets none."""
        self._planned = None
        if CrazyJokersFacts.of(view).phase == Phase.PICK:
            return None
        # A fixed generator: the same view always gets the same priors (the declaration's
        # sample hands included), and the search's own generator is left untouched.
        self._planned = self.plan.advise(view, legal, random.Random(0)).action
        return [1.0 if action == self._planned else 0.0 for action in legal]

    def prune(self, state: State, legal: list[Action]) -> list[Action]:
        kept = super().prune(state, legal)
        planned = self._planned
        if planned is not None and planned in legal and planned not in kept:
            kept.append(planned)
        return kept
