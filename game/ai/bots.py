"""The levels above Random: Easy, Medium (rules of thumb), Hard and Expert (ISMCTS)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..engine import Action, Rules, View
from .base import Bot, Decision
from .heuristics import heuristic_for
from .ismcts import ISMCTS, Budget, ChildStats, SearchResult, Settings


class EasyBot(Bot):
    """Mostly careless: a random legal move, except an obvious one or now and then Medium's."""

    level = "easy"
    #: The share of decisions made by a thought-out rule of thumb instead of at random.
    careful = 0.5

    def __init__(self, rules: Rules[Any]) -> None:
        super().__init__(rules)
        self.heuristic = heuristic_for(rules)

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        if len(legal) == 1:
            return self.heuristic.advise(view, legal, rng)
        ruled = self.heuristic.ruled(view, legal, rng, self.level)
        if ruled is not None:
            return ruled
        obvious = self.heuristic.greedy(view, legal, rng)
        if obvious is not None:
            return obvious
        if rng.random() < self.careful:
            return self.heuristic.advise(view, legal, rng)
        return Decision(legal[rng.randrange(len(legal))], "a quick, careless move")


class MediumBot(Bot):
    """The rules of thumb a casual player uses, each choice with its reason."""

    level = "medium"

    def __init__(self, rules: Rules[Any]) -> None:
        super().__init__(rules)
        self.heuristic = heuristic_for(rules)

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        ruled = self.heuristic.ruled(view, legal, rng, self.level)
        return ruled if ruled is not None else self.heuristic.advise(view, legal, rng)


# Fewer simulated futures than this give no share worth quoting in a reason.
QUOTED_VISITS = 30


class SearchBot(Bot):
    """ISMCTS over determinizations of the view; the move chosen by visits."""

    def __init__(self, rules: Rules[Any], level: str, budget: Budget, settings: Settings) -> None:
        super().__init__(rules)
        self.level = level
        self.budget = budget
        self.heuristic = heuristic_for(rules, level)
        self.search = ISMCTS(rules, self.heuristic, settings)
        self.last: SearchResult | None = None

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        if len(legal) == 1:
            self.last = None
            return self.heuristic.advise(view, legal, rng)
        ruled = self.heuristic.ruled(view, legal, rng, self.level)
        if ruled is not None:
            self.last = None
            return ruled
        result = self.search.search(view, legal, rng, self.budget)
        self.last = result
        return Decision(result.action, self._reason(view, result))

    def _reason(self, view: View, result: SearchResult) -> str:
        """Why this move, in the figure the choice was made on, then the heuristic's words.

        Chosen by visits (the search's rule): "the search tried it most: 480 of 800 simulated
        futures (the next most tried move: 300); it won 27% of them; keeps…". A move's share
        of wins is not what ranks it (a move tried less can show a higher share by chance), so
        no other move's share is set beside it. Chosen by a guard (``ismcts.guarded``): the
        heuristic's move kept unless another won clearly more often, the shares compared.
        The action itself is not restated: the hint says it in words, the tools in notation.
        With a playout cut-off part of each future is scored by the game's evaluation, so a
        share is an estimate: "about".
        """
        best = result.children[0]
        note = self.heuristic.note(view, best.action)
        if result.policy is not None:
            words = self._guard_words(result, best)
        elif best.visits < QUOTED_VISITS:
            # A share of a handful of futures is noise, not advice: say only why in words.
            return note or "the search had little time; this move came out best in the few futures it tried"
        else:
            words = f"the search tried it most: {best.visits} of {result.iterations} simulated futures"
            tried = [child for child in result.children[1:] if child.visits >= QUOTED_VISITS]
            if tried:
                words += f" (the next most tried move: {tried[0].visits})"
            words += f"; it won {self._share(best)} of them"
        return f"{words}; {note}" if note else words

    def _share(self, child: ChildStats) -> str:
        about = "about " if self.search.settings.cutoff else ""
        return f"{about}{child.mean:.0%}"

    def _guard_words(self, result: SearchResult, best: ChildStats) -> str:
        """The heuristic's move kept, or the move that won clearly more often than it."""
        total = result.iterations
        if best.action == result.policy:
            words = f"the rule of thumb's move: no other won clearly more often in {total} simulated futures"
            if best.visits >= QUOTED_VISITS:
                words += f" (this one won {self._share(best)} of {best.visits})"
            return words
        policy = next((child for child in result.children if child.action == result.policy), None)
        words = f"won {self._share(best)} of {best.visits} simulated futures"
        if policy is not None:
            words += (
                f", clearly more than the rule of thumb's move ({self._share(policy)} of {policy.visits})"
            )
        return words
