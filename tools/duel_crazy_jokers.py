"""Duel of two Crazy Jokers policies without search: seat-rotated, deal-paired 2-seat rounds.

    python tools/duel_crazy_jokers.py [--deals 2000] [--seed 2024] [--first 0] A B

A and B name policies: ``medium`` (the Medium level), ``plan`` (Hard's plan, its default
parts on), ``plan-no-PART`` (the plan without one part), ``plan-only-PART`` (Medium plus that
part alone), ``plan-with-PART`` (the plan plus a part it leaves off), or a level that
searches at its default iterations (``hard``, ``expert``: slow). Each deal is played
twice, once with each policy leading from each seat, so both meet the same cards from
both seats. The report gives B's win rate over all rounds with its 95% (Wilson)
interval, the deals each side won on both seatings, and each side's decision CPU time.

Thousands of rounds of two policies take a minute or two on one core.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import default_iterations, make_bot
from game.ai.base import Bot, Decision
from game.ai.heuristics.crazy_jokers import CrazyJokersHeuristic
from game.ai.heuristics.crazy_jokers_plan import DEFAULT_PARTS, PARTS, CrazyJokersPlan
from game.ai.tournament import derive, percentile, play_bots, wilson
from game.engine import Action, Rules, View, make_rules
from game.variants import load_catalog

Chooser = Callable[[View, Sequence[Action], random.Random], Decision]


class TimedBot(Bot):
    """A policy's or a level's choices, timed in CPU seconds (the machine is shared)."""

    def __init__(self, rules: Rules[Any], name: str, choose: Chooser) -> None:
        super().__init__(rules)
        self.level = name
        self.inner = choose
        self.cpu: list[float] = []

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        start = time.process_time()
        decision = self.inner(view, legal, rng)
        self.cpu.append(time.process_time() - start)
        return decision


# How a policy name changes the plan's parts (``plan-no-outs``: every default part but outs).
PLAN_CHANGES: dict[str, Callable[[str], frozenset[str]]] = {
    "plan-no-": lambda part: DEFAULT_PARTS - {part},
    "plan-only-": lambda part: frozenset({part}),
    "plan-with-": lambda part: DEFAULT_PARTS | {part},
}


def policy(rules: Rules[Any], name: str) -> TimedBot:
    """The bot a policy name stands for (see the module's docstring)."""
    if name == "medium":
        return TimedBot(rules, name, CrazyJokersHeuristic(rules).advise)
    if name == "plan":
        return TimedBot(rules, name, CrazyJokersPlan(rules).advise)
    for prefix, change in PLAN_CHANGES.items():
        if name.startswith(prefix):
            part = name.removeprefix(prefix)
            if part not in PARTS:
                raise SystemExit(f"no plan part {part!r}; parts are {', '.join(PARTS)}")
            return TimedBot(rules, name, CrazyJokersPlan(rules, change(part)).advise)
    if name in ("hard", "expert"):
        # A fixed budget, as the ladder plays: no wall-time cap on a loaded machine.
        search = make_bot(name, rules, iterations=default_iterations(name, rules.game))
        return TimedBot(rules, name, search.decide)
    raise SystemExit(
        f"no policy {name!r}; write medium, plan, plan-no-PART, plan-only-PART, plan-with-PART,"
        " hard or expert"
    )


def duel(first: str, second: str, deals: int, seed: int, start: int) -> str:
    """Play the duel and return its report."""
    rules = make_rules(load_catalog().get("crazy-jokers"))
    if first == second:
        second = f"{second}'"  # a policy against itself: tell the two apart
    bots = {first: policy(rules, first), second: policy(rules, second.rstrip("'"))}
    wins = {first: 0.0, second: 0.0}
    both = {first: 0, second: 0}
    for deal_number in range(start, start + deals):
        deal = derive(seed, "crazy-jokers", "deal", deal_number) & 0xFFFFFFFF
        per_deal = {first: 0.0, second: 0.0}
        for seating in ((first, second), (second, first)):
            rngs = [
                random.Random(derive(seed, "duel", deal_number, seat, who))
                for seat, who in enumerate(seating)
            ]
            scores, _, _, _ = play_bots(rules, [bots[name] for name in seating], rngs, deal)
            for seat, name in enumerate(seating):
                per_deal[name] += scores[seat]
        for name, score in per_deal.items():
            wins[name] += score
            both[name] += score == 2
    rounds = 2 * deals
    low, high = wilson(wins[second], rounds)
    lines = [
        f"{second} against {first}: {rounds} rounds on deals {start}-{start + deals - 1} (seed {seed})",
        f"  {second} won {wins[second] / rounds:.1%} [{low:.1%}, {high:.1%}]",
        f"  deals won on both seatings: {second} {both[second]}, {first} {both[first]}",
    ]
    for name, bot in bots.items():
        lines.append(
            f"  {name}: {len(bot.cpu)} decisions, CPU p50 {percentile(bot.cpu, 0.5) * 1000:.1f} ms,"
            f" p95 {percentile(bot.cpu, 0.95) * 1000:.1f} ms"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("first", help="the reference policy, e.g. medium")
    parser.add_argument("second", help="the changed policy, e.g. plan")
    parser.add_argument("--deals", type=int, default=2000, help="deals, each played twice (default 2000)")
    parser.add_argument("--seed", type=int, default=2024, help="the seed deals derive from (default 2024)")
    parser.add_argument(
        "--first", type=int, default=0, dest="start", help="the first deal's number (default 0)"
    )
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    print(duel(args.first, args.second, args.deals, args.seed, args.start))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
