"""The levels above Random: Easy, Medium (rules of thumb), Hard and Expert (ISMCTS)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..engine import Action, Rules, View
from .base import Bot, Decision
from .heuristics import heuristic_for
from .ismcts import ISMCTS, Budget, SearchResult, Settings


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
        """ "won 62% of 800 simulated futures (the next most tried move: 55% of 300); keeps…".

        The action itself is not restated: the hint says it in words, the tools in notation.
        With a playout cut-off part of each future is scored by the game's evaluation,
        so the share is an estimate: "about".
        """
        best = result.children[0]
        note = self.heuristic.note(view, best.action)
        if best.visits < QUOTED_VISITS:
            # A share of a handful of futures is noise, not advice: say only why in words.
            return note or "the search had little time; this move came out best in the few futures it tried"
        about = "about " if self.search.settings.cutoff else ""
        words = f"won {about}{best.mean:.0%} of {best.visits} simulated futures"
        tried = [child for child in result.children[1:] if child.visits >= QUOTED_VISITS]
        if tried:
            runner = tried[0]  # by visits, as the search ranks moves: its share may be higher
            words += f" (the next most tried move: {runner.mean:.0%} of {runner.visits})"
        return f"{words}; {note}" if note else words
