"""``q2j play`` (the default command): open the card table.

Flags pick the variant, players, seats and deal so a game can start straight
from the command line; ``--smoke`` plays a bots-only game headless and exits.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any


def _size(text: str) -> tuple[int, int]:
    width, sep, height = text.lower().partition("x")
    if not sep or not width.isdigit() or not height.isdigit():
        raise argparse.ArgumentTypeError(f"size must be WIDTHxHEIGHT, e.g. 1280x800, not {text!r}")
    w, h = int(width), int(height)
    if not (640 <= w <= 10000 and 480 <= h <= 10000):
        raise argparse.ArgumentTypeError(f"size must be at least 640x480, got {text!r}")
    return w, h


def _positive(text: str) -> int:
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"expected a whole number from 0, got {text!r}")
    return int(text)


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("play", help="open the card table (the default)")
    parser.add_argument("--variant", metavar="ID", help="variant id, e.g. q2j, q2j-classic, war, ng")
    parser.add_argument("--players", type=_positive, metavar="N", help="number of players")
    parser.add_argument("--seed", type=_positive, metavar="N", help="deal number (replays the same deal)")
    parser.add_argument(
        "--seats",
        metavar="KINDS",
        help="comma-separated seat kinds: human, ai or an AI level (e.g. human,ai,ai)",
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", action="store_true", help="start fullscreen")
    mode.add_argument("--windowed", action="store_true", help="start in a window")
    parser.add_argument("--size", type=_size, metavar="WxH", help="window size, e.g. 1280x800")
    parser.add_argument(
        "--variant-file",
        action="append",
        type=Path,
        default=[],
        metavar="PATH",
        help="an extra variant YAML file (may be repeated)",
    )
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="play one bots-only game headless through menu, table and scoreboard, then exit",
    )
    parser.add_argument(
        "--screenshot", type=Path, metavar="PATH", help="save a PNG of the table once the deal has landed"
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from ..scenes.context import LaunchOptions

    for path in args.variant_file:
        if not path.is_file():
            print(f"q2j: no such variant file: {path}", file=sys.stderr)
            return 2
    launch = LaunchOptions(
        variant=args.variant,
        players=args.players,
        seed=args.seed,
        variant_files=list(args.variant_file),
        smoke=args.smoke,
        screenshot=args.screenshot,
        start_at_table=not args.smoke and any(
            flag is not None for flag in (args.variant, args.players, args.seed, args.seats, args.screenshot)
        ),
    )
    if args.variant or args.seats or args.variant_file:
        problem = _check(launch, args.seats)
        if problem:
            print(f"q2j: {problem}", file=sys.stderr)
            return 2
    fullscreen = True if args.fullscreen else False if args.windowed else None
    from ..app import run as run_app

    return run_app(launch, size=args.size, fullscreen=fullscreen)


def _check(launch: Any, seats: str | None) -> str | None:
    """Problems with the chosen variant, players or seats, in a sentence (before any window opens)."""
    from ..engine import VariantError
    from ..scenes.table.seats import parse_seats
    from ..variants.catalog import load_catalog

    catalog = load_catalog(launch.variant_files)
    for problem in catalog.problems:
        print(f"q2j: skipped a broken variant: {problem}", file=sys.stderr)
    variant = None
    if launch.variant:
        try:
            variant = catalog.get(launch.variant)
        except VariantError as error:
            return str(error)
        if launch.players is not None and not variant.min_players <= launch.players <= variant.max_players:
            return (
                f"{variant.name} is for {variant.min_players}–{variant.max_players} players, "
                f"not {launch.players}"
            )
    if seats:
        from ..ai import LEVELS

        try:
            launch.seats = parse_seats(seats, tuple(LEVELS))
        except ValueError as error:
            return str(error)
    return None
