"""Variant files: built-ins are valid, ``extends`` inherits, and every broken file is named precisely."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine import make_rules
from game.variants import load_catalog

REQUIRED = {
    "q2j",
    "q2j-classic",
    "q2j-face-up",
    "q2j-challenge",
    "q2j-countdown",
    "q2j-elimination",
    "q2j-war",
    "q2j-war-4",
    "q2j-ng",
    "q2j-ng-open",
}


def test_every_built_in_variant_is_valid_and_present() -> None:
    catalog = load_catalog(folders=[Path(__file__).resolve().parents[2] / "config"])
    assert catalog.problems == []
    assert set(catalog.variants) >= REQUIRED
    for variant in catalog.variants.values():
        assert variant.name and variant.description
        make_rules(variant)


def test_extends_inherits_and_overrides(tmp_path: Path) -> None:
    (tmp_path / "mine.yaml").write_text(
        "extends: q2j-classic\nname: Mine\ndescription: test\nplayers: {max: 6}\noptions: {rule_5: true}\n"
    )
    catalog = load_catalog(extra_files=[tmp_path / "mine.yaml"])
    mine = catalog.get("mine")
    assert mine.game == "q2j"
    assert mine.options["rule_5"] is True  # overridden here
    assert mine.options["rule_4"] is False  # inherited from q2j-classic
    assert (mine.min_players, mine.max_players) == (2, 6)


def test_user_folder_variants_are_found(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("Q2J_HOME", str(tmp_path))
    (tmp_path / "variants").mkdir()
    (tmp_path / "variants" / "house.yaml").write_text("extends: q2j\nname: House rules\n")
    assert "house" in load_catalog().variants


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "extends: q2j\noptions:\n  rule_4: maybe\n",
            "bad.yaml:3: options.rule_4: rule_4 must be true or false",
        ),
        (
            "extends: q2j\noptions:\n  turn_cap: 5\n",
            "bad.yaml:3: options.turn_cap: turn_cap must be a whole number from 10",
        ),
        (
            "extends: q2j\noptions:\n  match: forever\n",
            "bad.yaml:3: options.match: match must be one of single, elimination",
        ),
        ("extends: q2j\noptions:\n  jokers: 2\n", "bad.yaml:3: options.jokers: unknown option 'jokers'"),
        ("game: q2j\ncolour: red\n", "bad.yaml:2: colour: unknown key"),
        ("extends: nowhere\n", "bad.yaml:1: extends: extends 'nowhere', which is not a known variant"),
        ("game: chess\n", "bad.yaml:1: game: no base game 'chess'"),
        ("game: q2j\nplayers: {min: 1, max: 4}\n", "bad.yaml:2: players: players must lie within 2–10"),
        ("game: q2j\nplayers: {min: two}\n", "bad.yaml:2: players.min: must be a whole number"),
        ("game: q2j\nname: [1, 2]\n", "bad.yaml:2: name: must be text"),
        ("name: no base\n", "give exactly one of `game`"),
        ("game: q2j\noptions: {rule_4: [\n", "bad.yaml:3: not valid YAML"),
        ("- a list\n", "a variant file must be a mapping"),
        (
            "extends: q2j\nplayers: {min: 3, max: 3}\noptions: {challenge: true}\n",
            "Challenge is for exactly 2 players",
        ),
        (  # Crazy Jokers' option before issue 28: the message says what to write instead
            "extends: crazy-jokers\noptions:\n  rounds: 5\n  flush_steals: never\n",
            "bad.yaml:4: options.flush_steals: flush_steals is no longer an option; write flush_limits: declared",
        ),
        (
            "extends: crazy-jokers\noptions: {flush_limits: always}\n",
            "bad.yaml:2: options.flush_limits: flush_limits must be one of declared, laid, got 'always'",
        ),
    ],
)
def test_a_broken_file_is_reported_with_file_line_and_key(tmp_path: Path, text: str, expected: str) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(text)
    catalog = load_catalog(extra_files=[bad])
    assert "bad" not in catalog.variants
    messages = [str(problem) for problem in catalog.problems]
    assert any(expected in message for message in messages), messages
    assert len(catalog.variants) >= len(REQUIRED)  # the good files are still there


def test_yaml_tags_are_not_executed(tmp_path: Path) -> None:
    bad = tmp_path / "evil.yaml"
    bad.write_text("game: !!python/object/apply:os.system ['echo hi']\n")
    catalog = load_catalog(extra_files=[bad])
    assert "evil" not in catalog.variants
    assert catalog.problems and "not valid YAML" in str(catalog.problems[0])
