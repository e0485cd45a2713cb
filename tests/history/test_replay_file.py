"""The replay file: written and read back to the same game; a file edited into nonsense is refused
with its line and key, and an edited action is found by the replay at its line."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from game.history.records import GameRecord, TakenOver
from game.history.replay import Replay, ReplayError
from game.history.replay_file import ReplayFileError, read_replay, replay_text, write_replay

from .helpers import played_record


@pytest.fixture(scope="module")
def crazy() -> GameRecord:
    return played_record("crazy-jokers", 3, seed=6)


@pytest.fixture(scope="module")
def elimination() -> GameRecord:
    return played_record("q2j-elimination", 4, seed=11)


@pytest.mark.parametrize("which", ["crazy", "elimination"])
def test_a_game_written_and_read_back_is_the_same_game(
    tmp_path: Path, request: pytest.FixtureRequest, which: str
) -> None:
    record: GameRecord = request.getfixturevalue(which)
    path = tmp_path / "game.q2j.yaml"
    write_replay(record, path)
    read = read_replay(path).record
    for field in (
        "game",
        "variant",
        "variant_name",
        "seed",
        "seats",
        "status",
        "winners",
        "totals",
        "version",
    ):
        assert getattr(read, field) == getattr(record, field), field
    assert dict(read.options) == dict(record.options)
    assert dict(read.carried) == dict(record.carried)
    assert read.started == record.started and read.ended == record.ended
    kept = [(r.seed, r.finished, r.actions, r.winners, r.points, r.eliminated) for r in read.rounds]
    assert kept == [(r.seed, r.finished, r.actions, r.winners, r.points, r.eliminated) for r in record.rounds]
    assert Replay(read).mismatches == []


def test_a_game_taken_over_from_a_replay_keeps_its_mark_in_the_file(
    tmp_path: Path, elimination: GameRecord
) -> None:
    path = tmp_path / "taken.yaml"
    for mark in (TakenOver(2, 5, game=12), TakenOver(1, 0, file="old.yaml")):
        write_replay(replace(elimination, taken_over=mark), path)
        assert read_replay(path).record.taken_over == mark
    write_replay(elimination, path)
    assert "taken_over" not in path.read_text(encoding="utf-8")  # none for a game begun at its deal
    assert read_replay(path).record.taken_over is None
    text = replay_text(replace(elimination, taken_over=TakenOver(2, 5, game=12)))
    path.write_text(text.replace("  round: 2\n", "  round: 0\n", 1), encoding="utf-8")
    with pytest.raises(ReplayFileError, match=r"taken_over\.round: must be a whole number from 1"):
        read_replay(path)


def test_the_file_is_small_and_lists_one_action_a_line(tmp_path: Path, elimination: GameRecord) -> None:
    text = replay_text(elimination)
    assert text.startswith("# A Q2J game") and "\nformat: 1\n" in text and "\nprogram: " in text
    first = elimination.rounds[0].actions[0]
    assert f"\n  - {first}\n" in text
    assert len(text) < 40 * elimination.actions + 2000


def test_an_edited_action_is_named_with_its_line(tmp_path: Path, elimination: GameRecord) -> None:
    text = replay_text(elimination)
    lines = text.splitlines()
    second = elimination.rounds[1]
    # The fourth action of the second round, as a nonsense move.
    position = [i for i, line in enumerate(lines) if line == f"  - {second.actions[3]}"]
    assert position
    start_of_round_2 = next(i for i, line in enumerate(lines) if line == "- round: 2")
    target = next(i for i in position if i > start_of_round_2)
    lines[target] = "  - play ZZ"
    path = tmp_path / "edited.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    loaded = read_replay(path)
    with pytest.raises(ReplayError) as refused:
        Replay(loaded.record)
    assert refused.value.number is not None
    assert loaded.where_action(refused.value.number) == f"{path}:{target + 1}: rounds.1.actions.3"


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (("format: 1", "format: 2"), ":2: format: is format 2; this program reads format 1"),
        (("format: 1", "format: one"), "format: is format 'one'"),
        (("\nseed: ", "\nseed: -"), "seed: must be a whole number from 0"),
        (("\nstatus: finished", "\nstatus: won"), "status: must be one of playing, finished, abandoned"),
        (("\nseats:\n", "\nseats: nobody\nold_seats:\n"), "seats: must be a list of 1 to 10 seats"),
        (
            ("\n  actions:\n  - ", "\n  actions:\n  - [1, 2]\n  - "),
            "rounds.0.actions.0: must be a short line",
        ),
        (("\nwinners: [", "\nwinners: [9, "), "winners.0: must be a whole number from 0 to 3"),
        (("\n  finished: true", "\n  finished: yes please"), "rounds.0.finished: must be true or false"),
        (("\nvariant: ", "\nvariant_gone: "), "variant: missing"),
        (("\nformat: 1\n", "\nformat: 1\nformat: 1\n"), "format: given twice"),
        (("\n- round: 1\n", "\n- round: 1\n  seed: &a 5\n  again: *a\n"), "aliases"),
    ],
)
def test_a_file_edited_into_nonsense_is_refused_with_its_line_and_key(
    tmp_path: Path, elimination: GameRecord, change: tuple[str, str], expected: str
) -> None:
    text = replay_text(elimination)
    old, new = change
    assert old in text
    path = tmp_path / "bad.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ReplayFileError) as refused:
        read_replay(path)
    message = str(refused.value)
    assert message.startswith(str(path)) and expected in message, message


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"\x89PNG\r\n", "is not UTF-8"),
        (b"- just\n- a list\n", "must be a list of `name: value` lines"),
        (b"format: [unclosed\n", "not valid YAML"),
    ],
)
def test_files_that_are_not_replays(tmp_path: Path, content: bytes, expected: str) -> None:
    path = tmp_path / "x.yaml"
    path.write_bytes(content)
    with pytest.raises(ReplayFileError, match=expected):
        read_replay(path)


def test_a_folder_is_not_a_replay(tmp_path: Path) -> None:
    with pytest.raises(ReplayFileError, match="not a plain file"):
        read_replay(tmp_path)
