"""How long one level's decisions take at the table's budget, at each table size.

    python -m tools.decision_times [--variant quatorze] [--level expert] [--seats 4 2]
                                   [--rounds 3] [--seed 40] [--fixed]

Plays seeded rounds with the level in every seat (self-play, one process) and times every
decision with more than one legal move: wall time (what a player waits), CPU time (what the
search itself spends, the figure to compare on a busy machine) and whether the level's time
cap (``game.ai.SECONDS``) cut the search short of its iterations. The garbage collector runs
as in the bots' worker (``game.ai.collection``): after each decision, outside its time.
``--fixed`` drops the cap, so every round replays exactly from the seed: the same decisions,
before and after a change, and the digest of the moves played says whether they stayed the
same. Progress goes to stderr (one line a round; on a terminal, a running count too), the
table to stdout.
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import SearchBot, default_iterations, make_bot
from game.ai.collection import BetweenDecisions
from game.ai.tournament import derive, percentile, play_round
from game.engine import Action, Rules, View, engine_kind, make_rules
from game.engine.match import Match
from game.variants import load_catalog
from tools.table_budget import SEARCHING, checked_variant


@dataclass
class TableTimes:
    """One table size's decisions: wall and CPU seconds, searches the cap cut, moves played."""

    seats: int
    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    cut_short: int = 0
    moves: list[str] = field(default_factory=list)

    def digest(self) -> str:
        return hashlib.sha256("\n".join(self.moves).encode()).hexdigest()[:12]


class _Table:
    """One round's bots (the level in every seat), timing each decision into ``found``."""

    def __init__(
        self,
        rules: Rules[Any],
        level: str,
        found: TableTimes,
        number: int,
        seed: int,
        fixed: bool,
        collector: BetweenDecisions,
    ):
        self.iterations = default_iterations(level, rules.game)
        count = self.iterations if fixed else None
        seats = found.seats
        self.bots = [make_bot(level, rules, iterations=count) for _ in range(seats)]
        self.rngs = [random.Random(derive(seed, "bot", seats, number, seat)) for seat in range(seats)]
        self.found = found
        self.collector = collector
        self.progress = f"{seats} seats, round {number + 1}"
        self.terminal = sys.stderr.isatty()

    def choose(self, seat: int, view: View, legal: list[Action]) -> Action:
        bot, found = self.bots[seat], self.found
        wall, cpu = time.perf_counter(), time.process_time()
        action = bot.decide(view, legal, self.rngs[seat]).action
        found.cpu.append(time.process_time() - cpu)
        found.wall.append(time.perf_counter() - wall)
        if isinstance(bot, SearchBot) and bot.last is not None:
            found.cut_short += bot.last.iterations < self.iterations
        found.moves.append(f"{seat} {action}")
        self.collector.after_answer()  # as the worker does, once the answer is sent
        if self.terminal:  # a running count, written over in place
            last = 1000 * found.wall[-1]
            line = f"\r{self.progress}: {len(found.wall)} decisions, the last {last:.0f} ms   "
            print(line, end="", file=sys.stderr, flush=True)
        return action


def measure(variant: str, level: str, seats: int, rounds: int, seed: int, fixed: bool) -> TableTimes:
    """Play ``rounds`` rounds of ``variant`` at ``seats`` with ``level`` in every seat."""
    rules = make_rules(load_catalog().get(variant))
    found = TableTimes(seats)
    with BetweenDecisions() as collector:
        for number in range(rounds):
            table = _Table(rules, level, found, number, seed, fixed, collector)
            match = Match(rules, seats, derive(seed, variant, seats, "deal", number) & 0xFFFFFFFF)
            play_round(rules, match, table.choose)
            start = "\r" if table.terminal else ""
            print(
                f"{start}{table.progress}/{rounds} done: {len(found.wall)} decisions so far, "
                f"wall p95 {1000 * percentile(found.wall, 0.95):.0f} ms",
                file=sys.stderr,
                flush=True,
            )
    return found


def report(tables: Sequence[TableTimes]) -> str:
    lines = [
        "| seats | decisions | wall p50 ms | wall p95 ms | wall max ms | CPU p50 ms | CPU p95 ms "
        "| cut by the cap | moves digest |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for found in tables:
        wall, cpu = found.wall, found.cpu
        lines.append(
            f"| {found.seats} | {len(wall)} | {1000 * percentile(wall, 0.5):.0f} | "
            f"{1000 * percentile(wall, 0.95):.0f} | {1000 * max(wall, default=0.0):.0f} | "
            f"{1000 * percentile(cpu, 0.5):.0f} | {1000 * percentile(cpu, 0.95):.0f} | "
            f"{found.cut_short} | {found.digest()} |"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.decision_times", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--variant", default="quatorze")
    parser.add_argument("--level", default="expert", choices=SEARCHING)
    parser.add_argument("--seats", type=int, nargs="+", default=[4, 2])
    parser.add_argument("--rounds", type=int, default=3, help="rounds at each table size")
    parser.add_argument("--seed", type=int, default=40)
    parser.add_argument("--fixed", action="store_true", help="the level's iterations with no time cap")
    args = parser.parse_args(argv)
    variant = checked_variant(parser, args)
    for seats in args.seats:
        if not variant.min_players <= seats <= variant.max_players:
            parser.error(
                f"{args.variant} is for {variant.min_players}–{variant.max_players} players, not {seats}"
            )
    budget = "fixed iterations" if args.fixed else "the table's budget"
    print(f"engine: {engine_kind()}; {args.level}, {budget}")
    gc.freeze()  # as the game does once loaded (``App.run``)
    tables = [
        measure(args.variant, args.level, seats, args.rounds, args.seed, args.fixed) for seats in args.seats
    ]
    print(report(tables))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
