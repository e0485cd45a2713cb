"""Shared test set-up: headless SDL, a private user folder, the --run-slow flag (each test
that scales plays its larger run), the rule for tests that need a tool the machine may lack
(skipped here, required on CI), and what lets the suite run on several cores at once.

One suite, the same here and on CI: no test is skipped for being slow. A test that plays a
run it could make larger (more games, kills, examples) plays its share for the suite and reads
``config.run_slow``: ``--run-slow`` plays the larger run, an opt-in soak CI does not give.

The README's test command runs the suite with pytest-xdist (``tools/bootstrap.py``: ``-n
auto``), one process per core, each given tests as it finishes others. Every test has its own
user folder and temporary folders; a hosted table takes any free port, never the player's; a
real-window test's X server picks a free display itself; what is too costly to build in each
process (the packaged program) is built once per run in a folder the processes share, under a
lock (``shared_build``). (xdist's groups, ``--dist loadgroup``, are not used: pytest 9.2 keeps a
test's id where xdist 3.8 cannot add the group to it, so they group nothing.)
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import shutil
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

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


@pytest.fixture(scope="session")
def shared_build(
    tmp_path_factory: pytest.TempPathFactory,
) -> Callable[[str], contextlib.AbstractContextManager[Path]]:
    """``with shared_build(name) as folder``: a folder that every process of this run (each
    xdist worker) is given for ``name``, held by one process at a time. The first to hold it
    builds there; the others wait, then find the build done (it writes that it is done, so a
    build that failed half-way is not taken for one)."""
    from tools.build_engine import locked

    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent  # each worker's base is a folder in the run's own

    @contextlib.contextmanager
    def hold(name: str) -> Iterator[Path]:
        folder = root / f"shared-{name}"
        with locked(root / f"shared-{name}.lock"):
            folder.mkdir(exist_ok=True)
            yield folder

    return hold


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


@pytest.fixture
def french() -> None:
    """The game speaks French in this test (and English again after it, as after every test).
    The French catalog must be there: without it the test would read English and prove nothing."""
    from game import i18n

    assert i18n.use("fr") == "fr", i18n.missing_note()


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
