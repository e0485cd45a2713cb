"""``q2j tournament``: bots of different levels play seat-rotated games; win rates with 95% CIs.

    q2j tournament --variant q2j --bots easy,medium,hard,expert --games 200 --seed 1
    q2j tournament --variant q2j --bots hard,medium,medium,medium --players 4 --games 400
    q2j tournament --variant quatorze --bots medium,hard --games 50 --match

Two seats: every pairing of the listed bots plays ``--games`` games. More seats:
the listed line-up sits at one table, rotated a seat each game. Searches run a
fixed number of iterations so a tournament replays exactly from its seed.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from typing import Any, NoReturn

from ..i18n import _, numbers
from ..terminal.arguments import (
    MAX_ITERATIONS,
    MAX_PAIRING_GAMES,
    seed_int,
    whole_between,
    workers_int,
)
from ..terminal.progress import games_bar, say
from .common import add_variant_arguments, catalog_for, players_int, resolve


def add_parser(commands: Any) -> None:
    parser = commands.add_parser(
        "tournament", help=_("bots against bots: win rates with 95%% intervals and decision times")
    )
    add_variant_arguments(parser)
    parser.add_argument(
        "--bots",
        default="easy,medium,hard,expert",
        metavar="LEVELS",
        help=_("comma-separated AI levels (random, easy, medium, hard, expert)"),
    )
    parser.add_argument(
        "--games",
        type=whole_between(1, MAX_PAIRING_GAMES),
        default=100,
        help=_("games per pairing (default 100, at most {most})").format(
            most=numbers.number(MAX_PAIRING_GAMES)
        ),
    )
    parser.add_argument("--seed", type=seed_int, default=0, help=_("tournament seed (default 0)"))
    parser.add_argument(
        "--players", type=players_int, default=None, help=_("seats (default 2, or the variant's least)")
    )
    parser.add_argument(
        "--workers", type=workers_int, default=min(2, os.cpu_count() or 1), help=_("processes (default 2)")
    )
    parser.add_argument(
        "--iterations",
        default=None,
        metavar="K",
        help=_(
            "search iterations: K for hard (expert gets 4K), or hard=K,expert=M "
            "(default: each level's own budget for the game)"
        ),
    )
    parser.add_argument(
        "--match",
        action="store_true",
        help=_(
            "scored variants (Quatorze): each game is a whole match to the variant's threshold "
            "(201), not one round"
        ),
    )
    parser.set_defaults(run=run)


def fail(message: str) -> NoReturn:
    """A bad flag: say what is allowed, exit 2 (as argparse does)."""
    print(_("q2j tournament: {message}").format(message=message), file=sys.stderr)
    raise SystemExit(2)


def parse_bots(text: str) -> list[str]:
    """The levels named in ``--bots``, each checked against the known levels."""
    from ..ai import LEVELS

    bots = [word.strip().lower() for word in text.split(",") if word.strip()]
    unknown = [bot for bot in bots if bot not in LEVELS]
    if unknown:
        fail(
            _("no AI level {unknown!r}; levels are: {join}").format(
                unknown=unknown[0], join=", ".join(LEVELS)
            )
        )
    if len(bots) < 2:
        fail(_("--bots needs at least two levels, e.g. --bots medium,hard"))
    return bots


def parse_iterations(text: str | None, game: str) -> dict[str, int]:
    """Iterations per search level from ``--iterations`` (K, or hard=K,expert=M)."""
    from ..ai import default_iterations

    budgets = {level: default_iterations(level, game) for level in ("hard", "expert")}
    if text is None:
        return budgets
    usage = (
        "--iterations takes K (hard K, expert 4K) or hard=K,expert=M, whole numbers from 1 to "
        f"{MAX_ITERATIONS:,} a decision (so K at most {MAX_ITERATIONS // 4:,})"
    )
    shown = repr(text[:40])
    try:
        if "=" not in text:
            k = int(text)
            budgets = {"hard": k, "expert": 4 * k}
        else:
            given: set[str] = set()
            for item in text.split(","):
                level, _equals, number = item.partition("=")
                level = level.strip().lower()
                if level not in budgets:
                    fail(_("{usage}; {level!r} is not hard or expert").format(usage=usage, level=level[:40]))
                if level in given:
                    fail(
                        _("--iterations gives {level} twice ({shown}); give each level once").format(
                            level=level, shown=shown
                        )
                    )
                given.add(level)
                budgets[level] = int(number)
    except ValueError:
        fail(_("{usage}, got {shown}").format(usage=usage, shown=shown))
    if not all(1 <= budget <= MAX_ITERATIONS for budget in budgets.values()):
        fail(_("{usage}, got {shown}").format(usage=usage, shown=shown))
    return budgets


def run(args: argparse.Namespace) -> int:
    from ..ai.tournament import jobs_for, lineups, report, run_jobs

    players = args.players
    if players is None:
        # Two seats (every pairing) where the variant allows it, else its smallest table.
        players = max(2, catalog_for(args).get(args.variant).min_players)
    variant, rules, players = resolve(args, players)
    if args.variant_file:
        fail(_("workers load the built-in variants and your folder's only; drop --variant-file"))
    bots = parse_bots(args.bots)
    if players > 2 and len(bots) != players:
        fail(
            _(
                "a {players}-seat table needs {players} levels in --bots (e.g. --bots hard{value}), got {len}"
            ).format(players=players, value=",medium" * (players - 1), len=len(bots))
        )
    iterations = parse_iterations(args.iterations, rules.game)
    searched = [level for level in ("hard", "expert") if level in bots]
    budget = ", ".join(f"{level} {iterations[level]} iterations" for level in searched)
    print(
        f"{variant.name} ({variant.id}), {players} players, seed {args.seed}, "
        f"{args.workers} worker(s)" + (f"; {budget} per decision" if budget else "")
    )
    start = time.perf_counter()
    tables = lineups(bots, players)
    with games_bar(len(tables) * args.games, variant.name) as bar:
        for lineup in tables:
            bar.set_description_str(f"{variant.name}, {' vs '.join(lineup)}")
            jobs = list(
                jobs_for(variant.id, lineup, args.games, args.seed, iterations, whole_match=args.match)
            )
            records = run_jobs(jobs, args.workers, done=bar.update)
            say(report(records, " vs ".join(lineup) + ":"))
    print(_("done in {value} s").format(value=numbers.decimal(time.perf_counter() - start)))
    return 0
