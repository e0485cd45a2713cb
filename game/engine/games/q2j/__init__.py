"""Q Squared Joe and its variants (Classic, Face-up, Challenge, Countdown, elimination)."""

from .actions import Joe, Play, QSquared
from .rules import Q2JRules
from .state import Phase, Q2JState

__all__ = ["Joe", "Phase", "Play", "Q2JRules", "Q2JState", "QSquared"]
