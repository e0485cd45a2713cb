"""``q2j stats``: the statistics screen's figures as text, for everyone (with the leaderboard) or
one profile."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from ..i18n import _, ngettext, numbers
from ..i18n.words import recorded_variant_name
from .common import CommandError
from .history_db import add_filter_arguments, filters_from, open_history_db

if TYPE_CHECKING:
    from ..history.filters import Filters
    from ..history.stats import HeadToHead, Length, Overview, ProfileLine, ProfileStats

TREND_STEPS = 8  # how many points of the win rate's trend are printed


def add_parser(commands: Any) -> None:
    parser = commands.add_parser(
        "stats",
        help=_("statistics from the history: everyone, or one profile (--profile NAME)"),
        description=_(
            "Games, wins, win rate and its trend, streaks, results against each computer level, "
            "each game's own figures, average game length. Only "
            "finished games count (the ones left before their end are counted apart, and those a "
            "saved game still holds are said to be continuable)."
        ),
    )
    parser.add_argument(
        "--profile", metavar="NAME", help=_("one profile's figures (`q2j profiles` lists them)")
    )
    parser.add_argument(
        "--vs", metavar="NAME", help=_("with --profile: head to head against another profile")
    )
    add_filter_arguments(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..history.continuable import continuable_games
    from ..history.profiles import ProfileError, profile_named
    from ..history.stats import head_to_head, overview, profile_stats

    if args.vs and not args.profile:
        raise CommandError(_("--vs compares two profiles: give the first with --profile"))
    db = open_history_db()
    try:
        filters = filters_from(args, db)
        held = continuable_games(db)  # the left games a save still holds: not called abandoned
        if not args.profile:
            print_overview(overview(db, filters, held))
            return 0
        try:
            profile = profile_named(db, args.profile)
            rival = profile_named(db, args.vs) if args.vs else None
        except ProfileError as error:
            raise CommandError(str(error)) from None
        print_profile(profile_stats(db, profile, filters, held))
        if rival is not None:
            print()
            print_head_to_head(head_to_head(db, profile, rival, filters))
    finally:
        db.close()
    return 0


def scope(filters: Filters) -> str:
    """ "<the game's title>, since 2026-11-01": what the figures cover."""
    from ..engine import rules_class

    parts = []
    if filters.game:
        parts.append(rules_class(filters.game).title)
    if filters.variant:
        parts.append(_("variant {variant}").format(variant=filters.variant))
    if not parts:
        parts.append(_("all games"))
    if filters.since:
        parts.append(_("since {day}").format(day=filters.since))
    if filters.until:
        parts.append(_("until {day}").format(day=filters.until))
    return ", ".join(parts)


def games(count: int) -> str:
    """ "1 game", "2 games"."""
    return ngettext("{count} game", "{count} games", count).format(count=numbers.number(count))


def wins(count: int) -> str:
    return ngettext("{count} win", "{count} wins", count).format(count=numbers.number(count))


def matches(count: int) -> str:
    return ngettext("{count} match", "{count} matches", count).format(count=numbers.number(count))


def rounds(count: int) -> str:
    return ngettext("{count} round", "{count} rounds", count).format(count=numbers.number(count))


def percent(part: int, whole: int) -> str:
    return numbers.percent(part / whole, 1) if whole else "–"


def length_text(length: Length | None) -> str:
    if length is None:
        return "–"
    return ", ".join(
        (
            ngettext("{count} minute", "{count} minutes", numbers.plural_count(length.minutes)).format(
                count=numbers.decimal(length.minutes)
            ),
            ngettext("{count} round", "{count} rounds", numbers.plural_count(length.rounds)).format(
                count=numbers.decimal(length.rounds)
            ),
            ngettext("{count} turn", "{count} turns", numbers.plural_count(round(length.turns))).format(
                count=numbers.decimal(length.turns, 0)
            ),
        )
    )


def print_overview(found: Overview) -> None:
    from ..history.stats import leaderboard, left_words

    print(_("Everyone — {scope}").format(scope=scope(found.filters)))
    if not found.profiles:
        print(
            _(
                "  No profiles yet (`q2j profiles add NAME` makes one; a person's "
                "games count once a profile has their name)."
            )
        )
    else:
        print(_("  Profiles:"))
        width = max(len(line.profile.name) for line in found.profiles)
        for line in found.profiles:
            played, won, rate = games(line.games), wins(line.wins), percent(line.wins, line.games)
            print(f"    {line.profile.name:<{width}}  {played:>11}  {won:>10}  {rate:>6}")
        print_leaderboard(leaderboard(found))
    if not found.variants:
        print(_("  No games recorded."))
        return
    print(_("  Games by variant (everyone's, computers' included):"))
    for variant in found.variants:
        print(
            _("    {variant_name} ({variant}): {finished}, {abandoned}; on average {length_text}").format(
                variant_name=recorded_variant_name(variant.variant_name),
                variant=variant.variant,
                finished=ngettext(
                    "{count} finished", "{count} finished", numbers.plural_count(variant.games)
                ).format(count=numbers.number(variant.games)),
                abandoned=left_words(variant.abandoned, variant.continuable),
                length_text=length_text(variant.length),
            )
        )


def print_leaderboard(board: tuple[ProfileLine, ...]) -> None:
    """The statistics screen's leaderboard (L), line for line: every profile that played a
    counted game in the choice, best win rate first, then most wins, then by name."""
    if not board:
        return
    print(_("  Leaderboard:"))
    for place, line in enumerate(board, 1):
        print(f"    {line.ranked(place)}")


def print_profile(stats: ProfileStats) -> None:
    from ..history.listing import game_label
    from ..history.stats import left_words

    name = stats.profile.name
    print(f"{name} — {scope(stats.filters)}")
    print(
        _("  {count}, {won} ({percent}); {abandoned} (not counted)").format(
            count=games(stats.games),
            won=ngettext("{count} won", "{count} won", numbers.plural_count(stats.wins)).format(
                count=numbers.number(stats.wins)
            ),
            percent=percent(stats.wins, stats.games),
            abandoned=left_words(stats.abandoned, stats.continuable),
        )
    )
    if not stats.games:
        return
    print(
        _("  Streak: {current_streak} won in a row now, best {best_streak}").format(
            current_streak=numbers.number(stats.current_streak),
            best_streak=numbers.number(stats.best_streak),
        )
    )
    steps = _trend_steps(len(stats.trend))
    trend = [
        _("{rate} (game {number})").format(rate=numbers.percent(stats.trend[i].rate), number=i + 1)
        for i in steps
    ]
    print(_("  Win rate after each game (so far): {trend}").format(trend=" → ".join(trend)))
    print(
        ngettext(
            "  Last {min} game: {value} won", "  Last {min} games: {value} won", min(10, stats.games)
        ).format(min=min(10, stats.games), value=numbers.percent(stats.trend[-1].recent))
    )
    print(_("  Average game: {length_text}").format(length_text=length_text(stats.length)))
    print(_("  By variant:"))
    for played in stats.by_variant:
        share = percent(played.wins, played.games)
        print(
            _("    {variant_name} ({variant}): {games}, {wins} won ({share})").format(
                variant_name=played.variant_name,
                variant=played.variant,
                games=games(played.games),
                wins=numbers.number(played.wins),
                share=share,
            )
        )
    if stats.by_level:
        print(_("  Against the computer (games with at least one player of that level):"))
        for level in stats.by_level:
            print(
                _(
                    "    {level:<7} {count:>11}: {name} won {wins} ({percent}), {level} won {level_wins}"
                ).format(
                    level=level.level,
                    count=games(level.games),
                    name=name,
                    wins=numbers.number(level.wins),
                    percent=percent(level.wins, level.games),
                    level_wins=numbers.number(level.level_wins),
                )
            )
    for figures in stats.figures:  # each game's own, as its registration words them
        print(f"  {game_label(figures.game)}:")
        for value in figures.values:
            if value.words:
                print("    " + _(value.words).format(value=value.shown))
        if figures.bars:
            legend = ", ".join(_(name) for name in figures.series)
            print(_("    {chart} ({legend}):").format(chart=_(figures.chart), legend=legend))
            for bar, values in figures.bars:
                counts = " ".join(f"{numbers.number(int(value)):>4}" for value in values)
                print(f"      {_(bar):<18} {counts}")


def _trend_steps(count: int) -> list[int]:
    """About ``TREND_STEPS`` game indexes spread over the run, the last game always among them."""
    if count <= TREND_STEPS:
        return list(range(count))
    return sorted({round(i * (count - 1) / (TREND_STEPS - 1)) for i in range(TREND_STEPS)})


def print_head_to_head(found: HeadToHead) -> None:
    a, b = found.first.name, found.second.name
    print(_("{a} against {b}: {count} together").format(a=a, b=b, count=games(found.games)))
    if found.games:
        print(
            _("  {a} won {first_wins}, {b} won {second_wins}, both {shared}, neither {neither}").format(
                a=a,
                first_wins=numbers.number(found.first_wins),
                b=b,
                second_wins=numbers.number(found.second_wins),
                shared=numbers.number(found.shared),
                neither=numbers.number(found.neither),
            )
        )
