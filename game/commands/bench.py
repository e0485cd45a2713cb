"""``q2j bench``: engine throughput per variant (random playouts; legal-action generation counted)."""

from __future__ import annotations

import argparse
import itertools
import random
import time
from collections.abc import Callable
from typing import Any

from ..i18n import _
from ..terminal.arguments import seconds_float
from .common import CommandError, add_variant_file_argument, catalog_for, check_players, clipped, players_int

# Every game of every measurement in this process is a deal not dealt before: a replayed deal
# would find its hands in the rules' caches (Quatorze's melds), which a real game never does.
_DEALS = itertools.count()


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("bench", help=_("measure engine speed: games/s and actions/s per variant"))
    parser.add_argument("--variant", action="append", default=[], metavar="ID", help=_("only these variants"))
    parser.add_argument(
        "--players", type=players_int, default=None, help=_("seats (default: each variant's)")
    )
    parser.add_argument("--seconds", type=seconds_float, default=2.0, help=_("time per variant (default 2)"))
    add_variant_file_argument(parser)
    parser.set_defaults(run=run)


def measure(
    rules: Any, players: int, seconds: float, clock: Callable[[], float] = time.perf_counter
) -> tuple[float, float, float]:
    """Random playouts for ``seconds``: (games/s, actions/s, mean actions per game), the mean
    over the whole time, deals included, as OpenSpiel's are measured (tools/bench_vs_openspiel.py).

    Each game is a fresh deal; each step generates the legal actions, picks one with a seeded
    generator and applies it (verification included), as a search or a simulation would.
    ``clock`` may be ``time.process_time`` to count this process's CPU time instead of the
    wall's, which on a shared machine mostly measures the neighbours.
    """
    pick = random.Random(0)
    games = actions = 0
    start = clock()
    deadline = start + seconds
    while clock() < deadline:
        state = rules.new_state(players, next(_DEALS))
        while not state.over:
            legal = rules.legal_actions(state)
            rules.apply(state, legal[int(pick.random() * len(legal))])
        actions += state.turn
        games += 1
    elapsed = clock() - start
    return games / elapsed, actions / elapsed, actions / max(games, 1)


def run(args: argparse.Namespace) -> int:
    from ..engine import engine_kind, make_rules

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
            raise CommandError(
                _("no variant is for {clipped} players (see `q2j variants`)").format(
                    clipped=clipped(args.players)
                )
            )
    print(_("engine: {engine_kind}").format(engine_kind=engine_kind()))
    print(_("mean over {seconds:g} s of fresh deals per variant, one core").format(seconds=args.seconds))
    print(f"{'variant':<22} {'players':>7} {'games/s':>10} {'actions/s':>11} {'actions/game':>13}")
    for variant in chosen:
        players = args.players or variant.default_players
        games_s, actions_s, length = measure(make_rules(variant), players, args.seconds)
        print(f"{variant.id:<22} {players:>7} {games_s:>10,.0f} {actions_s:>11,.0f} {length:>13.1f}")
    return 0
