"""Headless table tests: the dummy video and audio drivers, and a throwaway user folder.

The environment is set here, before any test module imports pygame.
"""

from __future__ import annotations

import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ.setdefault("Q2J_HOME", tempfile.mkdtemp(prefix="q2j-test-home-"))

from collections.abc import Callable, Iterator

import pygame
import pytest

from game.engine import Card
from game.launch import LaunchOptions

from .both_ways import WAYS, Way
from .driver import Driver


@pytest.fixture(autouse=True)
def _nothing_typed_to_join_before(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test is a program of its own: the join form remembers what was typed in this program
    (``join_scene.LAST_TYPED``), which another test in the same worker would otherwise fill in."""
    from game.scenes import join_scene

    monkeypatch.setattr(join_scene, "LAST_TYPED", {})


@pytest.fixture
def driver(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> Iterator[Driver]:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    made = Driver()
    yield made
    made.close()


@pytest.fixture
def sized_driver(
    tmp_path: object, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Callable[[tuple[int, int]], Driver]]:
    """Drivers at the window sizes a test asks for, each closed at the end."""
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    made: list[Driver] = []

    def make(size: tuple[int, int]) -> Driver:
        made.append(Driver(LaunchOptions(seed=7), size=size))
        return made[-1]

    yield make
    for driver in made:
        driver.close()


@pytest.fixture(params=WAYS)
def way(driver: Driver, request: pytest.FixtureRequest) -> Iterator[Way]:
    """The table opened two ways (``both_ways``): local, and hosted in this process."""
    made = Way(driver, request.param)
    yield made
    made.close()


@pytest.fixture
def toasts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every message the table puts on its message line, in order (a message shown for a moment
    may be gone by the next check: this keeps what the player was shown)."""
    from game.scenes.table.scene import TableScene

    said: list[str] = []
    shown = TableScene.show_toast

    def showing(table: TableScene, message: str, tone: str = "error") -> None:
        said.append(message)
        shown(table, message, tone)

    monkeypatch.setattr(TableScene, "show_toast", showing)
    return said


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[Card]:
    """Every card face the table's renderer is asked to draw (the test clears it between
    frames): what a person at the screen saw, whatever the display holds."""
    from game.scenes.table.render import TableRenderer

    faces: list[Card] = []
    original = TableRenderer.card_image

    def recording(art: object, card: Card | None, angle: int) -> pygame.Surface:
        if card is not None:
            faces.append(card)
        return original(art, card, angle)  # type: ignore[arg-type]

    monkeypatch.setattr(TableRenderer, "card_image", staticmethod(recording))
    return faces


@pytest.fixture
def small(french: None, tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> Iterator[Driver]:
    """The window at its smallest (1024x600), opened on a French system (the settings say
    "system"): a French newcomer's first window."""
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    monkeypatch.setenv("LANGUAGE", "fr")
    made = Driver(LaunchOptions(seed=7), size=(1024, 600))
    yield made
    made.close()
