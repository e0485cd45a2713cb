"""``q2j variants``: every variant the game knows, and what is wrong with any broken file."""

from __future__ import annotations

import argparse
from typing import Any

from ..files import paths
from ..files.folder_problems import user_dir_problem
from ..i18n import _
from ..i18n.words import variant_description, variant_name
from .common import add_variant_file_argument, check_variant_files


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("variants", help=_("list the variants (built-in and your own)"))
    add_variant_file_argument(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..variants import load_catalog

    check_variant_files(args.variant_file)
    catalog = load_catalog(extra_files=args.variant_file)  # broken files are listed below
    for variant in catalog.variants.values():
        players = (
            str(variant.min_players)
            if variant.min_players == variant.max_players
            else f"{variant.min_players}-{variant.max_players}"
        )
        print(
            _("{id:<24} {players:>5} players  {name}: {description}").format(
                id=variant.id,
                players=players,
                name=variant_name(variant),
                description=variant_description(variant),
            )
        )
    print(
        _("\nYour own variants go in {user_variants_dir} (YAML; see docs/VARIANTS.md).").format(
            user_variants_dir=paths.user_variants_dir()
        )
    )
    unusable = user_dir_problem()
    if unusable:
        print(f"\n{unusable}")
    if catalog.problems:
        print(_("\nThese files were left out:"))
        for problem in catalog.problems:
            print(f"  {problem}")
    return 1 if catalog.problems or unusable else 0
