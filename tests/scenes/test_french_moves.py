"""The engine's moves in French (the hint's move, "Cliquer aussi sur … ferait : …"): every legal
move along seeded deals of every game said in French keeps no English word, no unfilled field
and no card code, French grammar holds where a card or a name is filled in; the English the
command line and tests read is unchanged."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from game import i18n
from game.engine import Card, Rules, make_rules
from game.engine.errors import Seat, Words
from game.engine.games.crazy_jokers.actions import Declare
from game.engine.games.crazy_jokers.contracts import Contract
from game.engine.move_words import MoveField, MoveWords, listed, worded
from game.i18n import catalogs
from game.scenes.table.pointer import slot_center
from game.scenes.table.words.move_words import move_words
from game.variants import load_catalog
from tests.ai.test_french_reasons import english_left

from .both_ways import Way
from .test_instructions import ADA, YOU, at

CATALOG = load_catalog()
NAMES = {0: "Ada", 1: "Basil", 2: "Chloé", 3: "Ines"}
# Words only an English move has (whole words; French "pile", "place", "on", "joker" pass).
MOVE_ENGLISH = re.compile(
    r"\b(play|answer|keep|drew|draw|attack|lay|take|back|add|meld|offer|trade|accept|giving|"
    r"decline|declare|pick|shed|pass|steal|make|ready|again|fill|spades|blind|together|top|in|"
    r"field|resource|face-down|discard|waste|points? of|at|as|on top|seat)\b"
)
CARD_CODE = re.compile(r"\b(10|[2-9AJQK])[SHDC]\b")
UNJOINED = re.compile(r"\b(le|de|que) [AEIOUÉ]")  # "l'A♠", "d'Ada"
SAMPLES: dict[str, MoveField] = {
    "card": Card.parse("AS"),
    "under": Card.parse("QS"),
    "top": Card.parse("QH"),
    "jack": Card.parse("JD"),
    "theirs": Card.parse("4D"),
    "yours": Card.parse("7S"),
    "owner": Seat(1),
    "position": 2,
    "number": 1,
    "points": "55–70",
    "contract": Words("the Big Flush"),
    "target": worded("{owner}'s hand", owner=Seat(0)),
    "meld": worded("your meld {number}", number=2),
    "cards": listed(
        [worded("the {card}", card=Card.parse("5S")), worded("the {card}", card=Card.parse("6S"))]
    ),
    "first": worded("the {card}", card=Card.parse("5S")),
    "next": worded("the {card}", card=Card.parse("6S")),
    "last": worded("a joker as the {card}", card=Card.parse("7S")),
}


def english_in(words: str) -> bool:
    return english_left(words) or bool(MOVE_ENGLISH.search(words) or CARD_CODE.search(words))


def moves_along(rules: Rules[Any], seed: int, players: int) -> Iterator[MoveWords]:
    """Every legal move's words, from the mover's view, along a seeded deal of random moves."""
    chooser = random.Random(seed)
    state = rules.new_state(players, seed)
    while not state.over and state.turn < 80:
        legal = rules.legal_actions(state)
        view = rules.view(state, state.to_move)
        yield from (rules.move_words(action, view) for action in legal)
        rules.apply(state, chooser.choice(legal))


@pytest.mark.usefixtures("french")
@pytest.mark.parametrize("variant_id", sorted(CATALOG.variants))
def test_every_legal_move_is_said_in_french(variant_id: str) -> None:
    rules = make_rules(CATALOG.get(variant_id))
    players = min(4, rules.variant.max_players)
    moves = [words for seed in (1, 2, 3) for words in moves_along(rules, seed, players)]
    assert len({words.template for words in moves}) >= 2, {words.template for words in moves}
    for names in (NAMES, {}):  # players by name, and seats no name is known for ("la place 2")
        said = {move_words(words, names, french_letters=True) for words in set(moves)}
        english = [words for words in said if english_in(words) or "{" in words or "}" in words]
        assert not english, english[:5]
        unjoined = [words for words in said if UNJOINED.search(words)]
        assert not unjoined, unjoined[:5]


@pytest.mark.usefixtures("french")
def test_every_move_template_in_the_engine_is_french() -> None:
    """Every template the games' words mark, each field filled: the ones no deal above reached
    (a blind trade's acceptance, a field card out of view) are checked too."""
    marked = [
        message.id
        for message in catalogs.extract()
        if any(
            path.startswith("game/engine/") and path.endswith("words.py") for path, _line in message.locations
        )
    ]
    assert len(marked) >= 40, len(marked)
    for template in marked:
        names = sorted(field.strip("{}") for field in catalogs.fields(template))
        words = MoveWords(template, tuple((name, SAMPLES[name]) for name in names))
        said = move_words(words, NAMES, french_letters=False)
        assert not english_in(said) and "{" not in said, (template, said)


def _rules(variant_id: str) -> Rules[Any]:
    return make_rules(CATALOG.get(variant_id))


@pytest.mark.usefixtures("french")
def test_moves_read_as_french_writes_them() -> None:
    """A few moves word for word: cards with the French letters, "l'" and "d'" before a vowel,
    a list joined with "et", a seat by its player's name."""
    q2j = _rules("q2j")
    state = q2j.new_state(2, 1)
    view = q2j.view(state, 0)
    assert move_words(q2j.move_words(q2j.parse_action("play AS"), view), NAMES, True) == "jouer l’A♠"
    qsq = q2j.move_words(q2j.parse_action("qsq QS QH"), view)
    assert move_words(qsq, NAMES, True) == "jouer le D♠ et le D♥ ensemble, le D♥ dessus (Q Squared)"
    jokers = _rules("crazy-jokers")
    cj_view = jokers.view(jokers.new_state(3, 1), 0)
    steal = worded("play a joker to steal 2 cards from {owner}", owner=Seat(0))
    assert move_words(steal, NAMES, False) == "jouer un joker pour voler 2 cartes à Ada"
    force = worded("lay the 2 of spades and look at {owner}'s hand", owner=Seat(0))
    assert move_words(force, NAMES, False) == "poser le 2 de pique et regarder la main d’Ada"
    assert move_words(force, {}, False) == "poser le 2 de pique et regarder la main de la place 0"
    declared = jokers.move_words(Declare(Contract.BIG_FLUSH), cj_view)
    assert move_words(declared, NAMES, False) == "annoncer le Big Flush (55–70 points)"
    lay = listed(
        [
            worded("the {card}", card=Card.parse("AS")),
            worded("the {card}", card=Card.parse("2S")),
            worded("a joker as the {card}", card=Card.parse("3S")),
        ]
    )
    said = move_words(worded("meld {cards}", cards=lay), NAMES, False)
    assert said == "poser l’A♠, le 2♠ et un joker pour le 3♠"


def test_the_english_of_known_moves_is_unchanged() -> None:
    """The command line's and the tests' words, as they were before moves became templates."""
    q2j = _rules("q2j")
    view = q2j.view(q2j.new_state(2, 1), 0)
    assert q2j.action_words(q2j.parse_action("play AS"), view, NAMES) == "play the AS"
    assert (
        q2j.action_words(q2j.parse_action("qsq QS QH"), view, NAMES)
        == "play the QS and the QH together, the QH on top (Q Squared)"
    )
    ng = _rules("q2j-ng")
    ng_view = ng.view(ng.new_state(2, 1), 0)
    attack = ng.parse_action("attack 9S field 1:3")
    assert ng.action_words(attack, ng_view, NAMES) == "attack Basil's field position 4 with your 9S"
    assert ng.action_words(attack, ng_view, {}) == "attack seat 1's field position 4 with your 9S"
    jokers = _rules("crazy-jokers")
    declared = jokers.action_words(Declare(Contract.BIG_FLUSH), jokers.view(jokers.new_state(3, 1), 0), NAMES)
    assert declared == "declare the Big Flush (55–70 points)"
    lay = listed(
        [worded("the {card}", card=Card.parse("5S")), worded("a joker as the {card}", card=Card.parse("7S"))]
    )
    assert worded("meld {cards}", cards=lay).english(NAMES) == "meld the 5S and a joker as the 7S"


def test_the_more_picks_note_is_french(way: Way) -> None:
    """A queen clicked beside another: the message line says in French what clicking the other
    would do (at a local table and at one hosted in this process: ``both_ways``)."""
    i18n.use("fr")
    try:
        zones = {"hand:0": "QS QH 3C", "hand:1": "3H", "discard": "5D"}
        table = at(way, "q2j", [YOU, ADA], zones)
        queen = table.display.zones["hand:0"].index(Card.parse("QS"))
        way.click(slot_center(table.layout, table.display, ("hand:0", queen)))
        note = way.message()
    finally:
        i18n.use("en")
    assert note.startswith("Cliquer aussi sur le D♥ ferait : jouer le D♠ et le D♥ ensemble, le D♥ dessus"), (
        note
    )
    assert not english_in(note.replace("Q Squared", "")), note
