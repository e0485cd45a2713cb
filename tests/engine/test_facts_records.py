"""Every game's open facts as its typed record, through whole random games of every variant:
the view carries the record, its plain facts read back to the same record (as a view rebuilt
from a message is read), and the record says what the state says."""

from __future__ import annotations

import random
from dataclasses import is_dataclass, replace

import pytest

from game.engine import entries, make_rules
from game.engine.games.crazy_jokers.facts import CrazyJokersFacts
from game.engine.games.ng.facts import NGFacts
from game.engine.games.q2j.facts import Q2JFacts
from game.engine.games.quatorze.facts import QuatorzeFacts
from game.variants import load_catalog

VARIANTS = sorted(load_catalog().variants.values(), key=lambda variant: variant.id)


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda variant: variant.id)
def test_views_carry_the_record_and_its_plain_facts_read_back_to_it(variant) -> None:
    rules = make_rules(variant)
    players = min(max(3, variant.min_players), variant.max_players)
    rng = random.Random(variant.id)
    state = rules.new_state(players, 7)
    # The game's own record: a frozen dataclass that reads itself from a view, never a dict.
    record_type = type(rules.facts(state))
    assert is_dataclass(record_type) and record_type.__dataclass_params__.frozen, record_type
    assert callable(getattr(record_type, "of", None)), f"{record_type.__name__} has no of(view)"
    for _ in range(400):
        for seat in range(players):
            view = rules.view(state, seat)
            assert isinstance(view.facts, record_type)
            assert record_type.of(view) is view.facts
            rebuilt = replace(view, facts=None)  # as the network's codec rebuilds a view
            assert record_type.of(rebuilt) == view.facts
            _agrees_with_the_table(view)
        if state.over:
            break
        rules.apply(state, rng.choice(rules.legal_actions(state)))


def test_each_game_has_a_record_of_its_own() -> None:
    catalog = load_catalog()
    records = {}
    for found in entries():
        variant = catalog.get(found.base_variant)
        rules = make_rules(variant)
        records[found.name] = type(rules.facts(rules.new_state(variant.min_players, 1)))
    assert len(set(records.values())) == len(records), records


def test_a_record_is_refused_for_another_games_view() -> None:
    rules = make_rules(load_catalog().get("q2j"))
    view = rules.view(rules.new_state(2, 1), 0)
    with pytest.raises(Exception, match="no facts of 'ng'"):
        NGFacts.of(view)


def _agrees_with_the_table(view) -> None:
    """What a record says that the cards on the table show too, by the rules."""
    hands = {zone.seat: cards for zone, cards in view.zones.items() if zone.name.startswith("hand:")}
    if view.game == "q2j":
        facts = Q2JFacts.of(view)
        # A seat is finished once it has played its last card; only a Q Squared has responders.
        assert set(facts.finished) == {seat for seat, cards in hands.items() if not cards}
        assert (facts.responders is None) == (facts.qsq_player < 0)
        for seat, known in enumerate(facts.known):  # a card known to all is in its owner's hand
            assert all(card in hands[seat] for card in known) or seat != view.seat
    elif view.game == "quatorze":
        facts = QuatorzeFacts.of(view)
        melded = {zone.seat for zone, cards in view.zones.items() if zone.name.startswith("meld:") and cards}
        assert set(facts.down) <= melded  # a seat that went down has melds on the table
        if facts.taken is not None and facts.must_meld:  # a taken card still owed is in the hand
            assert facts.taken in hands[view.to_move] or view.seat != view.to_move
    elif view.game == "crazy-jokers":
        facts = CrazyJokersFacts.of(view)
        assert len(facts.contracts) == view.players
        assert (facts.winners is None) == (not view.over)
