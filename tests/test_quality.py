"""The code stays ruff- and mypy-clean and ruff-formatted (the engine under mypy --strict, set in
pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *command], capture_output=True, text=True, cwd=ROOT, timeout=600
    )


def test_ruff_finds_nothing() -> None:
    result = _run("ruff", "check", "game", "tests", "tools")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_would_change_nothing() -> None:
    result = _run("ruff", "format", "--check", "game", "tests", "tools")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_finds_nothing() -> None:
    result = _run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr
