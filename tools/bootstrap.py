"""Install Q2J and start it, or install it with its test tools and run the tests.

    python3 tools/bootstrap.py play [GAME FLAGS]     # the game (`q2j`)
    python3 tools/bootstrap.py test [PYTEST FLAGS]   # python -m pytest, on every core
    python3 tools/bootstrap.py build [-- --onefile]  # pyinstaller build.spec

``test`` and ``build`` then compile the rules engine with mypyc when its sources changed since
the last compile (``tools/build_engine.py``: minutes, its progress shown). ``play`` does not
wait for it: without a current compiled engine the game starts at once on the pure engine
while a detached, low-priority process compiles it (its log in ``build/engine/``), and the
next start runs compiled; a second ``play`` meanwhile starts no second compile. A machine
without a C compiler gets the pure Python engine, the same game more slowly, and a one-line
note; only ``build`` (the packaged program must be compiled) stops there.

The install goes into the virtual environment that is active, or else into
``.venv`` in this folder, made on first use: never into the system's Python,
which Debian 12 and recent Ubuntu refuse to change (PEP 668: "externally
managed"). Where Debian lacks the python3-venv package (so ``ensurepip`` is
missing), the environment is made without pip and uses the system's pip
through ``--system-site-packages``. The install is skipped when it is up to
date (the same pyproject.toml, the same extras).

The tests run on every core (pytest-xdist's ``-n auto``; tests/conftest.py says how the test
processes share what they build) and the slowest 25 are named at the end. A developer's own
``-n``, ``--dist``, ``-p no:xdist`` or ``--pdb`` (which needs one process) is left alone.

Only the standard library is used: this runs before anything is installed.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import subprocess
import sys
import venv
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# task: (pip extras, what to run with the environment's python); every extra brings mypyc.
TASKS = {
    "play": ("[compile]", ["-m", "game"]),
    "test": ("[test]", ["-m", "pytest"]),
    "build": ("[build]", ["-m", "PyInstaller", "build.spec"]),
}


# Before the developer's own flags: a later flag of the same name wins.
ON_EVERY_CORE = ["-n", "auto"]
SLOWEST = "--durations=25"


def pytest_flags(argv: list[str]) -> list[str]:
    """The test task's flags for pytest: the suite on every core, the slowest tests named, then
    the developer's own flags (which may choose one process)."""
    own_process_choice = any(
        flag in ("-n", "--numprocesses", "--dist", "--pdb", "no:xdist")
        or flag.startswith(("-n", "--numprocesses=", "--dist=", "-pno:xdist"))
        for flag in argv
    )
    return ([] if own_process_choice else ON_EVERY_CORE) + [SLOWEST, *argv]


def say(message: str) -> None:
    print(f"bootstrap: {message}", flush=True)


def environment_python() -> Path:
    """The python of the active virtual environment, or of ``.venv`` (made if missing)."""
    if sys.prefix != sys.base_prefix:
        return Path(sys.executable)
    folder = ROOT / ".venv"
    python = folder / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    if not python.exists():
        make_environment(folder)
    return python


def has_ensurepip() -> bool:
    """Debian and Ubuntu ship ``ensurepip`` in python3-venv, which a fresh machine may lack."""
    try:
        return importlib.util.find_spec("ensurepip.__main__") is not None
    except ImportError:
        return False


def make_environment(folder: Path) -> None:
    say(f"making a virtual environment in {folder}")
    if has_ensurepip():
        venv.create(folder, with_pip=True, clear=True)
    else:
        say("this Python has no ensurepip (python3-venv); the environment borrows the system's pip")
        venv.create(folder, with_pip=False, system_site_packages=True, clear=True)


def has_pip(python: Path) -> bool:
    found = subprocess.run([python, "-m", "pip", "--version"], capture_output=True)
    return found.returncode == 0


def install(python: Path, extras: str) -> None:
    """``pip install -e .EXTRAS`` into the environment, unless it is already up to date."""
    stamp = python.parent.parent / "q2j-install.stamp"  # inside the environment: goes when it goes
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + extras.encode()).hexdigest()
    if stamp.is_file() and stamp.read_text().strip() == wanted:
        return
    if not has_pip(python):
        raise SystemExit(
            "bootstrap: no pip for this Python. Install it first (Debian/Ubuntu: "
            "sudo apt install python3-pip python3-venv), then run this again."
        )
    say(f"installing Q2J{extras} and its dependencies into {python.parent.parent}")
    subprocess.run([python, "-m", "pip", "install", "-e", f".{extras}"], cwd=ROOT, check=True)
    stamp.write_text(wanted + "\n")


# tools/build_engine.py --check's answers: a compile is due; one is under way.
DUE = 3
UNDER_WAY = 4
BACKGROUND_LOG = ROOT / "build" / "engine" / "background.log"
# Set to the background compile's log in the game's environment (game/scenes/engine_note.py).
ENGINE_BUILDING = "Q2J_ENGINE_BUILDING"


def compile_in_background(python: Path) -> None:
    """Start ``tools/build_engine.py`` detached from this terminal (Ctrl+C and closing the game
    leave it running) at low priority, its output in ``BACKGROUND_LOG``. The build's own lock
    and stamp keep the game and the tests off a half-written build."""
    BACKGROUND_LOG.parent.mkdir(parents=True, exist_ok=True)
    options: dict[str, Any] = {}
    if sys.platform == "win32":
        detached = subprocess.DETACHED_PROCESS | subprocess.CREATE_NEW_PROCESS_GROUP
        options["creationflags"] = detached | subprocess.BELOW_NORMAL_PRIORITY_CLASS
    else:
        options["start_new_session"] = True
        options["preexec_fn"] = lambda: os.nice(10)  # the compiler it starts inherits it
    with BACKGROUND_LOG.open("w", encoding="utf-8") as log:
        subprocess.Popen(
            [python, ROOT / "tools" / "build_engine.py"],
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            **options,
        )


def engine_for_play(python: Path) -> bool:
    """The game starts at once: on the compiled engine if it is current, else on the pure one
    while the compile runs in the background for the next start. True when a compile runs
    meanwhile (the game is told by ``ENGINE_BUILDING``, and its menu says so)."""
    log = BACKGROUND_LOG
    status = subprocess.run([python, ROOT / "tools" / "build_engine.py", "--check"], cwd=ROOT).returncode
    if status == DUE:
        compile_in_background(python)
        say(
            "this start runs the pure Python engine; the compiled one (faster bots) is being built in "
            f"the background, a few minutes, and runs from the next start (progress: {log})"
        )
    elif status == UNDER_WAY:
        say(
            "the compiled engine is still being built in the background; this start runs the pure "
            f"Python engine (progress: {log})"
        )
    return status in (DUE, UNDER_WAY)


def build_engine(python: Path, required: bool) -> int:
    """Compile the engine if its sources changed (a note, and the pure engine, without a C
    compiler; with ``required``, the exit status says whether the compiled engine runs)."""
    command: list[str | Path] = [
        python,
        ROOT / "tools" / "build_engine.py",
        *(["--require"] if required else []),
    ]
    return subprocess.run(command, cwd=ROOT).returncode


def compile_translations(python: Path) -> None:
    """The .mo catalogs from the .po sources (tools/translations.py); without them the game is in
    English. The play install has no Babel, but its build writes the catalogs itself: only a
    catalog still missing or older than its source is worth a word."""
    if (
        subprocess.run(
            [python, ROOT / "tools" / "translations.py", "compile"], cwd=ROOT, capture_output=True
        ).returncode
        and not catalogs_current()
    ):
        say("the translations could not be compiled (run tools/translations.py compile); English only")


def catalogs_current() -> bool:
    """Whether every .po source under game/locale has a .mo catalog at least as new."""
    for source in (ROOT / "game" / "locale").glob("*/LC_MESSAGES/*.po"):
        catalog = source.with_suffix(".mo")
        if not catalog.is_file() or catalog.stat().st_mtime < source.stat().st_mtime:
            return False
    return True


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in TASKS:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    extras, command = TASKS[argv[0]]
    python = environment_python()
    try:
        install(python, extras)
    except subprocess.CalledProcessError as error:
        say(f"the install failed (pip exit status {error.returncode}); see pip's message above")
        return 1
    compile_translations(python)
    # The game and the tests run on the pure engine too; a packaged program must be compiled.
    packaging = argv[0] == "build"
    environment = dict(os.environ)
    if argv[0] == "play":
        if engine_for_play(python):
            environment[ENGINE_BUILDING] = str(BACKGROUND_LOG)
    elif build_engine(python, required=packaging) != 0 and packaging:
        say("the packaged program needs the compiled engine: install a C compiler (see README)")
        return 1
    flags = pytest_flags(argv[1:]) if argv[0] == "test" else argv[1:]
    try:
        return subprocess.run([python, *command, *flags], cwd=ROOT, env=environment).returncode
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
