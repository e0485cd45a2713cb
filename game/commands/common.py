"""Helpers the command-line tools share: checking flags, resolving a variant and its players.

Every flag is checked before any work starts. A bad one is a ``CommandError``
(or argparse's own error): one line on stderr saying what is allowed, exit status 2.
"""

from __future__ import annotations

import argparse
import math
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..engine import Rules, Variant, make_rules
from ..i18n import _, numbers
from ..i18n.their_words import os_words
from ..i18n.typed_numbers import whole_up_to
from ..variants import Catalog, load_catalog

MAX_SEED = 2**63 - 1  # a deal number that fits every save and every display
MAX_SECONDS = 3600.0


class CommandError(Exception):
    """A flag that parsed but cannot be used; the message says what is allowed."""


class Parser(argparse.ArgumentParser):
    """argparse with a one-line error: the problem and where to read more, then exit 2."""

    def error(self, message: str) -> Any:
        # argparse echoes what was typed: a control character in it would break the line. (A
        # no-break space is no control: French sets "argument --games : …" with one.)
        shown = "".join(repr(c)[1:-1] if unicodedata.category(c).startswith("C") else c for c in message)
        self.exit(
            2, _("{prog}: {message} (see `{prog} --help`)").format(prog=self.prog, message=shown) + "\n"
        )


def _whole(text: str, allowed: Callable[[str], str]) -> int:
    """``text`` as a whole number; else the flag's error says what is allowed: ``allowed`` of the
    text as typed (quoted, cut), in the player's language. ASCII digits only (``int`` takes ``٣``)."""
    try:
        if not text.isascii():
            raise ValueError(text)
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(allowed(repr(text[:40]))) from None


def positive_int(text: str) -> int:
    """argparse type: a whole number of at least 1."""
    value = _whole(
        text, lambda typed: _("expected a whole number of at least 1, got {text}").format(text=typed)
    )
    if value < 1:
        raise argparse.ArgumentTypeError(
            _("expected a number of at least 1, got {value}").format(value=value)
        )
    return value


def whole_between(low: int, high: int) -> Callable[[str], int]:
    """argparse type: a whole number from ``low`` to ``high``. A flag that sizes a run is bounded,
    so a typo of twenty digits is refused at once instead of running for ever."""

    def whole_number(text: str) -> int:
        def allowed(typed: str) -> str:
            return _("expected a whole number from {low} to {high}, got {text}").format(
                low=numbers.number(low), high=numbers.number(high), text=typed
            )

        value = _whole(text, allowed)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(allowed(text[:40]))
        return value

    return whole_number


def players_int(text: str) -> int:
    """argparse type: a number of seats (checked against the variant once it is known; a word that
    is no number is told the range of every variant)."""

    def allowed(typed: str) -> str:
        variants = load_catalog().variants.values()
        least, most = min(v.min_players for v in variants), max(v.max_players for v in variants)
        return _("expected a whole number of players from {low} to {high}, got {text}").format(
            low=least, high=most, text=typed
        )

    return _whole(text, allowed)


def seed_int(text: str) -> int:
    """argparse type: a deal number, from 0 to ``MAX_SEED``."""

    def allowed(typed: str) -> str:
        return _("a seed is from 0 to {most}, got {text}").format(most=MAX_SEED, text=typed)

    value = _whole(text, allowed)
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(allowed(text[:40]))
    return value


def seconds_float(text: str) -> float:
    """argparse type: a duration in seconds, more than 0 and at most an hour."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("expected a number of seconds, got {text}").format(text=repr(text[:40]))
        ) from None
    if not (math.isfinite(value) and 0 < value <= MAX_SECONDS):
        raise argparse.ArgumentTypeError(
            _("seconds are above 0 and at most {most}, got {text}").format(
                most=f"{MAX_SECONDS:g}", text=text[:40]
            )
        )
    return value


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
