"""A Q Squared Joe NG deal in progress."""

from __future__ import annotations

import random
from typing import Final, Self

from ...cards import Card
from ...state import State

POSITIONS: Final = 5  # field positions per player


class NGState(State):
    """Hands, fields, resource piles, the common stock and the discard pile.

    Every pile lists its cards bottom first, so the top card is the last one.
    ``fields[seat][p]`` is one field position: its face-down base card, then
    the face-up defence cards laid on it. ``up[seat][p]`` is true once the
    base has been turned face up by a chain that stopped on it.
    """

    __slots__ = (
        "alive",
        "discard",
        "fields",
        "hands",
        "known",
        "leader",
        "out",
        "resources",
        "stock",
        "up",
    )

    def __init__(self, players: int, seed: int, rng: random.Random | None = None) -> None:
        super().__init__(players, seed, rng)
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.fields: list[list[list[Card]]] = [[[] for _ in range(POSITIONS)] for _ in range(players)]
        self.up: list[list[bool]] = [[False] * POSITIONS for _ in range(players)]
        self.resources: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []
        self.discard: list[Card] = []
        # Hand cards every player knows (revealed by a failed attack, or taken face up).
        self.known: list[list[Card]] = [[] for _ in range(players)]
        # Eliminated seats in the order they went out; ``alive`` mirrors it for quick tests.
        self.out: list[int] = []
        self.alive: list[bool] = [True] * players
        self.leader = 0

    def clone(self) -> Self:
        other = self.blank()
        self._copy_base(other)
        other.hands = [list(hand) for hand in self.hands]
        other.fields = [[list(stack) for stack in field] for field in self.fields]
        other.up = [list(flags) for flags in self.up]
        other.resources = [list(pile) for pile in self.resources]
        other.stock = list(self.stock)
        other.discard = list(self.discard)
        other.known = [list(cards) for cards in self.known]
        other.out = list(self.out)
        other.alive = list(self.alive)
        other.leader = self.leader
        return other

    def field_count(self, seat: int) -> int:
        """How many cards lie in ``seat``'s field (bases and defence cards)."""
        return sum(len(stack) for stack in self.fields[seat])
