"""Rules audit of Quatorze: edges the scenarios do not reach.

Each test builds a position and asserts what the seed (quatorze.txt) or RULINGS.md says,
quoted in a comment; the points are counted by hand in the comments.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

import pytest

from game.engine import IllegalAction, make_rules, parse_cards
from game.engine.cards import JOKER
from game.engine.events import Announced
from game.engine.games.quatorze import QuatorzeRules, QuatorzeState
from game.engine.games.quatorze.events import QuatorzeAnnouncement
from game.engine.match import Match
from game.engine.rules import RoundContext
from game.engine.zones import by_zone
from game.variants import load_catalog

CATALOG = load_catalog()


def position(
    zones: Mapping[str, str],
    *,
    players: int = 3,
    to_move: int = 0,
    facts: Mapping[str, object] | None = None,
    variant: str = "quatorze",
) -> tuple[QuatorzeRules, QuatorzeState]:
    """The zones given; the stock holds every other card."""
    rules = make_rules(CATALOG.get(variant))
    assert isinstance(rules, QuatorzeRules)
    cards = {name: parse_cards(text) for name, text in zones.items()}
    rest = rules.deck(players)
    for given in cards.values():
        for card in given:
            rest.remove(card)
    cards["stock"] = rest
    state = rules.setup(players, 1, by_zone(cards), to_move=to_move, facts=facts or {"phase": "meld"})
    return rules, rules.prepare(state)


def act(rules: QuatorzeRules, state: QuatorzeState, text: str) -> None:
    rules.apply(state, rules.parse_action(text))


def test_the_low_ace_of_a_longer_run_counts_one() -> None:
    # RULINGS: "ace 11 (1 when it is the low ace of A-2-3)"; A-2-3-4-5 = 1+2+3+4+5 = 15, and
    # with J-Q-K of hearts (30) that is 45: short of 51.
    rules, state = position({"hand:0": "AS 2S 3S 4S 5S JH QH KH 9C", "hand:1": "2D", "hand:2": "3D"})
    act(rules, state, "meld AS 2S 3S 4S 5S")
    act(rules, state, "meld JH QH KH")
    with pytest.raises(IllegalAction) as refused:
        act(rules, state, "discard 9C")
    assert refused.value.rule == "opening"


def test_three_aces_count_33_toward_the_opening() -> None:
    # RULINGS: "ace 11"; three aces (33) and 6-7-8 of spades (21) make 54 >= 51.
    rules, state = position({"hand:0": "AS AH AD 6S 7S 8S 9C 2C", "hand:1": "2D", "hand:2": "3D"})
    act(rules, state, "meld AS AH AD")
    act(rules, state, "meld 6S 7S 8S")
    act(rules, state, "discard 9C")
    assert state.down[0]


def test_a_joker_standing_for_the_low_ace_counts_one() -> None:
    # RULINGS: "joker 25 in hand and the card it stands for in a meld"; X=AS 2S 3S is 1+2+3 = 6,
    # and 10-J-Q-K of hearts (40) makes 46: short of 51.
    rules, state = position({"hand:0": "X 2S 3S 10H JH QH KH 9C", "hand:1": "2D", "hand:2": "3D"})
    act(rules, state, "meld X=AS 2S 3S")
    act(rules, state, "meld 10H JH QH KH")
    with pytest.raises(IllegalAction) as refused:
        act(rules, state, "discard 9C")
    assert refused.value.rule == "opening"


def test_once_down_a_later_turn_may_lay_a_small_new_meld() -> None:
    # RULINGS: "The first time a player goes down, the melds laid in that turn must total at
    # least 51 points. After that they may lay new melds" - with no minimum.
    rules, state = position(
        {"hand:0": "2C 3C 4C 9D 5S", "hand:1": "2D", "hand:2": "3D", "meld:0:0": "7S 7H 7D", "discard": "4H"},
        facts={"phase": "meld", "down": [0]},
    )
    act(rules, state, "meld 2C 3C 4C")
    act(rules, state, "discard 9D")
    assert len(state.melds[0]) == 2
    assert state.hands[0] == parse_cards("5S")


def test_all_at_once_doubles_a_joker_held_by_another_player_to_50() -> None:
    # Seed: "Jokers are worth 25 points alone. Yet if you meld all your cards at once ... you
    # will earn -60 points. And the losing player's amount gets doubled": X and 4C = 29, so 58.
    rules, state = position(
        {"hand:0": "10S 10D 10C JH QH KH AH 2C", "hand:1": "X 4C", "hand:2": "KD", "discard": "5C"},
    )
    act(rules, state, "meld 10S 10D 10C")
    act(rules, state, "meld JH QH KH AH")
    act(rules, state, "discard 2C")
    assert state.over
    assert state.points == (-60, 58, 20)


def test_the_turn_passes_to_the_right_after_a_discard_at_four() -> None:
    # RULINGS: "Turn order is clockwise (to the left) except Quatorze, which the seed plays to
    # the right"; the deal goes "anti-clockwise" - seat 0 passes to seat 3.
    rules, state = position(
        {"hand:0": "2C 9D", "hand:1": "2D", "hand:2": "3D", "hand:3": "4D", "discard": "4H"},
        players=4,
        facts={"phase": "meld", "down": [0]},
    )
    act(rules, state, "discard 9D")
    assert state.to_move == 3


def test_two_players_the_other_player_cuts_is_dealt_15_and_starts() -> None:
    # Seed: "the person to their left cuts the deck. If the bottom card of the cut section is a
    # joker then the player that cut is allowed to keep the joker ... The player to the right of
    # the dealer is first dealt 3 cards ... except the player to the right of the dealer who
    # should have 15." At two, left and right of the dealer (seat 0) are both seat 1.
    rules = make_rules(CATALOG.get("quatorze"))
    assert isinstance(rules, QuatorzeRules)
    deals = [rules.new_state(2, seed, context=RoundContext(1, 0, (0, 0))) for seed in range(400)]
    for state in deals[:20]:
        assert rules.opening_events(state)[0] in (
            Announced(1, QuatorzeAnnouncement.CUT, ""),
            Announced(1, QuatorzeAnnouncement.CUT, "joker"),
        )
        assert [len(hand) for hand in state.hands] == [14, 15]
        assert state.to_move == 1
    kept = next(state for state in deals if state.cut_joker >= 0)
    # The joker kept from the cut is one of seat 1's 15 cards, not a 16th.
    assert kept.cut_joker == 1 and kept.hands[1][0] is JOKER
    assert [len(hand) for hand in kept.hands] == [14, 15]


def test_two_players_the_deal_alternates() -> None:
    # Seed: "The dealer alternates to the right each round": at two, from one player to the other.
    base = CATALOG.get("quatorze")  # out at a score no round reaches, so three rounds are dealt
    rules = make_rules(replace(base, options={**base.options, "out_at": 5000}))
    match = Match(rules, 2, 5)
    dealers = []
    for _ in range(3):
        state = match.start_round()
        assert isinstance(state, QuatorzeState)
        dealers.append(state.dealer)
        assert state.to_move == 1 - state.dealer
        state.finish((state.to_move,), "test: the round is over")
        match.finish_round()
    assert dealers in ([0, 1, 0], [1, 0, 1])


def test_the_turn_cap_gives_the_round_to_the_fewest_points_in_hand() -> None:
    # Rules screen, software rule: "the round ends after {turn_cap} decisions; then the player
    # with the fewest points in hand wins the round (−30) and the others score their hands."
    base = CATALOG.get("quatorze")
    rules = make_rules(replace(base, options={**base.options, "turn_cap": 10}))
    assert isinstance(rules, QuatorzeRules)
    cards = {"hand:0": "KS 2H 3D", "hand:1": "AS JC", "hand:2": "5C 6D 7H 9S"}
    given = {zone: parse_cards(text) for zone, text in cards.items()}
    rest = rules.deck(3)
    for hand in given.values():
        for card in hand:
            rest.remove(card)
    given["stock"] = rest
    state = rules.prepare(rules.setup(3, 1, by_zone(given), to_move=0, facts={"phase": "meld"}))
    state.turn = 9  # nine decisions made: the tenth is the last
    act(rules, state, "discard 2H")
    assert state.over and state.end_reason == "turn cap"
    # In hand: K + 3 = 13; A + J = 11 + 10 = 21; 5 + 6 + 7 + 9 = 27.
    assert state.winners == (0,)
    assert state.points == (-30, 21, 27)
