"""Q Squared Joe and its variants (Classic, Face-up, Challenge, Countdown, elimination)."""

from .actions import Joe, Play, QSquared
from .entry import ENTRY
from .rules import Q2JRules
from .state import Phase, Q2JState

__all__ = ["ENTRY", "Joe", "Phase", "Play", "Q2JRules", "Q2JState", "QSquared"]
