"""Benchmark (not a test): the Quatorze meld solver's time per hand.

    python tools/bench_solver.py [--hands 2000] [--rounds 5] [--seed 1]

Each hand is solved for both goals (most points, least deadwood) with the
default keep-one rule. Workloads:

* dealt: 13 cards from two shuffled decks plus both jokers (a 15-card opening hand);
* down: the same beside 8 table melds, lay-offs included;
* dense: 13 cards from ranks A-4 of two decks plus both jokers (many overlapping
  sets and runs: a worst case, not a hand a deal gives).

On a shared machine wall-clock times mostly measure the neighbours, so each
hand is timed twice over: wall clock and this process's CPU time (which the
neighbours do not inflate). Each workload runs ``--rounds`` times over the same
hands and the round with the lowest CPU p99 is reported.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.cards import JOKER, STANDARD_52, Card, build_deck
from game.engine.games.quatorze.melds import Meld, make_meld, parse_meld
from game.engine.games.quatorze.solver import clear_cache, solve

TABLE_TEXT = ("5H 6H 7H", "9S 9D 9C", "JC QC KC", "2D 3D X=4D")
TABLE_TEXT += ("QS QH QD", "AS 2S 3S", "8D 9D 10D", "4C 4H 4S")


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def workloads(count: int, seed: int) -> dict[str, tuple[list[list[Card]], list[Meld]]]:
    rng = random.Random(seed)
    naturals = build_deck(2, 0)
    dense = [card for card in STANDARD_52 if card.rank <= 4] * 2
    table = [make_meld(*parse_meld(text)) for text in TABLE_TEXT]
    dealt = [[*rng.sample(naturals, 13), JOKER, JOKER] for _ in range(count)]
    return {
        "dealt": (dealt, []),
        "down": (dealt, table),
        "dense": ([[*rng.sample(dense, 13), JOKER, JOKER] for _ in range(count)], []),
    }


def time_round(hands: list[list[Card]], table: list[Meld]) -> tuple[list[float], list[float]]:
    """Per hand: (CPU seconds, wall seconds), every hand met for the first time."""
    clear_cache()
    cpu, wall = [], []
    for hand in hands:
        start_cpu, start_wall = time.process_time(), time.perf_counter()
        solve(hand, table=table)
        cpu.append(time.process_time() - start_cpu)
        wall.append(time.perf_counter() - start_wall)
    return cpu, wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    heads = ("p50", "p95", "p99", "max")
    columns = " ".join(f"{'cpu ' + head:>8}" for head in heads)
    print(f"{'workload':<8} {'hands':>6} {columns}   wall p99")
    for name, (hands, table) in workloads(args.hands, args.seed).items():
        rounds = [time_round(hands, table) for _ in range(args.rounds)]
        cpu, wall = min(rounds, key=lambda timed: percentile(timed[0], 0.99))
        figures = [percentile(cpu, q) * 1000 for q in (0.5, 0.95, 0.99)] + [max(cpu) * 1000]
        print(
            f"{name:<8} {len(hands):>6} "
            + " ".join(f"{figure:>8.2f}" for figure in figures)
            + f"   {percentile(wall, 0.99) * 1000:>8.2f}  (ms)"
        )


if __name__ == "__main__":
    main()
