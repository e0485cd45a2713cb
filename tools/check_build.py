"""Check built Q2J executables: ``python tools/check_build.py dist/q2j/q2j dist/q2j-onefile``.

For each program: ``--version`` must say that the engine runs compiled (a packaged program
on the pure engine is a failed build); with a fresh user folder (``Q2J_HOME``) holding one
custom variant, ``variants`` must list it and ``--smoke`` must play its bots-only game
(menu, table, scoreboard) and print its ``smoke ok:`` line, both exiting 0; the
game must then be in the history (``history`` lists it: SQLite is in the build).
SDL's dummy drivers stand in for a screen and a sound card unless the caller
sets others. Only the standard library is used, so this runs on a release
machine before anything else is installed. Exit status: 0 if every program
passed, 1 otherwise.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUN_TIMEOUT = 300  # seconds; a smoke game takes about one here
COMPILED_ENGINE = "engine: compiled (mypyc)"
VARIANT_ID = "release-check"
VARIANT_TEXT = """\
extends: q2j
name: Release check
description: A variant in the player's own folder, which the built program must find.
"""


def _run(program: Path, home: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], float]:
    env = dict(os.environ, Q2J_HOME=str(home), PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    started = time.perf_counter()
    # From the user folder, so nothing is found through a source tree in the current directory.
    result = subprocess.run(
        [str(program), *args], cwd=home, env=env, capture_output=True, text=True, timeout=RUN_TIMEOUT
    )
    return result, time.perf_counter() - started


def check(program: Path) -> list[str]:
    """What is wrong with ``program`` (an empty list if nothing)."""
    if not program.is_file():
        return [f"{program}: no such file"]
    # Absolute, because the program runs from another folder (and POSIX resolves a relative path there).
    program = program.resolve()
    problems: list[str] = []
    with tempfile.TemporaryDirectory(prefix="q2j-check-") as folder:
        home = Path(folder)
        (home / "variants").mkdir()
        (home / "variants" / f"{VARIANT_ID}.yaml").write_text(VARIANT_TEXT, encoding="utf-8")

        version, _ = _run(program, home, "--version")
        if version.returncode != 0 or COMPILED_ENGINE not in version.stdout.splitlines():
            problems.append(
                f"{program} --version: exit {version.returncode}, not the compiled engine\n"
                f"{version.stdout}{version.stderr}"
            )
        else:
            print(f"{program}: {' / '.join(version.stdout.splitlines())}")

        listed, _ = _run(program, home, "variants")
        ids = {line.split()[0] for line in listed.stdout.splitlines() if line.strip()}
        if listed.returncode != 0 or VARIANT_ID not in ids:
            problems.append(
                f"{program} variants: exit {listed.returncode}, {VARIANT_ID!r} "
                f"{'listed' if VARIANT_ID in ids else 'missing'}\n{listed.stdout}{listed.stderr}"
            )

        smoke, seconds = _run(program, home, "--smoke")
        lines = [line for line in smoke.stdout.splitlines() if line.startswith("smoke ok: ")]
        if smoke.returncode != 0 or not lines:
            problems.append(f"{program} --smoke: exit {smoke.returncode}\n{smoke.stdout}{smoke.stderr}")
        else:
            print(f"{program}: {lines[0]} [{seconds:.1f}s wall]")
        listed_games, _ = _run(program, home, "history")
        if listed_games.returncode != 0 or "[smoke test]" not in listed_games.stdout:
            problems.append(
                f"{program} history: exit {listed_games.returncode}, the smoke game is not listed\n"
                f"{listed_games.stdout}{listed_games.stderr}"
            )
        crash = home / "crash.log"
        if crash.exists():
            problems.append(f"{program} wrote a crash log:\n{crash.read_text(encoding='utf-8')}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Smoke-check built Q2J executables.")
    parser.add_argument("programs", nargs="+", type=Path, metavar="PROGRAM")
    args = parser.parse_args(argv)
    problems = [problem for program in args.programs for problem in check(program)]
    for problem in problems:
        print(f"FAILED {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
