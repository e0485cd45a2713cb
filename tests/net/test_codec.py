"""Views and events cross the wire unchanged, for every variant; a hostile plain value is an error."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import make_rules
from game.net import codec
from game.variants import load_catalog

CATALOG = load_catalog()


@pytest.mark.parametrize("variant_id", sorted(CATALOG.variants))
def test_views_and_events_come_back_equal_after_json(variant_id: str) -> None:
    variant = CATALOG.get(variant_id)
    rules = make_rules(variant)
    state = rules.new_state(variant.max_players, 5)
    rng = random.Random(5)
    checked = 0
    while not state.over and checked < 120:
        for seat in range(state.players):
            view = rules.view(state, seat)
            assert codec.view_typed(json.loads(json.dumps(codec.view_plain(view)))) == view
        for event in rules.apply(state, rng.choice(rules.legal_actions(state))):
            assert codec.event_typed(json.loads(json.dumps(codec.event_plain(event)))) == event
        checked += 1
    final = rules.view(state, 0)
    assert codec.view_typed(codec.view_plain(final)) == final


@pytest.mark.parametrize(
    "plain",
    [
        None,
        [],
        {"event": "moved"},
        {"event": "moved", "card": "ZZ", "source": "stock", "target": "hand:0", "shown": False},
        {"event": "moved", "card": None, "source": "stock", "target": "hand:0", "shown": 1},
        {"event": "announced", "seat": 0, "what": "nonsense", "detail": ""},
        {"event": "explode"},
    ],
)
def test_hostile_events_are_refused(plain: object) -> None:
    with pytest.raises(codec.CodecError):
        codec.event_typed(plain)


def test_hostile_views_are_refused() -> None:
    rules = make_rules(CATALOG.get("q2j"))
    good = codec.view_plain(rules.view(rules.new_state(2, 1), 0))
    for key, value in [
        ("seat", 5),
        ("zones", {"attic:0": []}),
        ("zones", {"hand:0": ["QH", "QQ"]}),
        ("public", {"x": {"tuple": [1], "map": []}}),
        ("public", {"x": {"map": [[[1], 2]]}}),
        ("winners", [9]),
    ]:
        with pytest.raises(codec.CodecError):
            codec.view_typed({**good, key: value})
    with pytest.raises(codec.CodecError):
        codec.view_typed({**good, "extra": 1})
