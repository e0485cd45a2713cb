"""Shared test set-up: headless SDL, a private user folder, the --run-slow flag (the slow
tests are skipped here, run on CI), and the rule for tests that need a tool the machine may
lack (skipped here, required on CI)."""

from __future__ import annotations

import importlib.util
import os
import shutil
from collections.abc import Callable, Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The tests read the game's English words: the system's language must not change them (the
# French tests choose French themselves). LANGUAGE is the first variable gettext reads.
os.environ["LANGUAGE"] = "en"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--run-slow", action="store_true", default=False, help="also run the tests marked slow")


def pytest_configure(config: pytest.Config) -> None:
    # Tests that scale a run rather than skip it read this (a quick share unless --run-slow).
    config.run_slow = config.getoption("--run-slow")  # type: ignore[attr-defined]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # Tests marked slow are opt-in on a developer's machine (--run-slow) and always run on CI
    # (CI sets ``CI``), so that CI skips nothing. Tests that scale a run instead play their
    # quick share unless --run-slow is given, on CI too.
    if config.getoption("--run-slow") or os.environ.get("CI"):
        return
    skip = pytest.mark.skip(reason="a larger run: give --run-slow to include it (CI runs it)")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


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
