"""Quatorze's registration (see ``game.engine.entry``)."""

from ...entry import BotProfile, GameEntry
from .rules import QuatorzeRules

ENTRY = GameEntry(
    rules=QuatorzeRules,
    order=3,
    base_variant="quatorze",
    rules_text="quatorze",
    bots=BotProfile(
        heuristic="game.ai.heuristics.quatorze:QuatorzeHeuristic",
        # Medium's plan with outs-aware keeping (policy duel: 52.9% of 6,000 games against Medium).
        search_heuristic="game.ai.heuristics.quatorze_sharp:SharpQuatorzeHeuristic",
        # Medium's liking steers both searches' roots at every table size: the plain search
        # picked between Medium's two best discards almost at random and lost to Medium.
        root_bias={"hard": (8.0, 2), "expert": (20.0, 2)},
    ),
    # Issue 13 asks Hard to win more than its share against three Medium at four seats.
    ladder_table=("hard", "medium", "medium", "medium"),
)
