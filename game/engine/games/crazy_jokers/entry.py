"""Crazy Jokers' registration (see ``game.engine.entry``)."""

from ...entry import BotProfile, GameEntry
from .rules import CrazyJokersRules

ENTRY = GameEntry(
    rules=CrazyJokersRules,
    order=4,
    base_variant="crazy-jokers",
    rules_text="crazy-jokers",
    aliases=("crazy_jokers",),
    bots=BotProfile(heuristic="game.ai.heuristics.crazy_jokers:CrazyJokersHeuristic"),
)
