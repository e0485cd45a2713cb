"""The packaged program: ``build.spec`` makes an executable that finds its files and plays a game.

PyInstaller builds the folder (onedir) version once for this module, into a
temporary dist/work folder so the tree's own build/ and dist/ are left alone.
The tests then run the built binary the way a player's machine would: no
Python, no source tree, a user folder of its own (``Q2J_HOME``) and SDL's dummy
drivers in place of a screen and a sound card. A machine without PyInstaller (or,
on Linux, binutils, which PyInstaller needs) skips them; on CI (``CI`` set) that
is an error.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import sysconfig
import tomllib
from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXE_NAME = "q2j.exe" if sys.platform == "win32" else "q2j"

# A build takes well under a minute here; the margin is for slow CI machines and a cold cache.
BUILD_TIMEOUT = 900
RUN_TIMEOUT = 300

USER_VARIANT = """\
extends: q2j
name: Frozen Test House Rules
description: A variant from the player's own folder, read by the built program.
"""


@pytest.fixture(scope="module")
def built(
    shared_build: Callable[[str], AbstractContextManager[Path]],
    need_tool: Callable[[str, str], str],
    compiled_engine: None,
) -> Path:
    """The built program's folder (``.../dist/q2j``): packaged from the compiled engine, which
    the build requires (without it, skipped here and failed on CI, like a missing tool). Built
    once per run, whichever test process asks first (tests/conftest.py's ``shared_build``): two
    PyInstaller builds at once would also share PyInstaller's own cache."""
    need_tool("PyInstaller", "pip:pyinstaller")
    if sys.platform.startswith("linux"):
        need_tool("objdump", "binutils")
    with shared_build("pyinstaller") as out:
        done = out / "built"
        if not done.is_file():
            _build(out)
            done.touch()
    return out / "dist" / "q2j"


def _build(out: Path) -> None:
    env = dict(os.environ)
    # The folder build is the one under test, whatever the caller's shell says.
    env.pop("Q2J_ONEFILE", None)
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(ROOT / "build.spec"),
        "--noconfirm",
        "--distpath",
        str(out / "dist"),
        "--workpath",
        str(out / "work"),
    ]
    result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=BUILD_TIMEOUT)
    assert result.returncode == 0, "PyInstaller failed:\n" + result.stdout[-4000:] + result.stderr[-8000:]
    folder = out / "dist" / "q2j"
    assert (folder / EXE_NAME).is_file(), f"no executable in {folder}"


def _run(folder: Path, home: Path, *args: str, language: str = "en") -> subprocess.CompletedProcess[str]:
    """The built program with ``args``, headless, with ``home`` as the player's folder."""
    env = dict(os.environ)
    env.update(
        LANGUAGE=language,
        Q2J_HOME=str(home),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    # Run from an empty folder so nothing can be found through the current directory by accident.
    cwd = home.parent
    return subprocess.run(
        [str(folder / EXE_NAME), *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT,
    )


def test_bundle_holds_config_and_assets(built: Path) -> None:
    # PyInstaller 6 puts data under the contents folder, which is sys._MEIPASS at run time.
    bundle = built / "_internal"
    wanted = [
        *sorted((ROOT / "config").glob("*.yaml")),
        *sorted((ROOT / "assets").rglob("*.ttf")),
        *sorted((ROOT / "assets").rglob("*.md")),
        ROOT / "assets" / "icon.png",
        ROOT / "game" / "locale" / "fr" / "LC_MESSAGES" / "q2j.mo",  # the French words
    ]
    missing = [str(p.relative_to(ROOT)) for p in wanted if not (bundle / p.relative_to(ROOT)).is_file()]
    assert not missing, f"not bundled: {missing}"
    assert not (bundle / "babel").exists(), (
        "Babel makes the catalogs at build time; the program needs none of it"
    )


def test_built_program_runs_the_compiled_engine(built: Path, tmp_path: Path) -> None:
    result = _run(built, tmp_path / "home", "--version")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines()[1] == "engine: compiled (mypyc)"
    # mypyc's library (every module's code and its runtime) beside the engine's extension modules.
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    assert (built / "_internal" / f"q2j_engine__mypyc{suffix}").is_file()
    assert (built / "_internal" / "game" / "engine" / "games" / "quatorze" / f"melds{suffix}").is_file()


def _fake_program(folder: Path, engine: str) -> Path:
    """A stand-in for a built program whose ``--version`` names ``engine``."""
    program = folder / f"q2j-{engine.split()[0]}"
    program.write_text(f"#!{sys.executable}\nprint('q2j 0.1.0')\nprint('engine: {engine}')\n")
    program.chmod(0o755)
    return program


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in program is a script with a #! line")
def test_the_build_check_fails_a_program_on_the_pure_engine(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import check_build
    finally:
        sys.path.remove(str(ROOT / "tools"))

    def engine_problems(engine: str) -> list[str]:
        found = check_build.check(_fake_program(tmp_path, engine))
        return [problem for problem in found if "--version" in problem]

    assert engine_problems("compiled (mypyc)") == []
    (problem,) = engine_problems("pure Python (not compiled: no C compiler)")
    assert "not the compiled engine" in problem


def test_built_program_plays_the_smoke_game(built: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    result = _run(built, home, "--smoke")
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert any(line.startswith("smoke ok: ") for line in result.stdout.splitlines()), output
    assert "Traceback" not in output
    # The app writes a crash log on any unexpected error, even one it recovers from.
    assert not (home / "crash.log").exists(), (home / "crash.log").read_text(encoding="utf-8")
    # The game went into the history (SQLite is in the build), with the program's version.
    listed = _run(built, home, "history")
    assert listed.returncode == 0 and "[smoke test]" in listed.stdout, listed.stdout + listed.stderr
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    db = sqlite3.connect(home / "history.sqlite3")
    assert db.execute("SELECT version, status FROM games").fetchall() == [(version, "finished")]
    db.close()


def test_built_program_lists_a_variant_from_the_user_folder(built: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "variants").mkdir(parents=True)
    (home / "variants" / "frozen-house.yaml").write_text(USER_VARIANT, encoding="utf-8")
    result = _run(built, home, "variants")
    assert result.returncode == 0, result.stdout + result.stderr
    listed = {line.split()[0] for line in result.stdout.splitlines() if line.strip()}
    assert {"frozen-house", "q2j", "q2j-war", "q2j-ng"} <= listed, result.stdout
    assert str(home / "variants") in result.stdout


def test_built_program_runs_the_tools(built: Path, tmp_path: Path) -> None:
    # The tools are imported by name at run time; a module left out of the build would drop one silently.
    help_text = _run(built, tmp_path / "home", "--help")
    assert help_text.returncode == 0, help_text.stderr
    for command in (
        "play",
        "simulate",
        "bench",
        "scenario",
        "variants",
        "history",
        "stats",
        "replay",
        "profiles",
    ):
        assert command in help_text.stdout, help_text.stdout
    result = _run(built, tmp_path / "home", "simulate", "--games", "10", "--seed", "3")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "10 games" in result.stdout


def test_built_program_speaks_french(built: Path, tmp_path: Path) -> None:
    """The packaged program carries the compiled catalog: French help where the system is French."""
    result = _run(built, tmp_path / "home", "--help", language="fr_FR")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("utilisation\u00a0: q2j"), result.stdout[:200]
    assert "afficher cette aide et quitter" in result.stdout


def test_built_program_hosts_and_joins_a_table_on_the_network(built: Path, tmp_path: Path) -> None:
    """Play across the room from the download: the packaged program hosts a headless table and
    a second copy of it joins with a computer player, over the loopback, to the match's end.
    (Its websockets client needs parts of the standard library the build once left out.)"""
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LANGUAGE": "en"}

    def start(home: Path, *args: str) -> subprocess.Popen[str]:
        home.mkdir()
        return subprocess.Popen(
            [str(built / EXE_NAME), *args],
            cwd=tmp_path,
            env={**env, "Q2J_HOME": str(home)},
            text=True,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )

    host = start(
        tmp_path / "host",
        *("host", "--headless", "--variant", "q2j-war", "--seats", "remote,easy", "--port", str(port)),
        *("--code", "K7MP9Q", "--seed", "4", "--bind", "127.0.0.1", "--no-announce"),
    )
    assert host.stdout is not None
    assert host.stdout.readline().strip() == f"q2j host: Q Squared Joe War on port {port}, join code K7MP9Q"
    join = start(
        tmp_path / "ann", "join", f"127.0.0.1:{port}", "--code", "K7MP9Q", "--bot", "easy", "--name", "Ann"
    )
    try:
        # The join first: one that fails ends at once, and the host would wait for it.
        joined = join.communicate(timeout=RUN_TIMEOUT)
        assert join.returncode == 0, joined
        hosted = host.communicate(timeout=RUN_TIMEOUT)
    finally:
        for process in (host, join):
            process.kill()
    result = hosted[0].strip().splitlines()[-1]
    assert result.startswith("Q Squared Joe War: "), hosted
    assert joined[0].strip().splitlines()[-1] == result, joined
    assert host.returncode == 0, hosted
