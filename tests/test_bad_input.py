"""Hostile files: every one ends as a message, the player's own files are set aside, nothing hangs.

Each case is one of issue 10's reproductions (or its neighbour), against the
four kinds of file the program reads: variants, settings, the autosave and
scenario files.
"""

from __future__ import annotations

import errno
import os
import threading
from pathlib import Path

import pytest

from game.files import paths, saves
from game.files.safe_yaml import MAX_BYTES, MAX_DEPTH, YamlFileError, parse_yaml, read_yaml
from game.player.settings import Settings, load_settings, save_settings
from game.scenarios import run_files
from game.variants import load_catalog

CATALOG = load_catalog()
SELF_ALIAS = "description: &a [*a]\n"
LAUGHS = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(9)
)
DEEP = "x: " + "[" * 500 + "]" * 500 + "\n"
GOOD_SAVE = "version: 1\nvariant: q2j\nseed: 3\nseats: [{name: Ann}, {name: Bo, kind: ai, level: easy}]\nrounds: [[]]\n"


# The reader ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (SELF_ALIAS, "f.yaml:1: aliases (*name) are not allowed"),
        (LAUGHS, "f.yaml:2: aliases (*name) are not allowed"),
        (DEEP, f"f.yaml:1: nested more than {MAX_DEPTH} levels deep"),
        ("game: q2j\nname: x\ngame: war\n", "f.yaml:3: game: given twice (first on line 1)"),
        (
            "options:\n  rule_4: true\n  rule_4: false\n",
            "f.yaml:3: options.rule_4: given twice (first on line 2)",
        ),
        ("seed: " + "9" * 5000 + "\n", "f.yaml:1: seed: a whole number of 5,000 digits is too long to read"),
        ("when: 2024-13-45\n", "f.yaml:1: when: 2024-13-45 reads as a date but is not a day of the calendar"),
        (
            "x: !!python/object/apply:os.system [echo]\n",
            "f.yaml:1: not valid YAML: could not determine a constructor",
        ),
        ("a: 1\n---\nb: 2\n", "f.yaml:2: not valid YAML"),
        ("[" * 20000, "f.yaml:1: nested more than"),
        ("- 0\n" * 100_001, "f.yaml:100000: more than 100,000 values"),
    ],
    ids=lambda value: value[:30] if isinstance(value, str) else None,
)
def test_the_reader_refuses_with_file_line_and_key(text: str, message: str) -> None:
    with pytest.raises(YamlFileError) as refused:
        parse_yaml(text, "f.yaml")
    assert str(refused.value).startswith(message), str(refused.value)


def test_the_reader_keeps_plain_yaml_and_its_lines() -> None:
    document = parse_yaml("game: q2j\noptions:\n  rule_4: true\nlist: [a, b]\n", "f.yaml")
    assert document.data == {"game": "q2j", "options": {"rule_4": True}, "list": ["a", "b"]}
    assert document.where("options", "rule_4") == "f.yaml:3: options.rule_4"


def test_only_regular_files_are_read_and_a_pipe_does_not_block(tmp_path: Path) -> None:
    pipe = tmp_path / "mine.yaml"
    os.mkfifo(pipe)
    outcome: list[str] = []
    reader = threading.Thread(target=lambda: outcome.append(_refusal(pipe)), daemon=True)
    reader.start()
    reader.join(timeout=10)
    assert outcome and "is not a plain file" in outcome[0]


def _refusal(path: Path) -> str:
    try:
        read_yaml(path)
    except YamlFileError as error:
        return str(error)
    return "read"


def test_a_file_over_the_size_limit_is_not_read(tmp_path: Path) -> None:
    big = tmp_path / "big.yaml"
    big.write_text("# " + "x" * MAX_BYTES + "\n")
    assert f"is larger than {MAX_BYTES:,} bytes" in _refusal(big)


# Variants ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", [SELF_ALIAS, LAUGHS, DEEP, "game: q2j\ngame: q2j-war\n", b"game: q2j\nname: \xff\n"], ids=str
)
def test_a_hostile_variant_of_the_players_is_set_aside_and_the_rest_load(text: str | bytes) -> None:
    folder = paths.user_variants_dir()
    folder.mkdir(parents=True)
    (folder / "bomb.yaml").write_bytes(text if isinstance(text, bytes) else text.encode())
    catalog = load_catalog()
    assert set(catalog.variants) == set(CATALOG.variants)
    (problem,) = catalog.problems
    assert str(problem).startswith(str(folder / "bomb.yaml")) and "kept as" in str(problem)
    assert [p.name for p in folder.iterdir()] == ["bomb.yaml.bad"]
    assert (folder / "bomb.yaml.bad").read_bytes() == (text if isinstance(text, bytes) else text.encode())


def test_a_variant_with_a_wrong_option_stays_for_its_owner_to_fix() -> None:
    folder = paths.user_variants_dir()
    folder.mkdir(parents=True)
    (folder / "house.yaml").write_text("extends: q2j\noptions:\n  rule_4: maybe\n")
    catalog = load_catalog()
    assert "house.yaml:3: options.rule_4" in str(catalog.problems[0])
    assert (folder / "house.yaml").is_file()


@pytest.mark.parametrize(
    ("name", "text"), [("mine.yaml", "id: q2j\ngame: war\n"), ("q2j.yaml", "game: war\n")]
)
def test_a_players_variant_cannot_replace_a_built_in_one(name: str, text: str) -> None:
    folder = paths.user_variants_dir()
    folder.mkdir(parents=True)
    (folder / name).write_text(text)
    catalog = load_catalog()
    assert catalog.get("q2j").game == "q2j" and catalog.get("q2j").source.endswith("config/q2j.yaml")
    (problem,) = catalog.problems
    assert str(problem).startswith(str(folder / name))
    assert "the id 'q2j' is taken by a built-in variant; give this file another `id:`" in str(problem)


def test_two_of_the_players_files_cannot_share_an_id(tmp_path: Path) -> None:
    first, second = tmp_path / "a.yaml", tmp_path / "b.yaml"
    first.write_text("id: mine\nextends: q2j\n")
    second.write_text("id: mine\nextends: q2j-war\n")
    catalog = load_catalog(extra_files=[first, second])
    assert catalog.get("mine").game == "q2j"
    assert f"the id 'mine' is taken by {first}" in str(catalog.problems[0])


def test_a_fifo_in_the_variants_folder_does_not_hang_the_start() -> None:
    folder = paths.user_variants_dir()
    folder.mkdir(parents=True)
    os.mkfifo(folder / "stuck.yaml")
    found: list[object] = []
    loader = threading.Thread(target=lambda: found.append(load_catalog()), daemon=True)
    loader.start()
    loader.join(timeout=10)
    assert found, "load_catalog blocked on a pipe"
    assert "is not a plain file" in str(found[0].problems[0])  # type: ignore[attr-defined]


# Settings ----------------------------------------------------------------------------------------


def test_a_300_digit_speed_is_clamped_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("animation_speed: 1" + "0" * 300 + "\n")
    settings, warning = load_settings(path)
    assert settings.animation_speed == 4.0 and warning is not None and "using 4.0" in str(warning)


@pytest.mark.parametrize("text", [SELF_ALIAS, LAUGHS, DEEP, "sound: true\nsound: false\n"])
def test_a_hostile_settings_file_is_set_aside(tmp_path: Path, text: str) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(text)
    settings, warning = load_settings(path)
    assert settings == Settings()
    assert warning is not None and "settings.yaml.bad" in str(warning) and len(str(warning)) < 400
    assert (tmp_path / "settings.yaml.bad").read_text() == text


def test_a_long_bad_value_is_cut_short_in_the_warning(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("card_size: " + "x" * 50_000 + "\n")
    _settings, warning = load_settings(path)
    assert warning is not None and "card_size" in str(warning) and len(str(warning)) < 400


@pytest.mark.parametrize("code", [errno.EROFS, errno.ENOSPC])
def test_a_refused_settings_write_leaves_the_old_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    path = tmp_path / "settings.yaml"
    save_settings(Settings(sound=False), path)
    monkeypatch.setattr(os, "fsync", _refuse(code))
    with pytest.raises(OSError):
        save_settings(Settings(card_size="large"), path)
    assert [p.name for p in tmp_path.iterdir()] == ["settings.yaml"]
    assert load_settings(path)[0] == Settings(sound=False)


def _refuse(code: int) -> object:
    def refuse(*_args: object) -> None:
        raise OSError(code, os.strerror(code))

    return refuse


# Saves -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (GOOD_SAVE.replace("Ann", '"A\\0nn"'), "seats.0.name: must be a name of printable characters"),
        (
            GOOD_SAVE.replace("version: 1", "version: true"),
            "has version True; this program reads versions 1 and 2",
        ),
        (GOOD_SAVE.replace("version: 1", "version: 1.0"), "has version 1.0"),
        (GOOD_SAVE.replace("[[]]", "[[{a: 1}]]"), "rounds.1: every action must be a short text"),
        (GOOD_SAVE.replace("seed: 3", "seed: " + "9" * 40), "seed: must be a whole number from 0 to"),
        (GOOD_SAVE.replace("level: easy", "level: [1]"), "seats.1.level: must be an AI level"),
        (GOOD_SAVE + SELF_ALIAS, "aliases (*name) are not allowed"),
        (GOOD_SAVE.replace("rounds: [[]]", "rounds: " + "[" * 300 + "]" * 300), "nested more than"),
        (GOOD_SAVE + "seed: 4\n", "seed: given twice"),
    ],
)
def test_a_tampered_save_is_refused_and_set_aside(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "autosave.yaml"
    path.write_text(text)
    match, _save, problem = saves.load_or_set_aside(CATALOG, path)
    assert match is None and message in problem and "kept as" in problem, problem
    assert (tmp_path / "autosave.yaml.bad").read_text() == text


def test_the_good_save_of_those_loads(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    path.write_text(GOOD_SAVE)
    match, save, problem = saves.load_or_set_aside(CATALOG, path)
    assert problem == "" and match is not None and save is not None and save.seats[0].name == "Ann"


def test_a_bad_save_in_a_read_only_folder_is_reported_not_a_crash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "autosave.yaml"
    path.write_text("version: 7\n")
    monkeypatch.setattr(os, "replace", _refuse(errno.EROFS))
    match, _save, problem = saves.load_or_set_aside(CATALOG, path)
    assert match is None and "has version 7" in problem
    assert "could not be moved aside (Read-only file system)" in problem and path.exists()


@pytest.mark.parametrize("code", [errno.EROFS, errno.ENOSPC])
def test_a_failed_autosave_keeps_the_last_one_and_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    path = tmp_path / "autosave.yaml"
    path.write_text(GOOD_SAVE)
    save = saves.read(path)
    save.seed = 4
    monkeypatch.setattr(os, "replace", _refuse(code))
    with pytest.raises(OSError):
        saves.write(save, path)
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.yaml"]
    assert path.read_text() == GOOD_SAVE


def test_the_autosave_is_flushed_to_disk_under_a_name_of_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "autosave.yaml"
    path.write_text(GOOD_SAVE)
    synced: list[str] = []
    replaced: list[str] = []
    real_replace = os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: synced.append(os.readlink(f"/proc/self/fd/{fd}")))
    monkeypatch.setattr(os, "replace", lambda a, b: (replaced.append(str(a)), real_replace(a, b)))
    saves.write(saves.read(path), path)
    saves.write(saves.read(path), path)
    # Each write syncs its temporary file before the rename (and the folder after it, so the
    # rename itself outlives a power cut): the files synced are the temporaries then the folder.
    files = [name for name in synced if name != str(tmp_path)]
    assert files == replaced and synced.count(str(tmp_path)) == 2
    assert len(set(replaced)) == 2, "two writers never share a temporary name"
    assert all(Path(name).parent == tmp_path and name.endswith(".tmp") for name in replaced)


# Scenarios ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("scenarios: [oops]\n", "scenarios: must list one or more scenarios"),
        ("players: 2\nsteps:\n  - expect: [1]\n", "expect: must be a mapping"),
        ("seed: .inf\n", "seed: must be a whole number from 0, got inf"),
        ("players: 2\nto_move: 99\n", "to_move: seat 99 does not exist with 2 players"),
        ("marks: [1]\n", "marks: must be a mapping of zone: marks"),
        (SELF_ALIAS, "aliases (*name) are not allowed"),
        (DEEP, "nested more than"),
        ("players: 2\nsteps:\n  - expect: {zones: [1]}\n", "cannot be run (AttributeError"),
    ],
)
def test_a_malformed_scenario_is_one_fail_and_the_rest_run(tmp_path: Path, text: str, reason: str) -> None:
    (tmp_path / "a_bad.yaml").write_text(text)
    (tmp_path / "b_good.yaml").write_text(
        "variant: q2j\nplayers: 2\nto_move: 0\nzones: {hand:0: 9C, discard: 5D}\nsteps:\n  - legal: [play 9C]\n"
    )
    bad, good = run_files([tmp_path], catalog=CATALOG)
    assert not bad.passed and len(bad.failures) == 1 and reason in bad.failures[0], bad.failures
    assert good.passed, good.failures
