"""The benchmark behind docs/lab/ai-measured.md: the level ladder, each game's bigger table, and search speed.

    python -m game.ai.ladder run --out ladder.jsonl [--games 2000] [--slice 200]
                                [--only q2j-war:hard-expert ...]
    python -m game.ai.ladder summary ladder.jsonl
    python -m game.ai.ladder speed [--positions 40] [--iterations 500] [--cpu]

``run`` plays every pairing of neighbouring levels in each game, slice by slice
and round-robin over the pairings, appending one JSON line per slice, so a run
cut short still reports every pairing with the games it reached. Searches use
each level's default iterations (fixed, so every game replays from the seed).
"""

from __future__ import annotations

import json
import random
import statistics
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from ..engine import Action, View, engine_kind, entries
from ..engine.registry import make_rules
from ..terminal.arguments import (
    MAX_ITERATIONS,
    MAX_PAIRING_GAMES,
    Parser,
    seed_int,
    whole_between,
    workers_int,
)
from ..terminal.pipes import reader_went_away
from ..terminal.progress import games_bar, say
from ..variants import load_catalog
from . import default_iterations, search_settings
from .heuristics import heuristic_for
from .ismcts import ISMCTS, Budget
from .tournament import GameRecord, jobs_for, paired_interval, percentile, run_jobs, wilson

LADDER = (("random", "easy"), ("easy", "medium"), ("medium", "hard"), ("hard", "expert"))


def _games() -> dict[str, str]:
    """Each game's name and the variant the ladder plays it in (its base variant)."""
    return {found.name: found.base_variant for found in entries()}


def _tables() -> list[tuple[str, tuple[str, ...]]]:
    """The bigger tables the games' entries ask for: (game, line-up)."""
    return [(found.name, found.ladder_table) for found in entries() if found.ladder_table]


def _cheap(variant: str) -> bool:
    return any(found.cheap_search for found in entries() if found.base_variant == variant)


def _budgets(game: str) -> dict[str, int]:
    return {level: default_iterations(level, game) for level in ("hard", "expert")}


def _slices(games: int, size: int) -> list[tuple[int, int]]:
    return [(first, min(size, games - first)) for first in range(0, games, size)]


def _record_line(variant: str, lineup: Sequence[str], first: int, records: list[GameRecord]) -> str:
    """One slice's results: per game the line-up as seated, scores, length and decision times."""
    return json.dumps(
        {
            "variant": variant,
            "lineup": list(lineup),
            "first": first,
            "games": [
                {
                    "seated": list(r.lineup),
                    "scores": list(r.scores),
                    "turns": r.turns,
                    "no_winner": r.no_winner,
                    "times": [[round(t, 5) for t in seat] for seat in r.times],
                }
                for r in records
            ],
        }
    )


def _done(path: Path) -> set[tuple[str, tuple[str, ...], int]]:
    if not path.exists():
        return set()
    done = set()
    for line in path.read_text().splitlines():
        entry = json.loads(line)
        done.add((entry["variant"], tuple(entry["lineup"]), entry["first"]))
    return done


def _pairing_name(variant: str, lineup: Sequence[str]) -> str:
    return f"{variant}:{'-'.join(lineup)}"


def pairing_names() -> list[str]:
    """Every pairing ``run`` plays, as ``--only`` spells them (``q2j-war:hard-expert``)."""
    games = _games()
    names = [_pairing_name(variant, lineup) for variant in games.values() for lineup in LADDER]
    return [*names, *(_pairing_name(games[game], lineup) for game, lineup in _tables())]


def run(out: Path, games: int, size: int, seed: int, workers: int, only: Sequence[str] = ()) -> None:
    """Play the ladder and the table slice by slice, skipping slices already in ``out``.

    ``only`` limits the run to the named pairings (all of them when empty).
    """
    done = _done(out)
    catalog = load_catalog()
    by_game = _games()
    for variant in by_game.values():
        # Import every game's heuristic now, so forked workers never read a file edited later.
        heuristic_for(make_rules(catalog.get(variant)))
    plan: list[list[tuple[str, tuple[str, ...], int, int, dict[str, int]]]] = []
    lineups = [(game, lineup) for game in by_game for lineup in LADDER] + _tables()
    for game, lineup in lineups:
        budgets = _budgets(game)
        variant = by_game[game]
        plan.append([(variant, lineup, first, n, budgets) for first, n in _slices(games, size)])
    # Every pairing without Expert first, and those of games with cheap searches (Q2J: its
    # margins are the smallest, so they need every game); then the other Expert pairings
    # round-robin by slice, so a run cut short still has them all at a similar count.
    cheap = [queue for queue in plan if "expert" not in queue[0][1] or _cheap(queue[0][0])]
    costly = [queue for queue in plan if queue not in cheap]
    if only:
        cheap, costly = (
            [queue for queue in queues if _pairing_name(queue[0][0], queue[0][1]) in only]
            for queues in (cheap, costly)
        )
    order = [item for queue in cheap for item in queue] + list(_round_robin(costly))
    todo = [item for item in order if (item[0], item[1], item[2]) not in done]
    per_game: dict[tuple[str, tuple[str, ...]], float] = {}  # seconds a game, measured in this run
    with games_bar(sum(item[3] for item in todo), "ladder") as bar:
        for index, (variant, lineup, first, count, budgets) in enumerate(todo):
            bar.set_description_str(f"ladder, {variant} {'-'.join(lineup)}")
            start = time.perf_counter()
            jobs = list(jobs_for(variant, lineup, count, seed, budgets, first=first))
            records = run_jobs(jobs, workers, done=bar.update)
            with out.open("a") as handle:
                handle.write(_record_line(variant, lineup, first, records) + "\n")
            took = time.perf_counter() - start
            per_game[(variant, lineup)] = took / count
            left = _time_left(todo[index + 1 :], per_game)
            say(
                f"[{index + 1}/{len(todo)}] {variant} {'-'.join(lineup)} games {first}-{first + count - 1} "
                f"in {took:.0f} s; {left}"
            )


def _time_left(
    remaining: Sequence[tuple[str, tuple[str, ...], int, int, Any]], per_game: dict[Any, float]
) -> str:
    """From this run's own pace: each pairing at its measured speed, unseen ones at the slowest."""
    if not remaining:
        return "done"
    slowest = max(per_game.values())
    seconds = sum(
        per_game.get((variant, lineup), slowest) * count for variant, lineup, _, count, _ in remaining
    )
    guessed = any((variant, lineup) not in per_game for variant, lineup, *_ in remaining)
    hours, minutes = divmod(round(seconds / 60), 60)
    return f"about {hours} h {minutes:02d} min left" + (
        " (pairings not yet timed counted at the slowest pace)" if guessed else ""
    )


def _round_robin(queues: list[list[Any]]) -> Iterator[Any]:
    index = 0
    while any(index < len(queue) for queue in queues):
        for queue in queues:
            if index < len(queue):
                yield queue[index]
        index += 1


def summary(path: Path) -> str:
    """Markdown tables: each pairing's games, win rate with its 95% intervals, decision times.

    Two intervals per level: Wilson's over games, and the paired one over deals (each deal is
    played once per seat rotation, so a deal's luck falls on every level alike and cancels;
    see ``tournament.paired_interval``). The paired one is the right one for this design; the
    games' interval is kept beside it because the ladder has always shown it.
    """
    pairs: dict[tuple[str, tuple[str, ...]], dict[int, dict[str, Any]]] = {}
    for line in path.read_text().splitlines():
        entry = json.loads(line)
        games_by_number = pairs.setdefault((entry["variant"], tuple(entry["lineup"])), {})
        for offset, game in enumerate(entry["games"]):
            games_by_number[entry["first"] + offset] = game
    lines = [
        "| variant | line-up | games | level | win rate | 95% CI (games) | 95% CI (paired by deal) "
        "| no winner | mean length |",
        "|---|---|---:|---|---:|---|---|---:|---:|",
    ]
    times: dict[tuple[str, str], list[float]] = {}
    for (variant, lineup), by_number in pairs.items():
        games = list(by_number.values())
        turns = statistics.fmean(game["turns"] for game in games)
        ties = sum(game["no_winner"] for game in games)
        for level in dict.fromkeys(lineup):
            score = seats = 0.0
            by_deal: dict[int, list[float]] = {}
            for number, game in by_number.items():
                held = [i for i, seated in enumerate(game["seated"]) if seated == level]
                score += sum(game["scores"][i] for i in held)
                seats += len(held)
                by_deal.setdefault(number // len(lineup), []).append(
                    statistics.fmean(game["scores"][i] for i in held)
                )
                for i in held:
                    times.setdefault((variant, level), []).extend(game["times"][i])
            low, high = wilson(score, round(seats))
            paired_low, paired_high = paired_interval([statistics.fmean(s) for s in by_deal.values()])
            lines.append(
                f"| {variant} | {' vs '.join(lineup)} | {len(games)} | {level} | "
                f"{score / seats:.1%} | {low:.1%} – {high:.1%} | {paired_low:.1%} – {paired_high:.1%} "
                f"| {ties} | {turns:.1f} |"
            )
    lines += ["", "| variant | level | decisions | p50 ms | p95 ms |", "|---|---|---:|---:|---:|"]
    for (variant, level), values in sorted(times.items()):
        if level in ("random",):
            continue
        lines.append(
            f"| {variant} | {level} | {len(values)} | {percentile(values, 0.5) * 1000:.1f} | "
            f"{percentile(values, 0.95) * 1000:.1f} |"
        )
    return "\n".join(lines)


def speed(positions: int = 40, seed: int = 1, iterations: int = 500, cpu: bool = False) -> str:
    """Search iterations per second on positions from random playouts, per game and level
    (``cpu``: per second of this process's CPU time, which on a shared machine is what the
    search itself spends; the wall clock mostly measures the neighbours)."""
    catalog = load_catalog()
    rng = random.Random(seed)
    clock = time.process_time if cpu else time.perf_counter
    lines = [f"engine: {engine_kind()}", "", "| variant | level | iterations/s |", "|---|---|---:|"]
    for variant in _games().values():
        rules = make_rules(catalog.get(variant))
        views: list[tuple[View, list[Action]]] = []
        while len(views) < positions:
            state = rules.new_state(2, rng.getrandbits(32))
            for _ in range(rng.randrange(12)):
                if state.over:
                    break
                legal = rules.legal_actions(state)
                rules.apply(state, legal[rng.randrange(len(legal))])
            if not state.over and len(rules.legal_actions(state)) > 1:
                views.append((rules.view(state, state.to_move), rules.legal_actions(state)))
        for level in ("hard", "expert"):
            search = ISMCTS(rules, heuristic_for(rules, level), search_settings(level, rules))
            done = 0
            start = clock()
            for view, legal in views:
                done += search.search(view, legal, rng, Budget(iterations)).iterations
            rate = done / (clock() - start)
            lines.append(f"| {variant} | {level} | {rate:,.0f} |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = Parser(prog="python -m game.ai.ladder", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("run", help="play the ladder, appending to a JSON-lines file")
    play.add_argument("--out", type=Path, required=True)
    games = whole_between(1, MAX_PAIRING_GAMES)
    play.add_argument("--games", type=games, default=2000, help="games a pairing")
    play.add_argument("--slice", type=games, default=200, help="games a JSON line")
    play.add_argument("--seed", type=seed_int, default=2024)
    play.add_argument("--workers", type=workers_int, default=2, help="processes")
    play.add_argument(
        "--only",
        nargs="+",
        default=[],
        choices=pairing_names(),
        metavar="PAIRING",
        help="play only these pairings: " + ", ".join(pairing_names()),
    )
    show = commands.add_parser("summary", help="print the tables of a ladder file")
    show.add_argument("path", type=Path)
    fast = commands.add_parser("speed", help="search iterations per second")
    fast.add_argument("--positions", type=whole_between(1, 1000), default=40, help="positions a game")
    fast.add_argument("--iterations", type=whole_between(1, MAX_ITERATIONS), default=500, help="a search's")
    fast.add_argument("--cpu", action="store_true", help="per CPU second, not per second of the wall")
    args = parser.parse_args(argv)
    if args.command == "run":
        run(args.out, args.games, args.slice, args.seed, args.workers, args.only)
    elif args.command == "summary":
        print(summary(args.path))
    else:
        print(speed(args.positions, iterations=args.iterations, cpu=args.cpu))
    return 0


if __name__ == "__main__":
    try:
        raise SystemExit(main())
    except BrokenPipeError:
        raise SystemExit(reader_went_away()) from None
