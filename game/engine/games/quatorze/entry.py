"""Quatorze's registration (see ``game.engine.entry``)."""

from ...entry import BotProfile, GameEntry
from .rules import QuatorzeRules

ENTRY = GameEntry(
    rules=QuatorzeRules,
    order=3,
    base_variant="quatorze",
    rules_text="quatorze",
    bots=BotProfile(heuristic="game.ai.heuristics.quatorze:QuatorzeHeuristic"),
    # Issue 13 asks Hard to win more than its share against three Medium at four seats.
    ladder_table=("hard", "medium", "medium", "medium"),
)
