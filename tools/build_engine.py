"""Compile the rules engine (``game/engine/``) and the search with mypyc, in place, for this Python.

    python tools/build_engine.py            # compile if the sources changed since the last build
    python tools/build_engine.py --force    # compile again anyway
    python tools/build_engine.py --clean    # remove the compiled files: the pure engine runs
    python tools/build_engine.py --require  # as the first, then exit 1 unless the compiled engine runs
    python tools/build_engine.py --check    # compile nothing: exit 3 if a compile is due, 4 if one runs

The README's set-up (``tools/bootstrap.py``) runs it after every install and before every
task, so an edited engine is compiled again before it runs. Every module under
``game/engine/`` is compiled but the two ``game/engine/compiled.py`` names as pure, and
with them the search's hot loop it names in ``SEARCH`` (``game/ai/``); a module added
later is found and compiled too. The extension modules go beside their
sources, mypyc's shared library (every module's code and its runtime) beside ``game/``,
the C sources and the compiler's log under ``build/engine/``, beside the lock that makes two
builds started at once (two terminals, a test run beside a game) run one after the other: the
second waits, then finds the build up to date. ``game/engine/compiled.stamp``
records the digest of the sources compiled, or why nothing was: ``game.engine`` runs the
compiled modules only when the digest is still the sources' own. The build removes the stamp
before it touches a compiled file and writes it after the last one is in place, so a game or a
test started meanwhile runs the pure engine, never a half-written build (and one already
running on the pure engine keeps its sources: ``compiled.py``'s finder). The compile says what
it is doing and for how long, on one line a terminal rewrites, or a line a minute in a log.
``--check`` is how ``play`` decides to start the game at once and compile in the background.

Without a C compiler (or Python's headers, or mypy) it says so in one line and leaves the
pure engine, which plays the same game more slowly: never an error, unless ``--require``
is given (CI and the release builds give it). mypyc comes with mypy, pinned in
pyproject.toml's ``compile`` extra to the version the project type-checks with.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.machinery
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import IO

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "build" / "engine"
LOG = WORK / "build.log"
LOCK = WORK / "build.lock"

if os.name == "nt":
    import msvcrt

    def _lock(held: IO[bytes], wait: bool) -> bool:
        held.seek(0)
        while True:
            try:
                msvcrt.locking(held.fileno(), msvcrt.LK_NBLCK, 1)
                return True
            except OSError:
                if not wait:
                    return False
                time.sleep(0.5)

    def _unlock(held: IO[bytes]) -> None:
        held.seek(0)
        msvcrt.locking(held.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(held: IO[bytes], wait: bool) -> bool:
        try:
            fcntl.flock(held.fileno(), fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except BlockingIOError:
            return False
        return True

    def _unlock(held: IO[bytes]) -> None:
        fcntl.flock(held.fileno(), fcntl.LOCK_UN)


def say(message: str) -> None:
    print(f"build_engine: {message}", flush=True)


def load_chooser() -> ModuleType:
    """``game/engine/compiled.py`` on its own: importing ``game.engine`` would load the
    compiled modules, which Windows then forbids replacing."""
    source = ROOT / "game" / "engine" / "compiled.py"
    spec = importlib.util.spec_from_file_location("q2j_engine_chooser", source)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@contextlib.contextmanager
def locked(path: Path, waiting: str | None = None) -> Iterator[None]:
    """An exclusive lock on the file ``path`` (made if missing), held for the ``with`` block:
    another process asking for it waits, saying ``waiting`` first. The operating system's lock
    on an open file: it goes with the process, however that ends. (The tests' processes share
    their costly builds with it too: tests/conftest.py.)"""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a+b") as held:
        if not _lock(held, wait=False):
            if waiting is not None:
                say(waiting)
            _lock(held, wait=True)
        try:
            yield
        finally:
            _unlock(held)


def one_build_at_a_time() -> contextlib.AbstractContextManager[None]:
    """The build's lock, held while this process checks, compiles or cleans: another build
    started meanwhile waits (and says so)."""
    return locked(LOCK, "another build of the engine is under way: waiting for it to finish")


def missing_tool() -> str | None:
    """What this machine lacks to compile the engine, if it can tell before trying."""
    for module in ("mypyc", "setuptools"):
        if importlib.util.find_spec(module) is None:
            return f"{module} is not installed (pip install -e '.[compile]')"
    if os.name == "nt":
        return None  # setuptools finds MSVC itself; a failed compile says so
    # The compiler setuptools will call: $CC, else the one Python was built with.
    compiler = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return f"no C compiler ({compiler} not found)"
    header = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not header.is_file():
        return f"no Python headers ({header} not found: the python3-dev package)"
    return None


def clean(chooser: ModuleType) -> None:
    """Remove every compiled file and the stamp (then the pure engine runs)."""
    suffixes = (*importlib.machinery.EXTENSION_SUFFIXES, ".pyd", ".so")
    # Beside every source the build may have compiled (a removed module's too: its folder's).
    folders = {chooser.ENGINE} | {path.parent for path in chooser.compiled_sources()}
    found = [path for folder in folders for path in folder.glob("*") if path.name.endswith(suffixes)]
    found += list(chooser.SOURCE_ROOT.glob(chooser.LIBRARY + ".*"))
    for path in [*found, chooser.STAMP]:
        path.unlink(missing_ok=True)


def compile_in_place(chooser: ModuleType) -> None:
    """mypyc's C for the engine, then the extension modules built beside the sources."""
    from mypyc.build import mypycify
    from setuptools import Distribution

    paths = [path.relative_to(ROOT).as_posix() for path in chooser.compiled_sources()]
    # One group: calls between the engine's modules stay native (and can be inlined).
    extensions = mypycify(paths, group_name=chooser.GROUP, target_dir=str(WORK / "c"), debug_level="0")
    commands = ["build_ext", "--inplace", f"--build-temp={WORK / 'temp'}", f"--build-lib={WORK / 'lib'}"]
    commands.append(f"--parallel={os.cpu_count() or 1}")
    # A bare Distribution: setup() would read pyproject.toml's [project] as this build's metadata.
    distribution = Distribution({"name": "q2j-engine", "ext_modules": extensions, "script_name": __file__})
    distribution.script_args = commands
    distribution.parse_command_line()
    distribution.run_commands()


def compile_stage(log: str) -> str:
    """What the compile is doing, from its log so far (mypyc's warnings, then setuptools')."""
    if "\ncopying " in log:
        return "putting the compiled modules in place"
    if "\nbuilding " in log:
        return "compiling mypyc's C (the long part)"
    return "mypyc is translating the engine to C"


def show_progress(stage: str, seconds: float, terminal: bool, last: float) -> float:
    """One progress line: rewritten in place on a terminal, else printed once a minute (a log,
    CI). Returns when it last printed."""
    line = f"build_engine: {stage}, {seconds:.0f} s so far (log: {LOG.relative_to(ROOT)})"
    if terminal:
        print(f"\r{line}\033[K", end="", flush=True)
        return seconds
    if seconds - last >= 60:
        print(line, flush=True)
        return seconds
    return last


def compile_engine(chooser: ModuleType) -> str | None:
    """Compile in a child process writing to the log, showing its progress; why it failed, or None."""
    WORK.mkdir(parents=True, exist_ok=True)
    terminal = sys.stdout.isatty()
    started = time.monotonic()
    last = 0.0
    with LOG.open("w", encoding="utf-8") as log:
        child = subprocess.Popen(
            [sys.executable, __file__, "--compile-in-place"], cwd=ROOT, stdout=log, stderr=subprocess.STDOUT
        )
        while child.poll() is None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                child.wait(timeout=1)
            stage = compile_stage(LOG.read_text(encoding="utf-8", errors="replace"))
            last = show_progress(stage, time.monotonic() - started, terminal, last)
    if terminal:
        print(flush=True)
    if child.returncode != 0:
        return f"the compile failed (its log: {LOG.relative_to(ROOT)})"
    return None


def running_engine() -> str:
    """What ``game.engine`` reports in a fresh Python."""
    env = {key: value for key, value in os.environ.items() if key != "Q2J_ENGINE"}
    asked = subprocess.run(
        [sys.executable, "-c", "import game.engine as engine; print(engine.engine_kind())"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    lines = (asked.stdout.strip() or asked.stderr.strip()).splitlines()
    return lines[-1] if lines else "no answer"


def write_stamp(chooser: ModuleType, digest: str, why: str | None, missing: bool) -> None:
    stamp: dict[str, object] = {"built": why is None, "sources": digest, "suffix": chooser.SUFFIX}
    if why is None:
        from mypy.version import __version__ as mypy_version

        stamp.update(mypy=mypy_version, python=sys.version.split()[0])
    else:
        stamp.update(why=why, missing_tool=missing)
    chooser.STAMP.write_text(json.dumps(stamp, indent=1) + "\n", encoding="utf-8")


def build(chooser: ModuleType) -> str | None:
    """Compile the engine now; why it runs pure afterwards, or None."""
    # The digest of the sources as they are before compiling: an edit made meanwhile is stale.
    digest = chooser.sources_digest()
    clean(chooser)
    missing = missing_tool()
    if missing is not None:
        write_stamp(chooser, digest, missing, missing=True)
        return missing
    say("compiling game/engine and the search with mypyc (a few minutes; again only when they change)")
    started = time.perf_counter()
    why = compile_engine(chooser)
    if why is None:
        write_stamp(chooser, digest, None, missing=False)
        running = running_engine()
        if running != chooser.COMPILED:
            why = f"the compiled engine does not run: {running}"
        else:
            say(f"compiled in {time.perf_counter() - started:.0f} s")
    if why is not None:
        clean(chooser)
        write_stamp(chooser, digest, why, missing=False)
    return why


def needs_build(chooser: ModuleType) -> bool:
    stamp = chooser.read_stamp()
    if stamp is None or stamp.get("suffix") != chooser.SUFFIX:
        return True
    if stamp.get("sources") != chooser.sources_digest():
        return True
    if stamp.get("built"):
        return chooser.stamp_problem(stamp) is not None
    # A failed build is tried again only once the missing tool has come.
    return bool(stamp.get("missing_tool")) and missing_tool() is None


# --check's answers besides 0 (up to date, or nothing this machine can compile).
DUE = 3
UNDER_WAY = 4


def check(chooser: ModuleType) -> int:
    """``--check``: whether a compile is due or under way, compiling nothing. Otherwise (up to
    date, or this machine lacks what a compile needs) 0, and the note a plain run prints when
    the engine runs pure."""
    LOCK.parent.mkdir(parents=True, exist_ok=True)
    with LOCK.open("a+b") as held:
        if not _lock(held, wait=False):
            return UNDER_WAY
        try:
            if not needs_build(chooser):
                problem = chooser.stamp_problem(chooser.read_stamp())
                why = None if problem is None else problem[0]
            elif (why := missing_tool()) is None:
                return DUE
        finally:
            _unlock(held)
    if why is not None:
        say(f"{why}: the engine runs as pure Python (the same game, slower)")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--force", action="store_true", help="compile even if the build is up to date")
    parser.add_argument("--clean", action="store_true", help="remove the compiled files and stop")
    parser.add_argument("--require", action="store_true", help="exit 1 unless the compiled engine runs")
    parser.add_argument(
        "--check",
        action="store_true",
        help=f"compile nothing: exit {DUE} if a compile is due, {UNDER_WAY} if one is under way, else 0",
    )
    parser.add_argument("--compile-in-place", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    chooser = load_chooser()
    if args.compile_in_place:
        compile_in_place(chooser)
        return 0
    if args.check:
        return check(chooser)
    with one_build_at_a_time():
        if args.clean:
            clean(chooser)
            say("compiled files removed: the pure Python engine runs")
            return 0
        if args.force or needs_build(chooser):
            why = build(chooser)
        else:
            problem = chooser.stamp_problem(chooser.read_stamp())
            why = None if problem is None else problem[0]
    if why is not None:
        say(f"{why}: the engine runs as pure Python (the same game, slower)")
    return 1 if args.require and why is not None else 0


if __name__ == "__main__":
    sys.exit(main())
