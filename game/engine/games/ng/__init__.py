"""Q Squared Joe NG: hands, fields of stacked positions and resource piles at war."""

from .actions import Attack, Defend, Sacrifice, Take, parse_ng_action
from .rules import NGRules
from .state import NGState

__all__ = ["Attack", "Defend", "NGRules", "NGState", "Sacrifice", "Take", "parse_ng_action"]
