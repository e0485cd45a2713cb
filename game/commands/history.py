"""``q2j history``: the recorded games, newest first; ``q2j history export ID FILE``: one as a replay file;
``q2j history csv FILE``: them all as a table for a spreadsheet."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..i18n import _, ngettext, pgettext
from ..i18n.their_words import os_words
from ..terminal.arguments import positive_int
from .common import CommandError
from .history_db import add_filter_arguments, filters_from, open_history_db

if TYPE_CHECKING:
    from ..history.listing import GameLine
    from ..history.records import TakenOver

DEFAULT_LIMIT = 30


def add_parser(commands: Any) -> None:
    parser = commands.add_parser(
        "history",
        help=_("list the recorded games, newest first (export one with `q2j history export ID FILE`)"),
        description=_(
            "The games recorded in your history, newest first: number, date, game, variant, seats "
            "and result. A game left before its end is marked so: as one that can be continued while a "
            "saved game still holds it, else as abandoned. A match played at a table across the room "
            "that you joined is marked so: only its rounds' results were kept, so it cannot be "
            "replayed. `q2j history export ID FILE` writes one as a replay file."
        ),
    )
    parser.add_argument(
        "--limit",
        type=positive_int,
        default=DEFAULT_LIMIT,
        help=_("at most this many (default {limit})").format(limit=DEFAULT_LIMIT),
    )
    parser.add_argument("--all", action="store_true", help=_("every recorded game"))
    parser.add_argument("--profile", metavar="NAME", help=_("only the games this profile played"))
    add_filter_arguments(parser)
    parser.set_defaults(run=run)
    actions = parser.add_subparsers(dest="action", metavar="ACTION", title=_("actions"))
    export = actions.add_parser(
        "export",
        help=_("write one game as a replay file"),
        description=_(
            "Write game ID of the history (its number in `q2j history`) as a small text file: "
            "the variant and its options, the deal number, the seats, every action in notation and the "
            "result. `q2j replay --check FILE` plays it again."
        ),
    )
    export.add_argument("id", type=positive_int, metavar="ID", help=_("the game's number in `q2j history`"))
    export.add_argument("file", type=Path, metavar="FILE", help=_("the file to write"))
    export.set_defaults(run=run_export)
    table = actions.add_parser(
        "csv",
        help=_("write every game as one CSV table, for a spreadsheet"),
        description=_(
            "Write the games of the history (oldest first) as a CSV file a spreadsheet opens: number, "
            "start, end, game, variant, status, who made it, rounds, players (computers with their level) "
            "and winners. The filters choose which games."
        ),
    )
    table.add_argument("file", type=Path, metavar="FILE", help=_("the file to write"))
    table.add_argument("--profile", metavar="NAME", help=_("only the games this profile played"))
    add_filter_arguments(table)
    table.set_defaults(run=run_csv)


def chosen_games(args: argparse.Namespace, limit: int | None) -> list[GameLine]:
    """The newest ``limit`` games (all: ``None``) that the filters and ``--profile`` choose, each
    knowing whether a saved game still holds it (so that it can be continued)."""
    from ..history.continuable import continuable_games
    from ..history.listing import recent_games
    from ..history.profiles import ProfileError, profile_named

    db = open_history_db()
    try:
        filters = filters_from(args, db)
        profile = None
        if args.profile:
            try:
                profile = profile_named(db, args.profile)
            except ProfileError as error:
                raise CommandError(_("--profile: {error}").format(error=error)) from None
        return list(recent_games(db, limit, filters, profile, continuable_games(db)))
    finally:
        db.close()


def run(args: argparse.Namespace) -> int:
    from ..history.clock import shown

    games = chosen_games(args, None if args.all else args.limit)
    if not games:
        print(
            _("No games recorded yet.")
            if not (args.profile or args.game or args.variant or args.since or args.until)
            else _("No recorded game matches.")
        )
        return 0
    print(
        _("{value:>5}  {value2:<16}  {value3:<16}  {value4:<20}  seats  →  result").format(
            value=pgettext("history column", "id"),
            value2=pgettext("history column", "date"),
            value3=pgettext("history column", "game"),
            value4=pgettext("history column", "variant"),
        )
    )
    for line in games:
        seats = ", ".join(seat.label() for seat in line.seats)
        note = " " + _("[smoke test]") if line.origin.value == "smoke" else ""
        if line.taken_over is not None:
            note += f" [{line.taken_over.words()}]"  # "[taken over from game 12 at move 30]"
        if line.joined is not None:  # only its rounds' results were kept: no replay, no export
            note += " [" + _("{where}; it cannot be replayed").format(where=line.where_words()) + "]"
        print(
            f"{line.id:>5}  {shown(line.started):<16}  {line.game:<16}  {line.variant:<20}  "
            f"{seats}  →  {line.result()}{note}"
        )
    return 0


CSV_COLUMNS = (
    "id",
    "started",
    "ended",
    "game",
    "variant",
    "variant_name",
    "status",
    "origin",
    "rounds",
    "players",
    "winners",
    # A game begun from another's replay ("Take over from here"): the game's number (or the
    # replay file's name), the round and the moves made in it; empty for a game begun at its deal.
    "taken_from_game",
    "taken_from_file",
    "taken_round",
    "taken_move",
)


def run_csv(args: argparse.Namespace) -> int:
    """Every game the filters choose, oldest first, one CSV row each (column names as data)."""
    import csv
    import io

    from ..files.user_files import write_atomically
    from ..history.listing import seat_name
    from ..history.records import Status

    target: Path = args.file
    if target.is_dir():
        raise CommandError(_("{target} is a folder; give a file name").format(target=target))
    if not target.parent.is_dir():
        raise CommandError(
            _(
                "the folder {folder} does not exist; make it first, or give a file in a folder that does"
            ).format(folder=target.parent)
        )
    games = list(reversed(chosen_games(args, None)))
    sheet = io.StringIO()
    writer = csv.writer(sheet, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for line in games:
        winners = [seat_name(line.seats[s]) for s in line.winners if s < len(line.seats)]
        writer.writerow(
            (
                line.id,
                line.started.isoformat(),
                "" if line.ended is None else line.ended.isoformat(),
                line.game,
                line.variant,
                line.variant_name,
                line.status.value,
                line.origin.value,
                line.rounds,
                "; ".join(seat_name(seat) for seat in line.seats),
                "; ".join(winners) if line.status is Status.FINISHED else "",
                *_taken_cells(line.taken_over),
            )
        )
    try:
        write_atomically(target, sheet.getvalue())
    except OSError as error:
        raise CommandError(
            _("{target} could not be written ({strerror})").format(target=target, strerror=os_words(error))
        ) from None
    print(
        ngettext(
            "{count} game written to {target}.", "{count} games written to {target}.", len(games)
        ).format(count=len(games), target=target)
    )
    return 0


def _taken_cells(taken: TakenOver | None) -> tuple[object, ...]:
    """The four ``taken_*`` cells of a CSV row."""
    if taken is None:
        return ("", "", "", "")
    return ("" if taken.game is None else taken.game, taken.file, taken.round, taken.move)


def run_export(args: argparse.Namespace) -> int:
    from ..history.listing import not_replayable
    from ..history.replay_file import write_replay
    from ..history.store import load_game

    db = open_history_db()
    try:
        stored = load_game(db, args.id)
    finally:
        db.close()
    if stored is None:
        raise CommandError(
            _("there is no game {id} in the history (`q2j history` lists them)").format(id=args.id)
        )
    if stored.record.joined is not None:  # no deal and no moves were kept: nothing to write
        raise CommandError(not_replayable(args.id, stored.record.joined))
    target: Path = args.file
    if target.is_dir():
        raise CommandError(_("{target} is a folder; give a file name").format(target=target))
    if not target.parent.is_dir():  # made without a word before: a typo became a tree of folders
        raise CommandError(
            _(
                "the folder {folder} does not exist; make it first, or give a file in a folder that does"
            ).format(folder=target.parent)
        )
    try:
        write_replay(stored.record, target)
    except OSError as error:
        raise CommandError(
            _("{target} could not be written ({strerror})").format(target=target, strerror=os_words(error))
        ) from None
    actions = stored.record.actions
    print(
        _("Game {id} ({variant}, deal #{seed}, {actions} actions) written to {target}.").format(
            id=args.id, variant=stored.record.variant, seed=stored.record.seed, actions=actions, target=target
        )
    )
    return 0
