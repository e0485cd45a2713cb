"""Quatorze's registration (see ``game.engine.entry``)."""

from ...entry import BotProfile, GameEntry
from .rules import QuatorzeRules

ENTRY = GameEntry(
    rules=QuatorzeRules,
    order=3,
    base_variant="quatorze",
    rules_text="quatorze",
    bots=BotProfile(heuristic="game.ai.heuristics.quatorze:QuatorzeHeuristic"),
    # Its table (melds, trades, reveals with the mouse) is still to build.
    at_table=False,
)
