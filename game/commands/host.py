"""``q2j host``: run a network table without a window; ``q2j join`` plays one of its seats."""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from ..i18n import _
from ..i18n.their_words import os_words
from ..i18n.typed_numbers import whole_up_to
from ..terminal.arguments import seed_int, whole_between
from .common import CommandError, add_variant_arguments, players_int, resolve, window_size

# After the match, how long a headless table waits for players away at its end (knocked out,
# they had left) to come back and read who won.
LINGER_MINUTES = 10


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("host", help=_("host a table on the network without a window"))
    add_variant_arguments(parser)
    parser.add_argument(
        "--headless",
        action="store_true",
        help=_("no window (the window hosts from the menu: Play across the room)"),
    )
    parser.add_argument("--players", type=players_int, default=None, help=_("seats at the table"))
    parser.add_argument(
        "--resume",
        action="store_true",
        help=_(
            "continue the table autosaved by the last host that no running copy hosts (its seats, code "
            "and match); joiners come back"
        ),
    )
    parser.add_argument(
        "--seats",
        metavar="KINDS",
        help=_("one per seat: remote or a computer level, e.g. remote,remote,easy"),
    )
    parser.add_argument(
        "--port", type=whole_between(1, 65535), default=47474, help=_("TCP port (default 47474)")
    )
    parser.add_argument(
        "--bind", default="0.0.0.0", metavar="ADDRESS", help=_("address to listen on (default all)")
    )
    parser.add_argument("--code", metavar="CODE", help=_("the join code (default: a new random one)"))
    parser.add_argument("--seed", type=seed_int, default=None, help=_("deal number (default: random)"))
    parser.add_argument(
        "--no-announce", action="store_true", help=_("do not announce the table on the local network (mDNS)")
    )
    parser.add_argument(
        "--linger",
        type=whole_between(0, 1440),
        default=LINGER_MINUTES,
        metavar="MINUTES",
        help=_(
            "after the match, how long the table stays open for players away at its end to come "
            "back and read the result (default {minutes}; 0: close at once)"
        ).format(minutes=LINGER_MINUTES),
    )
    parser.set_defaults(run=run)


def seat_plans(spec: str, players: int) -> list[Any]:
    from ..ai import LEVELS
    from ..net.host import REMOTE, SeatPlan

    kinds = [word.strip().lower() for word in spec.split(",")]
    if len(kinds) != players:
        raise CommandError(
            _("--seats names {len} seats but the table has {players}").format(len=len(kinds), players=players)
        )
    plans = []
    for number, kind in enumerate(kinds, start=1):
        if kind != REMOTE and kind not in LEVELS:
            raise CommandError(
                _("--seats: seat {number} is {kind!r}; a seat is remote or one of {join}").format(
                    number=number, kind=kind[:20], join=", ".join(LEVELS)
                )
            )
        plans.append(SeatPlan(f"Seat {number}" if kind == REMOTE else f"Bot {number}", kind))
    if not any(plan.kind == REMOTE for plan in plans):
        raise CommandError(_("--seats: name at least one remote seat (a table of bots needs no network)"))
    return plans


def run(args: argparse.Namespace) -> int:
    import secrets

    from ..engine import EngineError
    from ..net.codes import check_code
    from ..net.host import TableHost
    from ..net.table_save import autosave, new_slot, release, table_to_continue

    if not args.headless:
        raise CommandError(
            _("q2j host runs without a window: add --headless (the window hosts from the menu)")
        )
    if args.resume:
        from ..files import saves
        from ..net.table_save import resume
        from .common import catalog_for

        try:
            saved = resume(catalog_for(args))
        except (saves.SaveError, EngineError) as error:
            raise CommandError(_("--resume: {error}").format(error=error)) from None
        variant, plans, code, seed, match = saved.variant, saved.plans, saved.code, saved.seed, saved.match
        matches = saved.matches  # after Play again: the joiners' windows know their match by it
        slot = saved.slot or new_slot()
    else:
        if not args.seats:
            raise CommandError(_("--seats: name every seat, e.g. --seats remote,remote,easy"))
        players = args.players if args.players is not None else len(args.seats.split(","))
        variant, _rules, players = resolve(args, players)
        plans = seat_plans(args.seats, players)
        code = None
        if args.code is not None:
            try:
                code = check_code(args.code)
            except ValueError as error:
                raise CommandError(_("--code: {error}").format(error=error)) from None
        seed = args.seed if args.seed is not None else secrets.randbelow(2**32)
        match, matches = None, 0
        # This table's own save, held while it runs: a new table replaces the one --resume would
        # take up, as it always did, but never a table another copy of the program hosts.
        slot = new_slot(table_to_continue())

    async def serve() -> str:
        from ..history.recorder import Recorder
        from ..net.after_match import stay_open_for_the_away
        from ..net.announced import Announced
        from ..net.table_record import HostedGames

        announced = Announced(_say)
        # Each match is a game in the history of the user folder the host runs in, as from the window.
        games = HostedGames(Recorder.start(), resumed=match is not None)

        def changed(host: TableHost) -> None:
            games.changed(host)
            autosave(host, slot=slot)

        host = TableHost(
            variant,
            plans,
            seed,
            code=code,
            match=match,
            say=_say,
            on_change=announced.then(changed),
            matches=matches,
        )
        try:
            port = await host.start(args.bind, args.port)
        except OSError as error:
            raise CommandError(
                _("cannot listen on port {port}: {strerror}").format(port=args.port, strerror=os_words(error))
            ) from None
        print(
            _("q2j host: {name} on port {port}, join code {code}").format(
                name=variant.name, port=port, code=host.code
            ),
            flush=True,
        )
        if not args.no_announce:
            await announced.start(host, port)
        try:
            await host.done.wait()
            await stay_open_for_the_away(host, args.linger * 60.0, _say)
        finally:
            await host.close()
            await announced.close()
            games.close()
        return host.result or ""

    try:
        print(asyncio.run(serve()), flush=True)
    finally:
        release(slot)
    return 0


def join_parser(commands: Any) -> None:
    parser = commands.add_parser(
        "join",
        help=_("join a table on the local network: in a window, or with a computer level (--bot)"),
    )
    parser.add_argument(
        "address", metavar="HOST:PORT", help=_("the table's address, e.g. 192.168.1.20:47474")
    )
    parser.add_argument("--code", required=True, metavar="CODE", help=_("the table's join code"))
    parser.add_argument(
        "--bot",
        default=None,
        metavar="LEVEL",
        help=_("a computer level plays the seat, without a window (default: you play it in a window)"),
    )
    parser.add_argument(
        "--name", default=None, metavar="NAME", help=_("the name at the table (at most 32 characters)")
    )
    parser.add_argument(
        "--seat",
        type=whole_between(1, 16),
        default=None,
        help=_("the seat to take (default: the first free)"),
    )
    parser.add_argument(
        "--size", type=window_size, metavar="WxH", help=_("the window's size, e.g. 1280x800 (no --bot)")
    )
    parser.set_defaults(run=run_join)


def run_join(args: argparse.Namespace) -> int:
    from ..ai import LEVELS
    from ..net.client import HostGone, NoAnswer, Refused, TableClient
    from ..net.codes import check_code

    if args.bot is not None and args.bot not in LEVELS:
        raise CommandError(
            _("--bot: no computer level {bot!r}; levels are: {join}").format(
                bot=args.bot[:40], join=", ".join(LEVELS)
            )
        )
    host, sep, port = args.address.rpartition(":")
    if not sep or not host or not whole_up_to(port, 65535):  # not 0, nor '²' (int refuses it)
        raise CommandError(
            _("the address is HOST:PORT, e.g. 192.168.1.20:47474, not {address!r}").format(
                address=args.address[:60]
            )
        )
    if args.name is not None and not (0 < len(args.name.strip()) <= 32 and args.name.isprintable()):
        raise CommandError(_("--name: from 1 to 32 printable characters"))
    try:
        code = check_code(args.code)
    except ValueError as error:
        raise CommandError(_("--code: {error}").format(error=error)) from None
    if args.bot is None:
        return _join_in_a_window(args.address, code, args.name, args.size)
    from ..net.keep import claim

    seat = None if args.seat is None else args.seat - 1
    # A seat taken before at this table: come back to it (another join of this folder playing
    # there now keeps its own, and this one joins with the code).
    kept = claim(args.address, code)
    token = kept.token
    client = TableClient(
        args.address,
        code,
        args.bot,
        name=args.name,
        seat=seat,
        token=token,
        say=_say,
        on_token=kept.keep,
    )
    if token is not None:
        _say(f"q2j join: coming back to the seat taken before at {args.address}")
    try:
        result = asyncio.run(client.run())
    except NoAnswer:
        raise CommandError(
            _("no table answers at {address}: check the address and that the table is open").format(
                address=args.address
            )
        ) from None
    except HostGone as error:
        raise CommandError(_("the table has gone: {error}").format(error=error)) from None
    except Refused as error:
        raise CommandError(_("the table refused: {error}").format(error=error)) from None
    print(result, flush=True)
    return 0


def _join_in_a_window(address: str, code: str, name: str | None, size: tuple[int, int] | None) -> int:
    """The table's window, joining at once: the player plays the seat there."""
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from ..app import run as run_app
    from ..launch import LaunchOptions

    return run_app(LaunchOptions(join_table=(address, code, name)), size=size)


def _say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)
