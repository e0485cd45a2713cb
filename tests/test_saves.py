"""Saved matches replay to the same position; broken saves are reported and kept aside."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.engine import make_rules
from game.engine.match import Match
from game.engine.zones import Zone
from game.files import saves
from game.variants import load_catalog

CATALOG = load_catalog()
SEATS = [saves.Seat("Ann"), saves.Seat("Bot", "ai", "medium"), saves.Seat("Cy")]


def _play(match: Match, rng: random.Random, actions: int) -> None:
    rules = match.rules
    for _ in range(actions):
        if match.over:
            return
        state = match.state if match.state is not None and not match.state.over else None
        if state is None:
            if match.state is not None and not match.round_recorded:
                match.finish_round()
                if match.over:
                    return
            state = match.start_round()
        legal = rules.legal_actions(state)
        rules.apply(state, legal[rng.randrange(len(legal))])


def test_a_saved_elimination_match_replays_to_the_same_position(tmp_path: Path) -> None:
    rules = make_rules(CATALOG.get("q2j-elimination"))
    match = Match(rules, players=3, seed=31)
    _play(match, random.Random(4), actions=70)
    path = saves.write(saves.record(match, "q2j-elimination", SEATS), tmp_path / "game.yaml")
    restored, save, message = saves.load_or_set_aside(CATALOG, path)
    assert message == "" and restored is not None and save is not None
    assert [seat.name for seat in save.seats] == ["Ann", "Bot", "Cy"] and save.seats[1].level == "medium"
    assert len(restored.rounds) == len(match.rounds) and restored.active == match.active
    assert restored.state is not None and match.state is not None
    assert rules.state_text(restored.state) == rules.state_text(match.state)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "version: 1\nvariant: q2j\nseed: 1\nseats: [{name: A}, {name: B}]\nrounds: [[fly away]]\n",
            "rounds.1.0: 'fly away' cannot be replayed",
        ),
        ("version: 7\n", "has version 7"),
        (
            "version: 1\nvariant: q2j\nseed: -4\nseats: [{name: A}]\nrounds: []\n",
            "seed: must be a whole number",
        ),
        (
            "version: 1\nvariant: q2j\nseed: 1\nseats: [{name: A, kind: robot}]\nrounds: []\n",
            "seats.0.kind: must be human or ai",
        ),
        ("{{{{", "not valid YAML"),
        ("- 1\n", "is not a saved game"),
        (
            "version: 1\nvariant: q2j-challenge\nseed: 1\nseats: [{name: A}, {name: B}]\nrounds: []\n"
            "options: {challenge_single: third}\n",
            "challenge_single",
        ),
        (
            "version: 1\nvariant: q2j\nseed: 1\nseats: [{name: A}, {name: B}]\nrounds: []\noptions: [1]\n",
            "options: must map option names to values",
        ),
        (  # Undo's floor past the moves of the deal it stands in
            "version: 1\nvariant: q2j\nseed: 1\nseats: [{name: A}, {name: B}]\nrounds: [[]]\nundo_floor: 3\n",
            "undo_floor: must be a whole number of the last round's moves",
        ),
    ],
)
def test_a_broken_save_is_reported_and_kept_aside(tmp_path: Path, text: str, expected: str) -> None:
    path = tmp_path / "autosave.yaml"
    path.write_text(text)
    match, save, message = saves.load_or_set_aside(CATALOG, path)
    assert match is None and save is None
    assert expected in message and str(path) in message
    assert not path.exists()
    kept = tmp_path / "autosave.yaml.bad"
    assert kept.read_text() == text  # nothing lost


def test_setting_aside_twice_keeps_both_files(tmp_path: Path) -> None:
    for text in ("first", "second"):
        path = tmp_path / "autosave.yaml"
        path.write_text(text)
        saves.load_or_set_aside(CATALOG, path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.yaml.bad", "autosave.yaml.bad2"]
    assert (tmp_path / "autosave.yaml.bad").read_text() == "first"


def test_a_save_of_a_missing_variant_is_left_in_place(tmp_path: Path) -> None:
    # Perhaps the player's own variant file has a mistake today: fixing it brings the game back.
    path = tmp_path / "autosave.yaml"
    path.write_text("version: 1\nvariant: mine\nseed: 1\nseats: [{name: A}, {name: B}]\nrounds: []\n")
    match, _save, message = saves.load_or_set_aside(CATALOG, path)
    assert match is None and "variant: 'mine' is not a known variant" in message
    assert "left where it is" in message and path.exists()


def test_no_save_is_not_an_error(tmp_path: Path) -> None:
    assert saves.load_or_set_aside(CATALOG, tmp_path / "none.yaml") == (None, None, "")


def test_options_chosen_at_setup_are_saved_and_deal_the_same_game(tmp_path: Path) -> None:
    base = CATALOG.get("q2j-challenge")
    for holder in ("first", "second"):
        chosen = {"challenge_single": holder}
        rules = make_rules(saves.saved_variant(saves.SavedMatch(base.id, [], 0, [], chosen), CATALOG))
        match = Match(rules, 2, 11)
        _play(match, random.Random(2), 3)
        path = tmp_path / f"{holder}.yaml"
        saves.write(saves.record(match, base.id, SEATS[:2], chosen), path)
        again, save, message = saves.load_or_set_aside(CATALOG, path)
        assert again is not None and save is not None, message
        assert save.options == chosen
        assert again.rules.options["challenge_single"] == holder
        assert again.state is not None and match.state is not None
        assert rules.state_text(again.state) == rules.state_text(match.state)
        origin = again.state.origin
        assert origin is not None
        single = 0 if holder == "first" else 1
        assert len(rules.zones(origin)[Zone.parse(f"hand:{single}")]) == 1


def test_the_autosave_is_written_off_the_frame_loop_and_read_as_written(tmp_path: Path) -> None:
    """The writer thread writes the newest text handed over; a read waits for it; a refusal is
    told for its own file only, once."""
    from game.files import autosaving

    target = tmp_path / "autosave.yaml"
    for number in range(50):
        autosaving.submit(target, f"move {number}\n")
    assert autosaving.flush()
    assert target.read_text(encoding="utf-8") == "move 49\n"
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where a folder should be", encoding="utf-8")
    autosaving.submit(blocked / "autosave.yaml", "move 1\n")
    assert autosaving.flush()
    assert autosaving.take_failure(target) is None  # another file's refusal is not this one's
    assert autosaving.take_failure(blocked / "autosave.yaml") is not None
    assert autosaving.take_failure(blocked / "autosave.yaml") is None  # told once
    autosaving.submit(target, None)
    assert autosaving.flush() and not target.exists()


def test_a_save_whose_text_cannot_be_made_is_said_and_the_writer_goes_on(tmp_path: Path) -> None:
    """Issue 44: a save the YAML writer refused ended the writer's thread with a traceback on the
    terminal and nothing said in the game; now it is a refusal told at the next save."""
    from game.files import autosaving

    target = tmp_path / "autosave.yaml"

    def refused() -> str:
        raise ValueError("cannot represent an object")

    autosaving.submit(target, refused)
    assert autosaving.flush()
    failure = autosaving.take_failure(target)
    assert isinstance(failure, ValueError) and "cannot represent" in str(failure)
    autosaving.submit(target, "move 2\n")
    assert autosaving.flush() and target.read_text(encoding="utf-8") == "move 2\n"


def test_an_enum_value_of_any_option_is_written_as_its_value(tmp_path: Path) -> None:
    import enum

    from game.engine.rules import Direction, MatchMode

    class Speed(enum.IntEnum):
        SLOW = 1

    path = tmp_path / "autosave.yaml"
    chosen = {"match": MatchMode.SINGLE, "direction": Direction.CLOCKWISE, "speed": Speed.SLOW}
    saves.write(saves.SavedMatch("crazy-jokers", SEATS, 3, [], dict(chosen)), path)
    assert saves.read(path).options == {"match": "single", "direction": "clockwise", "speed": 1}


MARKED = "version: 1\nvariant: q2j\nseed: 1\nseats: [{name: A}, {name: B}]\nrounds: [[], []]\ntaken_over:\n"


@pytest.mark.parametrize(
    "mark",
    [saves.SavedMark(1, 2, game=12), saves.SavedMark(1, 3, file="old game.yaml")],
)
def test_the_mark_of_a_game_taken_over_is_saved_and_read_back(tmp_path: Path, mark: saves.SavedMark) -> None:
    rules = make_rules(CATALOG.get("q2j"))
    match = Match(rules, players=2, seed=5)
    _play(match, random.Random(1), actions=3)
    path = saves.write(saves.record(match, "q2j", SEATS[:2], taken_over=mark), tmp_path / "autosave.yaml")
    restored, save, message = saves.load_or_set_aside(CATALOG, path)
    assert message == "" and restored is not None and save is not None
    assert save.taken_over == mark


def test_a_save_written_before_the_mark_reads_as_a_game_begun_at_its_deal(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    path.write_text("version: 1\nvariant: q2j\nseed: 1\nseats: [{name: A}, {name: B}]\nrounds: [[]]\n")
    restored, save, message = saves.load_or_set_aside(CATALOG, path)
    assert message == "" and restored is not None and save is not None
    assert save.taken_over is None and "taken_over" not in save.to_data()


@pytest.mark.parametrize(
    ("lines", "where", "expected"),
    [
        ("  - 2\n", "6: taken_over", "must be a list of `name: value` lines"),
        ("  round: 2\n  move: 0\n  game: 4\n  seat: 1\n", "10: taken_over.seat", "unknown key"),
        ("  round: 0\n  move: 0\n  game: 4\n", "7: taken_over.round", "from 1 to 2, got 0"),
        ("  round: 3\n  move: 0\n  game: 4\n", "7: taken_over.round", "from 1 to 2, got 3"),
        ("  round: true\n  move: 0\n  game: 4\n", "7: taken_over.round", "got True"),
        ("  move: 0\n  game: 4\n", "6: taken_over.round", "got None"),
        # The round taken over holds no moves in this save: none can have been made before.
        ("  round: 1\n  move: 1\n  game: 4\n", "8: taken_over.move", "from 0 to 0, got 1"),
        ("  round: 1\n  move: 0\n  game: 0\n", "9: taken_over.game", "got 0"),
        ("  round: 1\n  move: 0\n  game: '4'\n", "9: taken_over.game", "got '4'"),
        ("  round: 1\n  move: 0\n  file: ''\n", "9: taken_over.file", "must be a short line of text"),
        ("  round: 1\n  move: 0\n  file: [a]\n", "9: taken_over.file", "must be a short line of text"),
        ("  round: 1\n  move: 0\n  game: 4\n  file: a.yaml\n", "6: taken_over", "one of the two"),
        ("  round: 1\n  move: 0\n", "6: taken_over", "one of the two"),
    ],
)
def test_a_damaged_mark_is_a_bad_save_reported_and_kept_aside(
    tmp_path: Path, lines: str, where: str, expected: str
) -> None:
    """Read as strictly as the other keys: the file, the line and the key said, the file kept."""
    path = tmp_path / "autosave.yaml"
    text = MARKED + lines
    path.write_text(text)
    match, save, message = saves.load_or_set_aside(CATALOG, path)
    assert match is None and save is None
    assert f"{path}:{where}: " in message and expected in message, message
    assert not path.exists() and (tmp_path / "autosave.yaml.bad").read_text() == text  # nothing lost
