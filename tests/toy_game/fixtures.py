"""Toy Go Out registered for a test, its variant in the players' variants folder, and a
headless app to play it in (the conftest offers these fixtures)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.engine.registry import registered
from game.launch import LaunchOptions
from tests.scenes.driver import Driver

from .entry import ENTRY

VARIANT = Path(__file__).with_name("toy.yaml")


@pytest.fixture
def toy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The toy game registered, and its variant where the players' own variants go."""
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    (tmp_path / "variants").mkdir()
    shutil.copy(VARIANT, tmp_path / "variants" / VARIANT.name)
    with registered(ENTRY):
        yield


@pytest.fixture
def toy_driver(toy: None) -> Iterator[Driver]:
    made = Driver(LaunchOptions(seed=7))
    yield made
    made.close()
