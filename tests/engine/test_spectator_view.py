"""The spectator's view (a table of bots being watched): every card some seat sees, no other."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from game.engine import Rules, State, make_rules
from game.engine.zones import Zone
from game.variants import load_catalog

CATALOG = load_catalog()


def _midgame(rules: Rules[Any], players: int, seed: int, moves: int) -> State:
    rng = random.Random(seed)
    state = rules.new_state(players, seed)
    for _ in range(moves):
        if state.over:
            break
        rules.apply(state, rng.choice(rules.legal_actions(state)))
    return state


@pytest.mark.parametrize("variant_id", sorted(CATALOG.variants))
def test_a_zone_shows_what_some_seat_sees_and_nothing_more(variant_id: str) -> None:
    rules = make_rules(CATALOG.get(variant_id))
    players = max(2, rules.variant.min_players)
    for seed in range(4):
        state = _midgame(rules, players, seed, moves=3 + seed * 4)
        truth = rules.zones(state)
        seat_views = [rules.view(state, seat) for seat in range(players)]
        watched = rules.spectator_view(state, seed % players)
        assert watched.seat == seed % players
        assert set(watched.zones) == set(truth)
        for name, cards in watched.zones.items():
            assert len(cards) == len(truth[name]), name
            shown = Counter(card for card in cards if card is not None)
            assert not shown - Counter(truth[name]), f"{name} shows cards it does not hold"
            most = 0
            for view in seat_views:
                seen = Counter(card for card in view.zones[name] if card is not None)
                assert not seen - shown, f"{name} hides a card seat {view.seat} sees"
                most = max(most, seen.total())
            assert shown.total() == most, f"{name} shows a card no seat sees"


def test_q2j_spectators_see_every_hand_but_not_the_stock() -> None:
    rules = make_rules(CATALOG.get("q2j"))
    state = rules.new_state(4, 11)
    watched = rules.spectator_view(state, 0)
    for seat in range(4):
        assert watched.zones[Zone.parse(f"hand:{seat}")] == tuple(state.hands[seat])  # type: ignore[attr-defined]
    assert watched.zones[Zone.parse("stock")] and all(
        card is None for card in watched.zones[Zone.parse("stock")]
    )
    # A seat's own view still hides its opponents' hands.
    assert any(card is None for card in rules.view(state, 0).zones[Zone.parse("hand:1")])


def test_war_piles_stay_face_down_even_to_spectators() -> None:
    rules = make_rules(CATALOG.get("q2j-war"))
    state = rules.new_state(2, 5)
    watched = rules.spectator_view(state, 1)
    piles = [zone for zone in watched.zones if str(zone).startswith("pile")]
    assert piles
    for name in piles:
        assert watched.zones[name] and all(card is None for card in watched.zones[name])
