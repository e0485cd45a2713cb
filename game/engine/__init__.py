"""The rules engine: cards, zones, actions, events, views. Never imports pygame.

Compiled by mypyc when built (``tools/build_engine.py``), else its pure Python sources:
``compiled.choose`` decides before any other engine module is imported, and
``engine_kind()`` says which runs.
"""

from . import compiled

compiled.choose()

from .actions import DRAW, PASS, Action, Draw, Pass
from .cards import Card, build_deck, parse_cards
from .compiled import engine_kind
from .entry import BotProfile, GameEntry
from .errors import EngineError, IllegalAction, NotationError, SetupError, VariantError
from .options import OptionSpec, Variant
from .registry import entries, entry, game_names, make_rules, rules_class
from .rules import RoundResult, Rules
from .state import State
from .view import View

__all__ = [
    "DRAW",
    "PASS",
    "Action",
    "BotProfile",
    "Card",
    "Draw",
    "EngineError",
    "GameEntry",
    "IllegalAction",
    "NotationError",
    "OptionSpec",
    "Pass",
    "RoundResult",
    "Rules",
    "SetupError",
    "State",
    "Variant",
    "VariantError",
    "View",
    "build_deck",
    "engine_kind",
    "entries",
    "entry",
    "game_names",
    "make_rules",
    "parse_cards",
    "rules_class",
]
