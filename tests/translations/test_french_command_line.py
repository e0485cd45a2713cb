"""The command line's output in French, read as tests/translations/french_drawn.py reads the
screens: every command's ``--help``, and what ``variants``, ``history``, ``stats`` and
``profiles`` print over a history with games in it.

What a command line must keep as typed is left out before the words are read: the commands'
and options' own names (``--seats``, ``history``), what is quoted in backticks, the values an
option takes as typed (``human,ai,hard``), variant ids and paths.
"""

from __future__ import annotations

import argparse
import contextlib
import re
from pathlib import Path

import pytest

from game.cli import build_parser, main
from game.history.database import FILE_NAME
from game.history.profiles import PALETTE
from tools.history_demo import write_demo_history

from .french_drawn import problems, without_names

# Typed words: an option, a command after "q2j", a list of values with commas, a variant id,
# a path or file name, a level or kind named as the option takes it.
TYPED = re.compile(
    r"\bq2j(?:\s+[a-z]+)+|--?[\w-]+|\b\w*\d\w*\b|\S+\+\S+|\b[\w-]+(?:,[\w-]+)+\b|\bq2j-[\w-]+|\S*/\S*|\S+\.(?:yaml|png|sqlite3)\b"
    r"|\b(?:human|ai|random|easy|medium|hard|expert|remote|single|elimination|points-out|fixed-rounds)\b"
    r"|\b(?:" + "|".join(PALETTE) + r")\b"  # the plate colours, as --colour takes them
)
NAMES = ("Ada", "Basil", "Bot 1", "Chloe", "Dmitri", "Cleo")


def commands(parser: argparse.ArgumentParser | None = None) -> list[str]:
    """Every command's name, and its own actions' (``history export``, ``profiles add``)."""
    found: set[str] = set()
    for action in (parser or build_parser())._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                found.add(name)
                found.update(commands(sub))
    return sorted(found)


def said(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    with contextlib.suppress(SystemExit):  # --help
        main(list(args))
    out, err = capsys.readouterr()
    return out + err


def read(output: str, command_names: list[str]) -> list[str]:
    """Each line's problems as a French reader would meet them: its typography as it is, its
    words without what is typed as shown."""
    found = []
    for line in output.splitlines():
        shown = re.sub(r"\[?\b[A-Z]+ \.\.\.\]?", " ", line)  # argparse's « X ... » for several
        typed = re.sub(r"`[^`]*`", " ", shown)
        plain = TYPED.sub(" ", without_names(typed, NAMES))
        plain = re.sub(rf"^\s*(?:{'|'.join(command_names)})\b", " ", plain)  # a command listed
        words = {p for p in problems(plain, NAMES) if p.startswith(("English", "an English"))}
        typography = {p for p in problems(shown, NAMES) if not p.startswith(("English", "an English"))}
        found.extend(f"{line.strip()!r}: {problem}" for problem in sorted(words | typography))
    return found


@pytest.fixture
def french_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("LANGUAGE", "fr_FR")
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    write_demo_history(tmp_path / FILE_NAME)
    return tmp_path


def test_the_command_lines_words_are_french(capsys: pytest.CaptureFixture[str], french_home: Path) -> None:
    names = commands()
    top = sorted(build_parser()._subparsers._group_actions[0].choices)  # type: ignore[union-attr]
    runs = [
        ["--help"],
        *([name, "--help"] for name in top),
        ["variants"],
        ["history"],
        ["stats"],
        ["profiles"],
    ]
    found = []
    for args in runs:
        output = said(capsys, *args)
        assert output.strip(), args
        found.extend(f"q2j {' '.join(args)}: {problem}" for problem in read(output, names))
    assert not found, f"{len(found)} problems in French:\n" + "\n".join(found)


def test_the_reading_catches_english_in_a_command_lines_output() -> None:
    assert read("  --seats KINDS   types de places : human, ai", ["play"])  # the placeholder
    assert read("Gagnant : Basil (medium)", ["play"])
    assert not read("  --seats TYPES   types de places\u00a0: human,ai,hard (voir `q2j variants`)", ["play"])
