"""The engine's refusals in French: every refusal the scenario suite meets reads in French at
the table (its template translated, its cards, numbers and seats filled in, its rule number as
"règle"), no refusal is written as an f-string Babel cannot read, and a seat reads by its
player's name."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game import i18n
from game.engine import Action, IllegalAction, State
from game.engine.cards import Card
from game.engine.errors import Seat, Words
from game.i18n import catalogs
from game.play.refusals import refusal_words, with_suit_glyphs
from game.play.seats import SeatConfig
from game.play.session import Session
from game.scenarios.runner import ScenarioRun, load_specs, scenario_files
from game.variants import load_catalog

ROOT = Path(__file__).resolve().parents[2]
CATALOG = load_catalog()
REFUSALS = ("IllegalAction", "IllegalMeld")


class Recording:
    """A game's rules that keep every refusal ``apply`` raises (the rest passes through)."""

    def __init__(self, rules: Any, met: list[IllegalAction]) -> None:
        self.rules = rules
        self.met = met

    def apply(self, state: State, action: Action) -> Any:
        try:
            return self.rules.apply(state, action)
        except IllegalAction as error:
            self.met.append(error)
            raise

    def __getattr__(self, name: str) -> Any:
        return getattr(self.rules, name)


@pytest.fixture(scope="module")
def scenario_refusals() -> list[IllegalAction]:
    return refusals_in_scenarios()


def refusals_in_scenarios() -> list[IllegalAction]:
    """Every refusal the scenarios under tests/scenarios make the engine raise."""
    met: list[IllegalAction] = []
    for path in scenario_files([ROOT / "tests" / "scenarios"]):
        for spec, label in load_specs(path):
            run = ScenarioRun(spec, label, CATALOG)
            run.rules = Recording(run.rules, met)  # type: ignore[assignment]
            assert run.run().passed, label
    return met


def in_language(lang: str, error: IllegalAction, names: dict[int, str] | None = None) -> str:
    i18n.use(lang)
    return refusal_words(error, names)


def test_every_refusal_the_scenarios_meet_reads_in_french(scenario_refusals: list[IllegalAction]) -> None:
    templates = {error.template for error in scenario_refusals}
    assert len(templates) > 40  # the scenarios refuse in many ways, in every game
    for error in scenario_refusals:
        english, french = in_language("en", error), in_language("fr", error)
        # The English the table shows is the engine's message as it always was, but a meld's
        # joker: "5♥ X=6♥ 7♥" is read "5♥ [joker = 6♥] 7♥".
        message = with_suit_glyphs(error.message)
        for value in error.fields.values():
            if isinstance(value, str) and "X=" in value:  # a meld's notation, not the template's
                shown = with_suit_glyphs(value)
                message = message.replace(shown, re.sub(r"X=(\S+)", r"[joker = \1]", shown))
        assert english == message + RULE_EN.get(error.rule, ""), english
        assert french.endswith(RULE_FR.get(error.rule, "")) and f"({error.rule})" not in french, french
        # The words themselves are French (the rule's number and the court letters aside), every
        # field filled in.
        words = refusal_words(error, french_letters=False).removesuffix(RULE_FR.get(error.rule, ""))
        assert words != english.removesuffix(RULE_EN.get(error.rule, "")), f"{error.template!r} stays English"
        assert "{" not in words and "}" not in words, words


# The seed's numbered rules as the scenarios name them; a rule tag ("hand", "take") is not shown.
RULE_EN = {"rule 4": " (rule 4)", "rule 5": " (rule 5)", "rule 6": " (rule 6)", "rule 7": " (rule 7)"}
RULE_EN["rules 1-3"] = " (rules 1–3)"
RULE_FR = {"rule 4": " (règle 4)", "rule 5": " (règle 5)", "rule 6": " (règle 6)", "rule 7": " (règle 7)"}
RULE_FR["rules 1-3"] = " (règles 1–3)"


def test_the_scenarios_refuse_with_numbered_rules(scenario_refusals: list[IllegalAction]) -> None:
    assert {error.rule for error in scenario_refusals} >= set(RULE_FR)


def test_a_refusal_is_written_with_the_table_cards_and_the_rule_in_french() -> None:
    # Rule 4 of the seed: no face card on an ace. A French player reads the queen as "D".
    error = IllegalAction(
        "rule 4",
        "no face card may go on an ace: {card} on {top}",
        card=Card.parse("QC"),
        top=Card.parse("AS"),
    )
    assert in_language("en", error) == "no face card may go on an ace: Q♣ on A♠ (rule 4)"
    assert in_language("fr", error) == "aucune figure ne va sur un as : D♣ sur A♠ (règle 4)"
    i18n.use("fr")
    assert refusal_words(error, french_letters=False) == "aucune figure ne va sur un as : Q♣ sur A♠ (règle 4)"


def test_a_refusals_english_words_translate_as_fields_too() -> None:
    # A set with two hearts: the suit's name is translated inside the French sentence.
    error = IllegalAction("set suits", "a set has one card of each suit: two {suit}", suit=Words("hearts"))
    assert error.message == "a set has one card of each suit: two hearts"
    assert in_language("fr", error) == "une série a une carte de chaque couleur : deux cartes à cœur"


def test_a_seat_reads_as_its_players_name_at_the_table() -> None:
    # Basil (seat 1) holds no card: an attack on his hand is refused, naming him.
    spec = {"variant": "q2j-ng", "players": 2, "to_move": 0, "zones": {"hand:0": "9H 4H", "hand:1": ""}}
    run = ScenarioRun(spec, "names", CATALOG)
    rules = run.rules
    session = Session(CATALOG.get("q2j-ng"), rules, [SeatConfig("Ada"), SeatConfig("Basil", "medium")], 3)
    session.state = session.match.state = run.state
    attack = rules.parse_action("attack 9H hand 1")
    refusal = session.refusal(attack)
    assert refusal is not None and refusal.message == "seat 1 has no card in hand"
    i18n.use("fr")
    assert session.why_illegal(attack) == "Basil n’a aucune carte en main"
    assert refusal_words(refusal) == "la place 1 n’a aucune carte en main"  # no names at hand
    assert refusal.fields == {"seat": Seat(1)}


def test_a_damaged_translation_falls_back_to_english_not_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    error = IllegalAction("hand", "{card} is not in your hand", card=Card.parse("7H"))
    i18n.use("fr")
    monkeypatch.setattr("game.play.refusals._", lambda text: "{carte} n’est pas dans votre main")
    assert refusal_words(error) == "7♥ is not in your hand"


def refusal_calls() -> Iterator[tuple[str, ast.Call]]:
    for path in sorted((ROOT / "game").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in REFUSALS:
                yield f"{path.relative_to(ROOT)}:{node.lineno}", node


def test_every_refusal_is_a_template_babel_extracts() -> None:
    """A refusal's words are a plain string (its values as fields), and the catalog has it."""
    marked = {message.id for message in catalogs.extract()}
    found = 0
    for where, call in refusal_calls():
        if len(call.args) < 2:
            continue  # the class itself (``IllegalAction(rule, template, **fields)``'s definition)
        words = call.args[1]
        if where.startswith("game/net/host.py") and isinstance(words, ast.Call):
            continue  # a notation error's own words, passed on as they are
        if where.startswith("game/net/refusal_wire.py"):
            continue  # a refusal that crossed the wire: the engine's template, made again
        assert isinstance(words, ast.Constant) and isinstance(words.value, str), f"{where}: not a template"
        assert words.value in marked, f"{where}: {words.value!r} is not extracted"
        found += 1
    assert found > 100
