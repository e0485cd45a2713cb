"""Q Squared Joe NG's registration (see ``game.engine.entry``)."""

from ...entry import BotProfile, GameEntry
from ...figures import BATTLES
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
        heuristic="game.ai.heuristics.ng:NGHeuristic",
        hard_iterations=150,
        expert_iterations=600,
        levels={
            "hard": "Hard looks ahead: before each move it plays the next ten moves out up to "
            "{hard:,} times, the unseen cards dealt at random, and picks the best move.",
            "expert": "Expert looks ahead as Hard does, up to {expert:,} times a move instead of "
            "{hard:,}, trying first the moves Medium likes. It beat Hard in 57.7% of 2,000 games.",
        },
    ),
    zone_kinds=tuple(NGKind),
    verbs=tuple(NGVerb),
    rules_sections="game.scenes.table.games.ng.rules_sections:sections",
    table="game.scenes.table.games.ng.table:NGTable",
    figures=BATTLES,
)
