"""Multi-round play: a match deals rounds until it has a winner.

Seats in a match are fixed (0 … n−1). Each round is a deal among the seats
still in; ``Match.seats_in_round`` maps a deal's seat numbers back to match
seats. Round seeds come from the match's own seeded generator, so a match
number replays the same match. The variant's ``match`` option picks the mode
among those its game allows (``MatchMode``):

- single: one round; its winners win the match.
- elimination: each round names a loser, who leaves; the last seat left wins.
- points-out: each round adds points to every seat's total; a seat at or over
  the game's threshold is out, and the last seat left wins. *Software rules*:
  if every seat still in crosses the threshold in the same round, the lowest
  total wins (ties share); so does the lowest total among the seats still in
  after the game's round cap (``Rules.round_cap``), since players who go out
  often can keep every total falling.
- fixed rounds: the game's number of rounds; the highest total wins (ties share).

Every round is dealt with a ``RoundContext``: its number, the dealer (who moves
one seat in the game's turn direction each round; the first from the match's
own generator), every seat's running total and what the last round carried over.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from .actions import Action
from .errors import EngineError
from .rules import MatchMode, RoundContext, RoundResult, Rules, ScoreItem
from .state import State


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """One finished round, in match seat numbers; ``points`` holds what each match seat
    scored in it (0 for seats not dealt in), when the game scores rounds, and ``items``
    what those points are made of (no lines for a seat not dealt in)."""

    number: int
    seed: int
    placings: tuple[int, ...]
    eliminated: tuple[int, ...]
    winners: tuple[int, ...]
    turns: int
    points: tuple[int, ...] = ()
    items: tuple[tuple[ScoreItem, ...], ...] = ()


class Match:
    """Rounds of one variant among ``players`` seats. ``carried`` holds the facts the first
    round starts with, by seat (``birthdays``, people's from the table's seat settings, for a
    game that ``uses_birthdays``); later rounds get what the round before carried over."""

    def __init__(
        self, rules: Rules[Any], players: int, seed: int, carried: Mapping[str, object] | None = None
    ) -> None:
        rules.check_players(players)
        self.rules = rules
        self.players = players
        self.seed = seed
        self._rng = random.Random(seed)
        self.mode = rules.match_mode
        self.active: list[int] = list(range(players))
        self.rounds: list[RoundRecord] = []
        # Each finished round's actions, so a saved match can be replayed.
        self.round_logs: list[list[Action]] = []
        self.wins = [0] * players
        self.scores = [0] * players
        # Its own generator, so that the round seeds stay those of matches saved before dealers.
        self.dealer = random.Random(f"dealer {seed}").randrange(players)
        # What the first round was given, kept apart so a save can hand it to a replay.
        self.first_carried: dict[str, object] = dict(carried or {})
        self._carried: dict[str, object] = dict(carried or {})
        self.state: State | None = None
        self.round_recorded = False  # whether ``state`` is among ``rounds`` already
        self.seats_in_round: list[int] = []
        self.over = False
        self.winners: tuple[int, ...] = ()

    @property
    def elimination(self) -> bool:
        return self.mode is MatchMode.ELIMINATION

    @property
    def scored(self) -> bool:
        """Whether rounds add points to running totals (points-out, fixed rounds)."""
        return self.mode in (MatchMode.POINTS_OUT, MatchMode.FIXED_ROUNDS)

    def context(self) -> RoundContext:
        """The next round's context, in its deal seat numbers."""
        seats = self.active
        return RoundContext(
            number=len(self.rounds) + 1,
            dealer=seats.index(self.dealer),
            scores=tuple(self.scores[seat] for seat in seats),
            carried=dict(self._carried),
        )

    def start_round(self) -> State:
        """Deal the next round among the seats still in."""
        if self.over:
            raise EngineError("the match is over")
        if self.state is not None and not self.state.over:
            raise EngineError("the current round is not finished")
        seed = self._rng.getrandbits(32)
        self.seats_in_round = list(self.active)
        self.state = self.rules.new_state(
            len(self.active), seed, within_variant=not self.rounds, context=self.context()
        )
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
        points = [0] * self.players
        items: list[tuple[ScoreItem, ...]] = [()] * self.players
        for deal_seat, scored in enumerate(result.points):
            points[seat(deal_seat)] = scored
        for deal_seat, lines in enumerate(result.items):
            items[seat(deal_seat)] = lines
        record = RoundRecord(
            number=len(self.rounds) + 1,
            seed=state.seed,
            placings=tuple(seat(s) for s in result.placings),
            eliminated=tuple(seat(s) for s in result.eliminated),
            winners=tuple(seat(s) for s in result.winners),
            turns=state.turn,
            points=tuple(points) if result.points else (),
            items=tuple(items) if result.items else (),
        )
        self.round_recorded = True
        for winner in record.winners:
            self.wins[winner] += 1
        for match_seat, scored in enumerate(points):
            self.scores[match_seat] += scored
        self._carried = dict(result.carried)
        if self.mode is MatchMode.POINTS_OUT:
            record = self._points_out(record)
        elif self.mode is MatchMode.ELIMINATION:
            self._eliminate(record)
        elif self.mode is MatchMode.FIXED_ROUNDS:
            if record.number >= self.rules.match_limit:
                self._finish(self._best(self.active, highest=True))
        else:
            self._finish(record.winners)
        self.rounds.append(record)
        self.round_logs.append(list(state.log))
        if not self.over:
            self._pass_the_deal()
        return record

    def _eliminate(self, record: RoundRecord) -> None:
        if record.eliminated:
            self.active = [s for s in self.active if s not in record.eliminated]
        if len(self.active) <= 1 or not record.eliminated:
            self._finish(tuple(self.active))

    def _points_out(self, record: RoundRecord) -> RoundRecord:
        """Seats at or over the threshold leave; the record names them as eliminated."""
        limit = self.rules.match_limit
        out = tuple(s for s in self.active if self.scores[s] >= limit)
        staying = [s for s in self.active if s not in out]
        if len(staying) == 1:
            self._finish((staying[0],))
        elif not staying:
            # Software rule: everyone left crossed at once, so the lowest total wins.
            self._finish(self._best(self.active, highest=False))
        elif 0 < self.rules.round_cap <= record.number:
            self._finish(self._best(staying, highest=False))
        self.active = staying or self.active
        return replace(record, eliminated=out)

    def _best(self, seats: list[int], highest: bool) -> tuple[int, ...]:
        totals = [self.scores[s] for s in seats]
        best = max(totals) if highest else min(totals)
        return tuple(s for s in seats if self.scores[s] == best)

    def _finish(self, winners: tuple[int, ...]) -> None:
        self.over = True
        self.winners = winners

    def _pass_the_deal(self) -> None:
        """The deal moves one seat in the turn direction, skipping seats that are out."""
        dealer = self.dealer
        for _ in range(self.players):
            dealer = self.rules.next_seat(dealer, self.players)
            if dealer in self.active:
                self.dealer = dealer
                return


def replayed(
    rules: Rules[Any],
    players: int,
    seed: int,
    carried: Mapping[str, object] | None,
    rounds: list[list[Action]],
) -> Match:
    """A match dealt from ``seed`` (the first round given ``carried``) with each round's actions
    played again in turn; a round they end is finished (its score kept), so the match stands at
    the next deal. The same seed and actions give the same match."""
    match = Match(rules, players, seed, carried=carried)
    for actions in rounds:
        state = match.start_round()
        for action in actions:
            rules.apply(state, action)
        if state.over:
            match.finish_round()
    return match
