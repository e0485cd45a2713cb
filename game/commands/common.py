"""Helpers the commands share: resolving a variant and its players, checking the flags that
need the variants (``--players``, ``--variant-file``) and the window's ``--size``.

Every flag is checked before any work starts. A bad one is a ``CommandError`` (or argparse's
own error): one line on stderr saying what is allowed, exit status 2. The readers of plain
numbers and the one-line ``Parser`` are the long runs' own, ``game.terminal.arguments``.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ..engine import Rules, Variant, make_rules
from ..i18n import _
from ..i18n.their_words import os_words
from ..i18n.typed_numbers import whole_up_to
from ..terminal.arguments import whole
from ..variants import Catalog, load_catalog


class CommandError(Exception):
    """A flag that parsed but cannot be used; the message says what is allowed."""


def players_int(text: str) -> int:
    """argparse type: a number of seats (checked against the variant once it is known; a word that
    is no number is told the range of every variant)."""

    def allowed(typed: str) -> str:
        variants = load_catalog().variants.values()
        least, most = min(v.min_players for v in variants), max(v.max_players for v in variants)
        return _("expected a whole number of players from {low} to {high}, got {text}").format(
            low=least, high=most, text=typed
        )

    return whole(text, allowed)


def add_variant_arguments(parser: argparse.ArgumentParser, default: str | None = "q2j") -> None:
    parser.add_argument("--variant", default=default, metavar="ID", help=_("variant id (see `q2j variants`)"))
    add_variant_file_argument(parser)


def add_variant_file_argument(parser: argparse._ActionsContainer) -> None:
    parser.add_argument(
        "--variant-file",
        action="append",
        default=[],
        metavar="PATH",
        type=Path,
        help=_("an extra variant YAML file (may be given more than once)"),
    )


def catalog_for(args: argparse.Namespace) -> Catalog:
    """The variants, with each ``--variant-file``; a file that is missing or broken is an error."""
    check_variant_files(args.variant_file)
    catalog = load_catalog(extra_files=args.variant_file)
    for path in args.variant_file:
        problem = catalog.left_out_file(path)
        if problem is not None:
            raise CommandError(_("the variant file was left out: {problem}").format(problem=problem))
    return catalog


def check_variant_files(files: list[Path]) -> None:
    for path in files:
        if path.is_file():
            continue
        try:
            path.stat()
            why = _("not a plain file")
        except FileNotFoundError:
            why = _("a symbolic link to nothing") if path.is_symlink() else _("no such variant file")
        except OSError as error:
            why = str(os_words(error))  # a link in a loop, a folder that cannot be entered
        raise CommandError(f"{why}: {path}")


def clipped(number: int) -> str:
    """A number typed on the command line, as a message repeats it: cut after 40 digits."""
    text = str(number)
    return text if len(text) <= 40 else text[:39] + "…"


def check_players(variant: Variant, count: int) -> int:
    """``count`` if ``variant`` can be played by that many, else a ``CommandError`` saying who can."""
    if not variant.min_players <= count <= variant.max_players:
        allowed = (
            str(variant.min_players)
            if variant.min_players == variant.max_players
            else f"{variant.min_players}–{variant.max_players}"
        )
        raise CommandError(
            _("{name} ({id}) is for {allowed} players, not {count}").format(
                name=variant.name, id=variant.id, allowed=allowed, count=clipped(count)
            )
        )
    return count


def resolve(args: argparse.Namespace, players: int | None) -> tuple[Variant, Rules[Any], int]:
    """The variant, its rules and the player count asked for (checked against the variant)."""
    variant = catalog_for(args).get(args.variant)
    count = check_players(variant, players if players is not None else variant.default_players)
    return variant, make_rules(variant), count


def window_size(text: str) -> tuple[int, int]:
    """A ``--size`` flag's WIDTHxHEIGHT, within the window sizes the table is laid out for."""
    from ..player.settings import MIN_WINDOW, WINDOW_RANGE

    width, sep, height = text.lower().partition("x")
    # Ten digits at most (int() refuses a number of thousands), in ASCII ('²' passes isdigit).
    w, h = (whole_up_to(part, 10**10 - 1) for part in (width, height))
    if not sep or w is None or h is None:
        raise argparse.ArgumentTypeError(
            _("size must be WIDTHxHEIGHT, e.g. 1280x800, not {text}").format(text=repr(text[:40]))
        )
    (low_w, low_h), (high_w, high_h) = MIN_WINDOW, WINDOW_RANGE[1]
    if not (low_w <= w <= high_w and low_h <= h <= high_h):
        raise argparse.ArgumentTypeError(
            _("size must be from {low} to {high}, got {text}").format(
                low=f"{low_w}x{low_h}", high=f"{high_w}x{high_h}", text=repr(text[:40])
            )
        )
    return w, h
