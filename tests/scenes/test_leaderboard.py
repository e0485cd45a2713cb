"""The leaderboard on the statistics screen (L) and in `q2j stats`: every profile that played,
best first, with its games, wins and win rate, counted by hand from a history written here; a
smoke check's game and an abandoned one count nowhere, and a profile with no game is not ranked."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from history.helpers import game, history, seats, write

from game import i18n
from game.cli import main
from game.files import paths
from game.history.profiles import create_profile
from game.history.records import Origin, Status
from game.launch import LaunchOptions
from game.scenes.stats_scene import StatsScene

from .driver import Driver


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    db = history(paths.user_dir())
    for name in ("Ada", "Basil", "Cleo", "Dora"):
        create_profile(db, name)
    smoke = replace(game("smoke", seats("Cleo", "easy"), [0], day=4), origin=Origin.SMOKE)
    write(
        db,
        game("g1", seats("Ada", "Basil"), [0], day=0),  # Ada won
        game("g2", seats("Ada", "easy"), [1], day=1),  # the computer won
        game("g3", seats("Basil", "Cleo"), [0], day=2),  # Basil won
        game("g4", seats("Basil", "easy"), [0], day=3),  # Basil won
        smoke,  # Cleo "won" a smoke check: not a game
        game("left", seats("Cleo", "easy"), [], day=5, status=Status.ABANDONED),
    )
    db.close()


# The ranking worked out by hand from the games the fixture writes.
RANKED = [
    "1. Basil: 3 games, 2 won (67%)",  # g1 lost, g3 and g4 won
    "2. Ada: 2 games, 1 won (50%)",  # g1 won, g2 lost
    "3. Cleo: 1 game, 0 won (0%)",  # g3 lost; the smoke check and the abandoned game not counted
]


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_leaderboard_ranks_every_player_by_win_rate(home: None, size: tuple[int, int]) -> None:
    driver = Driver(LaunchOptions(), size=size)
    try:
        driver.click_button("History")
        driver.step()
        driver.key(pygame.K_s)
        driver.step()
        scene = driver.top
        assert isinstance(scene, StatsScene)
        driver.key(pygame.K_l)
        driver.step()
        lines = [words for words, _heading in scene.figure_lines()]
        assert lines == ["Leaderboard", *RANKED]
        screen = pygame.display.get_surface()
        assert screen is not None
        scene.draw(screen)
        pygame.image.save(screen, str(paths.user_dir() / f"leaderboard-{size[0]}.png"))
        driver.key(pygame.K_l)  # back to the player's own figures
        driver.step()
        assert scene.figure_lines()[0] == ("Ada", True)
    finally:
        driver.close()


def leaderboard_printed(capsys: pytest.CaptureFixture[str], *flags: str) -> list[str]:
    """The lines `q2j stats` prints under its leaderboard's heading (the next heading ends them)."""
    capsys.readouterr()
    assert main(["stats", *flags]) == 0
    out = capsys.readouterr().out.splitlines()
    start = next(
        (i for i, line in enumerate(out) if line.strip() in ("Leaderboard:", "Classement\u00a0:")), None
    )
    if start is None:
        return []
    ranked = []
    for line in out[start + 1 :]:
        if not line.startswith("    "):
            break
        ranked.append(line.strip())
    return ranked


def test_q2j_stats_prints_the_same_leaderboard(
    home: None, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert leaderboard_printed(capsys) == RANKED
    # Cut to Q Squared Joe's games (every game here is one) it is the same; from the day of g3
    # on, Basil's two wins and Cleo's loss; on the smoke check's day, nobody is ranked.
    assert leaderboard_printed(capsys, "--game", "q2j") == RANKED
    assert leaderboard_printed(capsys, "--since", "2026-03-04") == [
        "1. Basil: 2 games, 2 won (100%)",
        "2. Cleo: 1 game, 0 won (0%)",
    ]
    assert leaderboard_printed(capsys, "--since", "2026-03-06", "--until", "2026-03-06") == []
    monkeypatch.setenv("LANGUAGE", "fr_FR")  # the command speaks the system's language
    try:
        assert leaderboard_printed(capsys) == [
            "1. Basil\u00a0: 3 parties, 2 gagnées (67\u202f%)",
            "2. Ada\u00a0: 2 parties, 1 gagnée (50\u202f%)",
            "3. Cleo\u00a0: 1 partie, 0 gagnée (0\u202f%)",
        ]
    finally:
        i18n.use("en")
