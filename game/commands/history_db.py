"""What the history commands share: opening the history, and the filters they all take."""

from __future__ import annotations

import argparse
import datetime
import sqlite3
import sys
from typing import TYPE_CHECKING

from ..i18n import _
from ..i18n.their_words import failure_words
from .common import CommandError

if TYPE_CHECKING:
    from ..history.filters import Filters


def open_history_db() -> sqlite3.Connection:
    """The player's history, ready to read and write (the settings' birthdays taken into profiles).

    A file that had to be set aside is said on stderr; a newer program's file is a ``CommandError``.
    """
    from ..history.database import HistoryUnavailable, open_history
    from ..history.profiles import import_birthdays
    from ..history.settings_birthdays import settings_birthdays

    try:
        opened = open_history()
    except HistoryUnavailable as error:
        raise CommandError(str(error)) from None
    if opened.notice:
        print(f"q2j: {opened.notice}", file=sys.stderr)
    try:
        import_birthdays(opened.db, settings_birthdays())
    except sqlite3.Error as error:
        print(
            _("q2j: the birthdays in your settings were not made into profiles ({error})").format(
                error=failure_words(error)
            ),
            file=sys.stderr,
        )
    return opened.db


def day(text: str) -> datetime.date:
    """argparse type: a day written year-month-day."""
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a day such as 2026-11-30, got {text[:40]!r}") from None


def add_filter_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--game", metavar="G", help=_("one game (q2j, war, ng, quatorze, crazy-jokers) or variant id")
    )
    parser.add_argument("--variant", metavar="ID", help=_("one variant only (see `q2j variants`)"))
    parser.add_argument(
        "--since", type=day, metavar="DATE", help=_("games ended on or after this day (YYYY-MM-DD)")
    )
    parser.add_argument("--until", type=day, metavar="DATE", help=_("games ended on or before this day"))


def filters_from(args: argparse.Namespace, db: sqlite3.Connection) -> Filters:
    """The ``Filters`` the flags ask for; ``--game`` takes a game's name (every variant) or a variant id."""
    from ..engine import VariantError, entry, game_names
    from ..history.filters import Filters

    game, variant = None, args.variant
    if args.game:
        try:
            game = entry(args.game).name
        except VariantError:
            recorded = db.execute("SELECT 1 FROM games WHERE variant = ? LIMIT 1", (args.game,)).fetchone()
            if recorded is None and not _known_variant(args.game):
                raise CommandError(
                    _(
                        "--game: {game!r} is neither a game ({join}) nor a variant id (`q2j "
                        "variants` lists them)"
                    ).format(game=args.game, join=", ".join(game_names()))
                ) from None
            variant = args.game
    if args.since and args.until and args.since > args.until:
        raise CommandError(
            _("--since {since} comes after --until {until}").format(since=args.since, until=args.until)
        )
    return Filters(game=game, variant=variant, since=args.since, until=args.until)


def _known_variant(variant: str) -> bool:
    from ..variants import load_catalog

    return variant in load_catalog().variants
