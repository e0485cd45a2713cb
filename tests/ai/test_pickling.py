"""What the bots' worker process is sent (a seat's view, the legal moves, the variant) comes
back equal from a pickle, on whichever engine runs (the compiled one refuses plain pickling)."""

from __future__ import annotations

import pickle

import pytest

from game.ai.pickling import engine_dataclasses, register_engine_pickling
from game.engine import make_rules
from game.engine.cards import Card
from game.engine.options import Variant
from game.engine.zones import Zone
from game.variants import load_catalog
from tests.every_game import base_variants

VARIANTS = [*base_variants(), "q2j-face-up"]


@pytest.fixture(autouse=True, scope="module")
def registered() -> None:
    register_engine_pickling()


def _round_trip(value: object) -> object:
    return pickle.loads(pickle.dumps(value))


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_a_seats_view_its_moves_and_the_variant_cross_unchanged(variant_id: str) -> None:
    variant = load_catalog().get(variant_id)
    assert _round_trip(variant) == variant
    rules = make_rules(variant)
    state = rules.new_state(variant.max_players, seed=11)
    for _ in range(40):  # a few turns in, so piles, melds and open facts hold something
        if state.over:
            break
        view = rules.view(state, state.to_move)
        legal = rules.legal_actions(state)
        assert _round_trip(view) == view
        assert _round_trip(legal) == legal
        rules.apply(state, legal[len(legal) // 2])


def test_cards_stay_interned_across_the_pipe() -> None:
    assert _round_trip(Card(12, "H")) is Card(12, "H")
    assert _round_trip(Card(0, "")) is Card(0, "")


def test_zones_stay_interned_across_the_pipe() -> None:
    # Zones compare by identity: a copy that were another object would equal no zone.
    for name in ("stock", "hand:2", "meld:1:0", "field:3"):
        zone = Zone.parse(name)
        assert _round_trip(zone) is zone


def test_every_engine_dataclass_is_found() -> None:
    found = set(engine_dataclasses())
    assert {Card, Variant, Zone} <= found


def test_a_written_constructor_takes_the_fields_in_their_order() -> None:
    """Engine classes that write their own ``__init__`` (speed, on the compiled engine) must take
    exactly the dataclass's fields, in order: the pickling hook and ``replace`` rebuild them so."""
    import dataclasses
    import inspect

    for kind in engine_dataclasses():
        fields = [field.name for field in dataclasses.fields(kind) if field.init]
        try:
            parameters = list(inspect.signature(kind).parameters)
        except ValueError:  # a compiled class may not say its signature: checked on the pure engine
            continue
        assert parameters == fields, kind.__qualname__
