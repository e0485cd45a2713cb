"""Quatorze's Expert policy: Hard's, and it goes down only when the hand is nearly laid.

Hard's policy (``quatorze_sharp``) goes down as soon as the dearest melds reach
the opening, however many cards stay in hand. Going down gives the other seat
melds to watch and, once it is down too, runs to lay off on; a hand that keeps
most of its cards gains little from being down early. ``ExpertQuatorzeHeuristic``
waits while more than ``MOST_KEPT`` cards would stay in hand, unless a taken
discard is what opens (the rules want it melded this turn), or the seat has
begun laying this turn. Measured with ``tools/policy_duel.py`` against Hard's
policy (docs/AI.md): at most 5 kept, 51.5% of 6,000 games (50.6%–52.4% paired by
deal) and 50.4% of 6,000 on other deals (49.5%–51.4%); 3, 4 and 6 alike; at most 9
(nearly never waiting) 50.0%. A small edge, not yet one a ladder can show.
"""

from __future__ import annotations

from ...engine import Action
from ...engine.games.quatorze.solver import Arrangement
from .quatorze import _Seat
from .quatorze_sharp import SharpQuatorzeHeuristic


class ExpertQuatorzeHeuristic(SharpQuatorzeHeuristic):
    """Hard's policy, going down only with at most ``MOST_KEPT`` cards left in hand."""

    #: The most cards the hand may keep for the seat to go down by its own choice.
    MOST_KEPT = 5

    def _fresh_plan(self, me: _Seat, may_add: bool) -> tuple[Arrangement | None, list[Action]]:
        chosen, steps = super()._fresh_plan(me, may_add)
        waits = not may_add and not me.pending and me.must is None
        if chosen is not None and waits and len(chosen.kept) > self.MOST_KEPT:
            return None, []
        return chosen, steps


__all__ = ["ExpertQuatorzeHeuristic"]
