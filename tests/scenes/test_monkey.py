"""Thousands of random clicks, drags, keys and resizes per table: nothing breaks, the state stays valid."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine import game_names
from game.play.seats import HUMAN
from game.scenes.curtain import CurtainScene
from game.scenes.pause import PauseScene
from game.scenes.scoreboard import ScoreboardScene
from game.scenes.setup import default_level
from game.scenes.table.scene import TableScene

from .driver import Driver, judge

KEYS = (
    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_1,
    pygame.K_2, pygame.K_3, pygame.K_9, pygame.K_d, pygame.K_p, pygame.K_t, pygame.K_SPACE,
    pygame.K_ESCAPE, pygame.K_a, pygame.K_m,
)  # fmt: skip
# Random inputs per table (2,500 took 40-90 s a case on the 2-core CI machine).
ACTIONS = 1000

CASES = [
    ("q2j", 6, [HUMAN, HUMAN, "bot", "bot", HUMAN, "bot"]),
    ("war", 2, [HUMAN, "bot"]),
    ("ng", 3, [HUMAN, "bot", HUMAN]),
    ("quatorze", 4, [HUMAN, "bot", HUMAN, "bot"]),
    ("crazy-jokers", 3, [HUMAN, "bot", HUMAN]),
]


@pytest.mark.parametrize(("game", "players", "kinds"), CASES, ids=[c[0] for c in CASES])
def test_monkey(driver: Driver, game: str, players: int, kinds: list[str]) -> None:
    if game not in game_names():
        pytest.fail(f"{game} is not registered")
    rng = random.Random(f"monkey-{game}")
    variant = driver.app.ctx.catalog.for_game(game)[0].id
    level = default_level()
    driver.setup_game(variant, players, [k if k == HUMAN else level for k in kinds])
    width, height = driver.app.ctx.size
    for _ in range(ACTIONS):
        top = driver.top
        if isinstance(top, PauseScene):
            # Random clicks on the pause menu would leave the table; Escape resumes it.
            driver.key(pygame.K_ESCAPE)
            continue
        if isinstance(top, ScoreboardScene):
            # A match of several rounds (Crazy Jokers) goes on to its next round (a private
            # table's, once its host has dealt it).
            offered = {button.label: button for button in top.buttons if getattr(button, "enabled", True)}
            label = "Rematch" if "Rematch" in offered else "Next round"
            if label in offered:
                driver.click(offered[label].rect.center)
            else:
                driver.step()
            continue
        if not isinstance(top, TableScene | CurtainScene):
            raise AssertionError(f"the monkey left the table: {top!r}")
        roll = rng.random()
        pos = (rng.randrange(width), rng.randrange(height))
        if roll < 0.45:
            driver.click(pos, button=1 if rng.random() < 0.9 else 3)
        elif roll < 0.6:
            end = (rng.randrange(width), rng.randrange(height))
            driver.drag(pos, end)
        elif roll < 0.85:
            driver.key(rng.choice(KEYS))
        elif roll < 0.9:
            size = (rng.randrange(700, 1900), rng.randrange(480, 1100))  # below the smallest window too
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
            driver.step()
            width, height = driver.app.ctx.size
        else:
            driver.step(rng.randrange(1, 20))
    assert driver.sessions, "no table was played"
    for source in driver.sessions:
        session = judge(source)  # the game as its judge holds it (a private table's host)
        # The engine state is still one its own log reproduces from the origin.
        assert session.replay_check()
        assert session.state.over or session.legal()
