"""A Toy Go Out deal in progress."""

from __future__ import annotations

import random
from typing import Self

from game.engine import Card
from game.engine.state import State


class ToyState(State):
    """Each seat's hand, the stock (top last), the discard pile (top last), and how many seats
    have passed in a row (every seat passing in a row ends the deal)."""

    __slots__ = ("discard", "hands", "passes", "stock")

    def __init__(self, players: int, seed: int, rng: random.Random | None = None) -> None:
        super().__init__(players, seed, rng)
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []
        self.discard: list[Card] = []
        self.passes = 0

    def clone(self) -> Self:
        other = self.blank()
        self._copy_base(other)
        other.hands = [list(hand) for hand in self.hands]
        other.stock = list(self.stock)
        other.discard = list(self.discard)
        other.passes = self.passes
        return other
