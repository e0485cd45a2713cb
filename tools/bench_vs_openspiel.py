"""Q2J's random playouts beside OpenSpiel's crazy_eights, measured the same way in one run.

    python tools/bench_vs_openspiel.py [--seconds 5] [--players 4] [--clock cpu]

Both sides loop for the same wall time: deal a new game, then until it ends list the
legal actions, pick one with a seeded generator and apply it (Q2J's ``apply`` verifies
every action). The figure is the mean: player actions over the whole time, deals
included. OpenSpiel's chance nodes (its deal) are applied too but not counted as
player actions. ``--clock cpu`` times both sides in this process's CPU time rather than
the wall's: on a machine other jobs share, the wall clock mostly measures them.
OpenSpiel is only needed here (``pip install open_spiel``), never by the
project: without it the script measures Q2J alone and says so.
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
from game.engine import make_rules
from game.variants import load_catalog

CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.process_time}


def q2j_rate(
    variant: str, players: int, seconds: float, clock: Callable[[], float] = time.perf_counter
) -> tuple[float, int]:
    """(player actions per second, games played) over ``seconds``: ``q2j bench``'s loop, in
    one round so that the figure is the mean over the whole time."""
    rules = make_rules(load_catalog().get(variant))
    games_per_second, actions_per_second, _ = measure(rules, players, seconds, clock=clock)
    return actions_per_second, round(games_per_second * seconds)


def openspiel_rate(
    pyspiel: Any, players: int, seconds: float, clock: Callable[[], float] = time.perf_counter
) -> tuple[float, int]:
    """The same loop over OpenSpiel's C++ crazy_eights, driven from Python."""
    game = pyspiel.load_game("crazy_eights", {"players": players})
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
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--variant", default="q2j")
    parser.add_argument(
        "--clock",
        choices=sorted(CLOCKS),
        default="wall",
        help="wall time (default) or this process's CPU time",
    )
    args = parser.parse_args(argv)
    clock = CLOCKS[args.clock]
    rate, games = q2j_rate(args.variant, args.players, args.seconds, clock)
    print(
        f"{args.variant} at {args.players} seats: {rate:,.0f} player actions/s "
        f"({games:,} games, mean of {args.seconds:g} s, {args.clock} clock)"
    )
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        print("OpenSpiel is not installed (pip install open_spiel): crazy_eights not measured")
        return 0
    other, other_games = openspiel_rate(pyspiel, args.players, args.seconds, clock)
    print(
        f"OpenSpiel crazy_eights at {args.players} players: {other:,.0f} player actions/s "
        f"({other_games:,} games, mean of {args.seconds:g} s, {args.clock} clock)"
    )
    print(f"ratio Q2J / crazy_eights: {rate / other:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
