"""Toy Go Out's registration: its one ``GameEntry``, everything the program needs to know.

The bot's heuristic and the table adapter are named as strings, as a game under ``game/``
names them; ``__package__`` keeps them right whatever name this package is imported under. Its
rules text is ``toy.md`` here, not in ``assets/rules``.
"""

from __future__ import annotations

from pathlib import Path

from game.engine.entry import BotProfile, GameEntry

from .actions import ToyVerb
from .events import ToyAnnouncement
from .rules import ToyRules

ENTRY = GameEntry(
    rules=ToyRules,
    order=99,  # after the five games in menus
    base_variant="toy",
    rules_text="toy",
    rules_folder=str(Path(__file__).parent),  # its rules screen's words: toy.md, beside this file
    bots=BotProfile(heuristic=f"{__package__}.bot:ToyHeuristic", hard_iterations=20, expert_iterations=40),
    verbs=tuple(ToyVerb),
    announcements=tuple(ToyAnnouncement),
    table=f"{__package__}.table:ToyTable",
)
