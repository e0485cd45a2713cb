"""Shared pieces of the AI tests: rules by variant id, positions from seeded random playouts, and
the tools run as a user runs them."""

from __future__ import annotations

import random
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

from game.engine import Card, Rules, State
from game.engine.games.quatorze.melds import IllegalMeld, make_meld
from game.engine.registry import make_rules
from game.variants import load_catalog

ROOT = Path(__file__).resolve().parents[2]


@cache
def rules_for(variant: str) -> Rules[Any]:
    return make_rules(load_catalog().get(variant))


def variant_ids() -> list[str]:
    return list(load_catalog().variants)


def table_sizes(variant: str) -> list[int]:
    """The smallest table and, when the variant allows it, a 4-seat one."""
    found = load_catalog().get(variant)
    sizes = {found.min_players}
    if found.min_players < 4 <= found.max_players:
        sizes.add(4)
    return sorted(sizes)


def positions(variant: str, count: int, seed: int, players: int | None = None) -> list[State]:
    """Unfinished states with a real choice to make, reached by random play from fresh deals."""
    rules = rules_for(variant)
    rng = random.Random(seed)
    seats = players if players is not None else table_sizes(variant)[0]
    found: list[State] = []
    attempts = 0
    while len(found) < count and attempts < count * 50:
        attempts += 1
        state = rules.new_state(seats, rng.getrandbits(32))
        for _ in range(rng.randrange(25)):
            if state.over:
                break
            legal = rules.legal_actions(state)
            rules.apply(state, legal[rng.randrange(len(legal))])
        if not state.over and len(rules.legal_actions(state)) > 1:
            found.append(state)
    return found


def run_tool(module: str, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """``python -m tools.<module> args`` from the project's folder, its output captured."""
    return subprocess.run(
        [sys.executable, "-m", f"tools.{module}", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def is_quatorze_meld(cards: list[Card]) -> bool:
    """Whether Quatorze's rules accept ``cards`` as a meld (the rules' own answer, for tests
    that check the bots' shortcuts against it)."""
    try:
        make_meld(cards)
    except IllegalMeld:
        return False
    return True
