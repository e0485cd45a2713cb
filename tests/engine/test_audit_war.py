"""Rules audit of Q Squared Joe War: edges the scenarios do not reach.

Each test builds a position and asserts what the seed (q-squared-joe-war.fr.txt, in English
in RULINGS.md) or a ruling says, quoted in a comment.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.engine import make_rules, parse_cards
from game.engine.games.war import WarRules, WarState
from game.engine.zones import by_zone
from game.variants import load_catalog

CATALOG = load_catalog()


def position(
    variant: str,
    zones: Mapping[str, str],
    *,
    players: int = 2,
    to_move: int | None = 0,
    marks: Mapping[str, Sequence[str]] | None = None,
) -> tuple[WarRules, WarState]:
    rules = make_rules(CATALOG.get(variant))
    assert isinstance(rules, WarRules)
    cards = {name: parse_cards(text) for name, text in zones.items()}
    state = rules.setup(players, 1, by_zone(cards), to_move=to_move, marks=by_zone(marks or {}))
    return rules, rules.prepare(state)


def act(rules: WarRules, state: WarState, text: str) -> None:
    rules.apply(state, rules.parse_action(text))


def test_three_players_two_last_cards_falling_together_leave_the_third_the_winner() -> None:
    # RULINGS War: "the last player with a field card wins"; the no-winner case is "If the last
    # cards of both players go at once" with nobody else left.
    rules, state = position(
        "q2j-war-4",
        {"field:0": "8H", "field:1": "8S", "field:2": "2C", "pile:0": "3H", "pile:1": "4S", "pile:2": "5C"},
        players=3,
    )
    act(rules, state, "attack 0 1:0")
    assert state.over
    assert state.winners == (2,)


def test_a_losing_attack_leaves_the_defender_as_it_was_exhausted() -> None:
    # RULINGS War: "The lower-ranked card goes to the discard pile"; only the attacker is
    # turned sideways ("turn one of their ready field cards sideways").
    rules, state = position(
        "q2j-war",
        {"field:0": "4H 9D", "field:1": "KS 2C"},
        marks={"field:1": "x -"},
    )
    act(rules, state, "attack 0 1:0")
    assert state.fields[0] == parse_cards("9D")
    assert state.exhausted[0] == [False]
    assert state.fields[1] == parse_cards("KS 2C")
    assert state.exhausted[1] == [True, False]
    assert state.discard[-1] == parse_cards("4H")[0]


def test_three_players_the_deal_shares_52_as_evenly_as_possible_and_the_extra_card_leads() -> None:
    # RULINGS War: "With 3–4 players the 52 cards are dealt out as evenly as possible; a player
    # with one card more starts".
    rules = make_rules(CATALOG.get("q2j-war-4"))
    assert isinstance(rules, WarRules)
    for seed in range(5):
        state = rules.new_state(3, seed)
        counts = [len(state.piles[s]) + len(state.fields[s]) for s in range(3)]
        assert sorted(counts) == [17, 17, 18]
        assert counts[state.to_move] == 18
        assert all(len(field) == 5 for field in state.fields)


def test_a_field_of_five_with_a_pile_left_may_not_draw_and_a_field_of_four_may() -> None:
    # Seed rule 3: "At most 5 cards in a field: with 5, the player must attack or recover."
    rules, state = position(
        "q2j-war",
        {"field:0": "2H 3H 4H 5H", "field:1": "KS", "pile:0": "6H 7H"},
        marks={"field:0": "x x x x"},
    )
    assert "draw" in map(str, rules.legal_actions(state))
    act(rules, state, "draw")
    assert state.fields[0] == parse_cards("2H 3H 4H 5H 7H")
    act(rules, state, "draw")  # seat 1 draws from its pile (the rest of the deck)
    assert "draw" not in map(str, rules.legal_actions(state))
