"""Crazy Jokers' registration (see ``game.engine.entry``)."""

from ...entry import BotProfile, GameEntry
from .rules import CrazyJokersRules

ENTRY = GameEntry(
    rules=CrazyJokersRules,
    order=4,
    base_variant="crazy-jokers",
    rules_text="crazy-jokers",
    aliases=("crazy_jokers",),
    # Medium's move steers the search's root at every table size: at 150 iterations the plain
    # search's choices between close moves are noise, and Medium's rules are right there
    # (docs/AI.md). Expert's budget keeps its p95 near 1 s with the Medium-like playouts.
    bots=BotProfile(
        heuristic="game.ai.heuristics.crazy_jokers_search:CrazyJokersSearch",
        hard_iterations=140,
        expert_iterations=450,
        root_bias={"hard": (8.0, 2), "expert": (20.0, 2)},
    ),
)
