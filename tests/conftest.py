"""Shared test set-up: headless SDL, a private user folder, and the --run-slow flag."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--run-slow", action="store_true", default=False, help="also run the larger conformance runs"
    )


def pytest_configure(config: pytest.Config) -> None:
    # Larger runs are opt-in: CI runs the quick share, --run-slow the full one.
    config.run_slow = config.getoption("--run-slow")  # type: ignore[attr-defined]


@pytest.fixture(autouse=True)
def _private_user_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path_factory.mktemp("q2j-home")))
