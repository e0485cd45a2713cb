"""Plain records a table source hands the table (no pygame, nothing of the engine's state)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine.events import Event
from ..engine.rules import MatchMode
from ..engine.view import View


@dataclass(frozen=True, slots=True)
class MatchProgress:
    """How far the match is, for the status line: rounds finished, how the match is won, its limit."""

    rounds_done: int
    mode: MatchMode
    limit: int

    @property
    def elimination(self) -> bool:
        return self.mode is MatchMode.ELIMINATION

    @property
    def scored(self) -> bool:
        return self.mode in (MatchMode.POINTS_OUT, MatchMode.FIXED_ROUNDS)


@dataclass(frozen=True, slots=True)
class RetoldMove:
    """One action of the deal so far, replayed: its events, the table after it as the viewer saw
    it, and each seat's view after it (what a seat's log line may name)."""

    index: int
    events: list[Event]
    final: View
    view_of: Callable[[int], View]


@dataclass(frozen=True, slots=True)
class Retelling:
    """The deal so far, replayed from its origin: its opening events, then each move."""

    opening: list[Event]
    moves: list[RetoldMove]
