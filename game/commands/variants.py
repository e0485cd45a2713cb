"""``q2j variants``: every variant the game knows, and what is wrong with any broken file."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from .. import paths


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("variants", help="list the variants (built-in and your own)")
    parser.add_argument("--variant-file", action="append", default=[], metavar="PATH", type=Path)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from .common import catalog_for

    catalog = catalog_for(args)
    for variant in catalog.variants.values():
        players = (
            str(variant.min_players)
            if variant.min_players == variant.max_players
            else f"{variant.min_players}-{variant.max_players}"
        )
        print(f"{variant.id:<24} {players:>5} players  {variant.name}: {variant.description}")
    print(f"\nYour own variants go in {paths.user_variants_dir()} (YAML; see docs/VARIANTS.md).")
    if catalog.problems:
        print("\nThese files were left out:")
        for problem in catalog.problems:
            print(f"  {problem}")
        return 1
    return 0
