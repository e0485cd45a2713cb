"""``apply`` takes an action the rules just listed without ``check``, and nothing else.

The shortcut must not open a door: a list the caller changed, a list from an earlier
position, or a list another rules object made all go through the full check.
"""

from __future__ import annotations

import pytest

from game.engine import IllegalAction, make_rules
from game.engine.cards import Card
from game.engine.games.q2j import Play, Q2JState
from game.engine.zones import by_zone
from game.variants import load_catalog

CATALOG = load_catalog()
RULES = make_rules(CATALOG.get("q2j"))


def _deal_with_an_unplayable_card() -> tuple[Q2JState, Play]:
    """A fresh deal and a card of the mover's hand that may not go on the pile."""
    for seed in range(100):
        state = RULES.new_state(4, seed)
        legal = RULES.legal_actions(state)
        for card in state.hands[state.to_move]:
            if Play(card) not in legal:
                return state, Play(card)
    raise AssertionError("no deal with an unplayable card in the first 100 seeds")


def test_an_illegal_action_added_to_the_returned_list_is_still_refused() -> None:
    state, illegal = _deal_with_an_unplayable_card()
    legal = RULES.legal_actions(state)
    legal.append(illegal)
    text = RULES.state_text(state)
    with pytest.raises(IllegalAction):
        RULES.apply(state, illegal)
    assert RULES.state_text(state) == text


def test_a_list_from_before_the_last_action_is_not_trusted() -> None:
    state = RULES.new_state(4, 3)
    earlier = RULES.legal_actions(state)
    RULES.apply(state, earlier[0])
    # The same hand's other plays were legal a move ago; now it is the next seat's turn.
    stale = [action for action in earlier[1:] if isinstance(action, Play)]
    assert stale, "seed 3's leader has more than one play"
    with pytest.raises(IllegalAction):
        RULES.apply(state, stale[0])


def test_another_rules_object_list_is_checked_by_these_rules() -> None:
    # Classic plays no Q Squared: a list from the full rules must not carry one past it.
    classic = make_rules(CATALOG.get("q2j-classic"))
    queens = [Card.parse(text) for text in ("QS", "QH")]
    state = RULES.setup(
        4, 0, by_zone({"hand:0": [*queens, Card.parse("2C")], "discard": [Card.parse("KD")]}), to_move=0
    )
    listed = RULES.legal_actions(state)
    double = next(action for action in listed if str(action).startswith("qsq"))
    with pytest.raises(IllegalAction, match="rule 6"):
        classic.apply(state, double)


def test_an_equal_action_made_afresh_is_accepted() -> None:
    state = RULES.new_state(4, 3)
    first = RULES.legal_actions(state)[0]
    assert isinstance(first, Play)
    RULES.apply(state, Play(first.card))
    assert state.turn == 1
