"""``q2j tournament``: the report, and clear messages for bad flags."""

from __future__ import annotations

import pytest

from game.cli import main


def test_a_small_tournament_reports_each_pairing(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "tournament",
            "--variant",
            "q2j-war",
            "--bots",
            "random,medium,hard",
            "--games",
            "6",
            "--seed",
            "3",
            "--workers",
            "1",
            "--iterations",
            "10",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "hard 10 iterations per decision" in out
    for pairing in ("random vs medium:", "random vs hard:", "medium vs hard:"):
        assert pairing in out
    assert "95% CI" in out and "p95 ms" in out


def test_a_table_line_up(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "tournament",
            "--variant",
            "q2j",
            "--bots",
            "hard,medium,medium,medium",
            "--players",
            "4",
            "--games",
            "4",
            "--workers",
            "1",
            "--iterations",
            "hard=8",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "hard vs medium vs medium vs medium:" in out
    assert "4 players" in out


def test_elimination_defaults_to_its_smallest_table(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "tournament",
            "--variant",
            "q2j-elimination",
            "--bots",
            "easy,medium,random",
            "--games",
            "3",
            "--workers",
            "1",
        ]
    )
    assert code == 0
    assert "3 players" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("flags", "words"),
    [
        (["--bots", "medium,genius"], "levels are: random, easy, medium, hard, expert"),
        (["--bots", "medium"], "at least two levels"),
        (["--bots", "hard,medium", "--players", "4"], "needs 4 levels"),
        (["--bots", "hard,medium", "--iterations", "lots"], "--iterations takes K"),
        (["--bots", "hard,medium", "--iterations", "wizard=3"], "is not hard or expert"),
        (["--bots", "hard,medium", "--iterations", "0"], "--iterations takes K"),
    ],
)
def test_bad_flags_say_what_is_allowed(
    flags: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["tournament", "--variant", "q2j", "--games", "2", *flags])
    assert stop.value.code == 2
    assert words in capsys.readouterr().err


def test_bad_numbers_are_refused_by_the_parser(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["tournament", "--games", "0"])
    assert stop.value.code == 2
    assert "argument --games: expected a whole number from 1 to 100,000, got 0" in capsys.readouterr().err
