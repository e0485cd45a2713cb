"""Actions said in a player's words (the hint's text): cards named, positions from 1, no notation."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from game.engine import Rules, make_rules, parse_cards
from game.engine.zones import by_zone
from game.variants import load_catalog

CATALOG = load_catalog()
NAMES = {0: "Ada", 1: "Basil", 2: "Chloe", 3: "Dmitri"}
# Target notation such as "1:0" or a bare "attack 3 1:0" never reaches a player.
NOTATION = re.compile(r"\d:\d|^attack \d|^recover|^sacrifice \d|^defend|^qsq|^joe")


def _rules(variant_id: str) -> Rules[Any]:
    return make_rules(CATALOG.get(variant_id))


@pytest.mark.parametrize("variant_id", sorted(CATALOG.variants))
def test_every_legal_action_has_words_without_notation(variant_id: str) -> None:
    rules = _rules(variant_id)
    players = min(3, rules.variant.max_players)
    rng = random.Random(3)
    said = 0
    for seed in range(3):
        state = rules.new_state(players, seed)
        while not state.over and state.turn < 60:
            legal = rules.legal_actions(state)
            view = rules.view(state, state.to_move)
            for action in legal:
                words = rules.action_words(action, view, NAMES)
                assert words and not NOTATION.search(words), (str(action), words)
                said += 1
            rules.apply(state, rng.choice(legal))
    assert said >= 9  # three deals, several decisions each


def test_a_war_attack_names_both_cards_and_the_owner() -> None:
    rules = _rules("q2j-war")
    zones = {"field:0": parse_cards("7S 2C"), "field:1": parse_cards("4D KH")}
    state = rules.setup(2, 0, by_zone(zones), to_move=0)
    attack = rules.parse_action("attack 0 1:0")
    assert attack in rules.legal_actions(state)
    assert rules.action_words(attack, rules.view(state, 0), NAMES) == "attack Basil's 4D with your 7S"


def test_ng_positions_count_from_one_and_q2j_names_the_queen_on_top() -> None:
    ng = _rules("q2j-ng")
    view = ng.view(ng.new_state(2, 1), 0)
    words = ng.action_words(ng.parse_action("attack 9S field 1:3"), view, NAMES)
    assert words == "attack Basil's field position 4 with your 9S"
    q2j = _rules("q2j")
    view = q2j.view(q2j.new_state(2, 1), 0)
    words = q2j.action_words(q2j.parse_action("qsq QS QH"), view, NAMES)
    assert words == "play the QS and the QH together, the QH on top (Q Squared)"
