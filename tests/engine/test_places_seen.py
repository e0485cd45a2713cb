"""``Rules.sees`` and ``seen_by`` agree: a place a seat is said to see shows that seat every card
in it (otherwise ``game.engine.sight`` would tell a seat a card its own view hides)."""

from __future__ import annotations

import random

import pytest

from game.engine import make_rules
from game.variants import load_catalog

CATALOG = load_catalog()
VARIANTS = sorted(CATALOG.variants)


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_every_place_a_seat_sees_shows_it_every_card(variant_id: str) -> None:
    variant = CATALOG.get(variant_id)
    rules = make_rules(variant)
    for players in sorted({variant.min_players, variant.max_players}):
        state = rules.new_state(players, 3)
        pick = random.Random(3)
        checked = 0
        while not state.over and state.turn < 300:
            for seat in range(players):
                view = rules.view(state, seat)
                assert view.places is not None
                for zone in view.places:
                    assert None not in view.zones[zone], (
                        f"{zone} is said seen by seat {seat}, its view hides a card"
                    )
                    checked += 1
            legal = rules.legal_actions(state)
            rules.apply(state, legal[pick.randrange(len(legal))])
        assert checked > 0
