"""``q2j simulate``: playouts by bots (random by default) with win rate by seat and speed."""

from __future__ import annotations

import argparse
import random
import time
from typing import TYPE_CHECKING, Any

from ..i18n import _, numbers
from ..terminal.arguments import seed_int, whole_between
from ..terminal.progress import games_bar
from .common import CommandError, add_variant_arguments, players_int, resolve

if TYPE_CHECKING:
    from ..ai.base import Bot
    from ..engine import Rules, State

MAX_GAMES = 1_000_000  # random bots play some thousands a second: minutes, not days


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("simulate", help=_("play many games between bots and report win rates"))
    add_variant_arguments(parser)
    parser.add_argument("--players", type=players_int, default=None, help=_("seats at the table"))
    parser.add_argument(
        "--games",
        type=whole_between(1, MAX_GAMES),
        default=1000,
        help=_("how many games (default 1000, at most {most})").format(most=numbers.number(MAX_GAMES)),
    )
    parser.add_argument("--seed", type=seed_int, default=0, help=_("first game's seed; game k uses seed+k"))
    parser.add_argument("--bot", default="random", help=_("the AI level every seat uses (default random)"))
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..ai import LEVELS, make_bot

    if args.bot not in LEVELS:
        raise CommandError(
            _("no AI level {bot!r}; levels are: {join}").format(bot=args.bot[:40], join=", ".join(LEVELS))
        )
    variant, rules, players = resolve(args, args.players)
    bots = [make_bot(args.bot, rules) for _ in range(players)]
    wins = [0.0] * players
    no_winner = 0
    lengths: list[int] = []
    actions = 0
    start = time.perf_counter()
    with games_bar(args.games, f"{variant.name}, bots: {args.bot}") as bar:
        for game in range(args.games):
            state = play_one(rules, bots, players, args.seed + game)
            actions += state.turn
            lengths.append(state.turn)
            if not state.winners:
                no_winner += 1
            for winner in state.winners:
                wins[winner] += 1 / len(state.winners)
            bar.update()
    elapsed = time.perf_counter() - start
    print(
        _("{name} ({id}), {players} players, {games} games, bots: {bot}").format(
            name=variant.name, id=variant.id, players=players, games=numbers.number(args.games), bot=args.bot
        )
    )
    for seat, count in enumerate(wins):
        print(
            _("  seat {seat}: {value} of games won").format(
                seat=seat, value=numbers.percent(count / args.games, 1).rjust(6)
            )
        )
    if no_winner:
        print(_("  no winner: {value}").format(value=numbers.percent(no_winner / args.games, 1).rjust(6)))
    print(
        _("  mean length: {value} actions (longest {max})").format(
            value=numbers.decimal(sum(lengths) / len(lengths)), max=numbers.number(max(lengths))
        )
    )
    print(
        _("  speed: {value} games/s, {value2} actions/s").format(
            value=numbers.decimal(args.games / elapsed, 0), value2=numbers.decimal(actions / elapsed, 0)
        )
    )
    return 0


def play_one(rules: Rules[Any], bots: list[Bot], players: int, seed: int) -> State:
    """One game of ``bots`` on deal ``seed``, each move from its seat's view, to its end."""
    state: State = rules.new_state(players, seed)
    rng = random.Random(seed)
    while not state.over:
        seat = state.to_move
        legal = rules.legal_actions(state)
        action = bots[seat].choose(rules.view(state, seat), legal, rng) if len(legal) > 1 else legal[0]
        rules.apply(state, action)
    return state
