"""``q2j bench``: engine throughput per variant (random playouts; legal-action generation counted)."""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from typing import Any

from .common import (
    CommandError,
    add_variant_file_argument,
    catalog_for,
    check_players,
    clipped,
    players_int,
    positive_int,
    seconds_float,
)

MAX_ROUNDS = 1000


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("bench", help="measure engine speed: games/s and actions/s per variant")
    parser.add_argument("--variant", action="append", default=[], metavar="ID", help="only these variants")
    parser.add_argument("--players", type=players_int, default=None, help="seats (default: each variant's)")
    parser.add_argument("--seconds", type=seconds_float, default=2.0, help="time per variant (default 2)")
    parser.add_argument(
        "--rounds",
        type=positive_int,
        default=5,
        help="split each variant's time into this many rounds and report the fastest (default 5)",
    )
    add_variant_file_argument(parser)
    parser.set_defaults(run=run)


def measure(
    rules: Any, players: int, seconds: float, rounds: int = 1, clock: Callable[[], float] = time.perf_counter
) -> tuple[float, float, float]:
    """Random playouts: (games/s, actions/s, mean actions per game) of the fastest round.

    Each step generates the legal actions, picks one with a seeded generator and
    applies it (verification included), as a search or a simulation would. The
    time is split into ``rounds`` rounds over the same deals; the fastest one is
    reported, as ``timeit`` does, because on a shared machine the slower rounds
    measure the neighbours rather than the engine. ``clock`` may be
    ``time.process_time`` to count this process's CPU time instead of the wall's.
    """
    rates = (_one_round(rules, players, seconds / rounds, clock) for _ in range(rounds))
    return max(rates, key=lambda r: r[1])


def _one_round(
    rules: Any, players: int, seconds: float, clock: Callable[[], float]
) -> tuple[float, float, float]:
    pick = random.Random(0)
    games = actions = 0
    start = clock()
    deadline = start + seconds
    while clock() < deadline:
        state = rules.new_state(players, games)
        while not state.over:
            legal = rules.legal_actions(state)
            rules.apply(state, legal[int(pick.random() * len(legal))])
        actions += state.turn
        games += 1
    elapsed = clock() - start
    return games / elapsed, actions / elapsed, actions / max(games, 1)


def run(args: argparse.Namespace) -> int:
    from ..engine import make_rules

    if args.rounds > MAX_ROUNDS:
        raise CommandError(f"--rounds is at most {MAX_ROUNDS}, got {args.rounds}")
    catalog = catalog_for(args)
    if args.variant:
        chosen = [catalog.get(v) for v in args.variant]
        if args.players is not None:
            for variant in chosen:
                check_players(variant, args.players)
    else:
        chosen = [
            v
            for v in catalog.variants.values()
            if args.players is None or v.min_players <= args.players <= v.max_players
        ]
        if not chosen:
            raise CommandError(f"no variant is for {clipped(args.players)} players (see `q2j variants`)")
    print(f"fastest of {args.rounds} rounds of {args.seconds / args.rounds:.2f} s per variant, one core")
    print(f"{'variant':<22} {'players':>7} {'games/s':>10} {'actions/s':>11} {'actions/game':>13}")
    for variant in chosen:
        players = args.players or variant.default_players
        games_s, actions_s, length = measure(make_rules(variant), players, args.seconds, args.rounds)
        print(f"{variant.id:<22} {players:>7} {games_s:>10,.0f} {actions_s:>11,.0f} {length:>13.1f}")
    return 0
