"""A Q Squared Joe deal in progress."""

from __future__ import annotations

import random
from enum import StrEnum
from typing import Self

from ...cards import Card
from ...state import State


class Phase(StrEnum):
    """Whose decision it is and what kind (the ``phase`` fact carries the value)."""

    PLAY = "play"  # the player to move plays a card, plays Q Squared, or draws
    RESPOND = "respond"  # after a Q Squared: the player to move draws or answers with a Joe
    DRAWN = "drawn"  # option play_drawn_card: play the card just drawn, or pass


class Q2JState(State):
    """Hands, stock (top last), discard pile (top last) and the bookkeeping of a turn."""

    __slots__ = (
        "discard",
        "finished",
        "hands",
        "known",
        "leader",
        "level",
        "loser",
        "phase",
        "qsq_player",
        "responders",
        "stock",
    )

    def __init__(self, players: int, seed: int, rng: random.Random | None = None) -> None:
        super().__init__(players, seed, rng)
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []
        self.discard: list[Card] = []
        # Cards every player has seen in a hand (the lead's face-up cards) and still there.
        self.known: list[list[Card]] = [[] for _ in range(players)]
        self.phase = Phase.PLAY
        self.qsq_player = -1
        self.responders: list[int] = []
        # Seats that emptied their hand, in order; they take no further part in the deal.
        self.finished: list[int] = []
        # Countdown: the size of the hand each seat is playing down.
        self.level: list[int] = [5] * players
        self.leader = 0
        self.loser = -1

    def clone(self) -> Self:
        other = self.blank()
        self._copy_base(other)
        other.hands = [list(hand) for hand in self.hands]
        other.stock = list(self.stock)
        other.discard = list(self.discard)
        other.known = [list(cards) for cards in self.known]
        other.phase = self.phase
        other.qsq_player = self.qsq_player
        other.responders = list(self.responders)
        other.finished = list(self.finished)
        other.level = list(self.level)
        other.leader = self.leader
        other.loser = self.loser
        return other
