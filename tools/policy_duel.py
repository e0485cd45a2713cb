"""Duel two policies on paired deals: is a changed rule of thumb, or a level, stronger?

    python -m tools.policy_duel [--variant quatorze] [--a SIDE] --b SIDE [options]

A side is a level played as the ladder plays it (``random``, ``easy``, ``medium``, or the
searching ``hard`` and ``expert`` at their default iterations: slow), or a heuristic
``module:Class`` giving its advice as Medium does. For a heuristic side,
``--set-a`` / ``--set-b NAME=VALUE`` override a class attribute (Python literals), to
screen a knob without editing code (the duel then runs on the pure sources: a compiled
heuristic keeps the attributes it was built with), and ``--search-a`` / ``--search-b N`` make it a
Hard-like search (``game.ai.search_settings("hard")``) of N iterations over it.

Every deal is played once from each seat at two seats, one game as the ladder plays it
(the first round of a scored match), so both sides meet the same cards; deals and
generators derive from ``--seed`` and the deal's number, as in ``game.ai.tournament``.
The report gives B's win rate with its 95% Wilson interval over games, the tighter
interval over deals (a deal's luck is the same for both sides), the paired split (deals
B won from both seats, lost from both, or split: the deal decided those) and each side's
decision CPU time. For example::

    python -m tools.policy_duel --b game.ai.heuristics.quatorze_sharp:SharpQuatorzeHeuristic \\
        --set-b HOLD_MELDS=False
    python -m tools.policy_duel --variant crazy-jokers \\
        --b game.ai.heuristics.crazy_jokers_plan:CrazyJokersPlan --set-b "parts={'outs', 'safe'}"
    python -m tools.policy_duel --variant crazy-jokers --a hard --b expert --rounds 50

``--after CONTRACT`` (Crazy Jokers) plays each game as a later round of a match instead, one
in which every seat declared CONTRACT the round before and so may not declare it again: at
two seats both declare the Fixed Straight in a first round, so a match's every other round is
played ``--after fixed-straight``. ``--seats N`` seats B at one seat and A at the other N - 1,
each deal played once with B at every seat. ``--match`` plays each deal as a whole match instead (a
scored game's rounds to its end; the match's winner wins the game), where a policy's use of the
match's score shows: Crazy Jokers' ten rounds of Medium take about a second of CPU.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import LEVELS, default_iterations, make_bot, search_settings
from game.ai.base import Bot, Decision
from game.ai.heuristics.base import Heuristic
from game.ai.ismcts import ISMCTS, Budget
from game.ai.tournament import derive, paired_interval, percentile, play_bots, wilson
from game.engine import Action, Rules, View, engine_kind
from game.engine.compiled import COMPILED
from game.engine.errors import SetupError, VariantError
from game.engine.games.crazy_jokers.contracts import Contract
from game.engine.registry import make_rules
from game.terminal.pipes import reader_went_away
from game.variants import load_catalog


def load_policy(path: str, rules: Rules[Any], settings: Sequence[str]) -> Heuristic:
    """A heuristic from ``module:Class``, with ``NAME=VALUE`` attribute overrides."""
    module, _, name = path.partition(":")
    try:
        found = getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError, ValueError):
        raise SystemExit(f"no class {path} (write module:Class or a level: {', '.join(LEVELS)})") from None
    except TypeError as error:  # a Python subclass of a compiled heuristic (tools/declaration_before.py)
        raise SystemExit(f"{path}: {error} (run it with Q2J_ENGINE=pure)") from None
    if not (isinstance(found, type) and issubclass(found, Heuristic)):
        raise SystemExit(f"{path} is not a Heuristic subclass")
    attributes = {}
    for setting in settings:
        key, equals, value = setting.partition("=")
        if not equals or not hasattr(found, key):
            raise SystemExit(f"--set wants NAME=VALUE with NAME an attribute of {name}, got {setting!r}")
        try:
            attributes[key] = ast.literal_eval(value)
        except (ValueError, SyntaxError):
            raise SystemExit(f"--set {key}: {value!r} is not a Python literal") from None
    subclass = type(name, (found,), attributes) if attributes else found
    try:
        return subclass(rules)
    except ValueError as error:
        raise SystemExit(f"{path}: {error}") from None


class TimedSide(Bot):
    """One side of the duel: a level's bot or a heuristic (searched over or not), its
    decisions timed in CPU seconds (the machine is shared, so the wall clock would mostly
    measure the neighbours)."""

    def __init__(self, rules: Rules[Any], name: str, inner: Bot | Heuristic, iterations: int = 0) -> None:
        super().__init__(rules)
        self.level = name
        self.inner = inner
        self.search = (
            ISMCTS(rules, inner, search_settings("hard", rules))
            if iterations and isinstance(inner, Heuristic)
            else None
        )
        self.budget = Budget(iterations or 1)
        self.times: list[float] = []

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        start = time.process_time()
        # A heuristic's own rule for a choice no level searches (Crazy Jokers' declaration), at
        # the spread of the level the side plays as.
        ruled = (
            self.inner.ruled(view, legal, rng, "hard" if self.search is not None else "medium")
            if isinstance(self.inner, Heuristic) and len(legal) > 1
            else None
        )
        if ruled is not None:
            decision = ruled
        elif self.search is not None:
            decision = self.search.search(view, legal, rng, self.budget)
        elif isinstance(self.inner, Heuristic):
            decision = self.inner.advise(view, legal, rng)
        else:
            decision = self.inner.decide(view, legal, rng)
        self.times.append(time.process_time() - start)
        return decision

    def cpu(self) -> str:
        if not self.times:
            return f"{self.level}: no decisions"
        p50, p95 = (percentile(self.times, share) * 1000 for share in (0.5, 0.95))
        return f"{self.level}: {len(self.times)} decisions, CPU p50 {p50:.1f} ms, p95 {p95:.1f} ms"


def make_side(spec: str, rules: Rules[Any], settings: Sequence[str], iterations: int) -> TimedSide:
    """The side ``spec`` names: a level (no overrides) or a heuristic class."""
    if spec in LEVELS:
        if settings or iterations:
            raise SystemExit(f"--set and --search change a module:Class side, not the level {spec!r}")
        searching = spec in ("hard", "expert")
        # A fixed budget, as the ladder plays: no wall-time cap on a loaded machine.
        budget = default_iterations(spec, rules.game) if searching else None
        return TimedSide(rules, spec, make_bot(spec, rules, iterations=budget))
    heuristic = load_policy(spec, rules, settings)
    name = spec.rpartition(":")[2] + (f" searched {iterations}" if iterations else "")
    return TimedSide(rules, name, heuristic, iterations)


def duel(
    variant: str,
    a: TimedSide,
    b: TimedSide,
    rounds: int,
    seed: int,
    first: int,
    carried: Mapping[str, object] | None = None,
    whole_match: bool = False,
    seats: int = 2,
) -> str:
    """Play ``rounds`` deals from every seat (each a round starting from the ``carried`` facts,
    or with ``whole_match`` a whole match), B at one seat and A at the others; B's score, the
    paired split and the times, as text."""
    rules = a.rules
    shares: list[float] = []
    every = lost = 0
    for number in range(first, first + rounds):
        deal = derive(seed, variant, "deal", number) & 0xFFFFFFFF
        seeds = [derive(seed, "bot", number, seat) for seat in range(seats)]
        won = 0.0
        for b_seat in range(seats):
            line_up = [b if seat == b_seat else a for seat in range(seats)]
            # A seat's generator starts afresh for each seating: a policy against itself
            # replays the same game, won by the same seat (once by B, otherwise by A).
            rngs = [random.Random(one) for one in seeds]
            scores, _, _, _ = play_bots(rules, line_up, rngs, deal, whole_match, carried)
            won += scores[b_seat]
        shares.append(won / seats)
        every += won == seats
        lost += won == 0
    games = seats * rounds
    low, high = wilson(sum(shares) * seats, games)
    rate = statistics.fmean(shares)
    paired_low, paired_high = paired_interval(shares)
    where = "both seats" if seats == 2 else f"all {seats} seats"
    even = "" if seats == 2 else f" (an even share: {1 / seats:.1%})"
    return "\n".join(
        (
            f"B {rate:.1%} of {games} games [{low:.1%}, {high:.1%}], "
            f"paired by deal [{paired_low:.1%}, {paired_high:.1%}]{even}; "
            f"deals won from {where} {every}, lost from {where.partition(' ')[0]} {lost}, "
            f"split {rounds - every - lost}",
            f"  A {a.cpu()}",
            f"  B {b.cpu()}",
        )
    )


def after_contract(rules: Rules[Any], contract: str | None, seats: int = 2) -> dict[str, object] | None:
    """The facts of a round played after every seat declared ``contract`` (Crazy Jokers, or a
    variant of it from a file)."""
    if contract is None:
        return None
    if rules.game != "crazy-jokers":
        raise SystemExit(f"--after is for crazy-jokers (a contract declared last round), not {rules.game}")
    names = [str(one) for one in Contract]
    if contract not in names:
        raise SystemExit(f"--after: no contract {contract!r}; the contracts: {', '.join(names)}")
    return {"contracts": [contract] * seats}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--variant", default="quatorze")
    parser.add_argument("--a", default="medium", help="a level or module:Class (default medium)")
    parser.add_argument("--b", required=True, help="a level or module:Class")
    parser.add_argument("--set-a", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--set-b", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--search-a", type=int, default=0, metavar="N", help="A searches N iterations")
    parser.add_argument("--search-b", type=int, default=0, metavar="N", help="B searches N iterations")
    parser.add_argument("--rounds", type=int, default=1000, help="deals (each played from both seats)")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--first", type=int, default=0, help="the first deal's number")
    parser.add_argument(
        "--after", metavar="CONTRACT", help="crazy-jokers: every seat declared CONTRACT last round"
    )
    parser.add_argument("--match", action="store_true", help="play each deal as a whole match")
    parser.add_argument("--seats", type=int, default=2, help="table size: B at one seat, A at the others")
    args = parser.parse_args(argv)
    if (args.set_a or args.set_b) and engine_kind() == COMPILED:
        # A knob is a class attribute of a subclass made here, which a compiled heuristic does
        # not read (it keeps the value it was built with): so the duel runs on the pure sources.
        pure = dict(os.environ, Q2J_ENGINE="pure")
        again = sys.argv[1:] if argv is None else list(argv)
        return subprocess.run([sys.executable, "-m", "tools.policy_duel", *again], env=pure).returncode
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    if args.search_a < 0 or args.search_b < 0:
        parser.error("--search-a and --search-b are iteration counts (0: no search)")
    try:
        rules = make_rules(load_catalog().get(args.variant))
    except VariantError as error:
        parser.error(str(error))
    try:
        rules.check_players(args.seats)
    except SetupError as error:
        parser.error(f"--seats: {error}")
    carried = after_contract(rules, args.after, args.seats)
    a = make_side(args.a, rules, args.set_a, args.search_a)
    b = make_side(args.b, rules, args.set_b, args.search_b)
    start = time.process_time()
    report = duel(args.variant, a, b, args.rounds, args.seed, args.first, carried, args.match, args.seats)
    print(f"{report}\n  ({time.process_time() - start:.0f} s CPU)")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # the report read by `head`
        sys.exit(reader_went_away())
