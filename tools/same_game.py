"""The compiled engine and the pure one play the same games, action for action.

    python tools/same_game.py              # one line per game: what was played, and its digest
    python tools/same_game.py --compare    # these lines against the pure engine's (Q2J_ENGINE=pure)
    python tools/same_game.py --all        # every bot game of tools/bot_games.py, not one in four

The set: seeded random games of every variant at its smallest, default and largest table
(each step's legal actions, the action, its events and the state's text; at the end every
seat's view, a state sampled from each view as a search would, and the round's result), and
tools/bot_games.py's seeded bot games (every game at every table size, Easy to Expert, Hard
and Expert at fixed iterations), action for action. ``--compare`` plays them in this
Python, runs itself again on the pure engine and reports every game that differs (exit 1).
tests/engine/test_compiled_engine.py does the same on CI.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.engine import engine_kind, make_rules  # noqa: E402
from tools.bot_games import bot_games, digest, load_catalog, play  # noqa: E402

SEEDS = range(4)


def random_games(variant: str, players: int) -> str:
    """Seeded random games of ``variant`` at ``players`` seats, folded into one digest."""
    rules = make_rules(load_catalog().get(variant))
    folded = hashlib.sha256()
    for seed in SEEDS:
        state = rules.new_state(players, seed)
        pick = random.Random(seed)
        folded.update(rules.state_text(state).encode())
        while not state.over:
            legal = rules.legal_actions(state)
            action = legal[pick.randrange(len(legal))]
            events = rules.apply(state, action)
            listed = " ".join(map(str, legal))
            folded.update(f"{listed}|{action}|{events!r}|{rules.state_text(state)}".encode())
        for seat in range(players):
            view = rules.view(state, seat)
            folded.update(f"{view!r}|{rules.state_text(rules.sample_state(view, pick))}".encode())
        folded.update(repr(rules.round_result(state)).encode())
    return folded.hexdigest()[:20]


def game_lines(every_bot_game: bool = False) -> Iterator[str]:
    """One line per game of the set: what it is and its digest."""
    for variant in load_catalog().variants.values():
        for players in sorted({variant.min_players, variant.default_players, variant.max_players}):
            yield f"random {variant.id} at {players}: {random_games(variant.id, players)}"
    games = list(bot_games())
    for game in games if every_bot_game else games[::4]:
        actions = play(game)
        yield f"bots {game.key}: {len(actions)} actions {digest(actions)}"


def pure_lines(every_bot_game: bool) -> subprocess.Popen[str]:
    """This script on the pure engine, in a child Python (started now, read later)."""
    command = [sys.executable, str(Path(__file__).resolve()), *(["--all"] if every_bot_game else [])]
    env = dict(os.environ, Q2J_ENGINE="pure")
    pipe = subprocess.PIPE
    return subprocess.Popen(command, cwd=ROOT, env=env, stdout=pipe, stderr=pipe, text=True)


def differences(mine: list[str], theirs: list[str]) -> list[str]:
    """The games whose lines differ (or that only one side played)."""
    if len(mine) != len(theirs):
        return [f"{len(mine)} games here, {len(theirs)} there"]
    return [f"here: {a}\n  there: {b}" for a, b in zip(mine, theirs, strict=True) if a != b]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--compare", action="store_true", help="compare with the pure engine's games")
    parser.add_argument("--all", action="store_true", help="every bot game (else one in four)")
    args = parser.parse_args(argv)
    print(f"engine: {engine_kind()}", flush=True)
    if not args.compare:
        for line in game_lines(args.all):
            print(line, flush=True)
        return 0
    child = pure_lines(args.all)
    mine = list(game_lines(args.all))
    out, err = child.communicate()
    engine, *theirs = out.splitlines() or [""]
    if child.returncode != 0 or not engine.startswith("engine: pure Python"):
        print(f"the pure run failed ({engine or 'no output'}):\n{err}", file=sys.stderr)
        return 1
    found = differences(mine, theirs)
    for difference in found:
        print(f"DIFFERENT {difference}")
    print(f"{len(mine)} games, {len(found)} different ({engine})")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
