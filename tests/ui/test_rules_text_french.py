"""The rules in French: a ``<game>.fr.md`` beside every English text, with the same sections
(the same variant ids, in the same order), the same placeholders and the same card pictures;
shown when the game speaks French, the English text where no French one exists."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from test_rules_text import VARIANTS

from game import i18n
from game.engine.registry import entry
from game.files import paths
from game.variants.rules_text import GAMES, parse_rules, rules_file, rules_text

PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
PICTURE = re.compile(r"^\[(?:cards|not):[^\]]*\]$", re.MULTILINE)


def texts(game: str) -> tuple[str, str]:
    folder = paths.assets_dir() / "rules"
    name = entry(game).rules_text
    return tuple(  # type: ignore[return-value]
        (folder / f"{name}{suffix}.md").read_text(encoding="utf-8") for suffix in ("", ".fr")
    )


@pytest.mark.parametrize("game", GAMES)
def test_the_french_text_has_the_english_sections_placeholders_and_pictures(game: str) -> None:
    english, french = texts(game)
    ids = [[section.id for section in parse_rules(text)[1]] for text in (english, french)]
    assert ids[0] == ids[1], "the French text's sections differ from the English ones"
    assert sorted(set(PLACEHOLDER.findall(english))) == sorted(set(PLACEHOLDER.findall(french)))
    assert PICTURE.findall(english) == PICTURE.findall(french)
    # Variants come first on screen by their heading's first word: the French one must read so too.
    for en, fr in zip(parse_rules(english)[1], parse_rules(french)[1], strict=True):
        assert en.heading.startswith("Variant") == fr.heading.startswith("Variante"), (en.heading, fr.heading)


@pytest.mark.parametrize(("game", "options", "_words"), VARIANTS)
def test_french_rules_are_shown_in_french_with_no_placeholder_left(
    game: str, options: dict[str, object], _words: str
) -> None:
    i18n.use("fr")
    sections = rules_text(game, options)
    words = "\n".join(f"{heading}\n{body}" for heading, body in sections)
    assert "{" not in words
    # Every section comes from the French file (a heading's placeholders filled in).
    patterns = [
        PLACEHOLDER.sub(".+", re.escape(s.heading).replace(r"\{", "{").replace(r"\}", "}"))
        for s in parse_rules(texts(game)[1])[1]
    ]
    for heading, _ in sections:
        assert any(re.fullmatch(pattern, heading) for pattern in patterns), heading
    assert " the " not in words  # nothing English slipped in through a value


def test_the_turn_cap_reads_as_a_french_number() -> None:
    i18n.use("fr")
    words = "\n".join(body for _, body in rules_text("war", {"turn_cap": 12000}))
    assert "après 12\u202f000 décisions" in words
    i18n.use("en")
    assert "after 12,000 decisions" in "\n".join(body for _, body in rules_text("war", {"turn_cap": 12000}))


def test_a_game_without_a_french_text_shows_the_english_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copytree(paths.assets_dir() / "rules", tmp_path / "rules")
    (tmp_path / "rules" / "war.fr.md").unlink()
    monkeypatch.setattr(paths, "assets_dir", lambda: tmp_path)
    assert rules_file("war", "fr") == tmp_path / "rules" / "war.md"
    assert rules_file("ng", "fr") == tmp_path / "rules" / "ng.fr.md"
    assert rules_file("ng", "en") == tmp_path / "rules" / "ng.md"
