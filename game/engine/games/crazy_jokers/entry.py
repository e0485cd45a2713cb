"""Crazy Jokers' registration (see ``game.engine.entry``)."""

from ...entry import BotProfile, GameEntry
from .rules import CrazyJokersRules

ENTRY = GameEntry(
    rules=CrazyJokersRules,
    order=4,
    base_variant="crazy-jokers",
    rules_text="crazy-jokers",
    aliases=("crazy_jokers",),
    # The plan's move (a policy that beats Medium without search) steers the search's root at
    # every table size, strongly: at these budgets the search's choices between close moves
    # are noise, and with root bias 8 Hard fell back toward Medium (docs/AI.md). Budgets keep
    # the CPU p95 under 0.3 s (Hard) and 1 s (Expert) with the Medium-like playouts.
    bots=BotProfile(
        heuristic="game.ai.heuristics.crazy_jokers_search:CrazyJokersSearch",
        hard_iterations=100,
        expert_iterations=200,
        root_bias={"hard": (40.0, 2), "expert": (40.0, 2)},
    ),
)
