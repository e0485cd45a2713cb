"""The network table's leak check at scale: many seeded matches of every variant over the
loopback, every frame the host sends checked by the tests' independent check (tests/net/secrecy.py:
each card a frame names must lie in a place its seat may see by the table written from the seeds
and RULINGS.md, or have been shown to it).

    .venv/bin/python tools/leak_check_net.py --seeds 5
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.net.secrecy import SecrecyCheck  # noqa: E402
from tests.net.table import CATALOG, host_for, play  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seeds", type=int, default=3, help="matches per variant and table size")
    args = parser.parse_args()
    total = SecrecyCheck()
    for variant in CATALOG.variants.values():
        for players in sorted({variant.min_players, variant.max_players}):
            check = SecrecyCheck()
            for seed in range(args.seeds):
                kinds = (
                    ["remote"] * players
                    if players <= 3
                    else ["remote", "remote", *["random"] * (players - 2)]
                )
                asyncio.run(
                    play(host_for(variant.id, kinds, seed=seed, recorder=check), kinds.count("remote"), 600)
                )
            print(
                f"{variant.id:24} {players} seats: {check.frames:7} frames, "
                f"{check.cards:8} cards, {len(check.leaks)} leaks"
            )
            total.frames += check.frames
            total.cards += check.cards
            total.leaks += check.leaks
    print(f"all: {total.frames} frames, {total.cards} cards checked, {len(total.leaks)} leaks")
    for leak in total.leaks[:20]:
        print("  " + leak)
    return 1 if total.leaks else 0


if __name__ == "__main__":
    sys.exit(main())
