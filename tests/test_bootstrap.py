"""tools/bootstrap.py, the README's set-up: where it installs, and that it installs only when needed.

The real thing (a fresh Debian 12 with and without python3-venv, and a plain
Python as on CI) was run by hand; these tests pin the decisions it makes.
"""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]


def load_bootstrap() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bootstrap", ROOT / "tools" / "bootstrap.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_without_a_task_it_says_how_to_use_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert load_bootstrap().main([]) == 2
    err = capsys.readouterr().err
    assert "tools/bootstrap.py play" in err and "tools/bootstrap.py test" in err
    assert "tools/bootstrap.py build" in err


def test_it_installs_once_per_pyproject_and_extras(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bootstrap = load_bootstrap()
    calls: list[list[str]] = []

    def run(command: list[Any], **kwargs: Any) -> subprocess.CompletedProcess[str]:
        calls.append([str(part) for part in command])
        return subprocess.CompletedProcess(command, 0, "", "")

    monkeypatch.setattr(subprocess, "run", run)
    python = tmp_path / "env" / "bin" / "python"
    python.parent.mkdir(parents=True)
    bootstrap.install(python, "[test]")
    bootstrap.install(python, "[test]")
    installs = [call for call in calls if "install" in call]
    assert installs == [[str(python), "-m", "pip", "install", "-e", ".[test]"]]
    bootstrap.install(python, "")
    assert [call for call in calls if "install" in call][-1][-1] == "."


def test_without_ensurepip_the_environment_borrows_the_system_pip(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bootstrap = load_bootstrap()
    made: list[dict[str, Any]] = []
    monkeypatch.setattr(bootstrap.venv, "create", lambda folder, **options: made.append(options))
    monkeypatch.setattr(bootstrap, "has_ensurepip", lambda: False)
    bootstrap.make_environment(tmp_path / ".venv")
    monkeypatch.setattr(bootstrap, "has_ensurepip", lambda: True)
    bootstrap.make_environment(tmp_path / ".venv")
    assert made == [
        {"with_pip": False, "system_site_packages": True, "clear": True},
        {"with_pip": True, "clear": True},
    ]


def test_every_task_compiles_the_translations_and_the_engine_first_and_only_the_build_requires_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bootstrap = load_bootstrap()
    python = tmp_path / "env" / "bin" / "python"
    monkeypatch.setattr(bootstrap, "environment_python", lambda: python)
    monkeypatch.setattr(bootstrap, "install", lambda python, extras: None)
    calls: list[list[str]] = []
    engine_status = 0

    def run(command: list[Any], **kwargs: Any) -> subprocess.CompletedProcess[str]:
        calls.append([str(part) for part in command])
        status = engine_status if "build_engine.py" in calls[-1][1] else 0
        return subprocess.CompletedProcess(command, status, "", "")

    monkeypatch.setattr(subprocess, "run", run)
    assert bootstrap.main(["play", "--seed", "3"]) == 0
    assert calls == [
        [str(python), str(ROOT / "tools" / "translations.py"), "compile"],
        [str(python), str(ROOT / "tools" / "build_engine.py")],
        [str(python), "-m", "game", "--seed", "3"],
    ]
    calls.clear()
    engine_status = 1  # what build_engine.py --require says when the engine runs pure
    assert bootstrap.main(["test", "-q"]) == 0
    every_core = ["-n", "auto", "--durations=25"]
    assert calls[-1] == [str(python), "-m", "pytest", *every_core, "-q"]
    calls.clear()
    assert bootstrap.main(["build"]) == 1
    assert calls == [
        [str(python), str(ROOT / "tools" / "translations.py"), "compile"],
        [str(python), str(ROOT / "tools" / "build_engine.py"), "--require"],
    ]


def test_the_tests_run_on_every_core_unless_the_developer_chooses_otherwise() -> None:
    flags = load_bootstrap().pytest_flags
    assert flags([]) == ["-n", "auto", "--durations=25"]
    assert flags(["-q", "tests/test_cli.py"]) == ["-n", "auto", "--durations=25", "-q", "tests/test_cli.py"]
    # One process, as asked (--pdb cannot stop in a worker); the slowest are still named.
    for own in (["-n", "0"], ["-n0"], ["--numprocesses=1"], ["-p", "no:xdist"], ["--pdb"], ["--dist=load"]):
        assert flags(own) == ["--durations=25", *own], own
