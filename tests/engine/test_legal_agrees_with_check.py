"""``legal_actions`` and ``check`` agree on every action a game's notation can write.

At positions from seeded random play, every candidate action (each verb of the
game's notation over every card of the deck, every seat up to one past the
table and every position up to one past the widest field) is asked of
``why_illegal``: exactly the listed legal actions may pass. Every refused
candidate is then given to ``apply``, which must raise ``IllegalAction`` and
leave the state exactly as it was.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from itertools import islice
from typing import Any

import pytest

from game.engine import Action, IllegalAction, Rules, State, game_names, make_rules
from game.engine.cards import STANDARD_52
from game.variants import load_catalog

CATALOG = load_catalog()
CARDS = [str(card) for card in STANDARD_52]


def _q2j(players: int) -> Iterator[str]:
    yield from ("draw", "pass")
    for card in CARDS:
        yield f"play {card}"
        yield f"joe {card}"
    pair_cards = [card for card in CARDS if card[0] in "QJK"]  # queens, and faces that are not
    for under in pair_cards:
        for top in pair_cards:
            yield f"qsq {under} {top}"


def _war(players: int) -> Iterator[str]:
    yield from ("draw", "pass")
    for position in range(9):  # the widest field is 8
        yield f"recover {position}"
        for seat in range(players + 1):
            for target in range(9):
                yield f"attack {position} {seat}:{target}"


def _ng(players: int) -> Iterator[str]:
    yield from ("draw", "take", "pass")
    for position in range(6):  # five positions, and one past them
        yield f"sacrifice {position}"
    for card in CARDS:
        yield f"take {card}"
        for position in range(6):
            yield f"defend {card} {position}"
        for seat in range(players + 1):
            yield f"attack {card} hand {seat}"
            yield f"attack {card} resource {seat}"
            for position in range(6):
                yield f"attack {card} field {seat}:{position}"


# Each game's whole notation, as text: a new game adds its own generator here.
NOTATION: dict[str, Callable[[int], Iterator[str]]] = {"q2j": _q2j, "war": _war, "ng": _ng}
CASES = [
    (variant.id, players)
    for variant in CATALOG.variants.values()
    for players in sorted({variant.min_players, variant.max_players})
]


def candidates(rules: Rules[Any], players: int) -> list[Action]:
    """Every action the game's notation writes for this table (text that does not parse is left out)."""
    found: dict[str, Action] = {}
    for text in NOTATION[rules.game](players):
        try:
            action = rules.parse_action(text)
        except ValueError:
            continue
        found[str(action)] = action
    return list(found.values())


def positions(rules: Rules[Any], players: int, seed: int, count: int) -> Iterator[State]:
    """Every live state of ``count`` deals of seeded random play."""
    rng = random.Random(seed)
    for deal in range(count):
        state = rules.new_state(players, seed * 100 + deal)
        while not state.over:
            yield state
            legal = rules.legal_actions(state)
            rules.apply(state, legal[rng.randrange(len(legal))])


def test_every_game_has_its_notation_here() -> None:
    assert sorted(NOTATION) == sorted(game_names())


@pytest.mark.parametrize(("variant_id", "players"), CASES)
def test_check_accepts_exactly_the_legal_actions(variant_id: str, players: int) -> None:
    rules = make_rules(CATALOG.get(variant_id))
    everything = candidates(rules, players)
    checked = 0
    for state in positions(rules, players, seed=players, count=3):
        legal = rules.legal_actions(state)
        assert len(set(map(str, legal))) == len(legal), f"a legal action is listed twice: {legal}"
        missing = [str(action) for action in legal if action not in everything]
        assert not missing, f"legal actions the notation cannot write: {missing}"
        passed = {str(action) for action in everything if rules.why_illegal(state, action) is None}
        assert passed == {str(action) for action in legal}, rules.state_text(state)
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize(("variant_id", "players"), CASES)
def test_apply_refuses_every_illegal_action_and_changes_nothing(variant_id: str, players: int) -> None:
    rules = make_rules(CATALOG.get(variant_id))
    everything = candidates(rules, players)
    # Every 15th state of a deal: state_text for each refused candidate is the costly part.
    for state in islice(positions(rules, players, seed=players + 50, count=1), 0, None, 15):
        legal = {str(action) for action in rules.legal_actions(state)}
        before = rules.state_text(state)
        generator, log = state.rng.getstate(), list(state.log)
        for action in everything:
            if str(action) in legal:
                continue
            with pytest.raises(IllegalAction):
                rules.apply(state, action)
            assert rules.state_text(state) == before, f"{action} changed the state"
            assert state.log == log and state.rng.getstate() == generator, f"{action} left a trace"
