"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS).

One tree for the seat that decides, its nodes keyed by the actions played from
the decision onwards. Every iteration deals a fresh determinization (a full
state consistent with the seat's view), walks the tree with UCB restricted to
the moves legal in that determinization (each child counts how often it was
available, so rarely-legal moves are not under-explored), adds one node, plays
the deal out with the game's playout policy and backs the result up. Each node
keeps the reward of the seat that moved into it, so every player in the tree
plays for themselves. The move played is the root child visited most.

Options the Expert level turns on: a playout cut-off scored by the game's
evaluation, and progressive bias (a prior from the game's heuristic that fades
as a move gathers visits). A game whose rule of thumb is stronger than the
search's own judgement can *guard* it: the search then plays the heuristic's
move unless another root move beats it by a margin, both well visited.
"""

from __future__ import annotations

import gc
import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import Action, Rules, State, View
from .determinize import Determinizer
from .heuristics.base import Heuristic


@dataclass(frozen=True, slots=True)
class Budget:
    """When a search stops: after ``iterations``, after ``seconds``, whichever comes first.

    With ``seconds`` unset the search is reproducible: same view, same seed, same move.
    """

    iterations: int | None = None
    seconds: float | None = None

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a search budget needs iterations, seconds or both")
        if self.iterations is not None and self.iterations < 1:
            raise ValueError(f"iterations must be at least 1, got {self.iterations}")
        if self.seconds is not None and self.seconds <= 0:
            raise ValueError(f"seconds must be positive, got {self.seconds}")


@dataclass(frozen=True, slots=True)
class Settings:
    """How a search explores.

    ``exploration`` is the UCB constant; ``ordered`` tries new moves in the order the
    heuristic likes them; ``prune`` leaves out the moves the heuristic calls blunders
    (when there is anything else); ``bias`` weighs the heuristic's prior in UCB
    (progressive bias); ``cutoff`` ends playouts after that many moves with the
    game's evaluation (0: play to the end). ``guard_margin`` (0: off) keeps the
    heuristic's own move unless another root move's mean reward beats it by that
    much with at least ``guard_visits`` visits on each (see ``guarded``).
    """

    exploration: float = 0.7
    ordered: bool = True
    prune: bool = True
    bias: float = 0.0
    cutoff: int = 0
    root_bias: float = 0.0
    root_bias_seats: int = 2
    guard_margin: float = 0.0
    guard_visits: int = 0


@dataclass(frozen=True, slots=True)
class ChildStats:
    action: Action
    visits: int
    mean: float


@dataclass(frozen=True, slots=True)
class SearchResult:
    """The chosen move and the statistics behind it (root children, most visited first; after a
    guard, the chosen move first). ``policy`` is the heuristic's move a guard weighed the others
    against (``guarded``); ``None`` when the most visited move was chosen."""

    action: Action
    children: tuple[ChildStats, ...]
    iterations: int
    seconds: float
    policy: Action | None = None


class _Node:
    """A tree node: the seat that moved into it, its visits, reward sum and availability."""

    __slots__ = ("actor", "avail", "children", "prior", "reward", "visits")

    def __init__(self, actor: int, prior: float) -> None:
        self.actor = actor
        self.prior = prior
        self.visits = 0
        self.avail = 0
        self.reward = 0.0
        self.children: dict[Action, _Node] = {}


class ISMCTS:
    """The search, for one variant's rules and the game's heuristic."""

    def __init__(self, rules: Rules[Any], heuristic: Heuristic, settings: Settings) -> None:
        self.rules = rules
        self.heuristic = heuristic
        self.settings = settings

    def search(self, view: View, legal: Sequence[Action], rng: random.Random, budget: Budget) -> SearchResult:
        """Search from ``view`` and return the most visited of ``legal``.

        The cyclic garbage collector is paused meanwhile: a search makes no reference cycles
        (``tests/ai/test_search.py`` holds it to that), only short-lived objects that reference
        counting frees, and the collector's passes, which walk every long-lived object (the
        heuristics' caches), cost a quarter of a Quatorze Expert decision (compiled)."""
        collecting = gc.isenabled()
        gc.disable()
        try:
            return self._search(view, legal, rng, budget)
        finally:
            if collecting:
                gc.enable()

    def _search(
        self, view: View, legal: Sequence[Action], rng: random.Random, budget: Budget
    ) -> SearchResult:
        start = time.perf_counter()
        deadline = start + budget.seconds if budget.seconds is not None else math.inf
        limit = budget.iterations if budget.iterations is not None else 1 << 62
        determinizer = Determinizer(self.rules, view, rng)
        root = _Node(view.seat, 1.0)
        allowed = set(legal)
        root_prior: dict[Action, float] | None = None
        if self.settings.root_bias and view.players >= self.settings.root_bias_seats:
            values = self.heuristic.root_priors(view, legal)
            if values is not None:
                root_prior = dict(zip(legal, values, strict=True))
        # The root's moves after pruning, once worked out, when the heuristic's pruning reads only
        # what the mover sees (``Heuristic.prunes_from_the_view``): every determinization of
        # the view then gives the same moves, so the first iteration's serve every other.
        root_moves: list[Action] | None = None
        keep_root_moves = self.heuristic.prunes_from_the_view
        iterations = 0
        while iterations < limit:
            # The clock is read after every iteration (a read costs far less than any iteration):
            # a Quatorze iteration can take tens of milliseconds, eight of them a cap's worth.
            if iterations and time.perf_counter() >= deadline:
                break
            moves = self._iterate(root, determinizer.sample(), allowed, rng, root_prior, root_moves)
            if keep_root_moves:
                root_moves = moves
            iterations += 1
        result = self._result(root, legal, iterations, time.perf_counter() - start)
        if self.settings.guard_margin:
            policy = self.heuristic.advise(view, legal, rng).action
            return guarded(result, policy, self.settings.guard_margin, self.settings.guard_visits)
        return result

    def _iterate(
        self,
        root: _Node,
        state: State,
        allowed: set[Action],
        rng: random.Random,
        root_prior: dict[Action, float] | None,
        root_moves: list[Action] | None,
    ) -> list[Action]:
        """One iteration: down the tree, one node added, a playout, the rewards backed up.
        ``root_moves``: the root's moves as pruned before (None: work them out); returns them."""
        rules = self.rules
        heuristic = self.heuristic
        settings = self.settings
        exploration = settings.exploration
        bias = settings.bias
        root_bias = settings.root_bias
        wants_priors = bool(bias) or settings.ordered
        prune = settings.prune
        node = root
        path = [root]
        pruned_root: list[Action] = []
        while not state.over:
            if node is root and root_moves is not None:
                legal = root_moves
            else:
                legal = rules.legal_actions(state)
                if node is root:
                    legal = [action for action in legal if action in allowed]
                if prune and len(legal) > 1:
                    legal = heuristic.prune(state, legal)
            if node is root:
                pruned_root = legal
            children = node.children
            # Each legal move's child looked up once (a move hashes its fields at every lookup;
            # no game lists a move twice, so a place among ``legal`` names one move).
            known = [children.get(action) for action in legal]
            untried = [index for index, child in enumerate(known) if child is None]
            if untried:
                priors = heuristic.priors(state, legal) if wants_priors else None
                chosen = _expand_choice(untried, priors, rng)
                action = legal[chosen]
                prior = priors[chosen] if priors is not None and bias else 0.0
                if node is root and root_prior is not None:
                    prior = root_prior[action]
                child = _Node(state.to_move, prior)
                children[action] = child
                child.avail += 1
                for sibling in known:
                    if sibling is not None:
                        sibling.avail += 1
                rules.apply(state, action)
                path.append(child)
                break
            best: _Node | None = None
            best_action: Action | None = None
            best_score = -math.inf
            for action, found in zip(legal, known, strict=True):
                assert found is not None
                child = found
                child.avail += 1
                score = child.reward / child.visits + exploration * math.sqrt(
                    math.log(child.avail) / child.visits
                )
                if node is root and root_prior is not None:
                    score += root_bias * child.prior / (child.visits + 1)
                elif bias:
                    score += bias * child.prior / (child.visits + 1)
                if score > best_score:
                    best, best_action, best_score = child, action, score
            assert best is not None and best_action is not None
            rules.apply(state, best_action)
            node = best
            path.append(best)
        rewards = self._playout(state, rng)
        for visited in path[1:]:
            visited.visits += 1
            visited.reward += rewards[visited.actor]
        return pruned_root

    def _playout(self, state: State, rng: random.Random) -> list[float]:
        """Play the deal out with the heuristic policy; with a cut-off, evaluate instead."""
        apply = self.rules.apply
        move = self.heuristic.playout_move
        cutoff = self.settings.cutoff
        steps = 0
        while not state.over:
            if cutoff and steps >= cutoff:
                return self.heuristic.evaluate(state)
            apply(state, move(state, rng))
            steps += 1
        return self.heuristic.outcome(state)

    def _result(self, root: _Node, legal: Sequence[Action], iterations: int, seconds: float) -> SearchResult:
        stats = []
        for index, action in enumerate(legal):
            child = root.children.get(action)
            visits = child.visits if child is not None else 0
            mean = child.reward / child.visits if child is not None and child.visits else 0.0
            stats.append((visits, mean, -index, ChildStats(action, visits, mean)))
        stats.sort(key=lambda item: (item[0], item[1], item[2]), reverse=True)
        children = tuple(item[3] for item in stats)
        return SearchResult(children[0].action, children, iterations, seconds)


def guarded(result: SearchResult, policy: Action, margin: float, visits: int) -> SearchResult:
    """``result`` with ``policy`` played instead of the search's choice, unless a root move
    beats the policy's mean by ``margin`` with ``visits`` or more on both (then the best of
    those by mean). The move played comes first among the children."""
    stats = {child.action: child for child in result.children}
    own = stats.get(policy, ChildStats(policy, 0, 0.0))
    better = [
        child
        for child in result.children
        if own.visits >= visits
        and child.visits >= visits
        and child.mean >= own.mean + margin
        and child.action != policy
    ]
    chosen = max(better, key=lambda child: child.mean) if better else own
    rest = tuple(child for child in result.children if child.action != chosen.action)
    return SearchResult(chosen.action, (chosen, *rest), result.iterations, result.seconds, policy)


def _expand_choice(untried: list[int], priors: list[float] | None, rng: random.Random) -> int:
    """Random among the untried moves (their places among the legal moves); with priors, the
    one the heuristic likes best."""
    if priors is not None and len(untried) > 1:
        top = max(priors[index] for index in untried)
        untried = [index for index in untried if priors[index] == top]
    return untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
