"""A fact written beside another even when it holds its "absent" value (``along``) reads back as
that value: Crazy Jokers' ``won`` is None beside the ``end`` of a deal stopped at the turn cap
with no winner, and a window rebuilding the view from the host's message must read it so."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from game.engine import Rules, State, make_rules
from game.engine.facts import FactCodec, TextFact
from game.engine.games.crazy_jokers.facts import CRAZY_JOKERS_FACTS, CrazyJokersFacts
from game.variants import load_catalog


@dataclass(frozen=True)
class Ending:
    end: str | None
    won: str | None


def test_an_absent_value_written_along_reads_back_as_itself() -> None:
    codec = FactCodec(Ending, end=TextFact(absent=None), won=TextFact(absent=None, along="end"))
    plain = codec.encode(Ending("turn cap", None))
    assert plain == {"end": "turn cap", "won": None}  # written, as ``along`` asks
    assert codec.decode(plain, players=3) == Ending("turn cap", None)
    assert codec.decode({}, players=3) == Ending(None, None)


def capped_deal(rules: Rules[Any]) -> State:
    """The first of a few seeded random deals that stops at the turn cap with nobody winning."""
    for seed in range(1, 30):
        state = rules.new_state(3, seed)
        rng = random.Random(seed)
        while not state.over:
            rules.apply(state, rng.choice(rules.legal_actions(state)))
        if rules.facts(state).won is None:
            return state
    raise AssertionError("no deal of these stopped at the turn cap")


def test_a_crazy_jokers_deal_stopped_at_the_turn_cap_reads_back_from_plain_facts() -> None:
    rules = make_rules(load_catalog().get("crazy-jokers"))
    state = capped_deal(rules)
    record = rules.facts(state)
    assert record.end is not None and record.won is None
    for seat in range(3):
        rebuilt = replace(rules.view(state, seat), facts=None)  # as a window rebuilds it from a message
        assert CrazyJokersFacts.of(rebuilt) == record
    assert CRAZY_JOKERS_FACTS.decode(CRAZY_JOKERS_FACTS.encode(record), 3) == record
