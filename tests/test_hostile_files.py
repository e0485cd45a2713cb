"""Issue 28's hostile files: settings, variant files, saves and the crash log.

Each case was a crash, a hang or a loss before; now each ends in a message that
names the file, the line and the key, and nothing the player wrote is lost.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.cli import main
from game.engine import make_rules
from game.engine.match import Match
from game.files import saves
from game.files.folder_problems import user_dir_problem
from game.files.safe_yaml import YamlFileError, parse_yaml
from game.player.settings import SPEED_RANGE, Settings, load_settings, save_settings
from game.scenarios import run_files
from game.variants import load_catalog

CATALOG = load_catalog()

# Settings ----------------------------------------------------------------------------------------

HUGE = "9" * 310  # a whole number too large for a float


@pytest.mark.parametrize(
    ("value", "speed", "words"),
    [
        (HUGE, SPEED_RANGE[1], "must be from 0.25 to 4.0; using 4.0"),
        ("-" + HUGE, SPEED_RANGE[0], "must be from 0.25 to 4.0; using 0.25"),
        (".nan", 1.0, "must be a number from 0.25 to 4.0, got nan"),
        (".inf", 1.0, "must be a number from 0.25 to 4.0, got inf"),
        ("-.inf", 1.0, "must be a number from 0.25 to 4.0, got -inf"),
        ("true", 1.0, "must be a number from 0.25 to 4.0, got True"),
        ("1e400", 1.0, "must be a number from 0.25 to 4.0, got '1e400'"),
    ],
)
def test_a_speed_that_is_no_speed_is_named_with_its_line(
    tmp_path: Path, value: str, speed: float, words: str
) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(f"sound: false\nanimation_speed: {value}\n")
    settings, warning = load_settings(path)
    assert settings == Settings(animation_speed=speed, sound=False)
    assert str(warning) == f"Settings file {path}: line 2, animation_speed: {words}."


@pytest.mark.parametrize(
    ("value", "size", "words"),
    [
        (f"[{HUGE}, 800]", [7680, 800], "is at most 7680x4320; using 7680x800"),
        ("[16384, 16384]", [7680, 4320], "is at most 7680x4320; using 7680x4320"),
        (f"[-{HUGE}, 800]", [1280, 800], "must be [width, height] from 640x480 up"),
        ("[.nan, 800]", [1280, 800], "must be [width, height] from 640x480 up, got [.nan, 800]"),
        ("[true, 800]", [1280, 800], "must be [width, height] from 640x480 up, got [true, 800]"),
    ],
)
def test_a_window_size_out_of_reach_is_clamped_or_refused_by_line(
    tmp_path: Path, value: str, size: list[int], words: str
) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(f"window_size: {value}\n")
    settings, warning = load_settings(path)
    assert settings.window_size == size
    assert warning is not None
    assert str(warning).startswith(f"Settings file {path}: line 1, window_size: {words}")


def test_every_boolean_setting_refuses_a_number(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(f"sound: {HUGE}\nfour_colour: 1\nfullscreen: .nan\ncard_size: {HUGE}\n")
    settings, warning = load_settings(path)
    assert settings == Settings()
    assert warning is not None
    for line, key in enumerate(("sound", "four_colour", "fullscreen", "card_size"), start=1):
        assert f"line {line}, {key}: must be" in str(warning)


# The settings file is rewritten only for a change, and keeps what it could not read -------------

HAND_WRITTEN = """\
# my settings: slow animations for the kids
animation_speed: 0.5
birthdays:
  Maya: 1995-07-23
  Jo: 23/07/1971   # the loader cannot read this one
  7: '1980-01-01'
zoom: 3
"""


def test_saving_what_the_file_already_says_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(HAND_WRITTEN)
    settings, _warning = load_settings(path)
    before = path.stat().st_mtime_ns
    assert save_settings(settings, path) is None
    assert path.read_text() == HAND_WRITTEN and path.stat().st_mtime_ns == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.yaml"]


def test_a_change_keeps_every_entry_it_could_not_read_and_the_original_with_its_comments(
    tmp_path: Path,
) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(HAND_WRITTEN)
    settings, _warning = load_settings(path)
    settings.birthdays["Ann"] = "1988-03-04"
    note = save_settings(settings, path)
    assert note is not None and f"kept as {path}.bad" in note
    assert (tmp_path / "settings.yaml.bad").read_text() == HAND_WRITTEN
    again, warning = load_settings(path)
    assert again.birthdays == {"Maya": "1995-07-23", "Ann": "1988-03-04"}
    assert again.animation_speed == 0.5
    # What could not be read is still in the file, and still said.
    said = str(warning)
    assert warning is not None and "'Jo'" in said and "7" in said and "zoom: unknown setting" in said
    assert "23/07/1971" in path.read_text()


def test_a_change_to_a_file_without_comments_keeps_no_copy(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("sound: false\nzoom: 3\n")
    settings, _warning = load_settings(path)
    settings.card_size = "large"
    assert save_settings(settings, path) is None
    assert load_settings(path)[0] == Settings(sound=False, card_size="large")
    assert "zoom: 3" in path.read_text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.yaml"]


def test_a_new_birthday_for_a_name_that_could_not_be_read_replaces_it(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("birthdays:\n  Jo: 23/07/1971\n")
    settings, _warning = load_settings(path)
    settings.birthdays["jo"] = "1971-07-23"
    save_settings(settings, path)
    assert load_settings(path) == (Settings(birthdays={"jo": "1971-07-23"}), None)


def test_replacing_a_value_it_could_not_read_keeps_the_original_first(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("card_size: enormous\n")
    settings, _warning = load_settings(path)
    settings.card_size = "small"
    note = save_settings(settings, path)
    assert note is not None and (tmp_path / "settings.yaml.bad").read_text() == "card_size: enormous\n"
    assert load_settings(path) == (Settings(card_size="small"), None)


# Variant files: a date, a link in a loop ---------------------------------------------------------


def _players_variant(home: Path, name: str, text: str) -> Path:
    folder = home / "variants"
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_text(text)
    return path


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ("2023-02-30", "options.jokers: 2023-02-30 reads as a date but is not a day of the calendar"),
        ("2023-02-03", "options.jokers: jokers must be a whole number from 1 to 2, got the date 2023-02-03"),
        ("2023-02-03 10:11:12", "options.jokers: jokers must be a whole number from 1 to 2, got the date"),
        ("2023-13-03T10:11:12Z", "options.jokers: 2023-13-03T10:11:12Z reads as a date but is not a day"),
        (HUGE * 20, "options.jokers: a whole number of 6,200 digits is too long to read"),
    ],
)
def test_an_option_that_reads_as_a_date_is_named_by_line_and_stays_to_be_fixed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, value: str, words: str
) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    text = f"extends: quatorze\nname: Dated\noptions:\n  jokers: {value}\n"
    path = _players_variant(tmp_path, "dated.yaml", text)
    catalog = load_catalog()
    (problem,) = catalog.problems
    assert str(problem).startswith(f"{path}:4: {words}"), problem
    assert "dated" not in catalog.variants and path.read_text() == text  # left in place, as it was


def test_a_value_off_the_calendar_is_named_in_any_file() -> None:
    with pytest.raises(YamlFileError) as refused:
        parse_yaml("rounds:\n  - [1, 2]\n  - {when: 2024-02-30}\n", "f.yaml")
    assert str(refused.value) == (
        "f.yaml:3: rounds.1.when: 2024-02-30 reads as a date but is not a day of the calendar "
        "(day is out of range for month); put it in quotes if it is text"
    )


def test_a_variant_file_linked_to_itself_is_one_problem_and_the_rest_load(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    good = _players_variant(tmp_path, "mine.yaml", "extends: quatorze\nname: Mine\n")
    loop = good.parent / "loop.yaml"
    loop.symlink_to(loop.name)
    (good.parent / "a.yaml").symlink_to("b.yaml")
    (good.parent / "b.yaml").symlink_to("a.yaml")
    catalog = load_catalog()
    assert "mine" in catalog.variants
    reasons = sorted(str(problem) for problem in catalog.problems)
    assert reasons == [
        f"{good.parent / name}: cannot be read (a symbolic link that leads back to itself)"
        for name in ("a.yaml", "b.yaml", "loop.yaml")
    ]
    assert loop.is_symlink() and not (good.parent / "loop.yaml.bad").exists()


def test_a_variant_file_flag_linked_to_itself_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    loop = tmp_path / "mine.yaml"
    loop.symlink_to(loop.name)
    assert main(["variants", "--variant-file", str(loop)]) == 2
    assert capsys.readouterr().err == f"q2j: a symbolic link that leads back to itself: {loop}\n"


def test_a_variants_folder_linked_to_itself_is_said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    (tmp_path / "variants").symlink_to("variants")
    catalog = load_catalog()
    assert "quatorze" in catalog.variants
    assert [str(problem) for problem in catalog.problems] == [
        f"{tmp_path / 'variants'}: cannot be used as a folder (it is a symbolic link that leads back "
        "to itself); no variant in it was read"
    ]


@pytest.mark.parametrize("kind", ["loop", "dangling", "file"])
def test_a_user_folder_that_cannot_be_used_is_said_and_the_tools_still_work(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    home = tmp_path / "home"
    if kind == "loop":
        home.symlink_to(home.name)
    elif kind == "dangling":
        home.symlink_to("nowhere")
    else:
        home.write_text("")
    monkeypatch.setenv("Q2J_HOME", str(home))
    why = {
        "loop": "it is a symbolic link that leads back to itself",
        "dangling": "it is a symbolic link to nothing",
        "file": "it is not a folder",
    }[kind]
    assert user_dir_problem() == (
        f"Your folder {home} cannot be used ({why}): your settings, your own variants and the saved "
        "game are left out, and nothing is saved this time. Fix the link, or set Q2J_HOME to another folder."
    )
    assert main(["variants"]) == 1
    out = capsys.readouterr().out
    assert "quatorze" in out and f"Your folder {home} cannot be used ({why})" in out
    assert load_settings() == (Settings(), None)
    assert main(["simulate", "--variant", "q2j", "--games", "2"]) == 0


def test_a_usable_or_missing_user_folder_is_no_problem(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path / "not yet made"))
    assert user_dir_problem() is None
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    assert user_dir_problem() is None
    (tmp_path / "link").symlink_to(tmp_path)
    monkeypatch.setenv("Q2J_HOME", str(tmp_path / "link"))
    assert user_dir_problem() is None


# Saves: cut short, changed, or of a missing variant ----------------------------------------------


MOVES = 10


def _written_save(folder: Path) -> Path:
    """A real autosave of a Q2J deal some moves in, as the table writes it."""
    rules = make_rules(CATALOG.get("q2j"))
    match = Match(rules, players=3, seed=12)
    state = match.start_round()
    rng = random.Random(5)
    for _ in range(MOVES):
        legal = rules.legal_actions(state)
        rules.apply(state, legal[rng.randrange(len(legal))])
    seats = [saves.Seat("Ann"), saves.Seat("Bo", "ai", "easy"), saves.Seat("Cy", "ai", "hard")]
    return saves.write(saves.record(match, "q2j", seats), folder / "autosave.yaml")


def test_a_written_save_ends_with_its_checksum_and_loads(tmp_path: Path) -> None:
    path = _written_save(tmp_path)
    lines = path.read_text().splitlines()
    assert lines[0] == "version: 2" and lines[-1].startswith("checksum: ") and len(lines[-1]) == 10 + 64
    match, _save, problem = saves.load_or_set_aside(CATALOG, path)
    assert problem == "" and match is not None and match.state is not None and match.state.turn == MOVES


def test_a_save_cut_at_any_line_end_is_refused_and_kept_aside(tmp_path: Path) -> None:
    text = _written_save(tmp_path).read_text()
    lines = text.splitlines(keepends=True)
    for keep in range(1, len(lines)):
        path = tmp_path / f"cut{keep}" / "autosave.yaml"
        path.parent.mkdir()
        cut = "".join(lines[:keep])
        path.write_text(cut)
        match, _save, problem = saves.load_or_set_aside(CATALOG, path)
        assert match is None, f"a save cut after line {keep} was continued"
        assert str(path) in problem and f"kept as {path}.bad" in problem
        assert (path.parent / "autosave.yaml.bad").read_text() == cut
    assert "is cut short: its last line, the checksum, is missing" in problem


@pytest.mark.parametrize(
    ("old", "new"),
    [("seed: 12", "seed: 13"), ("name: Cy", "name: Cyd"), ("- play ", "-  play ")],
)
def test_a_save_changed_after_it_was_written_is_refused_and_kept_aside(
    tmp_path: Path, old: str, new: str
) -> None:
    path = _written_save(tmp_path)
    changed = path.read_text().replace(old, new, 1)
    assert old in path.read_text()
    path.write_text(changed)
    match, _save, problem = saves.load_or_set_aside(CATALOG, path)
    assert match is None
    assert "does not match its checksum: it was cut short or changed after the game wrote it" in problem
    assert (tmp_path / "autosave.yaml.bad").read_text() == changed


def test_a_version_1_save_without_a_checksum_is_still_read(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    path.write_text("version: 1\nvariant: q2j\nseed: 3\nseats: [{name: Ann}, {name: Bo}]\nrounds: [[]]\n")
    match, save, problem = saves.load_or_set_aside(CATALOG, path)
    assert problem == "" and match is not None and save is not None and save.seed == 3


def test_a_save_of_a_missing_variant_is_kept_aside_before_a_new_game(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    text = "version: 1\nvariant: mine\nseed: 1\nseats: [{name: A}, {name: B}]\nrounds: [[]]\n"
    path.write_text(text)
    note = saves.keep_before_new_game(CATALOG, path)
    assert note.startswith("The saved game could not be continued (its variant 'mine' is missing or broken")
    assert f"it was kept as {path}.bad. Rename it back to autosave.yaml" in note
    assert not path.exists() and (tmp_path / "autosave.yaml.bad").read_text() == text


@pytest.mark.parametrize("text", ["{{{", "version: 2\nvariant: q2j\n"])
def test_a_broken_save_is_kept_aside_before_a_new_game(tmp_path: Path, text: str) -> None:
    path = tmp_path / "autosave.yaml"
    path.write_text(text)
    assert f"kept as {path}.bad" in saves.keep_before_new_game(CATALOG, path)
    assert (tmp_path / "autosave.yaml.bad").read_text() == text


def test_a_save_that_can_be_continued_or_none_is_left_for_the_new_game(tmp_path: Path) -> None:
    path = _written_save(tmp_path)
    assert saves.keep_before_new_game(CATALOG, path) == "" and path.exists()
    assert saves.keep_before_new_game(CATALOG, tmp_path / "none.yaml") == ""
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.yaml"]


# Scenarios: the fact that is wrong is the one named -----------------------------------------------


@pytest.mark.parametrize(
    ("facts", "reason"),
    [
        ("{phase: declare, leader: 0, last: [big-flush]}", "setup: last: one per seat (2), got 1"),
        ("{phase: declare, leader: 0, last: [big-flush, sevens]}", "setup: last: 'sevens' is not a valid"),
        ("{phase: play, leader: 0, contracts: [big-flush]}", "setup: contracts: one per seat (2), got 1"),
    ],
)
def test_a_crazy_jokers_scenario_names_the_fact_that_is_wrong(
    tmp_path: Path, facts: str, reason: str
) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(
        "variant: crazy-jokers\nplayers: 2\nscenarios:\n  - name: wrong fact\n"
        f"    facts: {facts}\n    zones: {{hand:0: 9H 2C 3C 4C 5C 6C 7C, hand:1: 5D 2S 3S 4S 6S 7S 8S}}\n"
        "    steps: []\n"
    )
    (outcome,) = run_files([path], catalog=CATALOG)
    assert not outcome.passed and outcome.failures[0].startswith(reason), outcome.failures
