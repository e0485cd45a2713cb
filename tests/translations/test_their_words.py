"""The system's and the libraries' own words in brackets (game/i18n/their_words.py): a French
player reads ours for the common failures, an English player the library's as before, and a
failure we have no words for keeps the library's in both.

The failures are real ones: a file where a folder should be, a folder where a file should be,
broken YAML written to a file, a file that is not an SQLite database. (The tests run as root
here, which no permission refuses, so the one refusal of access is raised as the system raises it.)
"""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path

import pytest

from game import i18n
from game.files.file_notes import set_aside_note
from game.files.safe_yaml import YamlFileError, read_yaml
from game.files.user_files import write_atomically
from game.i18n.their_words import failure_words, os_words

from .test_file_messages_french import english_words


def said_in_both(make: object) -> tuple[str, str]:
    """``str(make)`` in English, then in French: the same object, worded when shown."""
    i18n.use("en")
    english = str(make)
    i18n.use("fr")
    try:
        return english, str(make)
    finally:
        i18n.use("en")


# Broken YAML as a player might type it, and the words libyaml gives for each.
BROKEN_YAML = {
    "a colon inside a value": ("name: Ada: the first\n", "mapping values are not allowed in this context"),
    "a tab to indent": ("options:\n\trule_4: true\n", "found character that cannot start any token"),
    "a quote left open": ('name: "Ada\n', "found unexpected end of stream"),
    "a list left open": ("seats: [1, 2\n", "did not find expected ',' or ']'"),
    "a line out of step": ("options:\n  rule_4: true\n rule_5: false\n", "did not find expected key"),
}


@pytest.mark.parametrize("case", BROKEN_YAML)
def test_broken_yaml_is_said_in_french_words(case: str, tmp_path: Path) -> None:
    text, library = BROKEN_YAML[case]
    path = tmp_path / "mine.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(YamlFileError) as caught:
        read_yaml(path)
    english, french = said_in_both(caught.value)
    assert english.endswith(f"not valid YAML: {library}"), english  # today's words, kept
    assert library not in french and french.startswith(f"{path}, ligne "), french
    assert not english_words(french, str(path)), french


def test_a_file_where_a_folder_should_be(tmp_path: Path) -> None:
    """Reading under a file (ENOTDIR) and writing under one (the folder on the way is named)."""
    (tmp_path / "saves").write_text("not a folder", encoding="utf-8")
    with pytest.raises(YamlFileError) as caught:
        read_yaml(tmp_path / "saves" / "autosave.yaml")
    english, french = said_in_both(caught.value)
    assert english.endswith("cannot be read (Not a directory)"), english
    assert french.endswith("ne peut pas être lu (une partie du chemin n’est pas un dossier)"), french
    with pytest.raises(OSError) as refused:
        write_atomically(tmp_path / "saves" / "autosave.yaml", "seed: 1\n")
    english, french = said_in_both(os_words(refused.value))
    assert english == f"{tmp_path / 'saves'}: it is not a folder"
    assert french == f"{tmp_path / 'saves'} : ce n’est pas un dossier"


def test_a_folder_where_a_file_should_be(tmp_path: Path) -> None:
    (tmp_path / "settings.yaml").mkdir()
    (tmp_path / "settings.yaml" / "inside").write_text("", encoding="utf-8")
    with pytest.raises(OSError) as refused:
        write_atomically(tmp_path / "settings.yaml", "language: fr\n")
    assert refused.value.errno in (errno.EISDIR, errno.ENOTEMPTY, errno.EEXIST)
    english, french = said_in_both(os_words(refused.value))
    assert english == refused.value.strerror  # the system's words, as ever
    assert french in ("c’est un dossier", "le dossier n’est pas vide", "il existe déjà"), french


@pytest.mark.usefixtures("french")
def test_a_refused_rename_is_said_in_french(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("language: [\n", encoding="utf-8")

    def refuse(*_paths: object) -> None:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))

    monkeypatch.setattr(os, "replace", refuse)
    said = str(set_aside_note(path))
    assert said == "il n’a pas pu être mis de côté (accès refusé) ; déplacez-le ou supprimez-le vous-même", (
        said
    )


def test_a_file_that_is_not_a_database(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"these are not the pages of a database" * 200)
    db = sqlite3.connect(path)
    try:
        with pytest.raises(sqlite3.DatabaseError) as caught:
            db.execute("SELECT * FROM sqlite_master").fetchall()
    finally:
        db.close()
    english, french = said_in_both(failure_words(caught.value))
    assert english == "file is not a database"
    assert french == "ce n’est pas un historique de parties"


def test_a_failure_we_have_no_words_for_keeps_the_librarys() -> None:
    unknown = OSError(errno.ENOEXEC, os.strerror(errno.ENOEXEC))
    english, french = said_in_both(os_words(unknown))
    assert english == french == os.strerror(errno.ENOEXEC)
    odd = "found something PyYAML has never said"
    assert said_in_both(failure_words(ValueError(odd))) == (odd, odd)


def test_a_date_off_the_calendar_is_said_in_french(tmp_path: Path) -> None:
    """YAML reads 2026-02-30 as a date, which Python cannot make: its words for why, ours in French."""
    path = tmp_path / "mine.yaml"
    path.write_text("day: 2026-02-30\n", encoding="utf-8")
    with pytest.raises(YamlFileError) as caught:
        read_yaml(path)
    english, french = said_in_both(caught.value)
    assert "(day is out of range for month)" in english, english
    assert "(ce mois n’a pas ce jour)" in french and "out of range" not in french, french
