"""War's open facts as a typed record and the one codec that writes and reads it: a round
trip from real positions, the facts derived from the rules (the lead, who is out), and a bad
value named by its fact."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from game.engine import SetupError, make_rules
from game.engine.facts import FactCodec, SeatFact, SeatsFact
from game.engine.games.war import WarRules
from game.engine.games.war.facts import WAR_FACTS, WarFacts
from game.engine.zones import by_zone
from game.variants import load_catalog


def make() -> WarRules:
    return WarRules(WarRules.default_variant())


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (4, 5)])
def test_facts_cross_plain_data_and_back_unchanged_through_a_game(players: int, seed: int) -> None:
    rules = make()
    state = rules.new_state(players, seed)
    rng = random.Random(seed)
    seen_out = False
    while True:
        record = rules.facts(state)
        plain = WAR_FACTS.encode(record)
        assert WAR_FACTS.decode(plain, players) == record
        for seat in range(players):
            view = rules.view(state, seat)
            assert view.public == plain
            assert WarFacts.of(view) == record
        seen_out = seen_out or bool(record.out)
        if state.over:
            break
        rules.apply(state, rng.choice(rules.legal_actions(state)))
    assert seen_out, "a whole game puts someone out"


def test_the_facts_say_what_the_rules_decide() -> None:
    rules = make()
    # Rule: a seat whose field is empty is out; the seat put to move leads, "given".
    state = rules.setup(4, 1, by_zone({"field:1": [], "field:0": [], "pile:0": []}), to_move=2)
    assert rules.facts(state) == WarFacts(leader=2, lead_by="given", out=(0, 1))
    # At the deal nobody is out and the seat that leads is the first to move.
    dealt = rules.new_state(3, 7)
    assert rules.facts(dealt).leader == dealt.to_move and rules.facts(dealt).out == ()


def test_scenario_facts_read_as_yaml_writes_them() -> None:
    rules = make()
    state = rules.setup(
        3, 1, by_zone({"field:1": []}), to_move=0, facts={"leader": "2", "lead_by": "card 2", "out": "1"}
    )
    assert rules.facts(state) == WarFacts(2, "card 2", (1,))


@pytest.mark.parametrize(
    ("facts", "message"),
    [
        ({"out": "x"}, "out: 'x' is not a whole number"),
        ({"out": [7]}, "out: there is no seat 7 at a table of 3"),
        ({"leader": 9}, "leader: there is no seat 9 at a table of 3"),
        ({"lead_by": [1, 2]}, "lead_by: [1, 2] is not text"),
    ],
)
def test_a_bad_fact_is_named(facts: dict[str, object], message: str) -> None:
    with pytest.raises(SetupError) as refused:
        make().setup(3, 1, {}, to_move=0, facts=facts)
    assert str(refused.value) == message


def test_a_view_of_another_game_has_no_war_facts() -> None:
    rules = make_rules(load_catalog().get("quatorze"))
    view = rules.view(rules.new_state(2, 1), 0)
    with pytest.raises(SetupError, match="a view of 'quatorze' has no facts of 'war'"):
        WarFacts.of(view)


def test_a_codec_must_name_every_field_of_its_record_in_order() -> None:
    @dataclass(frozen=True)
    class Lead:
        leader: int
        out: tuple[int, ...]

    with pytest.raises(TypeError, match="are not its fields"):
        FactCodec(Lead, leader=SeatFact())
    with pytest.raises(TypeError, match="are not its fields"):
        FactCodec(Lead, out=SeatsFact(), leader=SeatFact())
    with pytest.raises(SetupError, match="the fact out is missing"):
        FactCodec(Lead, leader=SeatFact(), out=SeatsFact()).decode({"leader": 1}, players=2)
