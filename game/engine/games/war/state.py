"""A Q Squared Joe War deal in progress."""

from __future__ import annotations

import random
from typing import Self

from ...cards import Card
from ...state import State


class WarState(State):
    """Each seat's face-down pile (top last) and field row, with the shared discard pile.

    ``exhausted[seat][i]`` says whether ``fields[seat][i]`` is turned sideways; the
    two lists always have the same length. A seat is in play exactly while its
    field holds a card, so ``out`` only records the order in which seats left.
    """

    __slots__ = ("discard", "exhausted", "fields", "lead_by", "leader", "out", "piles")

    def __init__(self, players: int, seed: int, rng: random.Random | None = None) -> None:
        super().__init__(players, seed, rng)
        self.piles: list[list[Card]] = [[] for _ in range(players)]
        self.fields: list[list[Card]] = [[] for _ in range(players)]
        self.exhausted: list[list[bool]] = [[] for _ in range(players)]
        self.discard: list[Card] = []
        self.out: list[int] = []
        self.leader = 0
        # How the lead was decided: "more cards", "card N", "seeded pick" or "given".
        self.lead_by = ""

    def clone(self) -> Self:
        other = self.blank()
        self._copy_base(other)
        other.piles = [list(pile) for pile in self.piles]
        other.fields = [list(field) for field in self.fields]
        other.exhausted = [list(flags) for flags in self.exhausted]
        other.discard = list(self.discard)
        other.out = list(self.out)
        other.leader = self.leader
        other.lead_by = self.lead_by
        return other

    def cards_left(self, seat: int) -> int:
        """Field and pile together: what the turn cap's software rule compares."""
        return len(self.fields[seat]) + len(self.piles[seat])
