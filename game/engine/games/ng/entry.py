"""Q Squared Joe NG's registration (see ``game.engine.entry``)."""

from ...entry import BotProfile, GameEntry
from .rules import NGRules

ENTRY = GameEntry(
    rules=NGRules,
    order=2,
    base_variant="q2j-ng",
    rules_text="ng",
    aliases=("q2j-ng", "q-squared-joe-ng"),
    bots=BotProfile(
        heuristic="game.ai.heuristics.ng:NGHeuristic", hard_iterations=150, expert_iterations=600
    ),
)
