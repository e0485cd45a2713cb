"""``q2j play`` (the default command): open the card table.

Flags pick the variant, players, seats and deal so a game can start straight
from the command line; ``--smoke`` plays a bots-only game headless and exits.
Every flag is checked before a window opens: the variant and its players (the
same rule with or without ``--variant``), the seats, and that the screenshot
can be written.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

from ..files.safe_yaml import key_text
from ..i18n import _
from ..i18n.their_words import os_words
from ..terminal.arguments import seed_int
from .common import (
    CommandError,
    add_variant_file_argument,
    catalog_for,
    check_players,
    players_int,
    window_size,
)


def add_table_arguments(parser: argparse._ActionsContainer) -> None:
    """The flags that set up a table; ``q2j --help`` lists them too."""
    parser.add_argument(
        "--variant",
        metavar="ID",
        help=_("variant id: q2j, q2j-classic, q2j-war, q2j-ng… (see `q2j variants`)"),
    )
    parser.add_argument(
        "--players", type=players_int, metavar="N", help=_("number of players (within the variant's range)")
    )
    parser.add_argument("--seed", type=seed_int, metavar="N", help=_("deal number (replays the same deal)"))
    parser.add_argument(
        "--seats",
        metavar="KINDS",
        help=_("comma-separated seat kinds: human, ai or an AI level, one per player (e.g. human,ai,hard)"),
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", action="store_true", help=_("start fullscreen"))
    mode.add_argument("--windowed", action="store_true", help=_("start in a window"))
    parser.add_argument("--size", type=window_size, metavar="WxH", help=_("window size, e.g. 1280x800"))
    add_variant_file_argument(parser)
    parser.add_argument(
        "--smoke",
        action="store_true",
        help=_("play one bots-only game headless through menu, table and scoreboard, then exit"),
    )
    parser.add_argument(
        "--screenshot", type=Path, metavar="PATH", help=_("save a PNG of the table once the deal has landed")
    )


def flags_help() -> str:
    """The table flags as ``--help`` shows them, for the top-level help."""
    parser = argparse.ArgumentParser(prog="q2j", add_help=False, usage=argparse.SUPPRESS)
    add_table_arguments(parser.add_argument_group(_("table flags (the same as `q2j play FLAGS`)")))
    return parser.format_help().strip("\n") + "\n"


def add_parser(commands: Any) -> None:
    parser = commands.add_parser(
        "play",
        help=_("open the card table (the default; `q2j FLAGS` means `q2j play FLAGS`)"),
        description=_("Open the card table. With table flags the game starts at the table."),
        epilog=_("example: q2j play --variant q2j-war --players 2 --seed 42 --seats human,hard"),
    )
    add_table_arguments(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from ..launch import LaunchOptions

    launch = LaunchOptions(
        variant=args.variant,
        players=args.players,
        seed=args.seed,
        variant_files=list(args.variant_file),
        smoke=args.smoke,
        screenshot=args.screenshot,
        start_at_table=not args.smoke
        and any(
            flag is not None for flag in (args.variant, args.players, args.seed, args.seats, args.screenshot)
        ),
    )
    if args.variant or args.players is not None or args.seats or args.variant_file:
        _check_table(launch, args.seats)
    if args.screenshot is not None:
        _check_screenshot(args.screenshot)
    fullscreen = True if args.fullscreen else False if args.windowed else None
    from ..app import run as run_app

    return run_app(launch, size=args.size, fullscreen=fullscreen)


def _check_table(launch: Any, seats: str | None) -> None:
    """The variant, players and seats asked for, checked before any window opens."""
    from ..ai import LEVELS
    from ..engine.registry import entry
    from ..play.seats import parse_seats

    catalog = catalog_for(argparse.Namespace(variant_file=launch.variant_files))
    for problem in catalog.problems:
        print(_("q2j: skipped a broken variant: {problem}").format(problem=problem), file=sys.stderr)
    # Without --variant the setup screen opens on the catalog's first variant: check against that.
    variant = catalog.get(launch.variant) if launch.variant else next(iter(catalog.variants.values()))
    if not entry(variant.game).at_table:
        raise CommandError(
            _(
                "{name} has no table yet; play it from the command line: q2j simulate "
                "--variant {id}, q2j tournament --variant {id}"
            ).format(name=variant.name, id=variant.id)
        )
    if seats:
        try:
            launch.seats = parse_seats(seats, tuple(LEVELS))
        except ValueError as error:
            raise CommandError(_("--seats: {error}").format(error=error)) from None
        if launch.players is None:
            launch.players = len(launch.seats)
        elif len(launch.seats) != launch.players:
            raise CommandError(
                _("--seats names {len} seats but --players is {players}").format(
                    len=len(launch.seats), players=launch.players
                )
            )
    if launch.players is not None:
        check_players(variant, launch.players)


def _check_screenshot(path: Path) -> None:
    """The screenshot's folder must take a file now, not after the deal. The name is shown as
    typed, or quoted when it holds a line break or other odd characters (one line, always)."""
    named = key_text(str(path))
    if path.suffix.lower() != ".png":
        raise CommandError(_("--screenshot: the file name must end in .png, got {path}").format(path=named))
    if path.is_dir():
        raise CommandError(
            _("--screenshot: {path} is a folder; give a file name ending in .png").format(path=named)
        )
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=path.parent):
            pass
    except OSError as error:
        reason = os_words(error)
        raise CommandError(
            _("--screenshot: cannot write in {parent} ({reason})").format(
                parent=key_text(str(path.parent)), reason=reason
            )
        ) from None
