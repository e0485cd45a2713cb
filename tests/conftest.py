"""Shared test set-up: headless SDL, a private user folder, the --run-slow flag (each test
that scales plays its larger run), the rule for tests that need a tool the machine may lack
(skipped here, required on CI), and what lets the suite run on several cores at once.

One suite, the same here and on CI: no test is skipped for being slow. A test that plays a
run it could make larger (more games, kills, examples) plays its share for the suite and reads
``config.run_slow``: ``--run-slow`` plays the larger run, an opt-in soak CI does not give.

The README's test command runs the suite with pytest-xdist (``tools/bootstrap.py``: ``-n auto
--dist loadgroup``), one process per core. Every test has its own user folder and temporary
folders; a hosted table takes any free port, never the player's; the tests that must not run
beside one another, or that share a fixture too costly to build twice, are put in one group
(``GROUPS``), which runs on one worker.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
from collections.abc import Callable, Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The tests read the game's English words: the system's language must not change them (the
# French tests choose French themselves). LANGUAGE is the first variable gettext reads.
os.environ["LANGUAGE"] = "en"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--run-slow",
        action="store_true",
        default=False,
        help="each test that scales plays its larger run (more games, kills, examples); CI does not",
    )


def pytest_configure(config: pytest.Config) -> None:
    # The one switch for larger runs: a test plays its share for the suite unless it is set.
    config.run_slow = config.getoption("--run-slow")  # type: ignore[attr-defined]


# Test files whose tests run on one worker, and why (``--dist loadgroup``).
GROUPS = {
    # Its module fixture packages the program with PyInstaller (a minute or more of both cores):
    # split over two workers it would be built twice.
    "test_build.py": "pyinstaller",
}


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if "xvfb" in item.keywords:
            # Each real-window test starts an X server and the program: one at a time, so that
            # two windows never compete for the cores while their clicks wait on them.
            item.add_marker(pytest.mark.xdist_group("xvfb"))
        elif (group := GROUPS.get(item.path.name)) is not None:
            item.add_marker(pytest.mark.xdist_group(group))


def pytest_report_header(config: pytest.Config) -> str:
    from game.engine import engine_kind

    return f"engine: {engine_kind()}"


def _missing(what: str) -> None:
    """A tool this test needs is not installed: skip on a developer's machine, fail on CI
    (CI sets ``CI``), so the README's test command passes anywhere and CI still runs it."""
    if os.environ.get("CI"):
        pytest.fail(f"{what} (CI must provide it)")
    pytest.skip(what)


@pytest.fixture(scope="session")
def need_tool() -> Callable[[str, str], str]:
    """``need_tool(program, package)``: the program's path; if it is missing, skip the test,
    or fail it on CI. A ``package`` starting with ``pip:`` names a Python module instead."""

    def find(program: str, package: str) -> str:
        if package.startswith("pip:"):
            if importlib.util.find_spec(program) is None:
                _missing(f"{program} is not installed (pip install {package[4:]})")
            return program
        found = shutil.which(program)
        if found is None:
            _missing(f"{program} is not installed (apt-get install {package})")
        assert found is not None
        return found

    return find


@pytest.fixture(autouse=True)
def _english_after_each_test() -> Iterator[None]:
    """A test that speaks French leaves the next one in English."""
    yield
    from game import i18n

    i18n.use("en")


@pytest.fixture(autouse=True)
def _any_free_port(monkeypatch: pytest.MonkeyPatch) -> None:
    """A table hosted from the window listens on any free port in the tests, never the player's
    47474: two tests at once (one on each core), or a real host on this machine, would collide.
    A test that needs a port of its own sets ``host_lobby.PORT`` itself."""
    lobby = sys.modules.get("game.scenes.host_lobby")  # imported by the tests that host
    if lobby is not None:
        monkeypatch.setattr(lobby, "PORT", 0)


@pytest.fixture(autouse=True)
def _private_user_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path_factory.mktemp("q2j-home")))


@pytest.fixture(scope="session")
def compiled_engine() -> None:
    """The engine in this process must be the compiled one: where it is not (no C compiler,
    a stale build, ``Q2J_ENGINE=pure``), skip the test, or fail it on CI."""
    from game.engine import engine_kind
    from game.engine.compiled import COMPILED

    if (kind := engine_kind()) != COMPILED:
        _missing(f"the engine is not compiled: {kind} (python tools/build_engine.py)")
