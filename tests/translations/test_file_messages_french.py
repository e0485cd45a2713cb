"""What a French player reads about their own files: a broken settings file, save, variant file
or replay file is said in French, naming the file, the line and the key, with no English word
left; and the same problem said again after a switch back to English reads as it always has.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import i18n
from game.files import saves
from game.history.replay_file import ReplayFileError, read_replay
from game.player.settings import load_settings
from game.scenes.replay_load import load_file
from game.variants.catalog import load_catalog

# Words of the English messages about files (whole words: "ligne" or "note" do not match; "a"
# is French too).
ENGLISH = re.compile(
    r"\b(the|an|is|was|were|must|be|got|line|file|settings?|defaults?|used|using|unknown|ignored|"
    r"kept|as|cannot|could|not|read|saved?|game|variant|known|missing|broken|list|number|whole|from|"
    r"to|text|short|seats?|round|left|out|where|it|and|or|of|one|per|value)\b",
    re.IGNORECASE,
)


def english_words(message: str, *names: str) -> list[str]:
    """The English words of ``message`` once the file's path, the key and the value it names
    (``names``) are taken out: they are the player's, in any language."""
    for name in sorted(names, key=len, reverse=True):
        message = message.replace(name, " ")
    return ENGLISH.findall(message)


@pytest.mark.usefixtures("french")
def test_a_broken_settings_file_is_said_in_french_and_in_english_after_a_switch(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("sound: true\nanimation_speed: fast\n", encoding="utf-8")
    _settings, warning = load_settings(path)
    said = str(warning)
    assert said.startswith(f"Fichier de réglages {path} : ligne 2, animation_speed : doit être un nombre"), (
        said
    )
    assert "'fast'" in said and not english_words(said, str(path), "animation_speed", "'fast'"), said
    # The warning is put in words when shown: after the switch it reads as in English.
    i18n.use("en")
    english = f"Settings file {path}: line 2, animation_speed: must be a number from 0.25 to 4.0, got 'fast'."
    assert str(warning) == english


@pytest.mark.usefixtures("french")
def test_a_settings_file_that_is_not_yaml_is_said_in_french(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("sound: true\nsound: false\n", encoding="utf-8")
    _settings, warning = load_settings(path)
    said = str(warning)
    assert said == (
        f"Fichier de réglages {path}, ligne 2, sound : donné deux fois (d’abord à la ligne 1) ; n’en "
        f"gardez qu’un ; il a été gardé sous le nom {path}.bad, et les réglages par défaut sont utilisés."
    ), said


@pytest.mark.usefixtures("french")
def test_a_broken_save_is_said_in_french(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    path.write_text("version: 1\nvariant: q2j\nseed: 1\nseats:\n  - {name: Ada, kind: robot}\nrounds: []\n")
    match, _save, problem = saves.load_or_set_aside(load_catalog(), path)
    assert match is None
    assert problem.startswith(f"{path}, ligne 5, seats.0.kind : doit valoir human ou ai, et non 'robot'"), (
        problem
    )
    assert f"il a été gardé sous le nom {path}.bad" in problem
    assert not english_words(problem, f"{path}.bad", str(path), "seats.0.kind", "human ou ai", "'robot'"), (
        problem
    )


@pytest.mark.usefixtures("french")
def test_a_save_whose_moves_do_not_replay_names_the_line_of_the_move(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    path.write_text(
        "version: 1\nvariant: q2j\nseed: 1\nseats: [{name: A}, {name: B}]\nrounds:\n  - [draw, fly]\n"
    )
    _match, _save, problem = saves.load_or_set_aside(load_catalog(), path)
    # The second round's list is on line 6; its first move is the round's opening draw or play.
    assert problem.startswith(f"{path}, ligne 6, rounds.1.") and "ne peut pas être rejoué" in problem, problem


@pytest.mark.usefixtures("french")
def test_a_broken_variant_file_is_said_in_french(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text("id: mine\ngame: q2j\nplayers:\n  min: deux\n", encoding="utf-8")
    catalog = load_catalog(extra_files=[path], folders=[])
    problem = catalog.left_out_file(path)
    assert problem is not None and "mine" not in catalog.variants
    said = str(problem)
    assert said == f"{path}, ligne 4, players.min : doit être un nombre entier, et non 'deux'", said
    assert not english_words(said, str(path), "players.min", "'deux'")


def test_a_variant_problem_read_in_english_is_said_in_french_after_a_switch(tmp_path: Path) -> None:
    """``q2j variants`` and the menu write a catalog's problems when they show them: the language
    chosen after the files were read is the one they are said in, the inherited place too."""
    i18n.use("en")
    (tmp_path / "base.yaml").write_text("id: base\ngame: q2j\noptions:\n  rule_4: maybe\n", encoding="utf-8")
    (tmp_path / "child.yaml").write_text("id: child\nextends: base\n", encoding="utf-8")
    catalog = load_catalog(folders=[tmp_path])
    english = sorted(map(str, catalog.problems))
    try:
        i18n.use("fr")
        french = sorted(map(str, catalog.problems))
    finally:
        i18n.use("en")
    assert english[0].startswith(f"{tmp_path / 'base.yaml'}:4: options.rule_4: "), english
    assert french[0].startswith(f"{tmp_path / 'base.yaml'}, ligne 4, options.rule_4 : "), french
    assert "(hérité de" in french[1] and "inherited" in english[1], (english, french)
    assert not english_words(french[0], str(tmp_path / "base.yaml"), "options.rule_4", "rule_4", "'maybe'")
    assert sorted(map(str, catalog.problems)) == english


@pytest.mark.usefixtures("french")
def test_a_variant_file_with_an_unknown_key_is_said_in_french(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text("id: mine\ngame: q2j\ncolour: blue\n", encoding="utf-8")
    problem = load_catalog(extra_files=[path], folders=[]).left_out_file(path)
    said = str(problem)
    assert said.startswith(f"{path}, ligne 3, colour : clé inconnue ; les clés permises sont : "), said


REPLAY = """format: 1
game: q2j
variant: q2j
seed: 1
started: 2026-01-01T00:00:00
status: finished
seats:
  - {name: Ada}
  - {name: 7}
rounds: []
"""


@pytest.mark.usefixtures("french")
def test_a_broken_replay_file_is_said_in_french(tmp_path: Path) -> None:
    path = tmp_path / "game.yaml"
    path.write_text(REPLAY, encoding="utf-8")
    with pytest.raises(ReplayFileError) as raised:
        read_replay(path)
    said = str(raised.value)
    assert said == f"{path}, ligne 9, seats.1.name : doit être une ligne de texte courte, et non 7", said
    assert not english_words(said, str(path), "seats.1.name")
    # The replay viewer's words around it.
    shown = load_file(path).problems
    assert shown == [f"Ce fichier ne peut pas être lu : {said}"]


@pytest.mark.usefixtures("french")
def test_a_replay_file_of_another_format_is_said_in_french(tmp_path: Path) -> None:
    path = tmp_path / "game.yaml"
    path.write_text(REPLAY.replace("format: 1", "format: 9"), encoding="utf-8")
    with pytest.raises(ReplayFileError) as raised:
        read_replay(path)
    said = str(raised.value)
    assert said.startswith(f"{path}, ligne 1, format : est au format 9 ; ce programme lit le format 1"), said
    assert not english_words(said, str(path), "Q2J")


def test_the_check_finds_the_english_of_the_same_message(tmp_path: Path) -> None:
    # The check above can fail: the English message, its path and key taken out, still shows.
    path = tmp_path / "settings.yaml"
    path.write_text("animation_speed: fast\n", encoding="utf-8")
    said = str(load_settings(path)[1])
    assert english_words(said, str(path), "animation_speed", "'fast'") == [
        "Settings",
        "file",
        "line",
        "must",
        "be",
        "number",
        "from",
        "to",
        "got",
    ]


@pytest.mark.usefixtures("french")
def test_a_damaged_history_is_said_in_french(tmp_path: Path) -> None:
    from game.history.database import open_history

    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"not a database at all")
    opened = open_history(path)
    opened.db.close()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("history-set-aside-")]
    # SQLite's own words for what is wrong stay as it gives them, in brackets.
    assert len(kept) == 1 and str(opened.notice) == (
        "L’historique des parties n’a pas pu être ouvert (file is not a database) ; "
        f"il a été gardé sous le nom {kept[0]}, et un nouvel historique a été commencé."
    )


@pytest.mark.usefixtures("french")
def test_a_variant_files_option_refused_by_the_rules_is_said_in_french(tmp_path: Path) -> None:
    # The engine keeps its English template and fields; the catalog says them in French.
    path = tmp_path / "mine.yaml"
    path.write_text("id: mine\ngame: q2j\nplayers: 3\noptions:\n  rule_4: maybe\n", encoding="utf-8")
    said = str(load_catalog(extra_files=[path], folders=[]).left_out_file(path))
    assert said == f"{path}, ligne 5, options.rule_4 : rule_4 doit valoir true ou false, et non 'maybe'", said
    i18n.use("en")
    english = str(load_catalog(extra_files=[path], folders=[]).left_out_file(path))
    assert english == f"{path}:5: options.rule_4: rule_4 must be true or false, got 'maybe'"


@pytest.mark.usefixtures("french")
def test_a_user_folder_that_is_a_file_is_said_in_french(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.files.folder_problems import user_dir_problem

    home = tmp_path / "home"
    home.write_text("")
    monkeypatch.setenv("Q2J_HOME", str(home))
    said = user_dir_problem()
    assert said is not None and said.startswith(
        f"Votre dossier {home} est inutilisable (ce n’est pas un dossier) : "
    )
    assert not english_words(said, str(home), "Q2J_HOME"), said
