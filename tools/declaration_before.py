"""Crazy Jokers' declaration as it was before issue 28, kept to duel the new one on the same deals.

The old rule: the contract with the best value × 0.45 ** (the cards a random hand misses),
those misses counted on 40 hands dealt from the unseen cards with the bot's generator, always
the best (Medium); Hard and Expert searched the declaration with that choice as the root's
prior. For example, the new Medium against the old on whole matches::

    python -m tools.policy_duel --variant crazy-jokers --match \\
        --a tools.declaration_before:MediumBefore --b game.ai.heuristics.crazy_jokers:CrazyJokersHeuristic

and Hard (100 iterations) against the old Hard on a match's later rounds::

    python -m tools.policy_duel --variant crazy-jokers --after fixed-straight \\
        --a tools.declaration_before:SearchBefore --search-a 100 --b hard

Its classes subclass the search's heuristics in Python, which the compiled search does not
allow: run it with ``Q2J_ENGINE=pure`` in the environment.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.base import Decision
from game.ai.heuristics.crazy_jokers import NO_HAND_MISSING, PER_MISSING, CrazyJokersHeuristic, _birthday
from game.ai.heuristics.crazy_jokers_plan import CrazyJokersPlan
from game.ai.heuristics.crazy_jokers_search import CrazyJokersSearch
from game.engine import Action, Card, Rules, View
from game.engine.cards import build_deck
from game.engine.games.crazy_jokers.actions import Declare
from game.engine.games.crazy_jokers.contracts import VALUE_TEXT, Contract, progress
from game.engine.games.crazy_jokers.facts import CrazyJokersFacts

SAMPLES = 40


def _value(contract: Contract) -> int:
    low, _, high = VALUE_TEXT[contract].partition("–")
    return (int(low) + int(high or low)) // 2


def _mean_missing(contract: Contract, birthday: Any, pool: Sequence[Card], seed: int) -> float:
    if contract is Contract.NO_HAND_HAND:
        return NO_HAND_MISSING
    rng = random.Random(seed)
    return sum(progress(contract, rng.sample(pool, 7), birthday).missing for _ in range(SAMPLES)) / SAMPLES


def declaration_before(
    view: View, legal: Sequence[Action], rng: random.Random, rules: Rules[Any]
) -> Decision:
    """The old rule: the best value × odds from sample hands of the unseen cards."""
    birthday = _birthday(CrazyJokersFacts.of(view), view.seat)
    unseen = Counter(build_deck(1, jokers=2))
    # The picked cards lie face down since issue 28, but the seat saw them turned up.
    unseen.subtract(rules.recalled(view).visible_cards())
    pool = sorted(unseen.elements(), key=lambda card: card.code)
    seed = rng.getrandbits(32)
    scored = [
        (
            _value(action.contract) * PER_MISSING ** _mean_missing(action.contract, birthday, pool, seed),
            action,
        )
        for action in legal
        if isinstance(action, Declare)
    ]
    best = max(scored, key=lambda item: item[0])  # the first of equals, as before
    return Decision(best[1], "the contract a random hand most likely completes, weighed by its points")


class MediumBefore(CrazyJokersHeuristic):
    """Medium with the old declaration."""

    def ruled(self, view: View, legal: Sequence[Action], rng: random.Random, level: str) -> Decision | None:
        return None

    def declaration(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        return declaration_before(view, legal, rng, self.rules)


class PlanBefore(CrazyJokersPlan):
    """Hard's plan with the old declaration (the old search's root prior)."""

    def ruled(self, view: View, legal: Sequence[Action], rng: random.Random, level: str) -> Decision | None:
        return None

    def declaration(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        return declaration_before(view, legal, rng, self.rules)


class SearchBefore(CrazyJokersSearch):
    """Hard's and Expert's heuristic as before: the declaration searched, the old one its prior."""

    def __init__(self, rules: Rules[Any]) -> None:
        super().__init__(rules)
        self.plan = PlanBefore(rules)

    def ruled(self, view: View, legal: Sequence[Action], rng: random.Random, level: str) -> Decision | None:
        return None

    def declaration(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        return declaration_before(view, legal, rng, self.rules)
