"""The command line in French: its help and messages, argparse's own words included, in the
language the settings choose (the system's unless chosen)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import paths
from game.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    try:
        status = main(list(args))
    except SystemExit as stop:  # argparse's --help and its errors
        status = int(stop.code or 0)
    out, err = capsys.readouterr()
    return status, out + err


def test_help_in_french_when_the_system_speaks_french(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "fr_FR")
    status, said = run(capsys, "--help")
    assert status == 0
    assert said.startswith("utilisation : q2j [OPTIONS DE TABLE] | q2j COMMANDE [OPTIONS]")
    assert "afficher cette aide et quitter" in said  # argparse's own words
    assert "jouer de nombreuses parties entre ordinateurs" in said  # a command's help
    assert "exemples :" in said


def test_errors_in_french(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "fr_FR")
    assert run(capsys, "--players", "11") == (2, "q2j: Q Squared Joe (q2j) se joue à 2–10 joueurs, pas 11\n")
    status, said = run(capsys, "simulate", "--games", "x")
    assert status == 2
    assert (
        said
        == "q2j simulate : argument --games : un nombre entier est attendu, pas 'x' (voir `q2j simulate --help`)\n"
    )
    status, said = run(capsys, "nope")
    assert status == 2 and "choix invalide : 'nope'" in said


def test_the_settings_choice_wins_over_the_system(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "fr_FR")
    settings: Path = paths.settings_file()
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text("language: en\n", encoding="utf-8")
    status, said = run(capsys, "--help")
    assert status == 0 and said.startswith("usage: q2j [TABLE FLAGS]") and "show this help message" in said
