"""The French catalog is complete and true to the code: every marked string is in it and
translated, nothing fuzzy, the same format fields on both sides; plurals take the French form;
a missing or damaged catalog means English."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from game import i18n
from game.i18n import catalogs


@pytest.fixture(scope="module")
def marked() -> Catalog:
    return catalogs.extract()


def test_the_french_catalog_is_complete(marked: Catalog) -> None:
    problems = catalogs.check("fr", marked=marked)
    assert not problems, "\n".join(map(str, problems))
    assert len(marked) > 50  # the extractor found the marked strings (not an empty run)


def copy_of_french(tmp_path: Path) -> Path:
    shutil.copytree(i18n.LOCALE_DIR / "fr", tmp_path / "fr")
    return tmp_path


def edit_po(locale_dir: Path, old: str, new: str) -> None:
    path = catalogs.po_path("fr", locale_dir)
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_translation_with_other_fields_fails(tmp_path: Path, marked: Catalog) -> None:
    locale_dir = copy_of_french(tmp_path)
    edit_po(locale_dir, 'msgstr "Passez l’écran à {player}"', 'msgstr "Passez l’écran à {joueur}"')
    problems = [str(p) for p in catalogs.check("fr", locale_dir, marked)]
    assert len(problems) == 1 and "'Pass to {player}'" in problems[0] and "{joueur}" in problems[0]


def test_untranslated_and_fuzzy_entries_fail(tmp_path: Path, marked: Catalog) -> None:
    locale_dir = copy_of_french(tmp_path)
    edit_po(locale_dir, 'msgstr "Réglages"', 'msgstr ""')
    edit_po(locale_dir, 'msgid "Paused"', '#, fuzzy\nmsgid "Paused"')
    problems = [str(p) for p in catalogs.check("fr", locale_dir, marked)]
    assert any("'Settings' is not translated" in p for p in problems), problems
    assert any("'Paused' is fuzzy" in p for p in problems), problems
    assert len(problems) == 2


def test_a_marked_string_missing_from_the_catalog_fails(tmp_path: Path, marked: Catalog) -> None:
    marked.add("A string wrapped in the code but never translated", locations=[("game/x.py", 7)])
    problems = [str(p) for p in catalogs.check("fr", marked=marked)]
    assert problems == [
        "game/x.py:7: 'A string wrapped in the code but never translated' is marked but not in q2j.po"
    ]


def test_fields_counts_brace_and_percent_fields() -> None:
    assert catalogs.fields("{a} and {b:,} %s %(name)d") == ["%(name)d", "%s", "{a}", "{b:,}"]
    assert catalogs.fields("{a} {a}") == ["{a}", "{a}"]  # a field dropped from a repeat is noticed
    assert catalogs.fields("100%") == []


@pytest.mark.parametrize(("count", "word"), [(0, "manche"), (1, "manche"), (2, "manches"), (10, "manches")])
def test_french_plurals(count: int, word: str) -> None:
    # French counts 0 and 1 as singular ("0 manche", "1 manche"), 2 and up as plural.
    assert i18n.use("fr") == "fr"
    assert i18n.ngettext("{count} round", "{count} rounds", count).format(count=count) == f"{count} {word}"


@pytest.mark.parametrize(("count", "word"), [(0, "rounds"), (1, "round"), (2, "rounds")])
def test_english_plurals(count: int, word: str) -> None:
    assert i18n.use("en") == "en"
    assert i18n.ngettext("{count} round", "{count} rounds", count).format(count=count) == f"{count} {word}"


def test_french_words_come_from_the_compiled_catalog() -> None:
    assert i18n.use("fr") == "fr"
    assert (i18n._("Settings"), i18n.language()) == ("Réglages", "fr")
    assert i18n.use("en") == "en"
    assert i18n._("Settings") == "Settings"


def test_a_missing_catalog_means_english(tmp_path: Path) -> None:
    assert i18n.use("fr", locale_dir=tmp_path) == "en"
    assert i18n._("Settings") == "Settings"


def test_a_damaged_catalog_means_english(tmp_path: Path) -> None:
    folder = tmp_path / "fr" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "q2j.mo").write_bytes(b"\xde\x12\x04\x95not a catalog at all")
    assert i18n.use("fr", locale_dir=tmp_path) == "en"
    assert i18n._("Paused") == "Paused"


@pytest.mark.parametrize(
    ("environment", "expected"),
    [
        ({"LANGUAGE": "fr_FR:en"}, "fr"),
        ({"LANGUAGE": "", "LC_ALL": "fr_CA.UTF-8"}, "fr"),
        ({"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "de_DE.UTF-8"}, "en"),  # not spoken
        ({"LANGUAGE": "en_GB", "LANG": "fr_FR.UTF-8"}, "en"),  # LANGUAGE comes first
        ({"LANGUAGE": "", "LC_ALL": "C", "LANG": "fr_FR"}, "en"),
    ],
)
def test_the_system_language(
    monkeypatch: pytest.MonkeyPatch, environment: dict[str, str], expected: str
) -> None:
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    assert i18n.resolve("system") == expected
    assert i18n.resolve("fr") == "fr" and i18n.resolve("en") == "en"
