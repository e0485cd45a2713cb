"""One real window, Crazy Jokers: chosen on the setup screen, then the blind pick, the declaration
and a blind trade proposed to the computer, all with the mouse (Xvfb and xdotool).

The window's clicks come from where the app says its buttons and moves are (``Q2J_DEBUG_LAYOUT``);
the app's action log (``Q2J_ACTION_LOG``) shows the proposal was made, and the computer's answer.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from test_xvfb_window import TIMEOUT, _layout, _wait, _wait_briefly, real_window


@pytest.mark.xvfb
def test_propose_a_trade_with_the_mouse_in_a_real_window(
    tmp_path: Path, need_tool: Callable[[str, str], str]
) -> None:
    with real_window(tmp_path, need_tool) as window:
        app, layout_file, actions_file = window.app, window.layout_file, window.actions_file
        click, click_until = window.click, window.click_until

        def screen(scene: str, check: Callable[[dict[str, Any]], bool] = lambda d: True) -> Any:
            def probe() -> Any:
                found = _layout(layout_file)
                return found.get("scene") == scene and check(found) and found

            return probe

        def actions() -> list[dict[str, Any]]:
            if not actions_file.exists():
                return []
            return [json.loads(line) for line in actions_file.read_text().splitlines() if line]

        menu = _wait("the menu", screen("menu"), TIMEOUT, app)
        setup = click_until(menu["buttons"]["Play"], "the setup screen", screen("setup"))
        # The setup screen's layout says which game is chosen (and is written again when it is).
        setup = click_until(
            setup["buttons"]["variant:crazy-jokers"],
            "Crazy Jokers chosen on the setup screen",
            screen("setup", lambda d: d.get("variant") == "crazy-jokers"),
        )
        while setup["players"] > 2:
            want = setup["players"] - 1
            setup = click_until(
                setup["buttons"]["players:-1"],
                f"{want} players",
                screen("setup", lambda d, w=want: d["players"] == w),
            )
        # A person's birthday is asked once, at the seat (Crazy Jokers' A Birthday Wish needs it).
        window.click(setup["birthdays"]["0"])
        window.xdo("type", "--delay", "60", "1990-07-23")
        _wait(
            "the birthday typed on the setup screen",
            screen("setup", lambda d: d.get("birthdays_typed", {}).get("0") == "1990-07-23"),
            TIMEOUT,
            app,
        )
        click_until(setup["buttons"]["start:0"], "the table", screen("table"))
        first = _wait("the player's turn", screen("table", lambda d: bool(d.get("human_turn"))), TIMEOUT, app)
        assert any(m["action"].startswith("pick") for m in first["moves"]), (
            "Crazy Jokers should start with a pick"
        )

        def make(points: list[list[int]]) -> None:
            """Click a move's points; if the window missed a click, clear the choice (right
            click) and click them again."""
            done = len(actions())
            for _ in range(4):
                for point in points:
                    click(point)
                if _wait_briefly(lambda: len(actions()) > done, 8.0, app):
                    return
                click(points[0], 3)
            _wait("the clicks to make a move", lambda: len(actions()) > done, TIMEOUT, app)

        proposal = None
        last_turn = -1
        for _ in range(40):
            # A fresh turn of the player's (the file may still show the one just played).
            fresh = screen("table", lambda d, t=last_turn: bool(d.get("human_turn")) and d["turn"] > t)
            table = _wait_briefly(fresh, TIMEOUT, app)
            if not table:
                shown = _layout(layout_file)
                made = [entry["action"] for entry in actions()]
                pytest.fail(f"no fresh turn after turn {last_turn}: the table shows {shown}, actions {made}")
            last_turn = table["turn"]
            moves = table["moves"]
            trade = next((m for m in moves if m["action"].startswith("propose")), None)
            contracts = [point for label, point in table["buttons"].items() if " · " in label]
            if trade is not None:
                proposal = trade["action"]
                make([trade["picks"][0], trade["target"]])
                break
            if contracts:
                make([contracts[1]])  # the Fixed Straight
            else:  # a pick, a draw, a discard: one click each
                make([next(m for m in moves if m["picks"])["picks"][0]])
        assert proposal is not None, "the player's turn never offered a trade"

        def answered() -> Any:
            # The computer's answer, as the log says it (its move is played by the table's host:
            # this window is told its words, never its notation).
            if proposal not in [entry["action"] for entry in actions()]:
                return None
            said = _layout(layout_file).get("log", [])
            return next(
                (line for line in said if "accepts the trade" in line or "declines the trade" in line), None
            )

        answer = _wait(f"the click to {proposal}, and the computer's answer", answered, TIMEOUT, app)
        assert answer.startswith("Basil "), answer
        assert app.poll() is None, "the program closed by itself"
