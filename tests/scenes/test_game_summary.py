"""A past game's summary from the history list (I), without its replay: its length, how it ended,
and its points round by round with the running totals, worked out by hand from the record; a game
whose rounds are not scored says who won each round. Drawn at the smallest and a large window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from history.helpers import a_round, game, history, seats, write

from game.files import paths
from game.history.records import GameRecord
from game.launch import LaunchOptions
from game.scenes.game_summary import Summary, summary_of
from game.scenes.history_scene import HistoryScene

from .driver import Driver


def quatorze_match() -> GameRecord:
    """Two Quatorze rounds among three: Ada went out first (−30), then Cleo; 35 minutes."""
    rounds = [
        a_round(1, winners=[0], points=[-30, 40, 20], dealt=[0, 1, 2]),
        a_round(2, winners=[2], points=[15, 60, -30], dealt=[0, 1, 2]),
    ]
    return game(
        "qz",
        seats("Ada", "Basil", "medium"),
        [2],
        day=3,
        minutes=35,
        game_name="quatorze",
        rounds=rounds,
        totals=[-15, 100, -10],
    )


def test_the_summary_has_each_rounds_points_the_totals_and_the_length() -> None:
    summary = summary_of(7, quatorze_match())
    assert summary.heading == "Game 7: Quatorze"
    assert summary.lines[0].endswith("for 35 minutes; 2 rounds")
    assert summary.lines[1].startswith("Won by ")
    sheet = summary.sheet
    assert sheet is not None
    points = [[cell.points if cell else None for cell in row.cells] for row in sheet.rows]
    assert points == [[-30, 40, 20], [15, 60, -30]]  # each round as the record has it
    assert list(sheet.totals) == [-30 + 15, 40 + 60, 20 - 30]  # added up by hand


def test_a_game_without_scored_rounds_says_who_won_each() -> None:
    record = game("q", seats("Ada", "easy"), [1], rounds=[a_round(1, winners=[1], dealt=[0, 1])])
    summary = summary_of(3, record)
    assert summary.sheet is None
    assert summary.rounds == ("Round 1: Bot 1 (easy) won",)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    db = history(paths.user_dir())
    write(db, game("old", seats("Ada", "easy"), [0], day=0), quatorze_match())
    db.close()
    yield


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_history_list_shows_the_chosen_games_summary(home: None, size: tuple[int, int]) -> None:
    driver = Driver(LaunchOptions(), size=size)
    try:
        driver.click_button("History")
        driver.step()
        scene = driver.top
        assert isinstance(scene, HistoryScene)
        driver.key(pygame.K_i)  # the newest: the Quatorze match
        driver.step()
        assert isinstance(scene.summary, Summary) and scene.summary.sheet is not None
        assert scene.summary.heading.endswith("Quatorze")
        screen = pygame.display.get_surface()
        assert screen is not None
        scene.draw(screen)
        pygame.image.save(screen, str(paths.user_dir() / f"summary-sheet-{size[0]}.png"))
        driver.key(pygame.K_DOWN)  # the summary follows the game chosen
        driver.step()
        assert isinstance(scene.summary, Summary) and scene.summary.sheet is None
        assert isinstance(driver.top, HistoryScene), "no replay was opened"
        scene.draw(screen)
        pygame.image.save(screen, str(paths.user_dir() / f"summary-{size[0]}.png"))
        driver.key(pygame.K_ESCAPE)  # back to the list, still on the history screen
        driver.step()
        assert scene.summary is None and driver.top is scene
    finally:
        driver.close()
