"""Crazy Jokers' registration (see ``game.engine.entry``)."""

from ...entry import BotProfile, GameEntry
from .actions import CrazyJokersVerb
from .events import CrazyJokersAnnouncement
from .figures import FIGURES
from .rules import CrazyJokersRules
from .zones import CrazyJokersKind

ENTRY = GameEntry(
    rules=CrazyJokersRules,
    order=4,
    base_variant="crazy-jokers",
    rules_text="crazy-jokers",
    aliases=("crazy_jokers",),
    # The plan's move (a policy that beats Medium without search) steers the search's root at
    # every table size, strongly: at these budgets the search's choices between close moves
    # are noise, and with root bias 8 Hard fell back toward Medium (docs/lab/ai-measured.md). Budgets keep
    # the CPU p95 under 0.3 s (Hard) and well under 1 s (Expert) with the Medium-like
    # playouts; Expert's 450 iterations won 51.0% of 300 ladder rounds against Hard and sat
    # near 1 s at p95 under load, so Expert runs 200 (p95 0.46 s on the ladder).
    bots=BotProfile(
        heuristic="game.ai.heuristics.crazy_jokers_search:CrazyJokersSearch",
        hard_iterations=100,
        expert_iterations=200,
        root_bias={"hard": (40.0, 2), "expert": (40.0, 2)},
        levels={
            "easy": "Easy declares among many contracts nearly as good as the best; then half its "
            "moves are Medium's and half are random.",
            "medium": "Medium declares the contract with the best chance to win the match (by chance "
            "between near-equal ones), then keeps what counts toward it and discards the rest.",
            "hard": "Hard declares as Medium does, closer to the best, then plays a sharper plan, "
            "looking ahead up to {hard:,} times a move.",
            "expert": "Expert declares and plays as Hard does, looking ahead up to {expert:,} times a "
            "move instead of {hard:,}. It measured level with Hard (50.1% of 1,000 rounds).",
        },
    ),
    # At two seats both declare the Fixed Straight and the deal decides; at three the contracts
    # differ, where Expert's extra iterations may have room to tell (docs/lab/ai-measured.md, issue 15).
    ladder_table=("expert", "hard", "hard"),
    zone_kinds=tuple(CrazyJokersKind),
    verbs=tuple(CrazyJokersVerb),
    announcements=tuple(CrazyJokersAnnouncement),
    rules_sections="game.scenes.table.games.crazy_jokers.rules_sections:sections",
    table="game.scenes.table.games.crazy_jokers.table:CrazyJokersTable",
    figures=FIGURES,
)
