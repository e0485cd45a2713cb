"""Multi-round play: a match deals rounds until it has a winner.

Seats in a match are fixed (0 … n−1). Each round is a deal among the seats
still in; ``Match.seats_in_round`` maps a deal's seat numbers back to match
seats. Single-deal games are a match of one round. Round seeds come from the
match's own seeded generator, so a match number replays the same match.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from .actions import Action
from .errors import EngineError
from .rules import RoundResult, Rules
from .state import State


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """One finished round, in match seat numbers."""

    number: int
    seed: int
    placings: tuple[int, ...]
    eliminated: tuple[int, ...]
    winners: tuple[int, ...]
    turns: int


class Match:
    """Rounds of one variant among ``players`` seats."""

    def __init__(self, rules: Rules[Any], players: int, seed: int) -> None:
        rules.check_players(players)
        self.rules = rules
        self.players = players
        self.seed = seed
        self._rng = random.Random(seed)
        self.active: list[int] = list(range(players))
        self.rounds: list[RoundRecord] = []
        # Each finished round's actions, so a saved match can be replayed.
        self.round_logs: list[list[Action]] = []
        self.wins = [0] * players
        self.state: State | None = None
        self.round_recorded = False  # whether ``state`` is among ``rounds`` already
        self.seats_in_round: list[int] = []
        self.over = False
        self.winners: tuple[int, ...] = ()

    @property
    def elimination(self) -> bool:
        return self.rules.options.get("match") == "elimination"

    def start_round(self) -> State:
        """Deal the next round among the seats still in."""
        if self.over:
            raise EngineError("the match is over")
        if self.state is not None and not self.state.over:
            raise EngineError("the current round is not finished")
        seed = self._rng.getrandbits(32)
        self.seats_in_round = list(self.active)
        self.state = self.rules.new_state(len(self.active), seed, within_variant=not self.rounds)
        self.round_recorded = False
        return self.state

    def to_match_seat(self, deal_seat: int) -> int:
        return self.seats_in_round[deal_seat]

    def finish_round(self) -> RoundRecord:
        """Record the finished round and decide whether the match goes on."""
        state = self.state
        if state is None or not state.over or self.round_recorded:
            raise EngineError("no finished round to record")
        result: RoundResult = self.rules.round_result(state)
        seat = self.to_match_seat
        record = RoundRecord(
            number=len(self.rounds) + 1,
            seed=state.seed,
            placings=tuple(seat(s) for s in result.placings),
            eliminated=tuple(seat(s) for s in result.eliminated),
            winners=tuple(seat(s) for s in result.winners),
            turns=state.turn,
        )
        self.rounds.append(record)
        self.round_logs.append(list(state.log))
        self.round_recorded = True
        for winner in record.winners:
            self.wins[winner] += 1
        if self.elimination and record.eliminated:
            self.active = [s for s in self.active if s not in record.eliminated]
        if not self.elimination or len(self.active) <= 1 or not record.eliminated:
            self.over = True
            self.winners = tuple(self.active) if self.elimination else record.winners
        return record
