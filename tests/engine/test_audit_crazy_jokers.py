"""Rules audit of Crazy Jokers: edges the scenarios do not reach.

Each test builds a position and asserts what the seed (crazy-jokers.txt) or RULINGS.md says,
quoted in a comment; the cards a contract needs are written out by hand.
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from game.engine import IllegalAction, make_rules, parse_cards
from game.engine.games.crazy_jokers import CrazyJokersRules, CrazyJokersState
from game.engine.zones import by_zone
from game.variants import load_catalog

CATALOG = load_catalog()


def position(
    zones: Mapping[str, str],
    facts: Mapping[str, object],
    *,
    top: str = "",
    players: int = 2,
    to_move: int = 0,
) -> tuple[CrazyJokersRules, CrazyJokersState]:
    """The zones given; the stock holds every other card, ``top`` last (on top)."""
    rules = make_rules(CATALOG.get("crazy-jokers"))
    assert isinstance(rules, CrazyJokersRules)
    cards = {name: parse_cards(text) for name, text in zones.items()}
    on_top = parse_cards(top)
    rest = rules.deck(players)
    for card in [*(c for given in cards.values() for c in given), *on_top]:
        rest.remove(card)
    cards["stock"] = rest + on_top
    state = rules.setup(players, 1, by_zone(cards), to_move=to_move, facts={"phase": "play", **facts})
    return rules, rules.prepare(state)


def act(rules: CrazyJokersRules, state: CrazyJokersState, text: str) -> None:
    rules.apply(state, rules.parse_action(text))


def test_a_november_birthday_with_a_zero_day_digit() -> None:
    # Seed: "King=0, Ace=1, 2-10= Face value, Jack= 11, Queen= 12"; RULINGS: "the month as one
    # card ..., the day as two digit cards and the year as four". 5 Nov 2001 is J, K 5, 2 K K A.
    rules, state = position(
        {"hand:0": "JS KH 5D 2C KS KD 8H", "hand:1": "4D 6H 6S 10H 10S QC QD", "waste": "3C"},
        {"contracts": ["birthday-wish", "odd-man-out"], "birthdays": ["2001-11-05", "1990-01-01"]},
        top="AC",
    )
    act(rules, state, "draw")
    act(rules, state, "discard 8H")
    assert state.over
    assert state.winners == (0,)
    assert state.points()[0] == 75


def test_the_fixed_straight_wraps_from_j_through_the_ace_to_4() -> None:
    # RULINGS: "seven consecutive ranks that include a natural queen; ranks wrap through the ace
    # (Q K A 2 3 4 5)" - so J Q K A 2 3 4 is a straight too.
    rules, state = position(
        {"hand:0": "JS QH KD AC 2S 3H 9D", "hand:1": "4D 6H 6S 10H 10S QC QD", "waste": "5C"},
        {"contracts": ["fixed-straight", "odd-man-out"]},
        top="4C",
    )
    act(rules, state, "draw")
    act(rules, state, "discard 9D")
    assert state.winners == (0,)
    assert state.points()[0] == 60


def test_odd_man_out_the_ace_is_no_odd_number() -> None:
    # RULINGS: "odd numbers are 3, 5, 7, 9 (an ace is a face card here)"; seed: "no face cards
    # are allowed as odd numbers". 3 5 7 9 9 A with a K is not the contract.
    rules, state = position(
        {"hand:0": "3S 5H 7D 9C 9S AH 2D", "hand:1": "4D 6H 6S 10H 10S QC QD", "waste": "5C"},
        {"contracts": ["odd-man-out", "fixed-straight"]},
        top="KC",
    )
    act(rules, state, "draw")
    act(rules, state, "discard 2D")
    assert not state.over


def test_faced_by_evens_with_two_jokers_for_faces_scores_70_plus_20() -> None:
    # Seed: "A Joker may not be used as an even number, but can represent the J, Q, K or Ace";
    # RULINGS: "+20 if a joker stands in the winning hand".
    rules, state = position(
        {"hand:0": "JS X X AC 6S 6H 3D", "hand:1": "4D 6C 5S 10H 10S QC QD", "waste": "5C"},
        {"contracts": ["faced-by-evens", "fixed-straight"]},
        top="6D",
    )
    act(rules, state, "draw")
    act(rules, state, "discard 3D")
    assert state.winners == (0,)
    assert state.points()[0] == 90


def test_no_hand_hand_an_ace_is_two_above_a_queen_and_a_queen_is_not_one_below_an_ace() -> None:
    # Seed: "one or two card values higher ..., the same number, or one card value lower";
    # RULINGS: "2 lowest … K, A highest" and "no wrap".
    rules, state = position(
        {"hand:0": "AC QD 3D 4D 5D 6D 7D", "hand:1": "4H 6H 6S 10H 10S QC JD", "waste": "QS"},
        {"contracts": ["no-hand-hand", "odd-man-out"]},
    )
    act(rules, state, "shed AC")
    assert state.waste[-1] == parse_cards("AC")[0]
    rules2, state2 = position(
        {"hand:0": "QC KD 3D 4D 5D 6D 7D", "hand:1": "4H 6H 6S 10H 10S QS JD", "waste": "AS"},
        {"contracts": ["no-hand-hand", "odd-man-out"]},
    )
    with pytest.raises(IllegalAction):
        act(rules2, state2, "shed QC")
    act(rules2, state2, "shed KD")


def test_a_steal_from_a_one_card_hand_takes_it_and_the_victim_draws_two() -> None:
    # RULINGS: "play a joker to take 2 cards blind from an opponent, then discard one (they draw
    # 2; the taker scores 30)" - a hand of one gives what it has. The seed: "you must discard 1
    # card from your hand. Your opponent then draws 2" - the draw follows the discard.
    rules, state = position(
        {"hand:0": "X 3C 4C 5C 6C 8D 9D", "hand:1": "KH", "waste": "5S"},
        {"contracts": ["fixed-straight", "no-hand-hand"]},
        top="2H 3H",
    )
    act(rules, state, "steal 1")
    assert parse_cards("KH")[0] in state.hands[0]
    assert state.hands[1] == []
    act(rules, state, "discard 9D")
    assert state.hands[1] == parse_cards("3H 2H")
    assert state.points()[0] == 30
    assert state.waste[-2:] == parse_cards("X 9D")


def test_a_big_flush_declarer_may_not_take_back_the_joker_they_discarded() -> None:
    # Seed, The Big Flush: "If you draw a Joker you might as well discard it. A discarded Joker
    # may be picked up by an opposing player." - by an opponent, not by the discarder.
    rules, state = position(
        {"hand:0": "3S 4S 5S 7S 8S 9S 10D", "hand:1": "4D 6H 6C 10C 10S QC QD", "waste": "2H X"},
        {"contracts": ["big-flush", "full-full-house"], "waste_by": 0},
    )
    assert "take" not in map(str, rules.legal_actions(state))
    with pytest.raises(IllegalAction) as refused:
        act(rules, state, "take")
    assert refused.value.rule == "joker on the waste"
    act(rules, state, "draw")
    act(rules, state, "discard 10D")
    assert state.waste[-1] == parse_cards("10D")[0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_one_deck_and_two_jokers_seven_cards_each(players: int) -> None:
    # RULINGS Crazy Jokers: "One 52-card deck plus 2 jokers; 7 cards each."
    rules = make_rules(CATALOG.get("crazy-jokers"))
    deck = rules.deck(players)
    assert len(deck) == 54 and sum(card.is_joker for card in deck) == 2
    assert len(set(map(str, deck))) == 53  # 52 different cards and the joker, twice
    state = rules.new_state(players, 4)
    assert [len(hand) for hand in state.hands] == [7] * players
    assert sum(len(cards) for cards in rules.zones(state).values()) == 54
