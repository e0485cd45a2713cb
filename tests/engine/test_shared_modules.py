"""The engine's shared modules name no game: no game's name, title or alias, and none of the
words a game declares as its own (its zone kinds, action verbs and announcements), so that
adding a game changes nothing outside its package and its one registration line.

The forbidden words come from the registered games' declarations (``GameEntry``), less the
words the shared modules declare for several games (``SharedKind``, ``SharedVerb``,
``SharedAnnouncement``); a test below holds every game to declaring each word it uses.
"""

from __future__ import annotations

import ast
import io
import random
import re
import tokenize
import tomllib
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from game.engine import SetupError, make_rules
from game.engine.actions import SharedVerb
from game.engine.events import Announced, Battle, Event, Moved, SharedAnnouncement
from game.engine.games import ENTRIES
from game.engine.registry import entries
from game.engine.zones import SharedKind, Zone
from game.variants import load_catalog

ENGINE = Path(__file__).resolve().parents[2] / "game" / "engine"
GAMES = ENGINE / "games"
# The one module that lists the games' packages: the registration a new game adds a line to.
REGISTRATIONS = GAMES / "__init__.py"
SHARED_WORDS = {str(word) for word in (*SharedKind, *SharedVerb, *SharedAnnouncement)}
WORD = re.compile(r"[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*")
# The program shares its name with a game's (``q2j``); a message that starts with the
# program's name and a colon is the program speaking (as every command-line message does),
# not a naming of the game. Only that place is let through.
PROGRAM = tomllib.loads((ENGINE.parents[1] / "pyproject.toml").read_text())["project"]["name"]
PROGRAM_SPEAKS = re.compile(r"^[rbfRBF]*(['\"]{1,3})" + re.escape(PROGRAM) + ": ")


def shared_modules() -> list[Path]:
    """Every engine module outside a game's own package (``games/<game>/``)."""
    return sorted(path for path in ENGINE.rglob("*.py") if GAMES not in path.parents or path.parent == GAMES)


def game_words() -> dict[str, str]:
    """Each word a game may own, lower-case, with what it is (for the failure message)."""
    words: dict[str, str] = {}
    for found in entries():
        owner = found.title
        for name in (found.name, *found.aliases, found.base_variant, found.rules_text):
            words[name.lower()] = f"{owner}'s name"
        for kind in found.zone_kinds:
            words[str(kind)] = f"{owner}'s zone kind"
        for verb in found.verbs:
            words[str(verb)] = f"{owner}'s verb"
        for said in found.announcements:
            words[str(said)] = f"{owner}'s announcement"
    return {word: what for word, what in words.items() if word not in SHARED_WORDS}


def game_titles() -> dict[re.Pattern[str], str]:
    """Each game's title of several words as a phrase ("Crazy Jokers", "Q Squared Joe"); a
    title of one word is among the names."""
    return {
        re.compile(r"\b" + r"\s+".join(map(re.escape, found.title.lower().split())) + r"\b"): found.title
        for found in entries()
        if " " in found.title
    }


def namings(path: Path, words: dict[str, str], titles: dict[re.Pattern[str], str]) -> Iterator[str]:
    """Where the module at ``path`` names a game. A game's name or title anywhere: comments
    and docstrings too. Its own words (a zone kind, a verb, an announcement) where code names
    them: in string literals (word by word, so a zone name counts by its kind) and in the
    module's own identifiers; prose may say "face down" or "in play" in plain English. Names
    imported from outside the project (``dataclasses.field``) and attributes of other objects
    are not the module's identifiers."""
    source = path.read_text()
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    prose = _docstring_lines(source)
    foreign = _imported_from_outside(tokens)
    shown = str(path.relative_to(path.parents[2])) if ENGINE in path.parents else path.name
    for index, token in enumerate(tokens):
        where = f"{shown}:{token.start[0]}"
        if token.type in (tokenize.COMMENT, tokenize.STRING):
            text = token.string.lower()
            for pattern, title in titles.items():
                if pattern.search(text):
                    yield f"{where}: {title}, a game's title"
            code = token.type == tokenize.STRING and token.start[0] not in prose
            if token.type == tokenize.STRING:
                text = PROGRAM_SPEAKS.sub(r"\1", text)
            for word in WORD.findall(text):
                if word in words and (code or words[word].endswith("name")):
                    yield f"{where}: {word!r}, {words[word]}"
        elif token.type == tokenize.NAME and token.string not in foreign:
            after_dot = index > 0 and tokens[index - 1].string == "."
            identifier = token.string.lower().replace("_", "-")
            if not after_dot and identifier in words:
                yield f"{where}: {token.string}, {words[identifier]}"


def _docstring_lines(source: str) -> set[int]:
    """The lines of the module's, its classes' and its functions' docstrings."""
    lines: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)
                and first.end_lineno is not None
            ):
                lines.update(range(first.lineno, first.end_lineno + 1))
    return lines


def _imported_from_outside(tokens: list[tokenize.TokenInfo]) -> set[str]:
    """The names ``from <module> import …`` brings from a module outside the project."""
    names: set[str] = set()
    for index, token in enumerate(tokens):
        if token.string != "from" or tokens[index + 1].string in (".", "..", "...", "game"):
            continue
        end = next(i for i in range(index, len(tokens)) if tokens[i].type == tokenize.NEWLINE)
        names.update(t.string for t in tokens[index:end] if t.type == tokenize.NAME)
    return names


def test_the_forbidden_words_are_the_games_own() -> None:
    words = game_words()
    # Derived from the declarations: each game contributes its name and its own words, and a
    # shared word (the discard, a draw, the lead) is never among them.
    assert {"q2j", "war", "ng", "quatorze", "crazy-jokers"} <= set(words)
    assert {"pile", "field", "resource", "meld", "waste", "picked", "offer", "flush"} <= set(words)
    assert {"play", "qsq", "attack", "defend", "meld", "swap", "declare", "steal"} <= set(words)
    assert {"q-squared", "joe", "cut", "down", "all-at-once", "flush-laid", "pick-again"} <= set(words)
    assert not {"hand", "stock", "discard", "draw", "pass", "take", "lead"} & set(words)


def test_no_shared_engine_module_names_a_game() -> None:
    words, titles = game_words(), game_titles()
    modules = [path for path in shared_modules() if path != REGISTRATIONS]
    assert ENGINE / "rules.py" in modules and ENGINE / "zones.py" in modules
    found = [naming for path in modules for naming in namings(path, words, titles)]
    assert not found, "shared modules name a game:\n" + "\n".join(found)


def test_the_registrations_list_every_game_and_nothing_else() -> None:
    """The one shared module allowed to name games lists their packages' entries."""
    packages = sorted(path.parent.name for path in GAMES.glob("*/entry.py"))
    assert sorted(found.rules.__module__.split(".")[3] for found in ENTRIES) == packages
    source = REGISTRATIONS.read_text()
    assert all(
        line.startswith(("from .", "ENTRIES", '"""', "A new game", "")) for line in source.splitlines()
    )


def test_a_naming_is_found_where_it_hides(tmp_path: Path) -> None:
    """The finder itself: a title in a docstring, a kind in a zone name, a game's name in a
    comment, an announcement as an identifier; not a verb in prose, nor a Python word imported
    from outside the project."""
    module = tmp_path / "module.py"
    module.write_text(
        '"""Dealt as in Crazy Jokers; a player may play or pass."""\n'
        "from dataclasses import field\n"
        'ZONE = "meld:0:1"  # as in quatorze\n'
        "ALL_AT_ONCE = 1\n"
        "x = field()\n"
        'FACE = "face-down"\n'
        'print(f"q2j: {why}")\n'
        'print("q2j: the q2j variant")\n'
    )
    found = [line.split(": ", 1)[1] for line in namings(module, game_words(), game_titles())]
    assert found == [
        "Crazy Jokers, a game's title",
        "'meld', Quatorze's verb",
        "'quatorze', Quatorze's name",
        "ALL_AT_ONCE, Quatorze's announcement",
        "'q2j', Q Squared Joe's name",
    ]


def _variants() -> list[tuple[str, dict[str, object]]]:
    """Every variant of the catalog, and Quatorze with joker swaps (an option no file sets)."""
    return [*((variant_id, {}) for variant_id in CATALOG.variants), ("quatorze", {"joker_swap": True})]


CATALOG = load_catalog()


def _zones_of(event: Event) -> list[Zone]:
    if isinstance(event, Moved):
        return [event.source, event.target]
    if isinstance(event, Battle):
        return [event.attacker_zone, event.defender_zone]
    zone = getattr(event, "zone", None)
    return [zone] if isinstance(zone, Zone) else []


@pytest.mark.parametrize(("variant_id", "options"), _variants())
def test_every_word_a_game_uses_is_one_it_declares(variant_id: str, options: dict[str, object]) -> None:
    """Random games of every variant: each zone's kind, each legal action's verb and each
    announcement is the game's own declared word or a shared one (so the words above are all
    of them: a game that used an undeclared word would slip past the shared modules' check)."""
    variant = CATALOG.get(variant_id)
    rules = make_rules(replace(variant, options={**variant.options, **options}))
    found = next(found for found in entries() if found.name == variant.game)
    kinds = {*found.zone_kinds, *SharedKind}
    verbs = {*found.verbs, *SharedVerb}
    said = {*found.announcements, *SharedAnnouncement}
    used: dict[str, set[str]] = {"kinds": set(), "verbs": set(), "announcements": set()}
    rng = random.Random(3)
    for seed in range(6):
        state = rules.new_state(variant.max_players if seed % 2 else variant.min_players, seed)
        events = rules.opening_events(state)
        while True:
            used["kinds"].update(str(zone.kind) for zone in rules.zones(state))
            for event in events:
                used["kinds"].update(str(zone.kind) for zone in _zones_of(event))
                if isinstance(event, Announced):
                    used["announcements"].add(str(event.what))
            if state.over:
                break
            legal = rules.legal_actions(state)
            used["verbs"].update(str(action).split()[0] for action in legal)
            events = rules.apply(state, legal[rng.randrange(len(legal))])
    assert used["kinds"] <= {str(kind) for kind in kinds}, used["kinds"]
    assert used["verbs"] <= {str(verb) for verb in verbs}, used["verbs"]
    assert used["announcements"] <= {str(word) for word in said}, used["announcements"]
    # Declared words that these games used (so the check above had something to check).
    assert used["kinds"] and used["verbs"]


def test_a_word_no_game_declares_is_not_a_zone() -> None:
    with pytest.raises(SetupError, match="no game has a zone 'pond'"):
        Zone.parse("pond:1")
