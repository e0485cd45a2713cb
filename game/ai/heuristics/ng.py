"""Q Squared Joe NG's rules of thumb: attack positions you can clear, defend bare ones, keep cards.

A field attack must beat every card of the position, top first; the face-down
base is a guess (the average of the cards this seat cannot see). A card that
wins goes to the attacker's resource pile, so a winning attack costs nothing.

Only attacks and draws change a deal for good: draw, take, defend and sacrifice
shuffle a seat's own cards. A seat with no stock to draw from and nothing in
its resource pile that defends with its last hand card can do nothing next turn
but sacrifice it back, so that defence is a pass in two moves; two seats that
both pass that way never finish. The bots therefore treat such a defence (and a
sacrifice while a draw or take is open) as a stall and attack instead.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...engine import DRAW, Action, Card, Draw, Rules, State, View
from ...engine.battles import clash
from ...engine.cards import STANDARD_52
from ...engine.games.ng.actions import (
    ATTACKS,
    DEFENDS,
    FIELD,
    HAND,
    RESOURCE,
    SACRIFICES,
    TAKE,
    TAKES,
    Attack,
    Defend,
    Sacrifice,
    Take,
    target_index,
)
from ...engine.games.ng.facts import NGFacts
from ...engine.games.ng.state import POSITIONS, NGState
from ...engine.games.ng.zones import FIELD_ZONES, HAND_ZONES, RESOURCE_ZONES
from ...engine.zones import STOCK
from ..base import Decision
from ..reasons import Reason, Share, because, because_counted, join
from .base import Heuristic

# What a face-down card is worth when nothing else is known (A=1 … K=13).
AVERAGE_RANK = 7.0
# Medium's score for a defence that would come straight back: below every attack.
STALL = -100.0


def _stalls(hand: int, stock: int, resource: int) -> bool:
    """Whether defending leaves the seat no move next turn but taking the card back."""
    return hand == 1 and stock == 0 and resource == 0


@dataclass(frozen=True, slots=True)
class _Position:
    """One field position as a seat sees it: ranks top first, 0 for a hidden card."""

    ranks: tuple[int, ...]


class NGHeuristic(Heuristic):
    """Casual NG play, a fast playout policy and a field-strength evaluation."""

    cutoff = 10

    def __init__(self, rules: Rules[Any]) -> None:
        super().__init__(rules)
        self.take_any = rules.options.get("take") == "any"
        self.chain_field = rules.options.get("chain") == "field"
        # Which rank beats which: by rank, or with classic battles an ace over J, Q and K.
        classic = rules.options.get("battle") == "classic"
        self.beats = [[clash(a, d, classic) > 0 for d in range(14)] for a in range(14)]

    # ------------------------------------------------------------------ reading a view
    def _positions(self, view: View, seat: int) -> list[_Position]:
        found = []
        for p in range(POSITIONS):
            stack = view.zones.get(FIELD_ZONES[seat][p], ())
            found.append(_Position(tuple(card.rank if card is not None else 0 for card in reversed(stack))))
        return found

    def _unseen_ranks(self, view: View) -> list[int]:
        seen = {card.code for card in view.visible_cards()}
        return [card.rank for card in STANDARD_52 if card.code not in seen]

    def _win_chance(self, rank: int, position: _Position, unseen: Sequence[int]) -> float:
        """How likely a card of ``rank`` clears ``position`` (a tie ends the chain: no win)."""
        chance = 1.0
        beats = self.beats[rank]
        for other in position.ranks:
            if other:
                if not beats[other]:
                    return 0.0
            else:
                chance *= sum(beats[r] for r in unseen) / max(1, len(unseen))
        return chance

    def _hand_chance(self, rank: int, cards: Sequence[Card | None], unseen: Sequence[int]) -> float:
        """How likely a card of ``rank`` beats a card picked blind from ``cards``."""
        if not cards:
            return 0.0
        total = 0.0
        beats = self.beats[rank]
        hidden_share = sum(beats[r] for r in unseen) / max(1, len(unseen))
        for card in cards:
            total += hidden_share if card is None else float(beats[card.rank])
        return total / len(cards)

    # ------------------------------------------------------------------ Medium
    def advise(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        scored = self._score_all(view, legal)
        best = max(score for score, _ in scored)
        ties = [i for i, (score, _) in enumerate(scored) if score == best]
        index = ties[rng.randrange(len(ties))] if len(ties) > 1 else ties[0]
        return Decision(legal[index], scored[index][1])

    def greedy(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision | None:
        """Take out a player's last field position when a hand card surely clears it."""
        unseen = self._unseen_ranks(view)
        for action in legal:
            if isinstance(action, Attack) and action.target == FIELD:
                positions = self._positions(view, action.seat)
                occupied = [p for p in positions if p.ranks]
                target = positions[action.position]
                if len(occupied) == 1 and self._win_chance(action.card.rank, target, unseen) == 1.0:
                    return Decision(action, because("it surely clears their last field position"))
        return None

    def note(self, view: View, action: Action) -> Reason:
        return self._score_all(view, [action])[0][1]

    def _score_all(self, view: View, legal: Sequence[Action]) -> list[tuple[float, Reason]]:
        seat = view.seat
        hand = [card for card in view.zones[HAND_ZONES[seat]] if card is not None]
        unseen = self._unseen_ranks(view)
        mine = self._positions(view, seat)
        bare = [p for p, position in enumerate(mine) if len(position.ranks) == 1]
        alive = [p for p in mine if p.ranks]
        stock = len(view.zones.get(STOCK, ()))
        resource = view.zones.get(RESOURCE_ZONES[seat], ())
        gone = NGFacts.of(view).out
        foes = [s for s in range(view.players) if s != seat and s not in gone]
        # The strongest card an opponent is known to hold: how exposed a bare position is.
        danger = max(
            (
                card.rank if card is not None else AVERAGE_RANK + 3
                for foe in foes
                for card in view.zones.get(HAND_ZONES[foe], ())
            ),
            default=0.0,
        )
        scored: list[tuple[float, Reason]] = []
        for action in legal:
            scored.append(self._score(action, view, hand, unseen, mine, bare, alive, stock, resource, danger))
        return scored

    def _score(
        self,
        action: Action,
        view: View,
        hand: list[Card],
        unseen: Sequence[int],
        mine: list[_Position],
        bare: list[int],
        alive: list[_Position],
        stock: int,
        resource: Sequence[Card | None],
        danger: float,
    ) -> tuple[float, Reason]:
        """A casual player's value for one move, with the words that justify it."""
        if isinstance(action, Attack):
            rank = action.card.rank
            if action.target == FIELD:
                positions = self._positions(view, action.seat)
                chance = self._win_chance(rank, positions[action.position], unseen)
                left = sum(1 for p in positions if p.ranks)
                finish = 6.0 if left == 1 else 0.0
                score = chance * (9.0 + finish + 2.0 / left) - (1.0 - chance) * (2.0 + rank * 0.3)
                if left == 1:
                    return score, because("{chance} to clear that position, their last", chance=Share(chance))
                return score, because("{chance} to clear that position", chance=Share(chance))
            if action.target == HAND:
                cards = view.zones.get(HAND_ZONES[action.seat], ())
                chance = self._hand_chance(rank, cards, unseen)
                score = chance * 4.0 - (1.0 - chance) * (2.0 + rank * 0.3)
                return score, because(
                    "{chance} to beat the card picked from their hand",
                    chance=Share(chance),
                )
            pile = [card for card in view.zones.get(RESOURCE_ZONES[action.seat], ()) if card is not None]
            wins = all(self.beats[rank][card.rank] for card in pile)
            score = (3.0 + 0.5 * len(pile)) if wins else -5.0 - rank * 0.3
            if not wins:
                return score, because("cannot beat all of their resource pile")
            return score, because_counted(
                "beats the {count} card of their resource pile",
                "beats all {count} cards of their resource pile",
                len(pile),
            )
        if isinstance(action, Defend):
            position = mine[action.position]
            rank = action.card.rank
            exposed = len(position.ranks) == 1
            top = position.ranks[0] if position.ranks else 0
            score = (2.0 + rank * 0.25) if exposed else (rank - top) * 0.1
            if exposed and danger >= rank:
                score -= 1.0
            if len(alive) <= 2 and exposed:
                score += 3.0
            if len(hand) <= 1:
                score -= 2.0
            if _stalls(len(hand), stock, len(resource)):
                return STALL, because("it would only come back to your hand next turn")
            if exposed:
                return score, because("guards that position (it had no defender)")
            return score, because("guards that position")
        if isinstance(action, Draw):
            score = 3.5 - 0.8 * len(hand)
            return score, because_counted(
                "{count} card in hand is few", "{count} cards in hand are few", len(hand)
            )
        if isinstance(action, Take):
            taken = action.card or (resource[-1] if resource else None)
            value = taken.rank if taken is not None else 0
            score = 2.5 - 0.8 * len(hand) + value * 0.15
            if taken is None:
                return score, because("a card comes back to your hand")
            return score, because("the {card} comes back to your hand", card=taken)
        if isinstance(action, Sacrifice):
            score = -6.0 + (4.0 if not hand and not stock else 0.0)
            return score, because("a card back to your hand, at the cost of that position's guard")
        return 0.0, join(str(action))

    # ------------------------------------------------------------------ search helpers
    def rollout_action(self, state: State, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.playout_move(state, rng)

    def playout_move(self, state: State, rng: random.Random) -> Action:
        """Greedy NG built from the state without listing every legal move.

        Face-down bases count as average cards, so simulated players do not act on
        what they could not see. The moves built are legal by construction (a hand
        card on a target in play, a defence on an occupied position, a draw from a
        non-empty stock); the tests check them against ``legal_actions``.
        """
        assert isinstance(state, NGState)
        if rng.random() < 0.1:
            legal = self.rules.legal_actions(state)
            return legal[rng.randrange(len(legal))]
        seat = state.to_move
        hand = state.hands[seat]
        fields = state.fields
        if hand:
            best = max(hand, key=_rank)
            code = best.code
            choice: Action | None = None
            choice_value = 0.0
            for step in range(1, state.players):
                foe = (seat + step) % state.players
                if not state.alive[foe]:
                    continue
                field = fields[foe]
                up = state.up[foe]
                occupied = sum(1 for stack in field if stack)
                for p, stack in enumerate(field):
                    if not stack:
                        continue
                    need = 0.0
                    for depth, card in enumerate(stack):
                        need = max(need, AVERAGE_RANK if depth == 0 and not up[p] else card.rank)
                    if best.rank > need:
                        value = 10.0 + (5.0 if occupied == 1 else 0.0) - 0.3 * len(stack)
                        if value > choice_value:
                            choice = ATTACKS[code][target_index(foe, FIELD, p)]
                            choice_value = value
                if choice is None and state.hands[foe] and best.rank >= 11:
                    choice = ATTACKS[code][target_index(foe, HAND)]
                    choice_value = 3.0
                pile = state.resources[foe]
                if choice is None and pile and all(best.rank > card.rank for card in pile):
                    choice = ATTACKS[code][target_index(foe, RESOURCE)]
                    choice_value = 2.0
            if choice is not None:
                return choice
            if len(hand) >= 2:
                bare = [p for p, stack in enumerate(fields[seat]) if len(stack) == 1]
                if bare:
                    return DEFENDS[code][bare[rng.randrange(len(bare))]]
        if len(hand) < 3:
            resource = state.resources[seat]
            if resource and (not state.stock or resource[-1].rank >= 8):
                return TAKES[max(resource, key=_rank).code] if self.take_any else TAKE
            if state.stock:
                return DRAW
        if hand:
            worst = min(hand, key=_rank)
            spots = [p for p, stack in enumerate(fields[seat]) if stack]
            return DEFENDS[worst.code][spots[rng.randrange(len(spots))]]
        resource = state.resources[seat]
        if resource:
            return TAKES[resource[-1].code] if self.take_any else TAKE
        spots = [p for p, stack in enumerate(fields[seat]) if stack]
        return SACRIFICES[spots[rng.randrange(len(spots))]]

    def prune(self, state: State, legal: list[Action]) -> list[Action]:
        """Leave out stalls and field attacks that surely lose.

        Stalls: a sacrifice while the hand holds a card or a draw or take is open,
        and a defence that leaves nothing but taking it back (see the module
        note). An attack surely loses when a card the attacker can see in the
        position (a defender, or a base turned face up) outranks it; when every
        move left would be such an attack, the attacks stay, the stalls do not.
        """
        assert isinstance(state, NGState)
        seat = state.to_move
        hand = state.hands[seat]
        refills = bool(state.stock) or bool(state.resources[seat])
        stalls = _stalls(len(hand), len(state.stock), len(state.resources[seat]))
        moving: list[Action] = []
        for action in legal:
            kind = type(action)
            if kind is Sacrifice and (hand or refills):
                continue
            if kind is Defend and stalls:
                continue
            moving.append(action)
        if not moving:
            return legal
        fields = state.fields
        kept: list[Action] = []
        for action in moving:
            kind = type(action)
            if kind is Attack:
                assert isinstance(action, Attack)
                if action.target == FIELD:
                    stack = fields[action.seat][action.position]
                    start = 0 if state.up[action.seat][action.position] else 1
                    rank = action.card.rank
                    if any(card.rank > rank for card in stack[start:]):
                        continue
            kept.append(action)
        return kept or moving

    def priors(self, state: State, legal: Sequence[Action]) -> list[float] | None:
        assert isinstance(state, NGState)
        values: list[float] = []
        fields = state.fields
        for action in legal:
            kind = type(action)
            if kind is Attack:
                assert isinstance(action, Attack)
                rank = action.card.rank
                if action.target == FIELD:
                    stack = fields[action.seat][action.position]
                    up = state.up[action.seat][action.position]
                    need = max((AVERAGE_RANK if i == 0 and not up else c.rank) for i, c in enumerate(stack))
                    values.append(1.0 if rank > need else 0.1)
                elif action.target == HAND:
                    values.append(0.5 if rank >= 10 else 0.1)
                else:
                    values.append(0.3)
            elif kind is Defend:
                values.append(0.4)
            elif kind is Sacrifice:
                values.append(0.0)
            else:
                values.append(0.5)
        return values

    def evaluate(self, state: State) -> list[float]:
        """Win chances from each field's positions and guards, hands and resource piles."""
        assert isinstance(state, NGState)
        strengths: list[float] = []
        in_play: list[int] = []
        for seat in range(state.players):
            if not state.alive[seat]:
                strengths.append(0.0)
                continue
            in_play.append(seat)
            value = 0.0
            for stack in state.fields[seat]:
                if stack:
                    value += 3.0 + 0.15 * sum(card.rank for card in stack[1:])
            value += 0.4 * len(state.hands[seat]) + 0.04 * sum(card.rank for card in state.hands[seat])
            value += 0.2 * len(state.resources[seat])
            if seat == state.to_move:
                value += 0.5
            strengths.append(value)
        rewards = [0.0] * state.players
        weights = {seat: math.exp(0.35 * strengths[seat]) for seat in in_play}
        total = sum(weights.values())
        for seat, weight in weights.items():
            rewards[seat] = weight / total
        return rewards


def _rank(card: Card) -> int:
    return card.rank
