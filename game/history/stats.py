"""Statistics over the history: pure queries returning frozen values, for the screen and ``q2j stats``.

What counts (the same everywhere):

- a *game* is a finished game or match; abandoned ones are counted apart and nowhere else;
  a ``--smoke`` check's games (computers checking the program) count nowhere (``PLAYED``);
- a profile *wins* a game when one of its seats is among the match's winners (a shared win
  counts); the win rate is wins over games, oldest first for streaks and the trend;
- *against a computer level*: the games where at least one computer player of that level sat,
  how many of them the profile won, and how many a player of that level won;
- Quatorze's *average round points* are over every round the profile was dealt in (lower is
  better) and its *best match* the lowest final total; Crazy Jokers' contracts are counted per
  round declared, *completed* when the round was won with it;
- the *length* of a game is the time from its start to its end, its rounds and its turns;
- filters: one game (all its variants) or one variant, and a period of days (both ends
  included, on this computer's calendar) on the day a game ended.
"""

from __future__ import annotations

import datetime
import sqlite3
from collections.abc import Collection
from dataclasses import dataclass
from typing import NamedTuple

from ..ai import LEVELS
from ..engine.games.crazy_jokers.contracts import Contract
from .clock import parse_stamp
from .filters import Filters
from .profiles import Profile, list_profiles
from .streaks import TrendPoint, best_streak, current_streak, trend

QUATORZE = "quatorze"
CRAZY_JOKERS = "crazy-jokers"
# The games the figures read (``g`` a game): people's and the table's, not the smoke checks'.
PLAYED = "g.origin <> 'smoke'"
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
class BestMatch:
    game_id: int
    ended: datetime.datetime
    total: int


@dataclass(frozen=True, slots=True)
class QuatorzeFigures:
    matches: int
    rounds: int
    average_round_points: float | None
    best_match: BestMatch | None


@dataclass(frozen=True, slots=True)
class ContractRecord:
    contract: str
    declared: int
    completed: int


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
    quatorze: QuatorzeFigures | None
    contracts: tuple[ContractRecord, ...]  # every contract, in the rules' order, once any was declared

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


@dataclass(frozen=True, slots=True)
class VariantLine:
    game: str
    variant: str
    variant_name: str
    games: int
    abandoned: int
    length: Length | None


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


def profile_stats(db: sqlite3.Connection, profile: Profile, filters: Filters | None = None) -> ProfileStats:
    """Every figure of one profile, within ``filters``."""
    filters = filters or Filters()
    where, values = filters.sql()
    mine = [profile.id, *values]
    played = _played(db, mine, where)
    outcomes = [game.won for game in played]
    abandoned = db.execute(
        "SELECT COUNT(DISTINCT g.id) FROM seats me CROSS JOIN games g ON g.id = me.game_id "
        f"WHERE me.profile_id = ? AND g.status = 'abandoned' AND {PLAYED} {where}",
        mine,
    ).fetchone()[0]
    quatorze, contracts = _by_round(db, played, mine, where)
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
        quatorze=quatorze,
        contracts=contracts,
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


def _by_round(
    db: sqlite3.Connection, played: list[_Played], mine: list[object], where: str
) -> tuple[QuatorzeFigures | None, tuple[ContractRecord, ...]]:
    """Quatorze's round points and best match, Crazy Jokers' contracts: the profile's rows of the
    rounds of those two games, summed in one pass."""
    rows = db.execute(
        "SELECT g.game, rs.contract, COUNT(*), COUNT(rs.points), SUM(rs.points), SUM(rs.completed) "
        f"{_MY_ROUNDS} AND g.game IN (?, ?) {where} GROUP BY g.game, rs.contract",
        [mine[0], QUATORZE, CRAZY_JOKERS, *mine[1:]],
    ).fetchall()
    scored = summed = 0
    counted: dict[str, tuple[int, int]] = {}
    for game, contract, declared, with_points, points, completed in rows:
        if game == QUATORZE:
            scored, summed = scored + with_points, summed + (points or 0)
        elif contract is not None:
            counted[contract] = (int(declared), int(completed))
    matches = [game for game in played if game.game == QUATORZE]
    quatorze = None
    if matches:
        totals = [(game.total, game.game_id, game.ended) for game in matches if game.total is not None]
        best = None
        if totals:
            total, game_id, ended = min(totals)
            best = BestMatch(game_id, ended, total)
        quatorze = QuatorzeFigures(len(matches), scored, summed / scored if scored else None, best)
    contracts: tuple[ContractRecord, ...] = ()
    if counted:
        order = [contract.value for contract in Contract] + sorted(set(counted) - {c.value for c in Contract})
        contracts = tuple(ContractRecord(name, *counted.get(name, (0, 0))) for name in order)
    return quatorze, contracts


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


def overview(db: sqlite3.Connection, filters: Filters | None = None) -> Overview:
    """Each profile's games and wins, and each variant's games (people's or not), within ``filters``."""
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
        )
        for game, variant, name, games, abandoned, minutes, rounds, turns in rows
    )
    return Overview(filters, profiles, variants)
