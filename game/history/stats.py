"""Statistics over the history: pure queries returning frozen values, for the screen and ``q2j stats``.

What counts (the same everywhere):

- a *game* is a finished game or match; the ones left before their end (status ``abandoned``)
  are counted apart and nowhere else, and of those, the ones a saved game still holds (so that
  they can be continued: ``continuable``, the numbers the caller read from the saves) are told;
  a ``--smoke`` check's games (computers checking the program) count nowhere (``PLAYED``);
- a profile *wins* a game when one of its seats is among the match's winners (a shared win
  counts); the win rate is wins over games, oldest first for streaks and the trend;
- *against a computer level*: the games where at least one computer player of that level sat,
  how many of them the profile won, and how many a player of that level won;
- each game's own figures are those its registration declares (``GameEntry.figures``: round
  points, battles, contracts…), counted in each round the profile played when the round was
  recorded, and added up as each figure says;
- the *length* of a game is the time from its start to its end, its rounds and its turns;
- filters: one game (all its variants) or one variant, and a period of days (both ends
  included, on this computer's calendar) on the day a game ended.
"""

from __future__ import annotations

import datetime
import sqlite3
from collections.abc import Collection
from dataclasses import dataclass
from typing import Final, NamedTuple

from ..engine import entry
from ..engine.errors import VariantError
from ..engine.figures import Combine, Summed, tally
from ..i18n import N_, _, ngettext
from ..i18n.numbers import decimal, number, percent
from ..i18n.words import LEVELS
from .clock import parse_stamp
from .filters import Filters
from .profiles import Profile, list_profiles
from .streaks import TrendPoint, best_streak, current_streak, trend

# The games the figures read (``g`` a game): people's and the table's, not the smoke checks'.
PLAYED = "g.origin <> 'smoke'"
BEST_MATCH: Final = N_("Best match: {value}")  # a game's best_match, among its own figures
# The games a player has played, as every screen counts them (the Players screen too).
COUNTED = f"g.status = 'finished' AND {PLAYED}"


@dataclass(frozen=True, slots=True)
class LevelRecord:
    level: str
    games: int  # games with at least one computer player of this level
    wins: int  # of those, won by the profile
    level_wins: int  # of those, won by a computer player of this level


@dataclass(frozen=True, slots=True)
class VariantRecord:
    game: str
    variant: str
    variant_name: str
    games: int
    wins: int


@dataclass(frozen=True, slots=True)
class FigureValue:
    """One of a game's own figures over the profile's rounds: its English words (a ``{value}``
    template; "" for a bar only), the number, and its bar and series in the game's chart."""

    key: str
    words: str
    value: int | float
    bar: str = ""
    series: str = ""

    @property
    def shown(self) -> str:
        """The number as a player reads it: a count whole, a mean with one decimal."""
        return number(self.value) if isinstance(self.value, int) else decimal(self.value)


@dataclass(frozen=True, slots=True)
class GameFigureValues:
    """A game's own figures, as its registration declares them (``game.engine.figures``)."""

    game: str
    chart: str  # the chart's English title ("": no chart)
    series: tuple[str, ...]  # the chart legend's English words
    values: tuple[FigureValue, ...]

    @property
    def bars(self) -> tuple[tuple[str, tuple[int | float, ...]], ...]:
        """The chart's bars in order, each with one number a series."""
        found: dict[str, dict[str, int | float]] = {}
        for value in self.values:
            if value.bar:
                found.setdefault(value.bar, {})[value.series] = value.value
        return tuple((bar, tuple(by.get(name, 0) for name in self.series)) for bar, by in found.items())


@dataclass(frozen=True, slots=True)
class Length:
    """A game's length on average: minutes from start to end, rounds and turns."""

    minutes: float
    rounds: float
    turns: float


@dataclass(frozen=True, slots=True)
class ProfileStats:
    profile: Profile
    filters: Filters
    games: int
    wins: int
    abandoned: int
    trend: tuple[TrendPoint, ...]
    current_streak: int
    best_streak: int
    by_level: tuple[LevelRecord, ...]
    by_variant: tuple[VariantRecord, ...]
    length: Length | None
    figures: tuple[GameFigureValues, ...]  # each game's own, in menu order, where any was counted
    continuable: int = 0  # of the abandoned ones, those a saved game still holds

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """Finished games where both profiles sat: who won them."""

    first: Profile
    second: Profile
    games: int
    first_wins: int  # won by the first and not the second
    second_wins: int
    shared: int  # won by both (a shared win)
    neither: int


@dataclass(frozen=True, slots=True)
class ProfileLine:
    profile: Profile
    games: int
    wins: int

    def ranked(self, place: int) -> str:
        """Its line on the leaderboard, as the Statistics screen and `q2j stats` say it.

        >>> ProfileLine(Profile(1, "Basil", "blue", None), 3, 2).ranked(1)
        '1. Basil: 3 games, 2 won (67%)'
        """
        games = ngettext("{count} game", "{count} games", self.games).format(count=number(self.games))
        said = ngettext(
            "{place}. {name}: {games}, {wins} won ({rate})",
            "{place}. {name}: {games}, {wins} won ({rate})",
            self.wins,
        )
        rate = percent(self.wins / self.games) if self.games else "–"
        return said.format(
            place=number(place), name=self.profile.name, games=games, wins=number(self.wins), rate=rate
        )


@dataclass(frozen=True, slots=True)
class VariantLine:
    game: str
    variant: str
    variant_name: str
    games: int
    abandoned: int
    length: Length | None
    continuable: int = 0  # of the abandoned ones, those a saved game still holds


def left_words(abandoned: int, continuable: int = 0) -> str:
    """The games left before their end, as the statistics count them apart: "2 abandoned"; or,
    when saved games still hold some of them (``continuable``), "2 unfinished, 1 can be
    continued": a game its player can still continue is not called abandoned.

    >>> left_words(2), left_words(2, 1), left_words(1, 1)
    ('2 abandoned', '2 unfinished, 1 can be continued', '1 unfinished, 1 can be continued')
    """
    if not continuable:
        return ngettext("{count} abandoned", "{count} abandoned", abandoned).format(count=number(abandoned))
    left = ngettext("{count} unfinished", "{count} unfinished", abandoned).format(count=number(abandoned))
    held = ngettext("{count} can be continued", "{count} can be continued", continuable).format(
        count=number(continuable)
    )
    return _("{left}, {continuable}").format(left=left, continuable=held)


def _among(ids: Collection[int]) -> str:
    """An SQL ``IN`` list of the numbers ``ids`` (whole numbers, written out: a handful)."""
    return "(" + ",".join(str(int(game_id)) for game_id in sorted(ids)) + ")"


@dataclass(frozen=True, slots=True)
class Overview:
    """Everyone at a glance: each profile's games and wins, each variant's games."""

    filters: Filters
    profiles: tuple[ProfileLine, ...]
    variants: tuple[VariantLine, ...]


# The profile's seats in the games of the history: ``me`` the seat, ``g`` its game. CROSS JOIN
# keeps SQLite from starting at the games (by date, with a period): a profile's seats are fewer.
_MINE = f"FROM seats me CROSS JOIN games g ON g.id = me.game_id WHERE me.profile_id = ? AND {COUNTED}"


class _Played(NamedTuple):
    """One finished game of the profile's, as the figures read it (a tuple: made by thousands)."""

    game_id: int
    game: str
    variant: str
    variant_name: str
    ended: datetime.datetime
    seconds: float
    rounds: int
    turns: int
    won: bool
    total: int | None


def _played(db: sqlite3.Connection, mine: list[object], where: str) -> list[_Played]:
    # The fewest columns a row (thousands of rows: each text is an object to make), the names of
    # the variants apart, and no GROUP BY: a profile twice at one table is merged here.
    names = dict(db.execute("SELECT DISTINCT variant, variant_name FROM games").fetchall())
    rows = db.execute(
        "SELECT g.id, g.game, g.variant, g.ended, (julianday(g.ended) - julianday(g.started)) * 86400, "
        f"g.rounds, g.turns, me.won, me.total {_MINE} {where} ORDER BY g.ended, g.id",
        mine,
    ).fetchall()
    played: list[_Played] = []
    for game_id, game, variant, ended, seconds, rounds, turns, won, total in rows:
        if played and played[-1].game_id == game_id:  # the same person in two seats: one game
            last = played[-1]
            total = total if last.total is None else last.total if total is None else min(total, last.total)
            played[-1] = last._replace(won=last.won or bool(won), total=total)
            continue
        name = names.get(variant, variant)
        played.append(
            _Played(
                game_id, game, variant, name, parse_stamp(ended), seconds, rounds, turns, bool(won), total
            )
        )
    return played


def profile_stats(
    db: sqlite3.Connection,
    profile: Profile,
    filters: Filters | None = None,
    continuable: Collection[int] = (),
) -> ProfileStats:
    """Every figure of one profile, within ``filters``; ``continuable``: the numbers of the games a
    saved game holds (``continuable.continuable_games``)."""
    filters = filters or Filters()
    where, values = filters.sql()
    mine = [profile.id, *values]
    played = _played(db, mine, where)
    outcomes = [game.won for game in played]
    abandoned, held = db.execute(
        f"SELECT COUNT(DISTINCT g.id), COUNT(DISTINCT CASE WHEN g.id IN {_among(continuable)} THEN g.id END) "
        "FROM seats me CROSS JOIN games g ON g.id = me.game_id "
        f"WHERE me.profile_id = ? AND g.status = 'abandoned' AND {PLAYED} {where}",
        mine,
    ).fetchone()
    return ProfileStats(
        profile=profile,
        filters=filters,
        games=len(played),
        wins=sum(outcomes),
        abandoned=int(abandoned),
        trend=trend([(game.ended, game.won) for game in played]),
        current_streak=current_streak(outcomes),
        best_streak=best_streak(outcomes),
        by_level=_by_level(db, mine, where),
        by_variant=_by_variant(played),
        length=_length(played),
        figures=_figures(db, played, mine, where),
        continuable=int(held),
    )


def _by_level(db: sqlite3.Connection, mine: list[object], where: str) -> tuple[LevelRecord, ...]:
    """For each level, the profile's games with a computer player of it, and who won them
    (counted by game: two computer players of one level at a table make one game)."""
    rows = db.execute(
        "SELECT bot.level, COUNT(DISTINCT g.id), COUNT(DISTINCT CASE WHEN me.won THEN g.id END), "
        f"COUNT(DISTINCT CASE WHEN bot.won THEN g.id END) {_MINE.replace(' WHERE', _BOTS)} {where} "
        "GROUP BY bot.level",
        mine,
    ).fetchall()
    counted = {level: (games, wins, level_wins) for level, games, wins, level_wins in rows}
    return tuple(LevelRecord(level, *counted[level]) for level in _level_order(counted))


_BOTS = " CROSS JOIN seats bot ON bot.game_id = g.id AND bot.level IS NOT NULL WHERE"


def _level_order(levels: Collection[str]) -> list[str]:
    """Computer levels weakest first (the order the game lists them), then any others by name."""
    return [level for level in LEVELS if level in levels] + sorted(set(levels) - set(LEVELS))


def _by_variant(played: list[_Played]) -> tuple[VariantRecord, ...]:
    tally: dict[tuple[str, str, str], list[int]] = {}
    for game in played:
        counts = tally.setdefault((game.game, game.variant, game.variant_name), [0, 0])
        counts[0] += 1
        counts[1] += game.won
    return tuple(VariantRecord(*key, *counts) for key, counts in sorted(tally.items()))


def _length(played: list[_Played]) -> Length | None:
    """The average length of these games."""
    if not played:
        return None
    count = len(played)
    minutes = sum(game.seconds for game in played) / 60
    return Length(
        minutes / count, sum(g.rounds for g in played) / count, sum(g.turns for g in played) / count
    )


# The profile's rows of the rounds it played, beside its seats.
_MY_ROUNDS = _MINE.replace(
    " WHERE", " CROSS JOIN round_seats rs ON rs.game_id = g.id AND rs.seat = me.seat WHERE"
)


# The profile's games' own figures, added up over each game's rounds (``seat_figures``).
_MY_FIGURES = _MINE.replace(
    " WHERE", " CROSS JOIN seat_figures sf ON sf.game_id = g.id AND sf.seat = me.seat WHERE"
)


def _figures(
    db: sqlite3.Connection, played: list[_Played], mine: list[object], where: str
) -> tuple[GameFigureValues, ...]:
    """Each game's own figures over the profile's rounds (the counts kept with each round), and
    its best match where the game says which total is best."""
    # Added up by SQLite over the games' sums (a row a figure of a game, not of a round).
    rows = db.execute(
        "SELECT g.game, sf.key, SUM(sf.rounds), SUM(sf.total), MIN(sf.least), MAX(sf.most) "
        f"{_MY_FIGURES} {where} GROUP BY g.game, sf.key",
        mine,
    ).fetchall()
    by_game: dict[str, dict[str, Summed]] = {}
    for game, key, rounds, total, least, most in rows:
        by_game.setdefault(game, {})[key] = Summed(rounds, total, least, most)
    totals: dict[str, list[int]] = {}
    for game_played in played:
        if game_played.total is not None:
            totals.setdefault(game_played.game, []).append(game_played.total)
            by_game.setdefault(game_played.game, {})
    found = []
    for game, summed in by_game.items():
        try:
            declared = entry(game)
        except VariantError:  # a game this program no longer has: its figures mean nothing here
            continue
        values = tuple(
            FigureValue(figure.key, figure.words, value, figure.bar, figure.series)
            for figure, value in tally(declared.figures, summed)
        )
        best = declared.figures.best_match
        if best is not None and totals.get(game):
            total = min(totals[game]) if best is Combine.LEAST else max(totals[game])
            values = (FigureValue("best-match", BEST_MATCH, total), *values)
        if values:
            shown = declared.figures
            found.append((declared.order, GameFigureValues(game, shown.chart, shown.series, values)))
    return tuple(figures for _, figures in sorted(found, key=lambda pair: pair[0]))


def head_to_head(
    db: sqlite3.Connection, first: Profile, second: Profile, filters: Filters | None = None
) -> HeadToHead:
    """The finished games ``first`` and ``second`` both played, and who won them."""
    where, values = (filters or Filters()).sql()
    rows = db.execute(
        "SELECT MAX(a.won), MAX(b.won) FROM seats a JOIN seats b ON b.game_id = a.game_id "
        "JOIN games g ON g.id = a.game_id WHERE a.profile_id = ? AND b.profile_id = ? "
        f"AND {COUNTED} {where} GROUP BY g.id",
        [first.id, second.id, *values],
    ).fetchall()
    pairs = [(bool(a), bool(b)) for a, b in rows]
    return HeadToHead(
        first=first,
        second=second,
        games=len(pairs),
        first_wins=sum(a and not b for a, b in pairs),
        second_wins=sum(b and not a for a, b in pairs),
        shared=sum(a and b for a, b in pairs),
        neither=sum(not a and not b for a, b in pairs),
    )


def leaderboard(everyone: Overview) -> tuple[ProfileLine, ...]:
    """The profiles that played a counted game, best first: by win rate, then by wins, then by
    name (smoke checks and abandoned games count nowhere, as everywhere)."""
    played = [line for line in everyone.profiles if line.games]
    return tuple(
        sorted(played, key=lambda line: (-line.wins / line.games, -line.wins, line.profile.name.casefold()))
    )


def overview(
    db: sqlite3.Connection, filters: Filters | None = None, continuable: Collection[int] = ()
) -> Overview:
    """Each profile's games and wins, and each variant's games (people's or not), within
    ``filters``; ``continuable`` as ``profile_stats`` takes it."""
    filters = filters or Filters()
    where, values = filters.sql()
    by_profile = {
        profile_id: (games, wins)
        for profile_id, games, wins in db.execute(
            # DISTINCT: a person in two seats of one game played it once (and won it once).
            "SELECT me.profile_id, COUNT(DISTINCT g.id), COUNT(DISTINCT CASE WHEN me.won THEN g.id END) "
            "FROM seats me CROSS JOIN games g ON g.id = me.game_id WHERE me.profile_id IS NOT NULL "
            f"AND {COUNTED} {where} GROUP BY me.profile_id",
            values,
        )
    }
    profiles = tuple(
        ProfileLine(profile, *by_profile.get(profile.id, (0, 0))) for profile in list_profiles(db)
    )
    finished = "g.status = 'finished'"
    rows = db.execute(
        f"SELECT g.game, g.variant, g.variant_name, SUM({finished}), SUM(g.status = 'abandoned'), "
        f"SUM(g.status = 'abandoned' AND g.id IN {_among(continuable)}), "
        f"AVG(CASE WHEN {finished} THEN (julianday(g.ended) - julianday(g.started)) * 1440 END), "
        f"AVG(CASE WHEN {finished} THEN g.rounds END), AVG(CASE WHEN {finished} THEN g.turns END) "
        f"FROM games g WHERE {PLAYED} {where} GROUP BY g.game, g.variant ORDER BY g.game, g.variant",
        values,
    ).fetchall()
    variants = tuple(
        VariantLine(
            game,
            variant,
            name,
            int(games),
            int(abandoned),
            None if minutes is None else Length(float(minutes), float(rounds), float(turns)),
            int(held),
        )
        for game, variant, name, games, abandoned, held, minutes, rounds, turns in rows
    )
    return Overview(filters, profiles, variants)
