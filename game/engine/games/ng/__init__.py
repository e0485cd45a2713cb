"""Q Squared Joe NG: hands, fields of stacked positions and resource piles at war."""

from .actions import Attack, Defend, Sacrifice, Take, parse_ng_action
from .entry import ENTRY
from .rules import NGRules
from .state import NGState

__all__ = ["ENTRY", "Attack", "Defend", "NGRules", "NGState", "Sacrifice", "Take", "parse_ng_action"]
