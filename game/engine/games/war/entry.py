"""Q Squared Joe War's registration (see ``game.engine.entry``)."""

from ...entry import BotProfile, GameEntry
from ...figures import BATTLES
from .actions import WarVerb
from .events import TURNED_SHAPE
from .rules import WarRules
from .zones import WarKind

ENTRY = GameEntry(
    rules=WarRules,
    order=1,
    base_variant="q2j-war",
    rules_text="war",
    aliases=("q2j-war", "q-squared-joe-war"),
    bots=BotProfile(
        heuristic="game.ai.heuristics.war:WarHeuristic",
        hard_iterations=150,
        expert_iterations=600,
        levels={
            "hard": "Hard looks ahead: before each move it plays the next ten moves out up to "
            "{hard:,} times, the unseen cards dealt at random, and picks the best move.",
            "expert": "Expert looks ahead as Hard does, up to {expert:,} times a move instead of "
            "{hard:,}, trying first the moves Medium likes. It beat Hard in 58% of 2,000 games.",
        },
    ),
    zone_kinds=tuple(WarKind),
    verbs=tuple(WarVerb),
    events=(TURNED_SHAPE,),
    rules_sections="game.scenes.table.games.war.rules_sections:sections",
    table="game.scenes.table.games.war.table:WarTable",
    figures=BATTLES,
)
