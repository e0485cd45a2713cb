"""Starting the game where no window can open (no desktop session, or a display with no server
behind it) is an expected case: the player reads one sentence saying so and what to check, the
program ends with a non-zero code, and there is no traceback and no crash log. Checked by starting
the program itself, as a player does, with SDL asked for X11 on a display nobody serves.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.app import run
from game.launch import LaunchOptions

ROOT = Path(__file__).resolve().parents[1]
DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "LANGUAGE", "LC_ALL", "LANG")


def unserved_display() -> str:
    """An X display number with no server behind it (no socket, no lock file)."""
    for number in range(987, 1100):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            return f":{number}"
    raise AssertionError("every display from :987 to :1099 has a server")


def start_game(home: Path, **variables: str) -> subprocess.CompletedProcess[str]:
    """``python -m game`` with no display variables but those given, and a private user folder."""
    env = {k: v for k, v in os.environ.items() if k not in DISPLAY_VARIABLES}
    runtime = home / "runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    # SDL prints its own complaint when it probes Wayland without a runtime folder.
    env.update(
        {"Q2J_HOME": str(home / "user"), "XDG_RUNTIME_DIR": str(runtime), "LANGUAGE": "en", **variables}
    )
    return subprocess.run(
        [sys.executable, "-m", "game"], capture_output=True, text=True, cwd=ROOT, timeout=60, env=env
    )


def crash_logs(home: Path) -> list[Path]:
    return sorted((home / "user").glob("crash*.log"))


def test_x11_asked_on_a_display_nobody_serves(tmp_path: Path) -> None:
    display = unserved_display()
    started = start_game(tmp_path, DISPLAY=display, SDL_VIDEODRIVER="x11")
    assert started.returncode != 0
    assert started.stderr == (
        "q2j: The game window could not be opened: the game needs a display and found none; "
        f"check that a desktop session or X server is running on {display} (from DISPLAY) "
        "and that SDL_VIDEODRIVER=x11 names a driver it offers.\n"
    )
    assert crash_logs(tmp_path) == []


def test_x11_asked_with_no_display_named(tmp_path: Path) -> None:
    started = start_game(tmp_path, SDL_VIDEODRIVER="x11")
    assert started.returncode != 0
    assert started.stderr == (
        "q2j: The game window could not be opened: the game needs a display and found none; DISPLAY "
        "and WAYLAND_DISPLAY are not set, so check that you started it from a desktop session "
        "(X11, Wayland, Windows or macOS).\n"
    )
    assert crash_logs(tmp_path) == []


def test_no_driver_asked_on_a_display_nobody_serves(tmp_path: Path) -> None:
    # SDL, left to choose, falls back to a window nobody sees: refused with the same words.
    display = unserved_display()
    started = start_game(tmp_path, DISPLAY=display)
    assert started.returncode != 0
    assert started.stderr == (
        "q2j: The game window could not be opened: the game needs a display and found none; "
        f"check that a desktop session or X server is running on {display} (from DISPLAY).\n"
    )
    assert crash_logs(tmp_path) == []


def test_said_in_french(tmp_path: Path) -> None:
    display = unserved_display()
    started = start_game(tmp_path, DISPLAY=display, SDL_VIDEODRIVER="x11", LANGUAGE="fr")
    assert started.returncode != 0
    assert started.stderr == (
        "q2j: La fenêtre du jeu n’a pas pu s’ouvrir\u00a0: le jeu a besoin d’un écran et n’en a "
        "trouvé aucun\u202f; vérifiez qu’une session de bureau ou un serveur X tourne sur "
        f"{display} (d’après DISPLAY) et que SDL_VIDEODRIVER=x11 nomme un pilote qu’il propose.\n"
    )
    assert crash_logs(tmp_path) == []


def test_any_other_failure_to_open_is_still_a_crash(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # SDL reached a display but could not use it: a fault to report, with its details kept.
    def broken_init() -> None:
        raise pygame.error("Couldn't find matching GLX visual")

    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    monkeypatch.setattr(pygame.display, "init", broken_init)
    assert run(LaunchOptions()) == 1
    said = capsys.readouterr().err
    assert said.startswith("q2j: something went wrong and the game had to close (error).")
    assert "Couldn't find matching GLX visual" in (tmp_path / "crash.log").read_text()
