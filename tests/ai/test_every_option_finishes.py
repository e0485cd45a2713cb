"""Every computer level finishes a game under every value of every option a player may pick (and
the options picked together), without running into the turn cap: the software rule that ends a
game exists for safety, and a bot that reaches it is looping.

One short seeded game for each option value at Random, Easy and Medium, at the variant's
smallest table; the options picked together at every level, the searching ones at a few fixed
iterations (their policy is what could loop). Random is a baseline in Quatorze and Crazy Jokers,
where it melds or completes a contract by chance and may well reach the cap: not played there.
Quatorze's opening is played up to 75: from about 100 points most rounds of any level reach the
cap, and above what fourteen cards can total (about 148) no round can end otherwise.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache
from typing import Any

import pytest

from game.ai import LEVELS, make_bot
from game.engine import Rules, make_rules
from game.engine.events import TurnCapReached
from game.engine.options import OptionSpec
from game.engine.registry import rules_class
from game.variants import load_catalog
from tests import every_game

CATALOG = load_catalog()
# The built-in variant each game is set up from on the Options screen (every registered game's).
BASES = dict(zip(every_game.names(), every_game.base_variants(), strict=True))
# Options picked together that change how a game ends or who sees what.
TOGETHER: list[tuple[str, dict[str, object], int]] = [
    ("q2j-challenge", {"face_up": True, "countdown": True}, 2),
    ("q2j-challenge", {"match": "elimination", "play_drawn_card": True}, 2),
    ("q2j-elimination", {"countdown": True, "face_up": True}, 4),
    ("q2j-classic", {"countdown": True, "play_drawn_card": True}, 3),
    ("q2j-war-4", {"battle": "classic", "field_size": 3}, 4),
    ("q2j-war-4", {"field_size": 8}, 3),
    ("q2j-ng", {"chain": "field", "battle": "classic", "take": "any"}, 3),
    ("q2j-ng-open", {"chain": "field", "take": "any"}, 2),
    ("quatorze-1-joker", {"joker_swap": True, "opening": 30}, 3),
    ("crazy-jokers", {"flush_limits": "laid", "match": "single"}, 4),
]
SEARCH_ITERATIONS = 3


# The numbers played for a whole-number option; any other is played at its smallest and at twice
# its default (within its range).
NUMBERS: dict[str, list[object]] = {"opening": [1, 75], "field_size": [3, 8]}


def values(spec: OptionSpec) -> list[object]:
    if spec.name in NUMBERS:
        return NUMBERS[spec.name]
    if spec.kind == "bool":
        return [False, True]
    if spec.kind == "choice":
        return list(spec.choices)
    assert spec.minimum is not None and spec.maximum is not None
    return [spec.minimum, min(spec.maximum, 2 * int(spec.default))]


def cases() -> list[tuple[str, dict[str, object], int]]:
    """(variant, options, players): each option value that differs from the base variant's."""
    found = []
    for game, variant_id in BASES.items():
        variant = CATALOG.get(variant_id)
        for spec in rules_class(game).option_specs:
            if spec.software:
                continue
            for value in values(spec):
                if value == variant.options.get(spec.name, spec.default):
                    continue
                options: dict[str, object] = {spec.name: value}
                if spec.only_with and not spec.applies({**variant.options, **options}):
                    options[spec.only_with[0]] = spec.only_with[1][0]
                players = 2 if options.get("challenge") else variant.min_players
                found.append((variant_id, options, players))
    return [*found, *TOGETHER]


@cache
def rules_for(variant_id: str, options: tuple[tuple[str, object], ...]) -> Rules[Any]:
    variant = CATALOG.get(variant_id)
    if dict(options).get("challenge"):
        variant = replace(variant, min_players=2, max_players=2, default_players=2)
    return make_rules(replace(variant, options={**variant.options, **dict(options)}))


def capped(rules: Rules[Any], level: str, players: int, seed: int) -> tuple[bool, int]:
    """Play one game of ``level`` bots; whether the turn cap ended it, and its length."""
    iterations = SEARCH_ITERATIONS if level in ("hard", "expert") else None
    bots = [make_bot(level, rules, iterations=iterations) for _ in range(players)]
    rng = random.Random(seed)
    state = rules.new_state(players, seed)
    reached = False
    while not state.over:
        legal = rules.legal_actions(state)
        action = (
            legal[0]
            if len(legal) == 1
            else bots[state.to_move].decide(rules.view(state, state.to_move), legal, rng).action
        )
        reached |= any(isinstance(event, TurnCapReached) for event in rules.apply(state, action))
    return reached, state.turn


CASES = cases()
BASELINE_ONLY = ("quatorze", "crazy-jokers")  # games where Random is a baseline, not a player


def levels_for(rules: Rules[Any], together: bool) -> list[str]:
    chosen = [level for level in LEVELS if together or level not in ("hard", "expert")]
    return [level for level in chosen if not (level == "random" and rules.game in BASELINE_ONLY)]


@pytest.mark.parametrize(
    ("variant", "options", "players"),
    CASES,
    ids=[f"{v}-{'-'.join(f'{k}={o}' for k, o in opts.items())}-{n}p" for v, opts, n in CASES],
)
def test_every_level_finishes_under_the_option(
    variant: str, options: dict[str, object], players: int
) -> None:
    rules = rules_for(variant, tuple(sorted(options.items())))
    together = (variant, options, players) in TOGETHER
    for level in levels_for(rules, together):
        reached, turns = capped(rules, level, players, seed=31)
        assert not reached, (
            f"{level} bots reached the turn cap ({turns} decisions) in {variant} with {options}"
        )
