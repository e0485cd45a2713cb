"""Toy Go Out's rules of thumb: toss the highest card that may go (keep the low ones, which
match more tops later), and draw or pass only when nothing may."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.base import Decision
from game.ai.heuristics.base import Heuristic
from game.engine import Action, View

from .actions import Toss


class ToyHeuristic(Heuristic):
    def advise(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        tosses = [action for action in legal if isinstance(action, Toss)]
        if tosses:
            best = max(tosses, key=lambda toss: (toss.card.rank, toss.card.suit))
            return Decision(best, "the highest card that may go")
        return Decision(legal[0], "nothing may be tossed")
