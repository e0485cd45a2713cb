"""A Quatorze deal in progress."""

from __future__ import annotations

import random
from enum import StrEnum
from typing import Self

from ...cards import Card
from ...state import State
from .melds import Meld


class Phase(StrEnum):
    """Where the player to move is in their turn."""

    DRAW = "draw"  # draw from the stock, or take the discard's top
    MELD = "meld"  # meld, add, take back this turn's melds; the turn ends with a discard


class QuatorzeState(State):
    """Hands, stock and discard pile (top last), every seat's melds, and the turn's bookkeeping.

    A seat that is not down holds melds only during its own turn: they are
    *pending* until the discard that takes the seat down (or a ``takeback``).
    """

    __slots__ = (
        "cut_joker",
        "dealer",
        "discard",
        "down",
        "hands",
        "known",
        "laid_off",
        "melds",
        "must_meld",
        "phase",
        "points",
        "round",
        "scores",
        "stock",
        "taken",
    )

    def __init__(self, players: int, seed: int, rng: random.Random | None = None) -> None:
        super().__init__(players, seed, rng)
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []
        self.discard: list[Card] = []
        self.melds: list[list[Meld]] = [[] for _ in range(players)]
        self.down = [False] * players
        # Cards everyone has seen go into a hand (the cut joker, a taken discard, melds taken
        # back), for as long as they stay there.
        self.known: list[list[Card]] = [[] for _ in range(players)]
        self.phase = Phase.MELD
        self.taken: Card | None = None  # the discard card taken this turn
        self.must_meld = False  # the taken card is in the hand and the next meld or add needs it
        self.laid_off = False  # the player to move added to another seat's meld this turn
        self.round = 1
        self.dealer = 0
        self.scores: tuple[int, ...] = (0,) * players  # running totals before this round
        self.cut_joker = -1  # the seat that kept a joker from the bottom of the cut
        self.points: tuple[int, ...] = ()  # what each seat scores, once the round is over

    def clone(self) -> Self:
        other = self.blank()
        self._copy_base(other)
        other.hands = [list(hand) for hand in self.hands]
        other.stock = list(self.stock)
        other.discard = list(self.discard)
        other.melds = [list(melds) for melds in self.melds]
        other.down = list(self.down)
        other.known = [list(cards) for cards in self.known]
        other.phase = self.phase
        other.taken = self.taken
        other.must_meld = self.must_meld
        other.laid_off = self.laid_off
        other.round = self.round
        other.dealer = self.dealer
        other.scores = self.scores
        other.cut_joker = self.cut_joker
        other.points = self.points
        return other
