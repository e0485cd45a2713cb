"""Figures over a run of results, oldest first: streaks and the win rate's trend. Pure functions.

A result is True for a game won (a shared win counts) and False otherwise.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

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


@dataclass(frozen=True, slots=True)
class TrendPoint:
    """After the ``number``-th game (ended at ``ended``): the win rate so far, and over the last
    ``RECENT`` games (fewer at the start), each from 0 to 1."""

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
    wins = 0
    for index, (ended, won) in enumerate(results):
        wins += won
        window = results[max(0, index + 1 - recent) : index + 1]
        points.append(
            TrendPoint(
                number=index + 1,
                ended=ended,
                won=won,
                rate=wins / (index + 1),
                recent=sum(1 for _, w in window if w) / len(window),
            )
        )
    return tuple(points)
