"""Q Squared Joe War's registration (see ``game.engine.entry``)."""

from ...entry import BotProfile, GameEntry
from .actions import WarVerb
from .rules import WarRules
from .zones import WarKind

ENTRY = GameEntry(
    rules=WarRules,
    order=1,
    base_variant="q2j-war",
    rules_text="war",
    aliases=("q2j-war", "q-squared-joe-war"),
    bots=BotProfile(
        heuristic="game.ai.heuristics.war:WarHeuristic", hard_iterations=150, expert_iterations=600
    ),
    zone_kinds=tuple(WarKind),
    verbs=tuple(WarVerb),
)
