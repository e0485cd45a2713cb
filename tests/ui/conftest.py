"""Headless pygame for the UI tests: dummy video and audio drivers, set before pygame starts."""

from __future__ import annotations

import os
from collections.abc import Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

# Imported after the drivers are chosen above.
import pygame
import pytest


@pytest.fixture(scope="session", autouse=True)
def _pygame_fonts() -> Iterator[None]:
    pygame.font.init()
    yield
