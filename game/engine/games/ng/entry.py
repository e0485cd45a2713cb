"""Q Squared Joe NG's registration (see ``game.engine.entry``)."""

from ...entry import BotProfile, GameEntry
from .actions import NGVerb
from .rules import NGRules
from .zones import NGKind

ENTRY = GameEntry(
    rules=NGRules,
    order=2,
    base_variant="q2j-ng",
    rules_text="ng",
    aliases=("q2j-ng", "q-squared-joe-ng"),
    bots=BotProfile(
        heuristic="game.ai.heuristics.ng:NGHeuristic", hard_iterations=150, expert_iterations=600
    ),
    zone_kinds=tuple(NGKind),
    verbs=tuple(NGVerb),
)
