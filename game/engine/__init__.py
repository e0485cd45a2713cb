"""The rules engine: cards, zones, actions, events, views. Pure Python; never imports pygame."""

from .actions import DRAW, PASS, Action, Draw, Pass
from .cards import Card, build_deck, parse_cards
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
    "entries",
    "entry",
    "game_names",
    "make_rules",
    "parse_cards",
    "rules_class",
]
