"""Quatorze's registration (see ``game.engine.entry``)."""

from ...entry import BotProfile, GameEntry
from .actions import QuatorzeVerb
from .events import QuatorzeAnnouncement
from .figures import FIGURES
from .rules import QuatorzeRules
from .zones import QuatorzeKind

ENTRY = GameEntry(
    rules=QuatorzeRules,
    order=3,
    base_variant="quatorze",
    rules_text="quatorze",
    bots=BotProfile(
        heuristic="game.ai.heuristics.quatorze:QuatorzeHeuristic",
        # Medium's plan with outs-aware keeping and melds held back (policy duel: 57.9% of 6,000
        # games against Medium).
        search_heuristic="game.ai.heuristics.quatorze_sharp:SharpQuatorzeHeuristic",
        # Expert's: that policy, going down only with at most five cards left in hand,
        # discarding to stay fewest draws from going out, feeding no seat that is down and
        # opening with the melds least exposed to lay-offs (policy duels against Hard's:
        # 52.6% and 53.1% of 6,000 games on two ranges of deals).
        expert_heuristic="game.ai.heuristics.quatorze_expert:ExpertQuatorzeHeuristic",
        # That policy's liking steers both searches' roots at every table size, firmly: the
        # searches' own departures from it are worth about nothing (docs/lab/ai-measured.md), while the
        # policy beats Medium; a light weight let the search's noise pull Hard back to even.
        root_bias={"hard": (40.0, 2), "expert": (40.0, 2)},
        # Held firmly was not enough: at 100 iterations the noise of its departures cost what the
        # policy gains (ladder: 49.7% of 1,000 rounds). Now the policy's move stands unless
        # another wins a tenth more of the simulated rounds, each move with 30 or more of them.
        guard={"hard": (0.1, 30), "expert": (0.1, 30)},
        # Held that firmly, the searches confirm more than they find: 100 iterations keep Hard's
        # decisions within the 300 ms the level is given (ladder p95 179 ms); Expert's 200 keep
        # its p95 well under its second (CPU p95 319 ms; at 300 its ladder p95 was 1,073 ms of
        # wall time on the busy machine, its waiting keeping hands bigger).
        hard_iterations=100,
        expert_iterations=200,
        levels={
            "hard": "Hard keeps the cards likeliest to meld, holds melds back and looks ahead up to "
            "{hard:,} times a move, leaving that plan only for a clearly better move.",
            "expert": "Expert plays Hard's plan more patiently, going down only with five cards or "
            "fewer left, up to {expert:,} times a move. It beat Hard in 53.3% of 2,000 rounds.",
        },
    ),
    # Issue 13 asks Hard to win more than its share against three Medium at four seats.
    ladder_table=("hard", "medium", "medium", "medium"),
    zone_kinds=tuple(QuatorzeKind),
    verbs=tuple(QuatorzeVerb),
    announcements=tuple(QuatorzeAnnouncement),
    rules_sections="game.scenes.table.games.quatorze.rules_sections:sections",
    table="game.scenes.table.games.quatorze.table:QuatorzeTable",
    figures=FIGURES,
)
