"""tools/bootstrap.py, the README's set-up: where it installs, and that it installs only when needed.

The real thing (a fresh Debian 12 with and without python3-venv, and a plain
Python as on CI) was run by hand; these tests pin the decisions it makes.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import time
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


def test_test_and_build_compile_the_translations_and_the_engine_first_and_only_the_build_requires_it(
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
    assert bootstrap.main(["test", "-q"]) == 0
    assert calls[:2] == [
        [str(python), str(ROOT / "tools" / "translations.py"), "compile"],
        [str(python), str(ROOT / "tools" / "build_engine.py")],
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


class FakeProcesses:
    """``subprocess.run`` and ``Popen`` recorded: ``tools/build_engine.py --check`` answers
    ``check`` (0 current, 3 a compile is due, 4 one is under way); nothing really runs, so a
    compile started with ``Popen`` never ends, and the game must not wait for it."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, check: int) -> None:
        self.check = check
        self.ran: list[list[str]] = []
        self.started: list[tuple[list[str], dict[str, Any]]] = []
        self.environment: dict[str, str] | None = None  # the last command's (the game's)
        monkeypatch.setattr(subprocess, "run", self.run)
        monkeypatch.setattr(subprocess, "Popen", self.popen)

    def run(self, command: list[Any], **kwargs: Any) -> subprocess.CompletedProcess[str]:
        self.ran.append([str(part) for part in command])
        self.environment = kwargs.get("env")
        status = self.check if self.ran[-1][-1] == "--check" else 0
        return subprocess.CompletedProcess(command, status, "", "")

    def popen(self, command: list[Any], **kwargs: Any) -> object:
        self.started.append(([str(part) for part in command], kwargs))
        return object()  # no wait(), no poll(): waiting for it would fail


def play(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, check: int) -> tuple[FakeProcesses, list[str]]:
    bootstrap = load_bootstrap()
    python = tmp_path / "env" / "bin" / "python"
    monkeypatch.setattr(bootstrap, "environment_python", lambda: python)
    monkeypatch.setattr(bootstrap, "install", lambda python, extras: None)
    monkeypatch.setattr(bootstrap, "BACKGROUND_LOG", tmp_path / "build" / "engine" / "background.log")
    processes = FakeProcesses(monkeypatch, check)
    assert bootstrap.main(["play", "--seed", "3"]) == 0
    assert processes.ran == [
        [str(python), str(ROOT / "tools" / "translations.py"), "compile"],
        [str(python), str(ROOT / "tools" / "build_engine.py"), "--check"],
        [str(python), "-m", "game", "--seed", "3"],
    ]
    return processes, [str(python), str(ROOT / "tools" / "build_engine.py")]


def test_play_without_a_compiled_engine_starts_at_once_and_compiles_in_the_background(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    processes, compile_command = play(tmp_path, monkeypatch, check=3)
    # The game ran (above) after one compile was started, detached, and never waited for.
    assert [command for command, _ in processes.started] == [compile_command]
    options = processes.started[0][1]
    if os.name != "nt":
        assert options["start_new_session"] is True and options["stdin"] == subprocess.DEVNULL
    said = capsys.readouterr().out
    assert "this start runs the pure Python engine" in said
    assert "being built in the background" in said and "runs from the next start" in said
    assert f"(progress: {tmp_path / 'build' / 'engine' / 'background.log'})" in said


def test_play_with_a_current_compiled_engine_compiles_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    processes, _ = play(tmp_path, monkeypatch, check=0)
    assert processes.started == []
    assert "background" not in capsys.readouterr().out


def test_a_second_play_while_the_compile_runs_starts_no_other(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    processes, _ = play(tmp_path, monkeypatch, check=4)
    assert processes.started == []
    said = capsys.readouterr().out
    assert "still being built in the background" in said and "background.log" in said


@pytest.mark.parametrize("check, building", [(3, True), (4, True), (0, False)])
def test_the_game_is_told_when_the_engine_compiles_meanwhile(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, check: int, building: bool
) -> None:
    """Its menu says so (game/scenes/engine_note.py): the background log in its environment
    while a compile was started or is under way, nothing when the compiled engine is current."""
    monkeypatch.delenv("Q2J_ENGINE_BUILDING", raising=False)
    processes, _ = play(tmp_path, monkeypatch, check=check)
    assert processes.environment is not None
    told = processes.environment.get("Q2J_ENGINE_BUILDING")
    assert told == (str(tmp_path / "build" / "engine" / "background.log") if building else None)
    assert processes.environment.get("PATH") == os.environ.get("PATH")


@pytest.mark.skipif(os.name == "nt", reason="sessions and nice are POSIX's")
def test_the_background_compile_is_detached_niced_and_logged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The real Popen, with a stand-in for tools/build_engine.py that says where it runs."""
    bootstrap = load_bootstrap()
    (tmp_path / "tools").mkdir()
    (tmp_path / "tools" / "build_engine.py").write_text(
        "import os, sys\nprint(os.getsid(0), os.nice(0), sys.stdin.read() == '', flush=True)\n"
    )
    monkeypatch.setattr(bootstrap, "ROOT", tmp_path)
    log = tmp_path / "build" / "engine" / "background.log"
    monkeypatch.setattr(bootstrap, "BACKGROUND_LOG", log)
    bootstrap.compile_in_background(Path(sys.executable))
    for _ in range(200):  # the stand-in's answer, within 20 s
        if log.read_text().endswith("\n"):
            break
        time.sleep(0.1)
    session, niceness, no_input = log.read_text().split()
    assert int(session) != os.getsid(0)  # Ctrl+C in the terminal does not reach it
    assert int(niceness) >= min(os.nice(0) + 10, 19)
    assert no_input == "True"


def test_a_failed_compile_says_english_only_only_when_a_catalog_is_missing_or_old(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The play install has no Babel, so tools/translations.py cannot compile; its build wrote
    the catalogs already, and a newcomer was told "English only" while French worked."""
    messages = tmp_path / "game" / "locale" / "fr" / "LC_MESSAGES"
    messages.mkdir(parents=True)
    source, catalog = messages / "q2j.po", messages / "q2j.mo"
    source.write_text("", encoding="utf-8")
    bootstrap = load_bootstrap()
    monkeypatch.setattr(bootstrap, "ROOT", tmp_path)
    monkeypatch.setattr(bootstrap.subprocess, "run", lambda *a, **k: subprocess.CompletedProcess(a, 1))
    bootstrap.compile_translations(Path(sys.executable))
    assert "English only" in capsys.readouterr().out  # no catalog at all
    catalog.write_bytes(b"")
    os.utime(catalog, (source.stat().st_mtime + 5, source.stat().st_mtime + 5))
    bootstrap.compile_translations(Path(sys.executable))
    assert capsys.readouterr().out == ""  # the build's catalog is current: nothing to say
    os.utime(source, (catalog.stat().st_mtime + 5, catalog.stat().st_mtime + 5))
    bootstrap.compile_translations(Path(sys.executable))
    assert "English only" in capsys.readouterr().out  # the source changed since
