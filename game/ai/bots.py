"""The levels above Random: Easy, Medium (rules of thumb), Hard and Expert (ISMCTS)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..engine import Action, Rules, View
from .base import Bot, Decision
from .heuristics import heuristic_for
from .ismcts import ISMCTS, Budget, ChildStats, SearchResult, Settings
from .reasons import Reason, Share, because, because_counted, join


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
        return Decision(legal[rng.randrange(len(legal))], because("a quick, careless move"))


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

    def _reason(self, view: View, result: SearchResult) -> Reason:
        """Why this move, in the figure the choice was made on, then the heuristic's words.

        Chosen by visits (the search's rule): "the search tried it most: 480 of 800 simulated
        futures (the next most tried move: 300); it won 27% of them; keeps…". A move's share
        of wins is not what ranks it (a move tried less can show a higher share by chance), so
        no other move's share is set beside it. Chosen by a guard (``ismcts.guarded``): the
        heuristic's move kept unless another won clearly more often, the shares compared.
        The action itself is not restated: the hint says it in words, the tools in notation.
        With a playout cut-off part of each future is scored by the game's evaluation, so a
        share is an estimate: "about". Each sentence is one catalog template (its counts with
        their plural), so the table can say it in the player's language.
        """
        best = result.children[0]
        note = self.heuristic.note(view, best.action)
        if result.policy is not None:
            words = self._guard_words(result, best)
        elif best.visits < QUOTED_VISITS:
            # A share of a handful of futures is noise, not advice: say only why in words.
            return note or because(
                "the search had little time; this move came out best in the few futures it tried",
            )
        else:
            tried = [child for child in result.children[1:] if child.visits >= QUOTED_VISITS]
            share = self._share(best)
            if tried:
                words = because_counted(
                    "the search tried it most: {visits} of {count} simulated future "
                    "(the next most tried move: {next}); it won {share} of them",
                    "the search tried it most: {visits} of {count} simulated futures "
                    "(the next most tried move: {next}); it won {share} of them",
                    result.iterations,
                    visits=best.visits,
                    next=tried[0].visits,
                    share=share,
                )
            else:
                words = because_counted(
                    "the search tried it most: {visits} of {count} simulated future; it won {share} of them",
                    "the search tried it most: {visits} of {count} simulated futures; it won {share} of them",
                    result.iterations,
                    visits=best.visits,
                    share=share,
                )
        return join(words, note)

    def _share(self, child: ChildStats) -> Share:
        return Share(child.mean, about=bool(self.search.settings.cutoff))

    def _guard_words(self, result: SearchResult, best: ChildStats) -> Reason:
        """The heuristic's move kept, or the move that won clearly more often than it."""
        total = result.iterations
        if best.action == result.policy:
            if best.visits >= QUOTED_VISITS:
                return because_counted(
                    "the rule of thumb's move: no other won clearly more often in {count} simulated future "
                    "(this one won {share} of {visits})",
                    "the rule of thumb's move: no other won clearly more often in {count} simulated futures "
                    "(this one won {share} of {visits})",
                    total,
                    share=self._share(best),
                    visits=best.visits,
                )
            return because_counted(
                "the rule of thumb's move: no other won clearly more often in {count} simulated future",
                "the rule of thumb's move: no other won clearly more often in {count} simulated futures",
                total,
            )
        policy = next((child for child in result.children if child.action == result.policy), None)
        if policy is None:
            return because_counted(
                "won {share} of {count} simulated future",
                "won {share} of {count} simulated futures",
                best.visits,
                share=self._share(best),
            )
        return because_counted(
            "won {share} of {count} simulated future, clearly more than the rule of thumb's move "
            "({policy_share} of {policy_visits})",
            "won {share} of {count} simulated futures, clearly more than the rule of thumb's move "
            "({policy_share} of {policy_visits})",
            best.visits,
            share=self._share(best),
            policy_share=self._share(policy),
            policy_visits=policy.visits,
        )
