"""A test about every game reads the registry (``tests/every_game.py``), so a sixth game is
covered the day it registers: a test file that names every registered game by hand (their
names or variants in one list, tuple, set or dict) must read the registry too, as the files
that keep each game's own data do to fail for a game left out of it (``data_for``, or a
"covers every game" test). A hand list alone is a sixth game silently skipped."""

from __future__ import annotations

import ast
from pathlib import Path

from game.engine import entries
from game.variants import load_catalog

TESTS = Path(__file__).resolve().parent
# Any of these in a file: it reads the list of games from the registry.
READS = ("game_names(", "entries(", "every_game", "base_variants(", "widest_variants(")


def game_of() -> dict[str, str]:
    """Each word that names one game: its name, aliases and package, its variants' ids."""
    words = {variant_id: variant.game for variant_id, variant in load_catalog().variants.items()}
    for found in entries():
        for word in (found.name, *found.aliases, found.name.replace("-", "_")):
            words[word] = found.name
    return words


def hand_lists(source: str, words: dict[str, str], every: set[str]) -> list[int]:
    """The lines of the literals in ``source`` that name every game of ``every``."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.List | ast.Tuple | ast.Set | ast.Dict):
            elements = node.keys if isinstance(node, ast.Dict) else node.elts
            named = {
                words[inner.value]
                for element in elements
                if element is not None
                for inner in ast.walk(element)
                if isinstance(inner, ast.Constant) and isinstance(inner.value, str) and inner.value in words
            }
            if named >= every:
                lines.append(node.lineno)
    return lines


def test_a_test_that_lists_every_game_by_hand_reads_the_registry_too() -> None:
    words, every = game_of(), {found.name for found in entries()}
    found = []
    for path in sorted(TESTS.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        if path == Path(__file__) or any(read in source for read in READS):
            continue
        found += [f"{path.relative_to(TESTS.parent)}:{line}" for line in hand_lists(source, words, every)]
    assert not found, (
        "these list every game by hand and never read the registry, so a new game is skipped: "
        "read tests/every_game.py (names, base_variants, data_for) instead\n" + "\n".join(found)
    )


def test_the_search_finds_a_hand_list() -> None:
    words, every = game_of(), {found.name for found in entries()}
    listed = ", ".join(repr(found.base_variant) for found in entries())
    assert hand_lists(f"x = 1\nVARIANTS = [{listed}]\n", words, every) == [2]
    assert hand_lists(f"VARIANTS = [{listed}][1:]\nSOME = {listed.split(', ')[0]}\n", words, every) == [1]
    assert hand_lists("SOME = ['q2j', 'quatorze']\n", words, every) == []
