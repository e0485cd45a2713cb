"""Statistics over the history: pure queries returning frozen values, for the screen and ``q2j stats``.

What counts (the same everywhere):

- a *game* is a finished game or match; abandoned ones are counted apart and nowhere else;
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
from collections import defaultdict
from collections.abc import Collection
from dataclasses import dataclass

from ..ai import LEVELS
from ..engine.games.crazy_jokers.contracts import Contract
from .clock import parse_stamp
from .filters import Filters
from .profiles import Profile, list_profiles
from .streaks import TrendPoint, best_streak, current_streak, trend

QUATORZE = "quatorze"
CRAZY_JOKERS = "crazy-jokers"


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


# The profile's seats in the games of the history: ``me`` the seat, ``g`` its game.
_MINE = "FROM seats me JOIN games g ON g.id = me.game_id"
_MY_ROUNDS = f"{_MINE} JOIN round_seats rs ON rs.game_id = g.id AND rs.seat = me.seat"


def profile_stats(db: sqlite3.Connection, profile: Profile, filters: Filters | None = None) -> ProfileStats:
    """Every figure of one profile, within ``filters``."""
    filters = filters or Filters()
    where, values = filters.sql()
    mine = [profile.id, *values]
    rows = db.execute(
        "SELECT g.id, g.game, g.variant, g.variant_name, g.started, g.ended, MAX(me.won), MIN(me.total) "
        f"{_MINE} WHERE me.profile_id = ? AND g.status = 'finished' {where} "
        "GROUP BY g.id ORDER BY g.ended, g.id",
        mine,
    ).fetchall()
    results = [(parse_stamp(ended), bool(won)) for _, _, _, _, _, ended, won, _ in rows]
    outcomes = [won for _, won in results]
    abandoned = db.execute(
        f"SELECT COUNT(DISTINCT g.id) {_MINE} WHERE me.profile_id = ? AND g.status = 'abandoned' {where}",
        mine,
    ).fetchone()[0]
    return ProfileStats(
        profile=profile,
        filters=filters,
        games=len(rows),
        wins=sum(outcomes),
        abandoned=int(abandoned),
        trend=trend(results),
        current_streak=current_streak(outcomes),
        best_streak=best_streak(outcomes),
        by_level=_by_level(db, mine, where),
        by_variant=_by_variant(rows),
        length=_length(db, [(started, ended, game_id) for game_id, _, _, _, started, ended, _, _ in rows]),
        quatorze=_quatorze(db, rows, mine, where),
        contracts=_contracts(db, mine, where),
    )


def _by_level(db: sqlite3.Connection, mine: list[object], where: str) -> tuple[LevelRecord, ...]:
    rows = db.execute(
        f"SELECT bot.level, MAX(me.won), MAX(bot.won) {_MINE} "
        "JOIN seats bot ON bot.game_id = g.id AND bot.level IS NOT NULL "
        f"WHERE me.profile_id = ? AND g.status = 'finished' {where} GROUP BY bot.level, g.id",
        mine,
    ).fetchall()
    tally: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for level, won, level_won in rows:
        counts = tally[level]
        counts[0] += 1
        counts[1] += bool(won)
        counts[2] += bool(level_won)
    return tuple(LevelRecord(level, *tally[level]) for level in _level_order(tally))


def _level_order(levels: Collection[str]) -> list[str]:
    """Computer levels weakest first (the order the game lists them), then any others by name."""
    return [level for level in LEVELS if level in levels] + sorted(set(levels) - set(LEVELS))


def _by_variant(
    rows: list[tuple[int, str, str, str, str, str, int, int | None]],
) -> tuple[VariantRecord, ...]:
    tally: dict[tuple[str, str, str], list[int]] = {}
    for _, game, variant, name, _, _, won, _ in rows:
        counts = tally.setdefault((game, variant, name), [0, 0])
        counts[0] += 1
        counts[1] += bool(won)
    return tuple(VariantRecord(*key, *counts) for key, counts in sorted(tally.items()))


def _length(db: sqlite3.Connection, games: list[tuple[str, str, int]]) -> Length | None:
    """The average length of these games (started, ended, id)."""
    if not games:
        return None
    seconds = sum((parse_stamp(ended) - parse_stamp(started)).total_seconds() for started, ended, _ in games)
    ids = [game_id for _, _, game_id in games]
    rounds = turns = 0
    # The rounds' counts by game, read in slices (SQLite takes a bounded number of values at once).
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        marks = ",".join("?" * len(chunk))
        count, summed = db.execute(
            "SELECT COUNT(*), COALESCE(SUM(turns), 0) FROM rounds "
            f"WHERE finished = 1 AND game_id IN ({marks})",
            chunk,
        ).fetchone()
        rounds += count
        turns += summed
    return Length(seconds / 60 / len(games), rounds / len(games), turns / len(games))


def _quatorze(
    db: sqlite3.Connection,
    rows: list[tuple[int, str, str, str, str, str, int, int | None]],
    mine: list[object],
    where: str,
) -> QuatorzeFigures | None:
    matches = [
        (game_id, ended, total) for game_id, game, _, _, _, ended, _, total in rows if game == QUATORZE
    ]
    if not matches:
        return None
    count, average = db.execute(
        f"SELECT COUNT(*), AVG(rs.points) {_MY_ROUNDS} WHERE me.profile_id = ? AND g.status = 'finished' "
        f"AND g.game = ? AND rs.points IS NOT NULL {where}",
        [mine[0], QUATORZE, *mine[1:]],
    ).fetchone()
    totals = [(total, game_id, ended) for game_id, ended, total in matches if total is not None]
    best = None
    if totals:
        total, game_id, ended = min(totals)
        best = BestMatch(game_id, parse_stamp(ended), total)
    return QuatorzeFigures(len(matches), int(count), None if average is None else float(average), best)


def _contracts(db: sqlite3.Connection, mine: list[object], where: str) -> tuple[ContractRecord, ...]:
    rows = db.execute(
        f"SELECT rs.contract, COUNT(*), SUM(rs.completed) {_MY_ROUNDS} WHERE me.profile_id = ? "
        f"AND g.status = 'finished' AND rs.contract IS NOT NULL {where} GROUP BY rs.contract",
        mine,
    ).fetchall()
    if not rows:
        return ()
    counted = {contract: (int(declared), int(completed)) for contract, declared, completed in rows}
    order = [contract.value for contract in Contract] + sorted(set(counted) - {c.value for c in Contract})
    return tuple(ContractRecord(name, *counted.get(name, (0, 0))) for name in order)


def head_to_head(
    db: sqlite3.Connection, first: Profile, second: Profile, filters: Filters | None = None
) -> HeadToHead:
    """The finished games ``first`` and ``second`` both played, and who won them."""
    where, values = (filters or Filters()).sql()
    rows = db.execute(
        "SELECT MAX(a.won), MAX(b.won) FROM seats a JOIN seats b ON b.game_id = a.game_id "
        "JOIN games g ON g.id = a.game_id WHERE a.profile_id = ? AND b.profile_id = ? "
        f"AND g.status = 'finished' {where} GROUP BY g.id",
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
            "SELECT profile_id, COUNT(*), SUM(won) FROM (SELECT me.profile_id, g.id, MAX(me.won) AS won "
            "FROM seats me JOIN games g ON g.id = me.game_id WHERE me.profile_id IS NOT NULL "
            f"AND g.status = 'finished' {where} GROUP BY me.profile_id, g.id) GROUP BY profile_id",
            values,
        )
    }
    profiles = tuple(
        ProfileLine(profile, *by_profile.get(profile.id, (0, 0))) for profile in list_profiles(db)
    )
    variants = []
    rows = db.execute(
        "SELECT g.game, g.variant, g.variant_name, "
        "SUM(g.status = 'finished'), SUM(g.status = 'abandoned') FROM games g WHERE 1 = 1 "
        f"{where} GROUP BY g.game, g.variant ORDER BY g.game, g.variant",
        values,
    ).fetchall()
    for game, variant, name, finished, abandoned in rows:
        ended = db.execute(
            "SELECT g.started, g.ended, g.id FROM games g "
            f"WHERE g.status = 'finished' AND g.variant = ? {where}",
            [variant, *values],
        ).fetchall()
        variants.append(VariantLine(game, variant, name, int(finished), int(abandoned), _length(db, ended)))
    return Overview(filters, profiles, tuple(variants))
