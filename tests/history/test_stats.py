"""Statistics over a history written by hand, with every answer worked out from the rules of the
feature (game/history/stats.py's docstring), not from the queries."""

from __future__ import annotations

import datetime
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.history.filters import Filters
from game.history.profiles import create_profile, delete_profile, find_profile
from game.history.stats import head_to_head, overview, profile_stats

from .helpers import DAY_ONE, ada_and_basil, history


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[sqlite3.Connection]:
    """Ada and Basil's history. Ada's finished games, oldest first: won, won, won, lost, won,
    lost, won, won (shared with Basil); one abandoned, one still being played."""
    # Periods are days on this computer's calendar: fix the calendar to UTC.
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    db = history(tmp_path)
    ada_and_basil(db)
    yield db
    db.close()
    monkeypatch.delenv("TZ")
    time.tzset()


def ada(db: sqlite3.Connection, **filters: object) -> object:
    profile = find_profile(db, "ada")
    assert profile is not None
    return profile_stats(db, profile, Filters(**filters))  # type: ignore[arg-type]


def test_games_wins_and_rate_count_finished_games_only(db: sqlite3.Connection) -> None:
    stats = ada(db)
    assert (stats.games, stats.wins, stats.abandoned) == (8, 6, 1)
    assert stats.win_rate == 0.75


def test_streaks_count_wins_in_a_row(db: sqlite3.Connection) -> None:
    stats = ada(db)
    assert stats.current_streak == 2  # the last two (the shared win counts)
    assert stats.best_streak == 3  # the first three


def test_the_trend_is_the_rate_after_each_game(db: sqlite3.Connection) -> None:
    trend = ada(db).trend
    assert [round(point.rate, 4) for point in trend] == [
        1,
        1,
        1,
        0.75,
        0.8,
        round(4 / 6, 4),
        round(5 / 7, 4),
        0.75,
    ]
    assert [point.won for point in trend] == [True, True, True, False, True, False, True, True]
    assert [point.number for point in trend] == list(range(1, 9))
    assert trend[0].ended == DAY_ONE + datetime.timedelta(minutes=5)


def test_results_against_each_computer_level(db: sqlite3.Connection) -> None:
    found = [(r.level, r.games, r.wins, r.level_wins) for r in ada(db).by_level]
    assert found == [("easy", 2, 2, 0), ("medium", 1, 1, 0), ("hard", 2, 1, 1), ("expert", 1, 1, 0)]


def figures_of(stats: object, game: str) -> dict[str, int | float]:
    """A game's own figures in ``stats`` by key (none: {})."""
    found = [figures for figures in stats.figures if figures.game == game]  # type: ignore[attr-defined]
    return {value.key: value.value for value in found[0].values} if found else {}


def test_quatorze_round_points_and_best_round(db: sqlite3.Connection) -> None:
    quatorze = figures_of(ada(db), "quatorze")
    assert quatorze["round-points"] == pytest.approx((-30 + 15 + 50) / 3)  # Ada's three rounds
    assert quatorze["best-round"] == -30
    assert quatorze["best-match"] == -15  # the lowest of Ada's two matches' totals (-15, 50)
    assert "gone-out" not in quatorze  # rounds written by hand keep no score lines: not known


def test_crazy_jokers_contracts_declared_and_completed(db: sqlite3.Connection) -> None:
    mine = next(figures for figures in ada(db).figures if figures.game == "crazy-jokers")
    contracts = {bar: tuple(values) for bar, values in mine.bars}
    assert len(contracts) == 7  # every contract, for a bar chart
    assert mine.series == ("declared", "completed")
    assert contracts["Big Flush"] == (1, 1)
    assert contracts["Full Full House"] == (1, 0)  # declared in a round nobody won
    assert sum(declared for declared, _ in contracts.values()) == 2
    basil = find_profile(db, "Basil")
    assert basil is not None
    theirs = figures_of(profile_stats(db, basil), "crazy-jokers")
    assert (theirs["no-hand-hand-declared"], theirs["big-flush-declared"]) == (1, 1)


def test_average_length(db: sqlite3.Connection) -> None:
    length = ada(db).length
    assert length is not None
    assert length.minutes == pytest.approx((5 + 10 + 15 + 20 + 30 + 25 + 40 + 35) / 8)
    assert length.rounds == pytest.approx(10 / 8)  # two matches of two rounds
    assert length.turns == pytest.approx(100 / 8)  # ten turns a round


def test_breakdown_by_variant(db: sqlite3.Connection) -> None:
    found = [(r.game, r.games, r.wins) for r in ada(db).by_variant]
    assert found == [("crazy-jokers", 1, 1), ("q2j", 5, 4), ("quatorze", 2, 1)]


def test_filters_by_game_and_period(db: sqlite3.Connection) -> None:
    first = DAY_ONE.date()
    quatorze = ada(db, game="quatorze")
    assert (quatorze.games, quatorze.wins) == (2, 1)
    assert figures_of(ada(db, game="quatorze"), "crazy-jokers") == {}
    late = ada(db, since=first + datetime.timedelta(days=4))
    assert (late.games, late.wins, late.abandoned) == (3, 2, 1)
    early = ada(db, until=first + datetime.timedelta(days=1))
    assert (early.games, early.wins, early.best_streak) == (3, 3, 3)
    one_day = ada(db, since=first + datetime.timedelta(days=3), until=first + datetime.timedelta(days=3))
    assert one_day.games == 1 and figures_of(one_day, "quatorze")


def test_head_to_head(db: sqlite3.Connection) -> None:
    first, second = find_profile(db, "Ada"), find_profile(db, "Basil")
    assert first is not None and second is not None
    found = head_to_head(db, first, second)
    assert (found.games, found.first_wins, found.second_wins, found.shared, found.neither) == (5, 3, 1, 1, 0)
    at_q2j = head_to_head(db, first, second, Filters(game="q2j"))
    assert (at_q2j.games, at_q2j.first_wins, at_q2j.second_wins, at_q2j.shared) == (3, 1, 1, 1)


def test_overview_of_everyone(db: sqlite3.Connection) -> None:
    found = overview(db)
    assert [(line.profile.name, line.games, line.wins) for line in found.profiles] == [
        ("Ada", 8, 6),
        ("Basil", 5, 2),
    ]
    assert [(v.game, v.games, v.abandoned) for v in found.variants] == [
        ("crazy-jokers", 1, 0),
        ("q2j", 5, 1),
        ("quatorze", 2, 0),
    ]


def test_a_deleted_profile_keeps_its_games_and_a_new_one_of_that_name_takes_them(
    db: sqlite3.Connection,
) -> None:
    basil = find_profile(db, "Basil")
    assert basil is not None
    delete_profile(db, basil)
    assert [line.profile.name for line in overview(db).profiles] == ["Ada"]
    names = {name for (name,) in db.execute("SELECT name FROM seats WHERE level IS NULL")}
    assert names == {"Ada", "Basil"}, "the games keep the name they were played under"
    assert ada(db).games == 8
    again = create_profile(db, "basil")
    assert profile_stats(db, again).games == 5
