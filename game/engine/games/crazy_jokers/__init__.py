"""Crazy Jokers: a contract game for 2–4 players (seed: crazy-jokers.txt).

The contracts are pure checks (``contracts``); the rules object plays the rounds.
"""

from .actions import parse_crazy_jokers_action
from .contracts import Contract
from .entry import ENTRY
from .rules import CrazyJokersRules
from .state import CrazyJokersState, Phase

__all__ = ["ENTRY", "Contract", "CrazyJokersRules", "CrazyJokersState", "Phase", "parse_crazy_jokers_action"]
