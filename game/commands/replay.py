"""``q2j replay [--check] FILE``: play an exported game again and compare how it ends.

``--check`` replays it headless and prints the result: exit 0 when it ends as recorded, 1 when
it does not (or an action cannot be played: the message names the first such action, its
number, notation and the rules' reason), 2 when the file cannot be read. Without ``--check``
the file opens in the replay viewer (which says on the screen what does not replay).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..i18n import _
from .common import CommandError

if TYPE_CHECKING:
    from ..history.replay import Replay


def add_parser(commands: Any) -> None:
    parser = commands.add_parser(
        "replay",
        help=_("watch an exported game again in the viewer (--check: headless, compare the result)"),
        description=_(
            "Play a game exported with `q2j history export` again from its deal number and actions."
        ),
    )
    parser.add_argument(
        "--check", action="store_true", help=_("replay headless, print the result, exit 1 if it differs")
    )
    parser.add_argument("file", type=Path, metavar="FILE")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..history.replay import Replay, ReplayError
    from ..history.replay_file import ReplayFileError, read_replay

    try:
        loaded = read_replay(args.file)
    except ReplayFileError as error:
        raise CommandError(str(error)) from None
    if not args.check:
        return open_viewer(args.file)
    try:
        replay = Replay(loaded.record)
    except ReplayError as error:
        where = f"{loaded.where_action(error.number)}: " if error.number is not None else f"{args.file}: "
        print(f"q2j: {where}{error}", file=sys.stderr)
        print(
            _(
                "q2j: the game does not replay: the file was changed, or it comes from "
                "a version of Q2J with other rules."
            ),
            file=sys.stderr,
        )
        return 1
    print(summary(replay))
    if replay.mismatches:
        for problem in replay.mismatches:
            print(_("  differs: {problem}").format(problem=problem))
        print(_("The replay does NOT end as recorded."))
        return 1
    print(_("The replay ends as recorded."))
    return 0


def open_viewer(path: Path) -> int:
    """The game window, opening on the replay viewer (Esc there leads to the menu)."""
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from ..app import run as run_app
    from ..launch import LaunchOptions

    return run_app(LaunchOptions(replay_file=path))


def summary(replay: Replay) -> str:
    """ "quatorze, deal #12, 3 seats: 4 rounds, 612 actions; won by Ada (totals Ada 150, …)"."""
    record, match = replay.record, replay.match
    names = [seat.name for seat in record.seats]
    rounds = len(record.rounds)
    head = (
        f"{record.variant_name} ({record.variant}), deal #{record.seed}, {len(names)} seats: "
        f"{rounds} round{'' if rounds == 1 else 's'}, {record.actions} actions"
    )
    if not match.over:
        return f"{head}; {record.status.value} before the end"
    winners = ", ".join(names[seat] for seat in match.winners) or "nobody"
    totals = ""
    if match.scored:
        totals = " (totals " + ", ".join(f"{n} {t}" for n, t in zip(names, match.scores, strict=True)) + ")"
    return f"{head}; won by {winners}{totals}"
