"""Quatorze: a two-deck rummy with jokers, melds on the table and points."""

from .actions import Add, Discard, Lay, MeldZone, Take, TakeBack
from .rules import QuatorzeRules
from .state import Phase, QuatorzeState

__all__ = ["Add", "Discard", "Lay", "MeldZone", "Phase", "QuatorzeRules", "QuatorzeState", "Take", "TakeBack"]
