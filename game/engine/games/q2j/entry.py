"""Q Squared Joe's registration (see ``game.engine.entry``)."""

from ...entry import BotProfile, GameEntry
from .actions import Q2JVerb
from .events import Q2JAnnouncement
from .rules import Q2JRules

ENTRY = GameEntry(
    rules=Q2JRules,
    order=0,
    base_variant="q2j",
    rules_text="q2j",
    aliases=("q-squared-joe",),
    bots=BotProfile(
        heuristic="game.ai.heuristics.q2j:Q2JHeuristic",
        hard_iterations=200,
        expert_iterations=2000,
        # Seed 7, 2,000 games: Hard against three Medium 26.5% (24.2% without); Expert
        # against Hard 53.3%.
        root_bias={"hard": (8.0, 3), "expert": (20.0, 2)},
        levels={
            "expert": "Expert looks ahead as Hard does, ten times as often ({expert:,} games a move), "
            "steered by Medium's judgement. It beat Hard in 52.6% of 2,000 games.",
        },
    ),
    ladder_table=("hard", "medium", "medium", "medium"),
    cheap_search=True,
    verbs=tuple(Q2JVerb),
    announcements=tuple(Q2JAnnouncement),
    rules_sections="game.scenes.table.games.q2j.rules_sections:sections",
    table="game.scenes.table.games.q2j.table:Q2JTable",
)
