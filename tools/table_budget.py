"""Two search levels at the table's budgets: how long a player waits, and whether the cap
changes what the ladder measured.

    python -m tools.table_budget [--variant quatorze] [--a hard] [--b expert] [--rounds 8]

The ladder plays Hard and Expert at fixed iterations (reproducible, no time cap); at the
table the same iterations stop early at the level's time cap (``game.ai.SECONDS``). This
plays rounds with the table's bots, one process, and for every decision also asks a
fixed-iteration bot from the same view and generator state. It reports, per level, the
decision wall times, how many searches the cap cut short, and how many moves the two
budgets agree on, and the full garbage collections over the run: each one stops every thread,
the table's frames too. Run it with the machine otherwise idle: the times are wall times.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import SearchBot, default_iterations, make_bot
from game.ai.tournament import derive, percentile, play_round
from game.engine import Action, Rules, Variant, View, make_rules
from game.engine.match import Match
from game.variants import load_catalog
from game.variants.catalog import VariantError

SEARCHING = ("hard", "expert")


@dataclass
class LevelBudget:
    """One level's decisions at the table's budget."""

    times: list[float] = field(default_factory=list)
    cut_short: int = 0
    same_move: int = 0


class _Round:
    """One round's bots at both budgets, recording each table decision into ``found``."""

    def __init__(
        self,
        rules: Rules[Any],
        seated: tuple[str, ...],
        number: int,
        seed: int,
        found: dict[str, LevelBudget],
    ):
        self.seated = seated
        self.iterations = [default_iterations(level, rules.game) for level in seated]
        self.table = [make_bot(level, rules) for level in seated]
        self.fixed = [
            make_bot(level, rules, iterations=count)
            for level, count in zip(seated, self.iterations, strict=True)
        ]
        self.rngs = [random.Random(derive(seed, "bot", number, seat)) for seat in range(len(seated))]
        self.found = found

    def choose(self, seat: int, view: View, legal: list[Action]) -> Action:
        before = self.rngs[seat].getstate()
        start = time.perf_counter()
        bot = self.table[seat]
        action = bot.decide(view, legal, self.rngs[seat]).action
        level = self.found[self.seated[seat]]
        level.times.append(time.perf_counter() - start)
        if isinstance(bot, SearchBot) and bot.last is not None:
            level.cut_short += bot.last.iterations < self.iterations[seat]
        again = random.Random()
        again.setstate(before)
        level.same_move += self.fixed[seat].decide(view, legal, again).action == action
        return action


class FullCollections:
    """Times each full (oldest-generation) garbage collection made inside its ``with`` block."""

    def __init__(self) -> None:
        self.pauses: list[float] = []
        self._start = 0.0

    def _watch(self, phase: str, info: dict[str, int]) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.pauses.append(time.perf_counter() - self._start)

    def __enter__(self) -> FullCollections:
        gc.callbacks.append(self._watch)
        return self

    def __exit__(self, *_: object) -> None:
        gc.callbacks.remove(self._watch)

    def report(self) -> str:
        pauses = self.pauses
        return (
            f"full garbage collections: {len(pauses)}, longest {1000 * max(pauses, default=0.0):.0f} ms, "
            f"p50 {1000 * percentile(pauses, 0.5):.0f} ms, total {sum(pauses):.1f} s"
        )


def measure(variant: str, lineup: tuple[str, str], rounds: int, seed: int) -> dict[str, LevelBudget]:
    """Play ``rounds`` seat-rotated rounds with the table's bots; see the module's docstring."""
    rules = make_rules(load_catalog().get(variant))
    found = {level: LevelBudget() for level in lineup}
    for number in range(rounds):
        seated = lineup if number % 2 == 0 else lineup[::-1]
        match = Match(rules, 2, derive(seed, variant, "deal", number // 2) & 0xFFFFFFFF)
        play_round(rules, match, _Round(rules, seated, number, seed, found).choose)
        print(f"round {number + 1}/{rounds}", file=sys.stderr, flush=True)
    return found


def report(found: dict[str, LevelBudget]) -> str:
    lines = ["| level | decisions | p50 ms | p95 ms | max ms | cut short | same move as fixed |"]
    lines.append("|---|---:|---:|---:|---:|---:|---:|")
    for level, budget in found.items():
        times = budget.times
        lines.append(
            f"| {level} | {len(times)} | {1000 * percentile(times, 0.5):.0f} | "
            f"{1000 * percentile(times, 0.95):.0f} | {1000 * max(times, default=0.0):.0f} | "
            f"{budget.cut_short} | {budget.same_move} |"
        )
    return "\n".join(lines)


def checked_variant(parser: argparse.ArgumentParser, args: argparse.Namespace) -> Variant:
    """The variant ``--variant`` names, once ``--rounds`` is found sensible; a bad value of
    either ends in the parser's usage line and the problem in words, never a traceback."""
    if args.rounds < 1:
        parser.error(f"--rounds must be at least 1, got {args.rounds}")
    try:
        return load_catalog().get(args.variant)
    except VariantError as problem:
        parser.error(str(problem))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.table_budget", description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="quatorze")
    parser.add_argument("--a", default="hard", choices=SEARCHING)
    parser.add_argument("--b", default="expert", choices=SEARCHING)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--seed", type=int, default=55)
    args = parser.parse_args(argv)
    variant = checked_variant(parser, args)
    if not variant.min_players <= 2 <= variant.max_players:
        parser.error(
            f"{args.variant} is for {variant.min_players}–{variant.max_players} players; this plays two"
        )
    gc.freeze()  # as the game does once loaded (``App.run``)
    with FullCollections() as collections:
        found = measure(args.variant, (args.a, args.b), args.rounds, args.seed)
    print(report(found))
    print(collections.report())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
