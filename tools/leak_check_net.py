"""The network table's leak check at scale: many seeded matches of every variant over the
loopback, every frame the host sends checked by the tests' own check (tests/net/table.py:
each card a frame names must be one its seat may see at that moment, from the engine's view for
that seat either side of the change and the engine's events).

    .venv/bin/python tools/leak_check_net.py --seeds 5
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.net.table import CATALOG, LeakCheck, host_for, play  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seeds", type=int, default=3, help="matches per variant and table size")
    args = parser.parse_args()
    total = LeakCheck()
    for variant in CATALOG.variants.values():
        for players in sorted({variant.min_players, variant.max_players}):
            check = LeakCheck()
            for seed in range(args.seeds):
                kinds = (
                    ["remote"] * players
                    if players <= 3
                    else ["remote", "remote", *["random"] * (players - 2)]
                )
                check.before.clear()
                asyncio.run(
                    play(host_for(variant.id, kinds, seed=seed, recorder=check), kinds.count("remote"), 600)
                )
            print(
                f"{variant.id:24} {players} seats: {check.messages:7} messages, "
                f"{check.cards:8} cards, {len(check.leaks)} leaks"
            )
            total.messages += check.messages
            total.cards += check.cards
            total.leaks += check.leaks
    print(f"all: {total.messages} messages, {total.cards} cards checked, {len(total.leaks)} leaks")
    for leak in total.leaks[:20]:
        print("  " + leak)
    return 1 if total.leaks else 0


if __name__ == "__main__":
    sys.exit(main())
