"""One real window, Crazy Jokers: chosen on the setup screen, then the blind pick, the declaration
and a blind trade proposed to the computer, all with the mouse (Xvfb and xdotool).

The window's clicks come from where the app says its buttons and moves are (``Q2J_DEBUG_LAYOUT``);
the app's action log (``Q2J_ACTION_LOG``) shows the proposal was made, and the computer's answer.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from test_xvfb_window import _free_display, _layout, _wait, _wait_briefly

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 30.0


@pytest.mark.xvfb
def test_propose_a_trade_with_the_mouse_in_a_real_window(
    tmp_path: Path, need_tool: Callable[[str, str], str]
) -> None:
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
        said = tmp_path / "program-output.txt"
        with said.open("wb") as output:
            app = subprocess.Popen(
                [sys.executable, "-m", "game", "--windowed", "--size", "1200x760"],
                cwd=ROOT,
                env=env,
                stdout=output,
                stderr=subprocess.STDOUT,
            )
        app.stderr_path = said  # type: ignore[attr-defined]

        def xdo(*args: str) -> str:
            done = subprocess.run([xdotool, *args], env=env, capture_output=True, text=True, timeout=10)
            return done.stdout.strip()

        window = _wait("the Q2J window", lambda: xdo("search", "--class", "Q2J").split("\n")[0], 90, app)
        xdo("windowfocus", window)

        def click(point: list[int]) -> None:
            xdo("mousemove", "--window", window, str(point[0]), str(point[1]))
            time.sleep(0.15)
            xdo("click", "1")
            time.sleep(0.3)

        def screen(scene: str, check: Callable[[dict[str, Any]], bool] = lambda d: True) -> Any:
            def probe() -> Any:
                found = _layout(layout_file)
                return found.get("scene") == scene and check(found) and found

            return probe

        def click_until(point: list[int], what: str, reached: Callable[[], Any]) -> Any:
            for _ in range(4):
                click(point)
                found = _wait_briefly(reached, 5.0, app)
                if found:
                    return found
            return _wait(what, reached, TIMEOUT, app)

        def actions() -> list[dict[str, Any]]:
            if not actions_file.exists():
                return []
            return [json.loads(line) for line in actions_file.read_text().splitlines() if line]

        menu = _wait("the menu", screen("menu"), TIMEOUT, app)
        setup = click_until(menu["buttons"]["Play"], "the setup screen", screen("setup"))
        # The setup screen does not say which game is chosen: choosing it twice is harmless, and the
        # table's first move (a blind pick) shows it was taken.
        for _ in range(2):
            click(setup["buttons"]["variant:crazy-jokers"])
            time.sleep(0.5)
        setup = _wait("the setup screen", screen("setup"), TIMEOUT, app)
        while setup["players"] > 2:
            want = setup["players"] - 1
            setup = click_until(
                setup["buttons"]["players:-1"],
                f"{want} players",
                screen("setup", lambda d, w=want: d["players"] == w),
            )
        click_until(setup["buttons"]["start:0"], "the table", screen("table"))
        first = _wait("the player's turn", screen("table", lambda d: bool(d.get("human_turn"))), TIMEOUT, app)
        assert any(m["action"].startswith("pick") for m in first["moves"]), (
            "Crazy Jokers should start with a pick"
        )
        proposal = None
        for _ in range(40):
            table = _wait(
                "the player's turn", screen("table", lambda d: bool(d.get("human_turn"))), TIMEOUT, app
            )
            done = len(actions())
            moves = table["moves"]
            trade = next((m for m in moves if m["action"].startswith("propose")), None)
            if trade is not None:
                click(trade["picks"][0])
                click(trade["target"])
                proposal = trade["action"]
                break
            contracts = [point for label, point in table["buttons"].items() if " · " in label]
            if contracts:
                click(contracts[1])  # the Fixed Straight
            else:
                move = next(m for m in moves if m["picks"])
                click(move["picks"][0])
                if move["target"] is not None and len(actions()) == done:
                    click(move["target"])
            _wait("the click to make a move", lambda done=done: len(actions()) > done, TIMEOUT, app)
        assert proposal is not None, "the player's turn never offered a trade"

        def answered() -> Any:
            made = [entry["action"] for entry in actions()]
            if proposal not in made:
                return None
            after = made[made.index(proposal) + 1 :]
            return after[0] if after else None

        answer = _wait(f"the click to {proposal}, and the computer's answer", answered, TIMEOUT, app)
        assert answer == "decline" or answer.startswith("accept ")
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
