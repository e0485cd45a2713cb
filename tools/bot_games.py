"""A fixed set of seeded bot games, recorded action for action (a golden for refactors).

Every game's base variant at every table size it allows, each seat at a computer level
(the levels rotate round the table, so every level plays at every size), plus one game a
level with that level in every seat. Hard and Expert search a fixed number of iterations,
so a game depends on the code alone, never on the machine's speed.

    python tools/bot_games.py            # check: replay every game, compare with the file
    python tools/bot_games.py --write    # record them again (after a rule change only)

``tests/ai/test_bot_games.py`` runs the check; the file is ``tests/ai/bot_games.json``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai import LEVELS, make_bot  # noqa: E402
from game.ai.tournament import derive, play_round  # noqa: E402
from game.engine import Action, View  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.engine.registry import entries, make_rules  # noqa: E402
from game.files import paths  # noqa: E402
from game.variants import load_catalog as load_any_catalog  # noqa: E402
from game.variants.catalog import Catalog  # noqa: E402

RECORD = ROOT / "tests" / "ai" / "bot_games.json"
# Small budgets keep the whole set to a few minutes; the search's code paths are the same.
ITERATIONS = {"hard": 24, "expert": 32}
SEED = 29


@dataclass(frozen=True, slots=True)
class BotGame:
    variant: str
    lineup: tuple[str, ...]
    deal: int

    @property
    def key(self) -> str:
        return f"{self.variant} {','.join(self.lineup)} #{self.deal}"


def load_catalog() -> Catalog:
    """The built-in variants only: a player's own files never change the golden."""
    return load_any_catalog(folders=[paths.config_dir()])


def bot_games() -> Iterator[BotGame]:
    """Each game's base variant at every size, levels rotating, then each level alone at its
    smallest table; every other variant at its smallest and largest table."""
    catalog = load_catalog()
    levels = [level for level in LEVELS if level != "random"]
    bases = [entry.base_variant for entry in entries()]
    for variant_id in [*bases, *(found for found in catalog.variants if found not in bases)]:
        variant = catalog.get(variant_id)
        sizes = range(variant.min_players, variant.max_players + 1)
        if variant_id not in bases:
            sizes = range(variant.min_players, variant.max_players + 1, max(1, len(sizes) - 1))
        for players in sizes:
            start = players % len(levels)
            lineup = tuple(levels[(start + seat) % len(levels)] for seat in range(players))
            yield BotGame(variant.id, lineup, derive(SEED, variant.id, players) % 100_000)
        if variant_id in bases:
            for level in levels:
                yield BotGame(
                    variant.id, (level,) * variant.min_players, derive(SEED, variant.id, level) % 100_000
                )


def play(game: BotGame) -> list[str]:
    """The game's actions in notation, every seat's (a single round: the first of its match)."""
    rules = make_rules(load_catalog().get(game.variant))
    bots = [make_bot(level, rules, iterations=ITERATIONS.get(level)) for level in game.lineup]
    rngs = [random.Random(derive(SEED, game.key, seat)) for seat in range(len(bots))]
    match = Match(rules, len(bots), game.deal)
    actions: list[str] = []

    def choose(seat: int, view: View, legal: list[Action]) -> Action:
        return bots[seat].decide(view, legal, rngs[seat]).action

    state = play_round(rules, match, choose)
    actions.extend(str(action) for action in state.log)
    return actions


def digest(actions: Sequence[str]) -> str:
    return hashlib.sha256("\n".join(actions).encode()).hexdigest()[:20]


def record_all() -> dict[str, dict[str, object]]:
    found: dict[str, dict[str, object]] = {}
    for game in bot_games():
        actions = play(game)
        found[game.key] = {"actions": len(actions), "digest": digest(actions)}
        print(f"{game.key}: {len(actions)} actions", flush=True)
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="record every game again")
    args = parser.parse_args(argv)
    if args.write:
        RECORD.write_text(json.dumps(record_all(), indent=1, sort_keys=True) + "\n")
        print(f"written: {RECORD}")
        return 0
    expected = json.loads(RECORD.read_text())
    bad = 0
    for game in bot_games():
        actions = play(game)
        wanted = expected.get(game.key)
        got = {"actions": len(actions), "digest": digest(actions)}
        if wanted != got:
            bad += 1
            print(f"DIFFERENT {game.key}: recorded {wanted}, now {got}")
    print("all the same" if not bad else f"{bad} games differ")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
