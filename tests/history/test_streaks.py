"""Streaks and the trend on runs of results whose answers are counted by hand."""

from __future__ import annotations

import datetime

import pytest

from game.history.streaks import best_streak, current_streak, trend

W, L = True, False


@pytest.mark.parametrize(
    ("results", "current", "best"),
    [
        ([], 0, 0),
        ([L], 0, 0),
        ([W], 1, 1),
        ([W, W, L], 0, 2),  # a loss last ends the current streak
        ([L, W, W, W], 3, 3),
        ([W, W, W, W, L, W, W], 2, 4),  # the best is an old one
        ([W, L, W, L, W, L], 0, 1),
    ],
)
def test_streaks(results: list[bool], current: int, best: int) -> None:
    assert current_streak(results) == current
    assert best_streak(results) == best


def test_the_recent_rate_looks_at_the_last_games_only() -> None:
    day = datetime.datetime(2026, 5, 1)
    run = [(day + datetime.timedelta(hours=n), won) for n, won in enumerate([W, W, W, L, L, L])]
    points = trend(run, recent=3)
    assert [p.recent for p in points] == [1, 1, 1, pytest.approx(2 / 3), pytest.approx(1 / 3), 0]
    assert [p.rate for p in points] == [1, 1, 1, 0.75, 0.6, 0.5]
    assert points[-1].ended == day + datetime.timedelta(hours=5)
