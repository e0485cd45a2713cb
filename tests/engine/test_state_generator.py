"""A state's seeded generator: a clone shares it only until one of them draws."""

from __future__ import annotations

import random

from game.engine import make_rules
from game.engine.state import seeded_generator
from game.variants import load_catalog

RULES = make_rules(load_catalog().get("q2j"))


def test_seeded_generator_is_random_random_of_the_seed() -> None:
    for seed in (0, 1, -7, 2**31, 2**64 + 3):
        assert seeded_generator(seed).getstate() == random.Random(seed).getstate()


def test_a_clone_draws_what_its_source_would_and_neither_moves_the_other() -> None:
    source = RULES.new_state(4, 5)
    clone = source.clone()
    expected = random.Random()
    expected.setstate(source.rng.getstate())
    first = [expected.random() for _ in range(3)]
    assert [clone.rng.random() for _ in range(3)] == first
    # The source draws after the clone did: it starts where it was, not where the clone is.
    assert [source.rng.random() for _ in range(3)] == first
    assert source.rng is not clone.rng


def test_a_source_that_draws_first_leaves_its_clones_where_they_were() -> None:
    source = RULES.new_state(4, 6)
    clones = [source.clone(), source.clone()]
    clone_of_clone = clones[0].clone()
    before = source.rng.getstate()
    source.rng.random()
    assert all(state.rng.getstate() == before for state in (*clones, clone_of_clone))


def test_a_generator_given_to_a_clone_is_its_own() -> None:
    source = RULES.new_state(4, 7)
    clone = source.clone()
    clone.rng = seeded_generator(99)
    before = source.rng.getstate()
    clone.rng.random()
    assert source.rng.getstate() == before
    assert clone.rng.getstate() != before
