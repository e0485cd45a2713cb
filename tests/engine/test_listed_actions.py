"""``apply`` takes an action the rules just listed without ``check``, and nothing else.

The shortcut must not open a door: a list the caller changed, a list from an earlier
position, or a list another rules object made all go through the full check.
"""

from __future__ import annotations

import pytest

from game.engine import IllegalAction, make_rules
from game.engine.actions import DRAW
from game.engine.cards import STANDARD_52, Card
from game.engine.games.q2j import Play, Q2JState
from game.engine.games.quatorze import Discard, QuatorzeState
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


QUATORZE = make_rules(CATALOG.get("quatorze"))


def _quatorze_after_the_draw(seed: int) -> QuatorzeState:
    """A fresh deal where the first player, dealt fifteen, may meld or discard (no draw)."""
    state = QUATORZE.new_state(4, seed)
    assert DRAW not in QUATORZE.legal_actions(state)
    return state


def test_quatorze_refuses_a_discard_added_to_its_list() -> None:
    state = _quatorze_after_the_draw(5)
    legal = QUATORZE.legal_actions(state)
    held = set(state.hands[state.to_move])
    elsewhere = next(card for card in STANDARD_52 if card not in held)
    legal.append(Discard(elsewhere))
    text = QUATORZE.state_text(state)
    with pytest.raises(IllegalAction):
        QUATORZE.apply(state, legal[-1])
    assert QUATORZE.state_text(state) == text


def test_quatorze_does_not_trust_a_list_from_before_the_last_action() -> None:
    state = _quatorze_after_the_draw(6)
    earlier = [action for action in QUATORZE.legal_actions(state) if isinstance(action, Discard)]
    QUATORZE.apply(state, earlier[0])
    # The next seat must draw first: a discard from the last seat's list is not its move.
    with pytest.raises(IllegalAction):
        QUATORZE.apply(state, earlier[1])


def test_quatorze_accepts_an_equal_discard_made_afresh() -> None:
    state = _quatorze_after_the_draw(7)
    listed = next(action for action in QUATORZE.legal_actions(state) if isinstance(action, Discard))
    afresh = Discard(listed.card)
    assert afresh == listed and afresh is not listed
    QUATORZE.apply(state, afresh)
    assert state.turn == 1
