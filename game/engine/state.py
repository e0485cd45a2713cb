"""What every game's state shares: seats, whose move, the seeded generator, the action log."""

from __future__ import annotations

import random
from typing import Self

from .actions import Action


class State:
    """One deal in progress. Each game subclasses it with its zones.

    ``log`` holds the actions applied since ``origin`` (a snapshot taken when
    the deal was set up); replaying the log on a clone of ``origin`` gives
    this state back, which is how undo works.
    """

    __slots__ = (
        "end_reason",
        "log",
        "origin",
        "over",
        "players",
        "rng",
        "seed",
        "to_move",
        "turn",
        "winners",
    )

    def __init__(self, players: int, seed: int, rng: random.Random | None = None) -> None:
        self.players = players
        self.seed = seed
        self.rng = rng if rng is not None else random.Random(seed)
        self.to_move = 0
        self.turn = 0
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.end_reason = ""
        self.log: list[Action] = []
        self.origin: State | None = None

    def _copy_base(self, other: State) -> None:
        """Copy the shared fields of ``self`` into a fresh ``other`` (used by ``clone``)."""
        other.players = self.players
        other.seed = self.seed
        # Skip Random.__init__: it would seed from the OS only to be overwritten.
        rng = random.Random.__new__(random.Random)
        rng.setstate(self.rng.getstate())
        other.rng = rng
        other.to_move = self.to_move
        other.turn = self.turn
        other.over = self.over
        other.winners = self.winners
        other.end_reason = self.end_reason
        other.log = list(self.log)
        other.origin = self.origin

    def clone(self) -> Self:
        """A deep copy that shares nothing mutable with this state."""
        raise NotImplementedError

    def finish(self, winners: tuple[int, ...], reason: str) -> None:
        self.over = True
        self.winners = winners
        self.end_reason = reason
        self.to_move = -1
