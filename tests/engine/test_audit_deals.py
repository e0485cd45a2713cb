"""Rules audit of every game's deal, from the fewest players to the most.

Scenarios set positions up by hand and never deal, so the deal each seed text describes is
checked here, on real deals of several seeds at every table size. Each assertion is counted
from the seed text (or RULINGS.md), quoted beside it, never from what the engine returns.
"""

from __future__ import annotations

from collections import Counter

import pytest

from game.engine import make_rules
from game.engine.cards import JOKER
from game.engine.games.crazy_jokers import CrazyJokersRules
from game.engine.games.ng import NGRules
from game.engine.games.q2j import Q2JRules
from game.engine.games.quatorze import QuatorzeRules
from game.engine.games.war import WarRules
from game.engine.rules import RoundContext
from game.variants import load_catalog

CATALOG = load_catalog()
SEEDS = range(12)


def _rules(variant: str) -> object:
    return make_rules(CATALOG.get(variant))


@pytest.mark.parametrize("players", [2, 3, 6, 10])
def test_q2j_five_cards_each_one_card_turned_up_and_the_highest_face_up_card_leads(players: int) -> None:
    # Seed: "Each player is dealt one card at a time for a total of five cards, with the fifth
    # card of each player dealt face up. ... The top card is then turned face up to start the
    # discard pile. The person with the highest card value of the face up card goes first."
    rules = _rules("q2j")
    assert isinstance(rules, Q2JRules)
    for seed in SEEDS:
        state = rules.new_state(players, seed)
        assert [len(hand) for hand in state.hands] == [5] * players
        assert len(state.discard) == 1
        assert len(state.stock) == 52 - 5 * players - 1
        face_up = [hand[-1].rank for hand in state.hands]
        assert face_up[state.to_move] == max(face_up)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_war_the_52_cards_shared_as_evenly_as_possible_five_face_up_each(players: int) -> None:
    # Seed: 26 cards each at 2 players, 5 turned face up as the field; at 3-4 "Le paquet de 52
    # cartes est divisé équitablement entre tous les joueurs, un joueur pouvant avoir une carte
    # de plus que ses adversaires (c'est lui qui entamera la partie)".
    rules = _rules("q2j-war" if players == 2 else "q2j-war-4")
    assert isinstance(rules, WarRules)
    for seed in SEEDS:
        state = rules.new_state(players, seed)
        totals = [len(state.fields[s]) + len(state.piles[s]) for s in range(players)]
        assert sum(totals) == 52
        assert max(totals) - min(totals) <= 1
        assert all(len(field) == 5 for field in state.fields)
        if players == 2:
            assert totals == [26, 26]
        if players == 3:
            assert sorted(totals) == [17, 17, 18]
            assert totals[state.to_move] == 18


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ng_five_in_hand_five_field_positions_one_resource_and_the_rest_in_the_stock(players: int) -> None:
    # Seed: "Chaque joueur reçoit 5 cartes en main, 5 cartes face cachée qui composent son
    # terrain de jeu, et une carte face visible qui constitue sa pile ressource. Les cartes
    # restantes forment la pioche"; RULINGS: the highest face-up resource card leads.
    rules = _rules("q2j-ng")
    assert isinstance(rules, NGRules)
    for seed in SEEDS:
        state = rules.new_state(players, seed)
        assert [len(hand) for hand in state.hands] == [5] * players
        assert all([len(stack) for stack in field] == [1] * 5 for field in state.fields)
        assert [len(pile) for pile in state.resources] == [1] * players
        assert len(state.stock) == 52 - 11 * players
        tops = [pile[-1].rank for pile in state.resources]
        assert tops[state.to_move] == max(tops)


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("variant", ["quatorze", "quatorze-1-joker"])
def test_quatorze_fourteen_each_and_fifteen_to_the_dealers_right_who_starts(
    players: int, variant: str
) -> None:
    # Seed: two 52-card decks and 1 or 2 jokers; "until each player has 14 cards except the
    # player to the right of the dealer who should have 15"; "the player with 15 cards ...
    # discard[s] face up forming the discard pile" first. Turns go to the right (RULINGS).
    rules = _rules(variant)
    assert isinstance(rules, QuatorzeRules)
    jokers = 2 if variant == "quatorze" else 1
    for seed in SEEDS:
        for dealer in (0, players - 1):
            state = rules.new_state(players, seed, context=RoundContext.first(players, dealer))
            right = (dealer - 1) % players
            assert [len(hand) for hand in state.hands] == [15 if s == right else 14 for s in range(players)]
            assert state.to_move == right
            assert not state.discard
            every = [card for hand in state.hands for card in hand] + state.stock
            assert len(every) == 104 + jokers
            assert Counter(every)[JOKER] == jokers


@pytest.mark.parametrize("players", [2, 3, 4])
def test_crazy_jokers_seven_each_then_back_to_seven_after_the_picks_leader_first(players: int) -> None:
    # Seed: a 52-card deck plus two jokers, 7 cards each; each player's picked card is
    # discarded, then "each player draws one card from the stock pile".
    rules = _rules("crazy-jokers")
    assert isinstance(rules, CrazyJokersRules)
    for seed in SEEDS:
        state = rules.new_state(players, seed)
        assert [len(hand) for hand in state.hands] == [7] * players
        assert len(state.stock) == 54 - 7 * players
        while state.phase.value == "pick":
            rules.apply(state, rules.parse_action("pick 1"))
        assert [len(hand) for hand in state.hands] == [7] * players
        picked = len(state.picked)
        assert picked >= players
        assert len(state.stock) == 54 - 7 * players - picked
        assert state.to_move == state.leader
