"""A game's own figures come from its registration alone: the toy game, registered with a figure
and a chart no shared module knows of, has them counted, on the statistics screen (its lines, and
its chart on its tab) and in ``q2j stats``."""

from __future__ import annotations

import dataclasses
import datetime
import random
import shutil
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.commands.stats import print_profile
from game.engine import make_rules
from game.engine.figures import Figure, GameFigures
from game.engine.registry import registered
from game.files import paths
from game.history.database import connect
from game.history.profiles import create_profile, find_profile
from game.history.records import Status
from game.history.snapshot import RoundCache, game_record
from game.history.stats import profile_stats
from game.history.store import write_game
from game.launch import LaunchOptions
from game.play.seats import SeatConfig
from game.play.session import Session
from game.scenes.stats_scene import StatsScene, stats_lines
from game.variants import load_catalog
from tests.scenes.driver import Driver

from .entry import ENTRY
from .fixtures import VARIANT


def rounds_won(played: object) -> int:
    return int(played.won)  # type: ignore[attr-defined]


FIGURES = GameFigures(
    (
        Figure("rounds-won", "Rounds won at the toy: {value}", rounds_won),
        Figure("won-bar", "", rounds_won, bar="Won", series="rounds"),
    ),
    chart="The toy's rounds",
    series=("rounds",),
)


@pytest.fixture
def toy_with_figures(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    (tmp_path / "variants").mkdir()
    shutil.copy(VARIANT, tmp_path / "variants" / VARIANT.name)
    with registered(dataclasses.replace(ENTRY, figures=FIGURES)):
        yield


def play_and_record(seeds: tuple[int, ...]) -> int:
    """Toy matches played by random moves with Ada in seat 0, recorded as the table does; the
    rounds Ada won, counted from the matches' own records."""
    db = connect(paths.user_dir() / "history.sqlite3")
    create_profile(db, "Ada")
    won = 0
    variant = load_catalog().get("toy")
    for seed in seeds:
        session = Session(
            variant, make_rules(variant), [SeatConfig("Ada"), SeatConfig("Bot", "easy")], seed, None
        )
        rng, cache = random.Random(seed), RoundCache()
        while True:
            while not session.over:
                session.apply(rng.choice(session.legal()))
            won += 0 in session.finish_round().winners
            game_record(session, f"toy {seed}", session_start(), cache)
            if session.match_over:
                break
            session.next_round()
        write_game(
            db, game_record(session, f"toy {seed}", session_start(), cache, Status.FINISHED, session_start())
        )
    db.close()
    return won


def session_start() -> datetime.datetime:
    return datetime.datetime(2026, 11, 1, 9, tzinfo=datetime.UTC)


def test_a_registered_games_own_figure_is_counted_and_shown(
    toy_with_figures: None, capsys: pytest.CaptureFixture[str]
) -> None:
    won = play_and_record((1, 2, 3))
    db = connect(paths.user_dir() / "history.sqlite3")
    ada = find_profile(db, "Ada")
    assert ada is not None
    stats = profile_stats(db, ada)
    db.close()
    lines = [words for words, _heading in stats_lines(stats, None)]
    assert "Toy Go Out" in lines and f"Rounds won at the toy: {won}" in lines
    print_profile(stats)
    printed = capsys.readouterr().out
    assert f"Rounds won at the toy: {won}" in printed and "The toy's rounds (rounds):" in printed
    driver = Driver(LaunchOptions(seed=7))
    try:
        driver.click_button("History")
        driver.key(pygame.K_s)
        scene = driver.top
        assert isinstance(scene, StatsScene)
        driver.step()
        scene._act(("game", "toy"))
        driver.step()
        assert scene.chart_title() == "The toy's rounds" and scene.bars_rect.height > 0
        charted = scene.charted()
        assert charted is not None and charted.bars == (("Won", (won,)),)
    finally:
        driver.close()
