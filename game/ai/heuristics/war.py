"""Q Squared Joe War's rules of thumb: win battles cheaply, kill ready threats, keep the field full.

Every field card is face up, so the only secret is the order of the piles;
what the heuristics need is read from the open fields and marks.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...engine import DRAW, Action, Draw, Rules, State, View
from ...engine.games.war.actions import ATTACKS, RECOVERS, Attack, Recover
from ...engine.games.war.state import WarState
from ...engine.games.war.zones import FIELDS, PILES
from ..base import Decision
from ..reasons import Rank, Reason, because, join
from .base import Heuristic

WIN, TIE, LOSE = 1, 0, -1
# The greedy value of an attack that loses its card.
LOSING = -20.0
# The rank a face-down pile card is worth on average (A=1 … K=13).
AVERAGE_RANK = 7.0


@dataclass(frozen=True, slots=True)
class _Field:
    """One seat's row as the heuristics see it: ranks and which cards are ready."""

    ranks: tuple[int, ...]
    ready: tuple[bool, ...]
    pile: int


class WarHeuristic(Heuristic):
    """Casual War play, a fast playout policy and a material evaluation."""

    cutoff = 10
    #: How often a playout makes a random (but not losing) move instead of the greedy one.
    explore = 0.05

    def __init__(self, rules: Rules[Any]) -> None:
        super().__init__(rules)
        classic = rules.options.get("battle") == "classic"
        self.field_size = int(str(rules.options.get("field_size", 5)))
        # battle[a][d]: WIN, TIE or LOSE for an attacker of rank a against a defender of rank d.
        self.battle = [[_battle(a, d, classic) for d in range(14)] for a in range(14)]
        self.classic = classic

    # ------------------------------------------------------------------ reading
    def _fields(self, view: View) -> list[_Field]:
        fields = []
        for seat in range(view.players):
            cards = view.zones.get(FIELDS[seat], ())
            marks = view.marks.get(FIELDS[seat], ("",) * len(cards))
            ranks = tuple(card.rank if card is not None else 0 for card in cards)
            ready = tuple(mark != "x" for mark in marks)
            fields.append(_Field(ranks, ready, len(view.zones.get(PILES[seat], ()))))
        return fields

    def _threat(self, rank: int, seat: int, fields: Sequence[_Field]) -> bool:
        """Can a ready enemy card of some other seat beat a card of ``rank`` next turn?"""
        battle = self.battle
        return any(
            ready and battle[enemy][rank] == WIN
            for other, field in enumerate(fields)
            if other != seat
            for enemy, ready in zip(field.ranks, field.ready, strict=True)
        )

    # ------------------------------------------------------------------ Medium
    def _value(self, action: Action, seat: int, fields: list[_Field]) -> tuple[float, Reason]:
        """A casual player's value for one move, with the words that justify it."""
        mine = fields[seat]
        battle = self.battle
        if isinstance(action, Attack):
            rank = mine.ranks[action.position]
            target = fields[action.seat].ranks[action.target]
            ready = fields[action.seat].ready[action.target]
            attacker, defender = Rank(rank), Rank(target)
            result = battle[rank][target]
            danger = 3.0 if ready else 0.0
            last = 8.0 if len(fields[action.seat].ranks) == 1 else 0.0
            if result == WIN:
                score = 10.0 + target * 0.5 + danger + last - 0.3 * rank
                if self._threat(rank, seat, fields):
                    score -= 1.0  # it will stand exhausted where the enemy can reach it
                return score, _beats(attacker, defender, ready, bool(last))
            if result == TIE:
                score = 2.0 + danger + last + (target - rank) * 0.2
                if len(mine.ranks) <= len(fields[action.seat].ranks):
                    score -= 3.0
                if ready:
                    return score, because(
                        "trade your {attacker} for their ready {defender} (equal ranks)",
                        attacker=attacker,
                        defender=defender,
                    )
                return score, because(
                    "trade your {attacker} for their exhausted {defender} (equal ranks)",
                    attacker=attacker,
                    defender=defender,
                )
            return -20.0 + target * 0.01, because(
                "your {attacker} loses to their {defender}: nothing better",
                attacker=attacker,
                defender=defender,
            )
        if isinstance(action, Recover):
            rank = mine.ranks[action.position]
            prey = any(
                battle[rank][other_rank] == WIN
                for other, field in enumerate(fields)
                if other != seat
                for other_rank in field.ranks
            )
            score = 3.0 + rank * 0.2 + (4.0 if prey else 0.0)
            if prey:
                return score, because("it has a card to beat next turn")
            return score, because("it can attack again")
        if isinstance(action, Draw):
            room = self.field_size - len(mine.ranks)
            score = 5.0 + 1.5 * room
            return score, because(
                "your field has {held} of {size} cards", held=len(mine.ranks), size=self.field_size
            )
        return 0.0, join(str(action))

    def advise(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        fields = self._fields(view)
        scored = [self._value(action, view.seat, fields) for action in legal]
        best = max(score for score, _ in scored)
        ties = [i for i, (score, _) in enumerate(scored) if score == best]
        index = ties[rng.randrange(len(ties))] if len(ties) > 1 else ties[0]
        action = legal[index]
        return Decision(action, scored[index][1])

    def greedy(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision | None:
        """Knock out a last field card when one of yours beats it."""
        fields = self._fields(view)
        mine = fields[view.seat]
        for action in legal:
            if isinstance(action, Attack) and len(fields[action.seat].ranks) == 1:
                rank = mine.ranks[action.position]
                if self.battle[rank][fields[action.seat].ranks[0]] == WIN:
                    return Decision(action, because("knocks out their last card"))
        return None

    def note(self, view: View, action: Action) -> Reason:
        fields = self._fields(view)
        return self._value(action, view.seat, fields)[1]

    # ------------------------------------------------------------------ search helpers
    def rollout_action(self, state: State, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.playout_move(state, rng)

    def playout_move(self, state: State, rng: random.Random) -> Action:
        """Greedy War, now and then a random move that does not throw a card away."""
        moves = self._moves(state)
        if rng.random() < self.explore:
            sound = [action for value, action in moves if value > LOSING]
            if sound:
                return sound[rng.randrange(len(sound))]
        best, best_value = moves[0][1], moves[0][0]
        for value, action in moves:
            if value > best_value:
                best, best_value = action, value
        return best

    def _moves(self, state: State) -> list[tuple[float, Action]]:
        """Every legal move with a greedy value, built from the open fields.

        The moves built are exactly the legal ones (a ready card on any card of a seat
        in play, an exhausted card recovered, a draw into a field with room); the
        tests compare them with ``legal_actions`` on many positions.
        """
        assert isinstance(state, WarState)
        seat = state.to_move
        fields = state.fields
        mine = fields[seat]
        tired = state.exhausted[seat]
        battle = self.battle
        moves: list[tuple[float, Action]] = []
        add = moves.append
        for position, card in enumerate(mine):
            if tired[position]:
                add((3.0 + 0.2 * card.rank, RECOVERS[position]))
                continue
            rank = card.rank
            row = battle[rank]
            by_seat = ATTACKS[position]
            for foe in range(state.players):
                theirs = fields[foe]
                if foe == seat or not theirs:
                    continue
                their_tired = state.exhausted[foe]
                finish = 20.0 if len(theirs) == 1 else 0.0
                targets = by_seat[foe]
                for target, defender in enumerate(theirs):
                    result = row[defender.rank]
                    if result == WIN:
                        value = 10.0 + finish + 0.5 * defender.rank - 0.3 * rank
                        if not their_tired[target]:
                            value += 3.0
                    elif result == TIE:
                        value = 1.0 + 0.2 * (defender.rank - rank)
                    else:
                        value = LOSING
                    add((value, targets[target]))
        if state.piles[seat] and len(mine) < self.field_size:
            add((5.0 + 1.5 * (self.field_size - len(mine)), DRAW))
        return moves

    def prune(self, state: State, legal: list[Action]) -> list[Action]:
        """Leave out attacks that surely lose their card, unless nothing else is legal."""
        assert isinstance(state, WarState)
        mine = state.fields[state.to_move]
        fields = state.fields
        battle = self.battle
        kept = [
            action
            for action in legal
            if type(action) is not Attack
            or battle[mine[action.position].rank][fields[action.seat][action.target].rank] != LOSE
        ]
        return kept or legal

    def priors(self, state: State, legal: Sequence[Action]) -> list[float] | None:
        """The playout policy's greedy values, scaled to 0–1 among the moves listed."""
        values = {action: value for value, action in self._moves(state)}
        scores = [values.get(action, LOSING) for action in legal]
        low, high = min(scores), max(scores)
        if high == low:
            return [0.5] * len(scores)
        return [(score - low) / (high - low) for score in scores]

    def evaluate(self, state: State) -> list[float]:
        """Win chances from field material (ready cards worth more) and pile reserves."""
        assert isinstance(state, WarState)
        strengths: list[float] = []
        in_play: list[int] = []
        for seat in range(state.players):
            field = state.fields[seat]
            if not field:
                strengths.append(0.0)
                continue
            in_play.append(seat)
            value = 0.0
            for card, tired in zip(field, state.exhausted[seat], strict=True):
                value += (1.0 + card.rank / 13.0) * (0.8 if tired else 1.0)
            value += 0.5 * len(state.piles[seat]) * (1.0 + AVERAGE_RANK / 13.0) / 2.0
            if seat == state.to_move:
                value += 0.5
            strengths.append(value)
        rewards = [0.0] * state.players
        weights = {seat: math.exp(0.6 * strengths[seat]) for seat in in_play}
        total = sum(weights.values())
        for seat, weight in weights.items():
            rewards[seat] = weight / total
        return rewards


def _battle(attacker: int, defender: int, classic: bool) -> int:
    """The battle table of the rules (RULINGS.md; option ``battle: classic``)."""
    if classic:
        if attacker == 1 and defender >= 11:
            return WIN
        if defender == 1 and attacker >= 11:
            return LOSE
    if attacker == defender:
        return TIE
    return WIN if attacker > defender else LOSE


def _beats(attacker: Rank, defender: Rank, ready: bool, last: bool) -> Reason:
    """A winning attack in words: one template for each case (a translation words each its own way)."""
    if ready and last:
        return because(
            "your {attacker} beats their ready {defender} and knocks out their last card",
            attacker=attacker,
            defender=defender,
        )
    if ready:
        return because("your {attacker} beats their ready {defender}", attacker=attacker, defender=defender)
    if last:
        return because(
            "your {attacker} beats their exhausted {defender} and knocks out their last card",
            attacker=attacker,
            defender=defender,
        )
    return because("your {attacker} beats their exhausted {defender}", attacker=attacker, defender=defender)
