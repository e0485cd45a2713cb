"""Crazy Jokers between bots ends: at every level some seat completes its contract in every round
of a match, none runs to the turn cap (the software rule for a round nobody completes).

Since issue 28 the declaration reads the match (its round and totals) and draws among near-equal
contracts, so a match is played whole: later rounds, a barred contract and a decided match are
where a draw could send a table after long shots.
"""

from __future__ import annotations

import random

import pytest

from game.ai import make_bot
from game.ai.base import Bot
from game.engine.games.crazy_jokers import CrazyJokersState
from game.engine.games.crazy_jokers.rules import CrazyJokersRules
from game.engine.match import Match

# Random is the baseline: it completes a contract only by chance and does reach the turn cap.
LEVELS = ("easy", "medium", "hard", "expert")
# A searching level's match is cut to a few rounds at a small budget (a full one is minutes).
SEARCH_ROUNDS = 3
SEARCH_ITERATIONS = 8


def _bot(level: str, rules: CrazyJokersRules) -> Bot:
    if level in ("hard", "expert"):
        return make_bot(level, rules, iterations=SEARCH_ITERATIONS)
    return make_bot(level, rules)


def _capped_rounds(level: str, players: int, seed: int) -> list[int]:
    """The rounds of one seeded match between ``level`` bots that nobody completed."""
    rounds = SEARCH_ROUNDS if level in ("hard", "expert") else 10
    rules = CrazyJokersRules(CrazyJokersRules.default_variant(rounds=rounds, turn_cap=1000))
    bots = [_bot(level, rules) for _ in range(players)]
    rng = random.Random(seed)
    match = Match(rules, players, seed=seed)
    capped = []
    while not match.over:
        state = match.start_round()
        assert isinstance(state, CrazyJokersState)
        while not state.over:
            legal = rules.legal_actions(state)
            rules.apply(
                state, bots[state.to_move].decide(rules.view(state, state.to_move), legal, rng).action
            )
        record = match.finish_round()
        if state.end_reason == "turn cap" or not state.winners:
            capped.append(record.number)
    return capped


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_completes_a_contract_in_every_round(level: str, players: int) -> None:
    capped = _capped_rounds(level, players, seed=players)
    assert not capped, f"{level} at {players} seats: rounds {capped} ended at the turn cap"
