"""One registration per game: everything the rest of the program needs to know about it.

A game package exposes ``ENTRY``, a ``GameEntry``; ``game/engine/games/__init__.py``
lists the packages and the registry reads their entries. The engine stays free of
the players' code: the bot heuristic is named by its import path, and the AI,
the ladder, the rules screens and the menus read the rest from here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .actions import Verb
from .events import Announcement, EventShape
from .figures import GameFigures
from .rules import Rules
from .zones import ZoneKind


@dataclass(frozen=True, slots=True)
class BotProfile:
    """How the computer players play a game.

    ``heuristic`` is ``"module:Class"`` of its ``Heuristic`` subclass (``""``: the
    random fallback). Iterations are Hard's and Expert's per decision, sized so a
    decision keeps within its time target (Hard p95 ≤ 0.3 s, Expert ≤ 1 s).
    ``root_bias`` maps a level to (weight, least table size) of Medium's liking
    at the search's root (see ``game.ai.ismcts.Settings.root_bias``).
    ``search_heuristic`` is the ``"module:Class"`` Hard and Expert search with
    when it is not Medium's (``""``: the same ``heuristic``), ``expert_heuristic``
    Expert's when it is not that one (``""``: the same). ``guard`` maps a level
    to (margin, visits): its search plays the search heuristic's own move unless
    another beats it by the margin with that many visits on both
    (``game.ai.ismcts.guarded``). ``levels`` says in a player's words what a level does
    in this game, where it differs from ``LEVEL_WORDS`` (the setup screen shows it).
    """

    heuristic: str = ""
    search_heuristic: str = ""
    expert_heuristic: str = ""
    hard_iterations: int = 150
    expert_iterations: int = 600
    root_bias: Mapping[str, tuple[float, int]] = field(default_factory=dict)
    guard: Mapping[str, tuple[float, int]] = field(default_factory=dict)
    levels: Mapping[str, str] = field(default_factory=dict)

    def iterations(self, level: str) -> int:
        return {"hard": self.hard_iterations, "expert": self.expert_iterations}[level]

    def describe(self, level: str) -> str:
        """What ``level`` does in this game, in a player's words ("" for no such level)."""
        words = self.levels.get(level) or LEVEL_WORDS.get(level, "")
        return words.format(hard=self.hard_iterations, expert=self.expert_iterations)


# What each level does in any game, unless a game's profile says otherwise ({hard} and
# {expert}: the game's iterations a move).
LEVEL_WORDS: Mapping[str, str] = {
    "random": "Random plays any legal move, at random.",
    "easy": "Easy makes the obvious move when there is one; otherwise half its moves are Medium's "
    "and half are random.",
    "medium": "Medium plays a casual player's rules of thumb and never looks ahead.",
    "hard": "Hard looks ahead: before each move it plays the game out up to {hard:,} times, the unseen "
    "cards dealt at random, and picks the move that won most.",
    "expert": "Expert looks ahead as Hard does, up to {expert:,} times a move, and leans on Medium's "
    "judgement in choosing which moves to try.",
}


@dataclass(frozen=True, slots=True)
class GameEntry:
    """A game as the program knows it.

    ``base_variant`` is the id of the game's own variant in ``config/`` (the one the
    ladder plays); ``rules_text`` the name of its rules screen's text,
    ``assets/rules/<rules_text>.md``; ``order`` its place in menus and lists;
    ``ladder_table`` an optional line-up the ladder also plays at a bigger table;
    ``cheap_search`` puts the game's Expert pairings among the ladder's quick ones;
    ``at_table`` says whether the desktop table can seat people at it yet (a game
    without is played from the command line only: simulate, bench, tournament).

    ``zone_kinds``, ``verbs`` and ``announcements`` are the words the game declares as its
    own (its ``ZoneKind``, ``Verb`` and ``Announcement`` subclasses' members, beside the shared
    ones): what no shared module may name (``tests/engine/test_shared_modules.py``).
    ``events`` are the wire shapes of the game's own event classes (``EventShape``).
    ``table`` is ``"module:Class"`` of the game's table adapter (a ``TableAdapter`` subclass:
    how its moves are made with the mouse, its words and panels at the table), named as a
    string as the bot heuristic is, so the engine stays free of pygame (``""``: the table's
    shared defaults). ``rules_sections`` is ``"module:function"`` of its rules-text chooser: which
    optional sections of its rules text a variant's options switch on (``game.variants.rules_text``; ``""``:
    the base text only). ``rules_folder`` is the folder its rules text is in when that is not
    ``assets/rules`` (a game from outside the program's folders, as a test's; ``""``: there).
    ``figures`` are the game's own figures for the statistics (``game.engine.figures``).
    """

    rules: type[Rules[Any]]
    order: int
    base_variant: str
    rules_text: str
    aliases: tuple[str, ...] = ()
    bots: BotProfile = BotProfile()
    ladder_table: tuple[str, ...] = ()
    cheap_search: bool = False
    at_table: bool = True
    zone_kinds: tuple[ZoneKind, ...] = ()
    verbs: tuple[Verb, ...] = ()
    announcements: tuple[Announcement, ...] = ()
    events: tuple[EventShape, ...] = ()
    table: str = ""
    rules_sections: str = ""
    rules_folder: str = ""
    figures: GameFigures = field(default_factory=GameFigures)

    @property
    def name(self) -> str:
        return self.rules.game

    @property
    def title(self) -> str:
        return self.rules.title
