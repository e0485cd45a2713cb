"""One real window: Xvfb, the program as a player starts it, mouse clicks through xdotool.

The app writes where its buttons and legal moves are (``Q2J_DEBUG_LAYOUT``) and
every action it applies (``Q2J_ACTION_LOG``), so the test knows where to click
and can check that the click played the card. CI installs xvfb, xdotool and
imagemagick; on a machine without them the test is skipped, and on CI (where the
environment variable ``CI`` is set) their absence is an error.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.scenes.setup import default_level

ROOT = Path(__file__).resolve().parent.parent
# Written where CI keeps its output, not into the tracked docs (set Q2J_SHOT_DIR to choose).
SHOT = Path(os.environ.get("Q2J_SHOT_DIR", ROOT / "build" / "test-output")) / "xvfb-play.png"
TIMEOUT = 30.0


def _free_display() -> str:
    for number in range(99, 140):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            return f":{number}"
    pytest.fail("no free X display number between :99 and :139")


def _wait(what: str, probe: Any, timeout: float = TIMEOUT) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = probe()
        if found:
            return found
        time.sleep(0.1)
    pytest.fail(f"timed out waiting for {what}")


def _layout(path: Path) -> dict[str, Any]:
    try:
        return dict(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return {}


@pytest.mark.xvfb
def test_play_a_card_in_a_real_window(tmp_path: Path, need_tool: Callable[[str, str], str]) -> None:
    xvfb = need_tool("Xvfb", "xvfb")
    xdotool = need_tool("xdotool", "xdotool")
    display = _free_display()
    server = subprocess.Popen(
        [xvfb, display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    app: subprocess.Popen[bytes] | None = None
    try:
        _wait("Xvfb to start", lambda: Path(f"/tmp/.X11-unix/X{display[1:]}").exists(), 10)
        layout_file = tmp_path / "layout.json"
        actions_file = tmp_path / "actions.jsonl"
        env = dict(os.environ)
        env.update(
            DISPLAY=display,
            SDL_VIDEODRIVER="x11",
            SDL_AUDIODRIVER="dummy",
            Q2J_HOME=str(tmp_path / "home"),
            Q2J_DEBUG_LAYOUT=str(layout_file),
            Q2J_ACTION_LOG=str(actions_file),
        )
        # No game flags: the game is started with the mouse, from the menu, as a player does.
        command = [sys.executable, "-m", "game", "--windowed", "--size", "1200x760"]
        app = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)

        def xdo(*args: str) -> str:
            done = subprocess.run([xdotool, *args], env=env, capture_output=True, text=True, timeout=10)
            return done.stdout.strip()

        window = _wait("the Q2J window", lambda: xdo("search", "--class", "Q2J").split("\n")[0])
        xdo("windowactivate", window)  # needs a window manager; harmless without one
        xdo("windowfocus", window)

        def click(point: list[int]) -> None:
            xdo("mousemove", "--window", window, str(point[0]), str(point[1]))
            time.sleep(0.15)
            xdo("click", "1")
            time.sleep(0.3)

        menu = _wait("the menu", lambda: (d := _layout(layout_file)).get("scene") == "menu" and d)
        click(menu["buttons"]["Play"])
        setup = _wait("the setup screen", lambda: (d := _layout(layout_file)).get("scene") == "setup" and d)
        for _ in range(2):  # Q Squared Joe sits four by default: two players, you and the computer
            click(setup["buttons"]["players:-1"])
        click(setup["buttons"]["start:0"])
        table = _wait(
            "the human's turn at the table",
            lambda: (d := _layout(layout_file)).get("scene") == "table" and d.get("human_turn") and d,
        )
        assert table["seats"] == ["human", default_level()], "the setup clicks should leave you and one bot"
        move = next(m for m in table["moves"] if m["picks"])
        for point in move["picks"]:
            click(point)

        def played() -> bool:
            if not actions_file.exists():
                return False
            entries = [json.loads(line) for line in actions_file.read_text().splitlines() if line]
            return any(e["seat"] == table["viewer"] and e["action"] == move["action"] for e in entries)

        _wait(f"the click to play {move['action']}", played)
        time.sleep(1.0)  # let the card land before the picture
        SHOT.parent.mkdir(parents=True, exist_ok=True)
        if shutil.which("import"):
            subprocess.run(["import", "-display", display, "-window", "root", str(SHOT)], env=env,
                           check=True, timeout=20)  # fmt: skip
        else:
            raw = tmp_path / "screen.xwd"
            subprocess.run(["xwd", "-root", "-display", display, "-out", str(raw)], env=env, check=True)
            subprocess.run(["convert", str(raw), str(SHOT)], check=True, timeout=20)
        assert SHOT.exists()
        assert app.poll() is None, "the program closed by itself"
    finally:
        if app is not None:
            app.terminate()
            try:
                app.wait(10)
            except subprocess.TimeoutExpired:
                app.kill()
        server.terminate()
        server.wait(10)
