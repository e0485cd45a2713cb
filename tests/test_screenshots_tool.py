"""The one screenshot tool draws every picture the README shows, under the same file names."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "tools" / "screenshots.py"


def run_tool(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "Q2J_HOME": str(home)}
    return subprocess.run(
        [sys.executable, str(TOOL), *args], capture_output=True, text=True, env=env, cwd=ROOT, timeout=300
    )


def test_the_tool_lists_every_picture_the_readme_shows(tmp_path: Path) -> None:
    shown = set(
        re.findall(r"docs/screenshots/([\w-]+\.png)", (ROOT / "README.md").read_text(encoding="utf-8"))
    )
    assert len(shown) >= 12
    listed = run_tool("--list", home=tmp_path)
    assert listed.returncode == 0, listed.stderr
    names = {
        words[0]
        for words in map(str.split, listed.stdout.splitlines())
        if words and words[0].endswith(".png")
    }
    assert shown <= names, f"not drawn by the tool: {sorted(shown - names)}"
    for name in shown:
        assert (ROOT / "docs" / "screenshots" / name).is_file(), name


def test_one_picture_is_drawn_on_request_and_an_unknown_one_is_refused(tmp_path: Path) -> None:
    drawn = run_tool(str(tmp_path / "out"), "--only", "menu.png", home=tmp_path)
    assert drawn.returncode == 0, drawn.stderr
    picture = pygame.image.load(str(tmp_path / "out" / "menu.png"))
    assert picture.get_size() == (1600, 900)
    refused = run_tool(str(tmp_path / "out"), "--only", "nothing.png", home=tmp_path)
    assert refused.returncode == 2 and "no picture named nothing.png" in refused.stderr
    assert "Traceback" not in refused.stderr
