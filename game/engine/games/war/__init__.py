"""Q Squared Joe War: two (or three or four) fields of cards attack each other."""

from .actions import Attack, Recover, parse_war_action
from .entry import ENTRY
from .rules import WarRules
from .state import WarState

__all__ = ["ENTRY", "Attack", "Recover", "WarRules", "WarState", "parse_war_action"]
