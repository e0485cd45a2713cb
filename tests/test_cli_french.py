"""The command line in French: its help and messages, argparse's own words included, in the
language the settings choose (the system's unless chosen)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.cli import main
from game.files import paths


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
    assert said.startswith("utilisation : q2j [OPTIONS DE TABLE] | q2j COMMANDE [OPTIONS]")
    assert "afficher cette aide et quitter" in said  # argparse's own words
    assert "jouer de nombreuses parties entre ordinateurs" in said  # a command's help
    assert "exemples :" in said


def test_errors_in_french(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "fr_FR")
    assert run(capsys, "--players", "11") == (2, "q2j: Q Squared Joe (q2j) se joue à 2–10 joueurs, pas 11\n")
    status, said = run(capsys, "simulate", "--games", "x")
    assert status == 2
    assert (
        said
        == "q2j simulate : argument --games : un nombre entier de 1 à 1\u202f000\u202f000 est attendu, pas 'x' "
        "(voir `q2j simulate --help`)\n"
    )
    for flag, allowed in (
        ("--seed", "de 0 à 9223372036854775807, pas '²'"),
        ("--players", "un nombre entier de joueurs de 2 à 10 est attendu, pas '²'"),
        ("--workers", "un nombre entier de 1 à 64 est attendu, pas '²'"),
    ):
        status, said = run(capsys, "tournament", flag, "²")
        assert status == 2 and f"argument {flag} : " in said and allowed in said, said
    status, said = run(capsys, "history", "--limit", "²")
    assert "argument --limit : un nombre entier d’au moins 1 est attendu, pas '²'" in said, said
    status, said = run(capsys, "nope")
    assert status == 2 and "choix invalide : 'nope'" in said


def test_the_settings_choice_wins_over_the_system(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "fr_FR")
    settings: Path = paths.settings_file()
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text("language: en\n", encoding="utf-8")
    status, said = run(capsys, "--help")
    assert status == 0 and said.startswith("usage: q2j [TABLE FLAGS]") and "show this help message" in said


def test_a_broken_variant_file_and_replay_file_in_french(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("LANGUAGE", "fr_FR")
    variant = paths.user_variants_dir() / "mine.yaml"
    variant.parent.mkdir(parents=True, exist_ok=True)
    variant.write_text("id: mine\ngame: q2j\nplayers:\n  min: deux\n", encoding="utf-8")
    status, said = run(capsys, "variants")
    assert status == 1 and "Ces fichiers ont été écartés :" in said, said
    assert f"  {variant}, ligne 4, players.min : doit être un nombre entier, et non 'deux'\n" in said
    replay = tmp_path / "game.yaml"
    replay.write_text("format: 7\n", encoding="utf-8")
    status, said = run(capsys, "replay", "--check", str(replay))
    assert status != 0
    assert said.startswith(
        f"q2j: {replay}, ligne 1, format : est au format 7 ; ce programme lit le format 1"
    ), said
