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
import select
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from game.scenes.setup import default_level

ROOT = Path(__file__).resolve().parent.parent
# Written where CI keeps its output, not into the tracked docs (set Q2J_SHOT_DIR to choose).
SHOT = Path(os.environ.get("Q2J_SHOT_DIR", ROOT / "build" / "test-output")) / "xvfb-play.png"
TIMEOUT = 30.0


def _start_xvfb(xvfb: str) -> tuple[subprocess.Popen[bytes], str]:
    """Xvfb on a display number it finds free itself (``-displayfd``): another server started
    at the same moment (a second test run, a person's Xvfb) cannot take the same number."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        [xvfb, "-displayfd", str(write_end), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        pass_fds=(write_end,),
    )
    os.close(write_end)
    with os.fdopen(read_end) as told:
        # Written once the server listens; nothing (end of file) if it died.
        ready, _, _ = select.select([told], [], [], 10)
        number = told.readline().strip() if ready else ""
    if not number.isdigit():
        server.kill()
        pytest.fail("Xvfb did not start (it told no display number)")
    return server, f":{number}"


def _wait(what: str, probe: Any, timeout: float = TIMEOUT, app: subprocess.Popen[bytes] | None = None) -> Any:
    """Poll ``probe`` until it gives something; fail with the program's own words if it died."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = probe()
        if found:
            return found
        if app is not None and app.poll() is not None:
            pytest.fail(f"the program ended (exit {app.returncode}) while waiting for {what}:\n{_said(app)}")
        time.sleep(0.1)
    pytest.fail(f"timed out after {timeout:.0f} s waiting for {what}" + (f":\n{_said(app)}" if app else ""))


def _wait_briefly(probe: Any, timeout: float, app: subprocess.Popen[bytes] | None) -> Any:
    """Like ``_wait``, but give up quietly: the caller will try again."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = probe()
        if found or (app is not None and app.poll() is not None):
            return found
        time.sleep(0.1)
    return None


def _said(app: subprocess.Popen[bytes]) -> str:
    """The last lines the program wrote (stderr goes to a file, so reading it cannot block)."""
    log = getattr(app, "stderr_path", None)
    if log is None or not Path(log).exists():
        return "(no output captured)"
    lines = Path(log).read_text(encoding="utf-8", errors="replace").splitlines()
    return "\n".join(lines[-30:]) or "(the program wrote nothing)"


def _layout(path: Path) -> dict[str, Any]:
    try:
        return dict(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return {}


@dataclass
class Window:
    """The program running in a real X window, with the files it writes and xdotool at hand."""

    display: str
    env: dict[str, str]
    app: subprocess.Popen[bytes]
    xdotool: str
    layout_file: Path
    actions_file: Path
    window: str = ""

    def xdo(self, *args: str) -> str:
        done = subprocess.run([self.xdotool, *args], env=self.env, capture_output=True, text=True, timeout=10)
        return done.stdout.strip()

    def click(self, point: list[int], button: int = 1) -> None:
        self.xdo("mousemove", "--window", self.window, str(point[0]), str(point[1]))
        time.sleep(0.15)
        self.xdo("click", str(button))
        time.sleep(0.3)

    def key(self, name: str) -> None:
        self.xdo("key", "--window", self.window, name)
        time.sleep(0.3)

    def click_until(self, point: list[int], what: str, reached: Callable[[], Any]) -> Any:
        """Click, and click again if the window missed it (the first click after mapping can be lost)."""
        for _ in range(4):
            self.click(point)
            found = _wait_briefly(reached, 5.0, self.app)
            if found:
                return found
        return _wait(what, reached, TIMEOUT, self.app)

    def layout(self) -> dict[str, Any]:
        return _layout(self.layout_file)

    def actions(self) -> list[dict[str, Any]]:
        if not self.actions_file.exists():
            return []
        return [json.loads(line) for line in self.actions_file.read_text().splitlines() if line]

    def screenshot(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        if shutil.which("import"):
            subprocess.run(["import", "-display", self.display, "-window", "root", str(path)], env=self.env,
                           check=True, timeout=20)  # fmt: skip
        else:
            raw = path.with_suffix(".xwd")
            subprocess.run(
                ["xwd", "-root", "-display", self.display, "-out", str(raw)], env=self.env, check=True
            )
            subprocess.run(["convert", str(raw), str(path)], check=True, timeout=20)


@contextmanager
def real_window(tmp_path: Path, need_tool: Callable[[str, str], str], *flags: str) -> Iterator[Window]:
    """Xvfb, and the program started in it with ``flags`` as a player would type them."""
    xvfb = need_tool("Xvfb", "xvfb")
    xdotool = need_tool("xdotool", "xdotool")
    for attempt in (1, 2):
        server, display = _start_xvfb(xvfb)
        app: subprocess.Popen[bytes] | None = None
        try:
            app, window = _program_in(tmp_path, display, xdotool, flags)
        except pytest.fail.Exception:
            if attempt == 1 and app is None and _display_refused(tmp_path / "program-output.txt"):
                _stop(None, server)
                continue  # the X server, not the program: one more server, one more start
            _stop(app, server)
            raise
        except BaseException:
            _stop(app, server)
            raise
        break
    try:
        yield window
        assert app.poll() is None, "the program closed by itself"
    finally:
        _stop(app, server)


def _program_in(
    tmp_path: Path, display: str, xdotool: str, flags: tuple[str, ...]
) -> tuple[subprocess.Popen[bytes], Window]:
    """The program started on ``display``, once its window shows (``pytest.fail`` if it ended
    first: the program is stopped then, and the caller is given no program)."""
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
    command = [sys.executable, "-m", "game", "--windowed", "--size", "1200x760", *flags]
    said = tmp_path / "program-output.txt"
    with said.open("wb") as output:
        app = subprocess.Popen(command, cwd=ROOT, env=env, stdout=output, stderr=subprocess.STDOUT)
    app.stderr_path = said  # type: ignore[attr-defined]
    window = Window(display, env, app, xdotool, layout_file, actions_file)
    try:
        # A cold start on a busy two-core machine (fresh clone, no .pyc yet) can be slow: allow it.
        window.window = _wait(
            "the Q2J window", lambda: window.xdo("search", "--class", "Q2J").split("\n")[0], 90, app
        )
    except BaseException:
        _stop(app, None)
        raise
    window.xdo("windowactivate", window.window)  # needs a window manager; harmless without one
    window.xdo("windowfocus", window.window)
    # Without a window manager the first click after the window maps can be lost on a busy
    # machine: spend it on the top-left corner, where no screen has anything to click.
    window.click([4, 4])
    return app, window


def _display_refused(said: Path) -> bool:
    """The program could not open the Xvfb display at all (SDL's "x11 not available", seen once
    in a CI run on a busy machine): the X server's fault, not the program's. The program says so
    in its one sentence for a missing display (``app.no_display_words``), in its output."""
    if not said.is_file():
        return False
    return "The game window could not be opened" in said.read_text(encoding="utf-8", errors="replace")


def _stop(app: subprocess.Popen[bytes] | None, server: subprocess.Popen[bytes] | None) -> None:
    if app is not None:
        app.terminate()
        try:
            app.wait(10)
        except subprocess.TimeoutExpired:
            app.kill()
    if server is not None:
        server.terminate()
        server.wait(10)


def _play_with_clicks(window: Window, table: dict[str, Any], move: dict[str, Any]) -> None:
    """Click ``move``'s cards as the table listed them, then its target if the cards alone
    did not make it (a queen beside a second queen could also begin Q Squared)."""

    def played() -> bool:
        return any(e["seat"] == table["viewer"] and e["action"] == move["action"] for e in window.actions())

    for point in move["picks"]:
        window.click(point)
    if move["target"] is not None and not _wait_briefly(played, 3.0, window.app):
        window.click(move["target"])
    if not _wait_briefly(played, TIMEOUT, window.app):
        pytest.fail(
            f"the clicks at {move['picks']} did not play {move['action']}; the moves applied were "
            f"{window.actions()}, and the table now says {window.layout()}"
        )


@pytest.mark.xvfb
def test_play_a_card_in_a_real_window(tmp_path: Path, need_tool: Callable[[str, str], str]) -> None:
    # No game flags: the game is started with the mouse, from the menu, as a player does.
    with real_window(tmp_path, need_tool) as window:
        layout_file, app = window.layout_file, window.app
        click_until = window.click_until
        menu = _wait(
            "the menu", lambda: (d := _layout(layout_file)).get("scene") == "menu" and d, TIMEOUT, app
        )
        setup = click_until(
            menu["buttons"]["Play"],
            "the setup screen",
            lambda: (d := _layout(layout_file)).get("scene") == "setup" and d,
        )
        while setup["players"] > 2:  # Q Squared Joe sits four by default: two players, you and the computer
            want = setup["players"] - 1

            def seated(want: int = want) -> Any:
                return (d := _layout(layout_file)).get("players") == want and d

            setup = click_until(setup["buttons"]["players:-1"], f"{want} players on the setup screen", seated)
        click_until(
            setup["buttons"]["start:0"], "the table", lambda: _layout(layout_file).get("scene") == "table"
        )
        table = _wait(
            "the human's turn at the table",
            lambda: (d := _layout(layout_file)).get("scene") == "table" and d.get("human_turn") and d,
            TIMEOUT,
            app,
        )
        assert table["seats"] == ["human", default_level()], "the setup clicks should leave you and one bot"
        _play_with_clicks(window, table, next(m for m in table["moves"] if m["picks"]))
        time.sleep(1.0)  # let the card land before the picture
        window.screenshot(SHOT)
        assert SHOT.exists()


@pytest.mark.xvfb
def test_a_queen_beside_a_second_queen_is_played_on_the_discard(
    tmp_path: Path, need_tool: Callable[[str, str], str]
) -> None:
    """Deal 143 gives you the queens of spades and hearts and the lead: clicking the queen of
    spades cannot play it yet (it could begin Q Squared), a click on the discard does."""
    flags = ("--variant", "q2j", "--players", "2", "--seats", "human,medium", "--seed", "143")
    with real_window(tmp_path, need_tool, *flags) as window:

        def my_turn() -> Any:
            return (d := window.layout()).get("scene") == "table" and d.get("human_turn") and d

        table = _wait("the human's turn at the table", my_turn, TIMEOUT, window.app)
        actions = [m["action"] for m in table["moves"]]
        assert "qsq QS QH" in actions and "play QS" in actions, f"deal 143 has changed: {actions}"
        queen = next(m for m in table["moves"] if m["action"] == "play QS")
        window.click(queen["picks"][0])

        def answered() -> Any:
            """The click was taken: the queen is chosen (the table writes its layout when the
            choice changes), or something was played."""
            chosen = [s["card"] for s in window.layout().get("selected", [])]
            return chosen == ["QS"] or window.actions()

        _wait("the table to take the click on the queen of spades", answered, TIMEOUT, window.app)
        assert not window.actions(), "one click on a queen that could begin Q Squared played it"
        assert [s["card"] for s in window.layout()["selected"]] == ["QS"], "the queen was not chosen"
        window.click(queen["target"])
        played = _wait_briefly(lambda: [e["action"] for e in window.actions()], TIMEOUT, window.app)
        assert played == ["play QS"], f"a click on the discard after the queen made {played}"


@pytest.mark.xvfb
def test_lay_a_quatorze_meld_with_the_mouse_in_a_real_window(
    tmp_path: Path, need_tool: Callable[[str, str], str]
) -> None:
    """Choose a meld's cards by clicking them, press Lay meld; draw and discard until one is there."""
    flags = ("--variant", "quatorze", "--players", "2", "--seats", "human,easy", "--seed", "3")
    with real_window(tmp_path, need_tool, *flags) as window:
        last_turn = -1
        for _ in range(25):

            def my_turn(after: int = last_turn) -> Any:
                d = window.layout()
                return d.get("scene") == "table" and d.get("human_turn") and d.get("turn") != after and d

            table = _wait("the human's turn at the table", my_turn, TIMEOUT, window.app)
            last_turn = table["turn"]
            plain = [m for m in table["melds"] if "X=" not in m["action"]]  # no joker: no chooser
            if plain:
                meld = plain[0]
                for point in meld["cards"]:
                    window.click(point)
                window.click(table["lay_button"])

                def laid(seat: int = table["viewer"], action: str = meld["action"]) -> bool:
                    return any(e["seat"] == seat and e["action"] == action for e in window.actions())

                _wait(f"the clicks to lay {meld['action']}", laid, TIMEOUT, window.app)
                _wait(
                    "the meld on the table", lambda: window.layout().get("table_melds"), TIMEOUT, window.app
                )
                window.screenshot(SHOT.with_name("xvfb-quatorze-meld.png"))
                return
            draw = next(
                (point for label, point in table["buttons"].items() if label.startswith("Draw")), None
            )
            if draw is not None:
                window.click(draw)
                continue
            discard = next(m for m in table["moves"] if m["action"].startswith("discard"))
            window.click(discard["picks"][0])
            window.click(discard["target"])
        pytest.fail("no meld to lay came to the human in 25 decisions")
