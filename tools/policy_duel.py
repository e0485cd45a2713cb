"""Duel two heuristic policies (no search) on paired deals: is a changed rule of thumb stronger?

    python -m tools.policy_duel --variant quatorze --rounds 2000 \\
        --a game.ai.heuristics.quatorze:QuatorzeHeuristic \\
        --b game.ai.heuristics.quatorze_sharp:SharpQuatorzeHeuristic --set-b HOLD_OUT=False

Each policy plays as Medium does (``Heuristic.advise`` on its seat's view). Every
deal is played once from each seat (two seats, the first round of a match only),
so both policies meet the same cards; deals and generators derive from ``--seed``
and the round's number, as in ``game.ai.tournament``. The report gives B's win
rate with its 95% Wilson interval over games, the interval over deals (tighter:
the deal's luck is the same for both policies), and the paired split: deals B
won from both seats, lost from both, or split (the deal decided those).
``--set-a`` / ``--set-b NAME=VALUE`` override a class attribute of one side's
heuristic (Python literals), to screen a knob without editing code.
``--search-b N`` makes B a Hard-like search (``game.ai.search_settings("hard")``,
N iterations) over B's heuristic instead of its rule of thumb, and reports its
decision CPU time.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

from game.ai import search_settings
from game.ai.heuristics.base import Heuristic
from game.ai.ismcts import ISMCTS, Budget
from game.ai.tournament import derive, percentile, play_round, wilson
from game.engine import Action, Rules, View
from game.engine.errors import VariantError
from game.engine.match import Match
from game.engine.registry import make_rules
from game.variants import load_catalog


def load_policy(path: str, rules: Rules[Any], settings: Sequence[str]) -> Heuristic:
    """A heuristic from ``module:Class``, with ``NAME=VALUE`` attribute overrides."""
    module, _, name = path.partition(":")
    try:
        found = getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError, ValueError):
        raise SystemExit(f"no class {path} (write module:Class)") from None
    if not (isinstance(found, type) and issubclass(found, Heuristic)):
        raise SystemExit(f"{path} is not a Heuristic subclass")
    attributes = {}
    for setting in settings:
        key, equals, value = setting.partition("=")
        if not equals or not hasattr(found, key):
            raise SystemExit(f"--set wants NAME=VALUE with NAME an attribute of {name}, got {setting!r}")
        attributes[key] = ast.literal_eval(value)
    subclass = type(name, (found,), attributes) if attributes else found
    return subclass(rules)


class Player:
    """One side: a heuristic's advice, or a fixed-iteration search over it; CPU time per decision."""

    def __init__(self, heuristic: Heuristic, iterations: int = 0) -> None:
        self.heuristic = heuristic
        rules = heuristic.rules
        self.search = ISMCTS(rules, heuristic, search_settings("hard", rules)) if iterations else None
        self.budget = Budget(iterations or 1)
        self.times: list[float] = []

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        if self.search is None:
            return self.heuristic.advise(view, legal, rng).action
        start = time.process_time()
        action = self.search.search(view, legal, rng, self.budget).action
        self.times.append(time.process_time() - start)
        return action


def round_winner(rules: Rules[Any], policies: Sequence[Player], deal: int, seeds: Sequence[int]) -> int:
    """The seat that won the first round of a match on ``deal`` (-1: nobody)."""
    rngs = [random.Random(seed) for seed in seeds]
    match = Match(rules, len(policies), deal)
    play_round(rules, match, lambda seat, view, legal: policies[seat].choose(view, legal, rngs[seat]))
    record = match.finish_round()
    winners = record.winners
    return match.to_match_seat(winners[0]) if len(winners) == 1 else -1


def paired_interval(shares: Sequence[float]) -> tuple[float, float]:
    """B's mean share per deal and the half-width of its 95% interval over deals (normal
    approximation): a split deal says nothing about the policies, so it adds no spread."""
    mean = statistics.fmean(shares)
    spread = statistics.stdev(shares) if len(shares) > 1 else 0.5
    return mean, 1.96 * spread / math.sqrt(len(shares))


def duel(variant: str, a: Player, b: Player, rounds: int, seed: int, first: int) -> str:
    """Play ``rounds`` deals from both seats; B's score and the paired split, as text."""
    rules = a.heuristic.rules
    shares: list[float] = []
    both = lost = 0
    for number in range(first, first + rounds):
        deal = derive(seed, variant, "deal", number) & 0xFFFFFFFF
        seeds = [derive(seed, "bot", number, seat) for seat in range(2)]
        won = 0.0
        for b_seat in (0, 1):
            line_up = [b, a] if b_seat == 0 else [a, b]
            winner = round_winner(rules, line_up, deal, seeds)
            won += 1.0 if winner == b_seat else 0.5 if winner < 0 else 0.0
        shares.append(won / 2)
        both += won == 2
        lost += won == 0
    games = 2 * rounds
    low, high = wilson(sum(shares) * 2, games)
    rate, half = paired_interval(shares)
    line = (
        f"B {rate:.1%} of {games} games [{low:.1%}, {high:.1%}], "
        f"paired by deal [{rate - half:.1%}, {rate + half:.1%}]; "
        f"deals won from both seats {both}, lost from both {lost}, split {rounds - both - lost}"
    )
    if b.times:
        p50, p95 = (percentile(b.times, share) * 1000 for share in (0.5, 0.95))
        line += f"; B's decisions {len(b.times)}, CPU p50 {p50:.0f} ms, p95 {p95:.0f} ms"
    return line


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--variant", default="quatorze")
    parser.add_argument("--a", default="game.ai.heuristics.quatorze:QuatorzeHeuristic", help="module:Class")
    parser.add_argument("--b", required=True, help="module:Class")
    parser.add_argument("--set-a", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--set-b", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--search-b", type=int, default=0, metavar="N", help="B searches N iterations")
    parser.add_argument("--rounds", type=int, default=1000, help="deals (each played from both seats)")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--first", type=int, default=0, help="the first deal's number")
    args = parser.parse_args(argv)
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    try:
        rules = make_rules(load_catalog().get(args.variant))
    except VariantError as error:
        parser.error(str(error))
    a = Player(load_policy(args.a, rules, args.set_a))
    b = Player(load_policy(args.b, rules, args.set_b), args.search_b)
    start = time.process_time()
    line = duel(args.variant, a, b, args.rounds, args.seed, args.first)
    print(f"{line} ({time.process_time() - start:.0f} s CPU)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
