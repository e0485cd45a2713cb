"""Figures over a run of results, oldest first: streaks and the win rate's trend. Pure functions.

A result is True for a game won (a shared win counts) and False otherwise.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from typing import Final, NamedTuple

RECENT: Final = 10  # the trend's second line: the win rate over the last this many games


def current_streak(results: Sequence[bool]) -> int:
    """Games won in a row up to the latest one (0 when the latest was not won).

    >>> current_streak([True, False, True, True])
    2
    >>> current_streak([True, True, False])
    0
    """
    count = 0
    for won in reversed(results):
        if not won:
            break
        count += 1
    return count


def best_streak(results: Sequence[bool]) -> int:
    """The most games won in a row at any time.

    >>> best_streak([True, True, False, True, True, True, False, True])
    3
    """
    best = run = 0
    for won in results:
        run = run + 1 if won else 0
        best = max(best, run)
    return best


class TrendPoint(NamedTuple):
    """After the ``number``-th game (ended at ``ended``): the win rate so far, and over the last
    ``RECENT`` games (fewer at the start), each from 0 to 1. (A named tuple: a chart of ten
    thousand games makes ten thousand of them, and a tuple is made in a tenth of the time.)"""

    number: int
    ended: datetime.datetime
    won: bool
    rate: float
    recent: float


def trend(results: Sequence[tuple[datetime.datetime, bool]], recent: int = RECENT) -> tuple[TrendPoint, ...]:
    """The win rate after each game, for a chart.

    >>> day = datetime.datetime(2026, 1, 1)
    >>> [(p.rate, p.recent) for p in trend([(day, True), (day, False), (day, False)], recent=2)]
    [(1.0, 1.0), (0.5, 0.5), (0.3333333333333333, 0.0)]
    """
    points = []
    wins = in_window = 0
    for index, (ended, won) in enumerate(results):
        wins += won
        in_window += won
        if index >= recent:
            in_window -= results[index - recent][1]  # the game that left the window
        points.append(
            TrendPoint(index + 1, ended, won, wins / (index + 1), in_window / min(index + 1, recent))
        )
    return tuple(points)
