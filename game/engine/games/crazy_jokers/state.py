"""A Crazy Jokers deal in progress."""

from __future__ import annotations

import datetime
import random
from enum import StrEnum
from typing import Final, Self

from ...cards import Card
from ...state import State
from .contracts import Contract, Fulfilment


class Phase(StrEnum):
    """Where the deal (and the player to move) stands."""

    PICK = "pick"  # each player picks one of their face-down cards blind, for the lead
    DECLARE = "declare"  # one at a time from the leader, each names a contract unseen
    PLAY = "play"  # the start of a turn: draw, take, propose, steal or shed
    DRAWN = "drawn"  # drawn from the stock: discard, or lay the 2♠ to force
    DISCARD = "discard"  # after a take, a grab or a steal: discard one card
    ANSWER = "answer"  # the seat offered a blind trade accepts or declines
    LOOK = "look"  # the forcer looks at the victim's hand and grabs one card


NOBODY: Final = -1


class CrazyJokersState(State):
    """Hands, laid Big Flushes, stock, waste (top last), the picked cards and a pending offer.

    ``mover`` is the seat whose turn it is; ``to_move`` differs from it only
    while the seat offered a trade answers. ``partner`` is that seat (phase
    answer) or the forced seat (phase look).
    """

    __slots__ = (
        "birthdays",
        "contenders",
        "contracts",
        "dealer",
        "flushes",
        "hands",
        "jokers",
        "last",
        "leader",
        "mover",
        "offer",
        "owed",
        "owed_cards",
        "partner",
        "phase",
        "picked",
        "picks",
        "proposed",
        "round",
        "scores",
        "steals",
        "stock",
        "taken",
        "waits",
        "waste",
        "waste_by",
        "won",
    )

    def __init__(self, players: int, seed: int, rng: random.Random | None = None) -> None:
        super().__init__(players, seed, rng)
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.flushes: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []
        self.waste: list[Card] = []
        self.picked: list[Card] = []
        self.offer: list[Card] = []  # the card offered face down in a pending trade
        self.phase = Phase.PICK
        self.dealer = 0
        self.leader = NOBODY
        self.mover = 0
        self.partner = NOBODY
        self.picks: dict[int, int] = {}  # seat → hand position (from 1) picked this pick round
        self.contenders: list[int] = list(range(players))  # seats still picking for the lead
        self.contracts: list[Contract | None] = [None] * players
        self.last: list[Contract | None] = [None] * players  # each seat's contract in the round before
        self.birthdays: list[datetime.date] = []
        self.steals = [0] * players
        self.jokers = [0] * players  # jokers picked for the lead (75 each)
        self.waits = [0] * players  # a laid Big Flush's turns still to wait; 0: not laid
        self.proposed = False  # the mover has proposed a trade this turn
        self.owed = NOBODY  # the seat a 2♠ or a joker took from, who draws after the taker's discard
        self.owed_cards = 0  # what ``owed`` draws then: 1 after a 2♠ grab, 2 after a joker steal
        self.waste_by = NOBODY  # who laid the waste's top card
        self.taken: Card | None = None  # the card taken from the waste this turn
        self.won: Fulfilment | None = None
        # The match around the deal: its round number (from 1) and every seat's total before it.
        self.round = 1
        self.scores: tuple[int, ...] = (0,) * players

    def clone(self) -> Self:
        other = self.blank()
        self._copy_base(other)
        other.hands = [list(hand) for hand in self.hands]
        other.flushes = [list(flush) for flush in self.flushes]
        other.stock = list(self.stock)
        other.waste = list(self.waste)
        other.picked = list(self.picked)
        other.offer = list(self.offer)
        other.phase = self.phase
        other.dealer = self.dealer
        other.leader = self.leader
        other.mover = self.mover
        other.partner = self.partner
        other.picks = dict(self.picks)
        other.contenders = list(self.contenders)
        other.contracts = list(self.contracts)
        other.last = list(self.last)
        other.birthdays = list(self.birthdays)
        other.steals = list(self.steals)
        other.jokers = list(self.jokers)
        other.waits = list(self.waits)
        other.proposed = self.proposed
        other.owed = self.owed
        other.owed_cards = self.owed_cards
        other.waste_by = self.waste_by
        other.taken = self.taken
        other.won = self.won
        other.round = self.round
        other.scores = self.scores
        return other

    def holding(self, seat: int) -> list[Card]:
        """The cards a seat has in play: its hand, or its laid Big Flush."""
        return self.hands[seat] or self.flushes[seat]

    def points(self) -> tuple[int, ...]:
        """What each seat scores in this round so far: 30 a steal, 75 a picked joker, and the
        winner's contract (+20 with a joker in the winning hand)."""
        scored = [30 * steals + 75 * jokers for steals, jokers in zip(self.steals, self.jokers, strict=True)]
        if self.won is not None and len(self.winners) == 1:
            scored[self.winners[0]] += self.won.value + (20 if self.won.joker else 0)
        return tuple(scored)
