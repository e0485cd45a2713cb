"""Helpers the command-line tools share: resolving a variant and checking numbers."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ..engine import Rules, Variant, make_rules
from ..variants import Catalog, load_catalog


def positive_int(text: str) -> int:
    """argparse type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, got {value}")
    return value


def seed_int(text: str) -> int:
    """argparse type: a deal number (any whole number from 0)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seed is a whole number, got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"a seed is 0 or more, got {value}")
    return value


def add_variant_arguments(parser: argparse.ArgumentParser, default: str | None = "q2j") -> None:
    parser.add_argument("--variant", default=default, metavar="ID", help="variant id (see `q2j variants`)")
    parser.add_argument(
        "--variant-file", action="append", default=[], metavar="PATH", type=Path,
        help="an extra variant YAML file (may be given more than once)",
    )


def catalog_for(args: argparse.Namespace) -> Catalog:
    missing = [path for path in args.variant_file if not path.is_file()]
    if missing:
        raise SystemExit(f"q2j: no such variant file: {missing[0]}")
    return load_catalog(extra_files=args.variant_file)


def resolve(args: argparse.Namespace, players: int | None) -> tuple[Variant, Rules[Any], int]:
    """The variant, its rules and the player count asked for (checked against the variant)."""
    catalog = catalog_for(args)
    variant = catalog.get(args.variant)
    count = players if players is not None else variant.default_players
    if not variant.min_players <= count <= variant.max_players:
        raise SystemExit(
            f"q2j: {variant.name} is for {variant.min_players}–{variant.max_players} players, not {count}"
        )
    return variant, make_rules(variant), count
