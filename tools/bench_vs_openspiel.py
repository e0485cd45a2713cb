"""Our random playouts beside OpenSpiel's, measured the same way in one run: Q2J against
crazy_eights, Quatorze against gin_rummy.

    python tools/bench_vs_openspiel.py [--seconds 5] [--players 4] [--clock cpu] [--pair NAME]

Both sides loop for the same time: deal a new game, then until it ends list the legal
actions, pick one with a seeded generator and apply it (our ``apply`` verifies every
action). The figure is the mean: player actions over the whole time, deals included, a
fresh deal every game (``q2j bench``'s loop). OpenSpiel's chance nodes (its deal) are
applied too but not counted as player actions. Q2J and crazy_eights play at ``--players``
seats; OpenSpiel's gin_rummy is a two-player game, so Quatorze plays it at two seats.
The first line says which of our engines ran (compiled or pure). ``--clock cpu`` times
both sides in this process's CPU time rather than the wall's: on a machine other jobs
share, the wall clock mostly measures them. OpenSpiel is only needed here (``pip install
open_spiel``), never by the project: without it the script measures our side alone and
says so.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.commands.bench import measure
from game.engine import engine_kind, make_rules
from game.variants import load_catalog

CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.process_time}
# pair: (our variant, its seats (None: --players), OpenSpiel's game, its parameters' seats).
PAIRS: dict[str, tuple[str, int | None, str, bool]] = {
    "crazy_eights": ("q2j", None, "crazy_eights", True),
    "gin_rummy": ("quatorze", 2, "gin_rummy", False),  # OpenSpiel's gin_rummy is for two
}


def q2j_rate(
    variant: str, players: int, seconds: float, clock: Callable[[], float] = time.perf_counter
) -> tuple[float, int]:
    """(player actions per second, games played) over ``seconds``: ``q2j bench``'s loop, in
    one round so that the figure is the mean over the whole time."""
    rules = make_rules(load_catalog().get(variant))
    games_per_second, actions_per_second, _ = measure(rules, players, seconds, clock=clock)
    return actions_per_second, round(games_per_second * seconds)


def openspiel_rate(
    pyspiel: Any,
    players: int,
    seconds: float,
    clock: Callable[[], float] = time.perf_counter,
    name: str = "crazy_eights",
    seated: bool = True,
) -> tuple[float, int]:
    """The same loop over one of OpenSpiel's C++ games, driven from Python (``seated``: the
    game takes a ``players`` parameter)."""
    game = pyspiel.load_game(name, {"players": players} if seated else {})
    pick = random.Random(0)
    games = actions = 0
    start = clock()
    deadline = start + seconds
    while clock() < deadline:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(pick.random() * len(outcomes))][0])
                continue
            legal = state.legal_actions()
            state.apply_action(legal[int(pick.random() * len(legal))])
            actions += 1
        games += 1
    return actions / (clock() - start), games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per side (default 5)")
    parser.add_argument("--players", type=int, default=4, help="seats for Q2J and crazy_eights")
    parser.add_argument(
        "--pair", choices=[*PAIRS, "both"], default="both", help="which comparison (default both)"
    )
    parser.add_argument(
        "--clock",
        choices=sorted(CLOCKS),
        default="wall",
        help="wall time (default) or this process's CPU time",
    )
    args = parser.parse_args(argv)
    clock = CLOCKS[args.clock]
    how = f"mean of {args.seconds:g} s, {args.clock} clock"
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        pyspiel = None
    print(f"engine: {engine_kind()}")
    for name in PAIRS if args.pair == "both" else [args.pair]:
        variant, seats, other_game, seated = PAIRS[name]
        players = seats or args.players
        rate, games = q2j_rate(variant, players, args.seconds, clock)
        print(f"{variant} at {players} seats: {rate:,.0f} player actions/s ({games:,} games, {how})")
        if pyspiel is None:
            print(f"OpenSpiel is not installed (pip install open_spiel): {other_game} not measured")
            continue
        other, other_games = openspiel_rate(pyspiel, players, args.seconds, clock, other_game, seated)
        counted = f"{other:,.0f} player actions/s ({other_games:,} games, {how})"
        print(f"OpenSpiel {other_game} at {players} players: {counted}")
        print(f"ratio {variant} / {other_game}: {rate / other:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
