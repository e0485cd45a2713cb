"""The knowledge Hard and Expert add to Quatorze's Medium: keep the cards with live outs.

Medium keeps a card for every card of the hand it could make a meld with, as
if every completing card were still to come. With two decks a pair's third
card has at most two copies, and the seat sees many of them go by: in its own
hand, on the discard pile, in the melds on the table, in the cards another
seat was seen to take. ``SharpQuatorzeHeuristic`` counts, for each card, the
unseen copies of the cards that would complete a meld with it (its *outs*) and
keeps the card by that count; a near-meld whose completions are all in sight
is worth nothing. Before the seat is down it sheds by outs, not by points,
and among equally useless cards the cheapest: a dear card is what reaches the
opening. Everything else is Medium's plan. Measured with
``tools/policy_duel.py`` (docs/lab/ai-measured.md): 52.9% of 6,000 games against Medium,
51.8%–54.0% paired by deal.

It also *holds melds back*. A meld on the table is somewhere for the opponent
to lay off, and tells them what not to feed; in hand it still goes down on the
turn the seat goes out (melds are laid, then the last card discarded). So the
seat goes down with only the dearest melds that reach the opening, and once
down lays a new meld only to go out or to meld a taken discard. A card that
extends a run waits too (laid, it opens the run's next card to the opponent),
kept like a card in a meld; one that makes a set of four goes at once (the set
is then closed). At two seats only going out wins a round, so the held points
cost a round's score, never its winner. Measured on 6,000 games against
Medium, on the deals where the outs alone won 52.7%: holding melds 54.7%, run
lay-offs too 56.7% (every lay-off 55.4%), and those kept from the discard 57.9%.

The count reads only what the seat sees (its view, or the same zones of a
determinized state from the seat's side), so a re-deal of the hidden cards
never changes a choice.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from ...engine import Action, Card, Rules, State, View
from ...engine.cards import STANDARD_52
from ...engine.games.quatorze import Add, Lay, MeldZone, QuatorzeState
from ...engine.games.quatorze.melds import Meld, MeldKind, card_at, card_points
from ...engine.games.quatorze.solver import Arrangement, open_ends
from ..reasons import Reason, because
from .quatorze import IN_MELD, QuatorzeHeuristic, _Seat

DECKS = 2  # copies of each natural card
HIGH_ACE = 14  # the ace's run position after the king


@dataclass(frozen=True, slots=True)
class _Sighted(_Seat):
    """A seat's reading plus how many copies of each card (by code) it has seen anywhere."""

    seen: tuple[int, ...]


class SharpQuatorzeHeuristic(QuatorzeHeuristic):
    """Medium's plan with an outs-aware discard (see the module's docstring)."""

    #: What one unseen completing copy is worth when choosing what to keep, in card points.
    #: Policy duels against Medium (2,000 games each): 1.5 → 49.4%, 3 → 49.3%, 5 → 50.5%.
    OUT_WEIGHT = 5.0
    #: How much a card's points count toward shedding it before the seat is down (after: 1):
    #: a little against, so that among equally useless cards the cheapest goes and the dear
    #: ones stay to make the opening. Duels on the same 3,000 deals: 0.05 → 51.1%, 0 → 51.7%,
    #: -0.05 → 52.9%.
    PRE_DOWN_POINTS_WEIGHT = -0.05
    #: Lay melds only as the opening, going out or a taken discard need (see the docstring).
    HOLD_MELDS = True

    def __init__(self, rules: Rules[Any]) -> None:
        super().__init__(rules)
        self._playing_out = False

    def playout_move(self, state: State, rng: random.Random) -> Action:
        """Medium's cheap playout move: counting outs at every simulated discard would cost the
        search a good share of its iterations; the tree's moves and the root get the outs."""
        self._playing_out = True
        try:
            return super().playout_move(state, rng)
        finally:
            self._playing_out = False

    def _from_view(self, view: View) -> _Seat:
        seen = [0] * 53
        for cards in view.zones.values():
            for card in cards:
                if card is not None:
                    seen[card.code] += 1
        return _sighted(super()._from_view(view), seen)

    def _from_state(self, state: QuatorzeState) -> _Seat:
        if self._playing_out:
            return super()._from_state(state)
        seat = state.to_move
        seen = [0] * 53
        sources: list[Sequence[Card]] = [state.hands[seat], state.discard]
        sources.extend(meld.cards for melds in state.melds for meld in melds)
        sources.extend(state.known[other] for other in range(state.players) if other != seat)
        for cards in sources:
            for card in cards:
                seen[card.code] += 1
        return _sighted(super()._from_state(state), seen)

    def _fresh_plan(self, me: _Seat, may_add: bool) -> tuple[Arrangement | None, list[Action]]:
        """Medium's plan, less the melds that can wait in hand. The arrangement stays whole
        (what the hand could lay), so going out and holding out for -60 read as in Medium."""
        chosen, steps = super()._fresh_plan(me, may_add)
        if chosen is None or not self.HOLD_MELDS or len(chosen.kept) == 1:
            return chosen, steps
        needed = [meld for meld in chosen.melds if me.must is not None and me.must in meld.cards]
        if not may_add:
            short = self.opening - me.pending - sum(meld.points() for meld in needed)
            for meld in sorted(chosen.melds, key=lambda meld: -meld.points()):
                if short <= 0:
                    break
                if meld not in needed:
                    needed.append(meld)
                    short -= meld.points()
        laid = {_lay(meld) for meld in needed}
        runs = {zone for zone, meld in me.table if meld.kind is MeldKind.RUN}
        # A run the taken discard goes onto takes the hand's cards that lead up to it too.
        runs -= {step.target for step in steps if isinstance(step, Add) and step.card == me.must}
        return chosen, [step for step in steps if _goes_now(step, laid, runs, me.must)]

    def _step_reason(self, me: _Seat, chosen: Arrangement, step: Action) -> Reason:
        if self.HOLD_MELDS and not me.down and not me.pending and len(chosen.kept) > 1:
            return because(
                "melds that reach the {opening} take the hand down; the rest wait in hand",
                opening=self.opening,
            )
        return super()._step_reason(me, chosen, step)

    def _shed_value(self, me: _Seat, card: Card) -> float:
        if isinstance(me, _Sighted) and not me.down:
            return self.PRE_DOWN_POINTS_WEIGHT * card_points(card)
        return super()._shed_value(me, card)

    def _keep_value(self, me: _Seat, card: Card, held: int) -> float:
        """The card's unseen outs instead of Medium's count of partners (playouts: Medium's)."""
        if not isinstance(me, _Sighted):
            return super()._keep_value(me, card, held)
        value = self.OUT_WEIGHT * _live_outs(card.code, held, me.seen)
        if self.HOLD_MELDS and me.down and card in _run_ends(me):
            value += IN_MELD  # a lay-off held back is as good as a card in a meld
        return value


def live_outs(card: Card, hand: set[Card], seen: Sequence[int]) -> int:
    """Unseen copies of the cards that would make a three-card meld of ``card`` with another
    card of ``hand`` (each completing card counted once)."""
    held = 0
    for other in hand:
        if not other.is_joker:
            held |= 1 << other.code
    return _live_outs(card.code, held, seen)


def _live_outs(code: int, held: int, seen: Sequence[int]) -> int:
    """``live_outs`` of the natural card ``code`` with the distinct natural cards ``held`` (bits
    by code), through the completions worked out once for every pair of cards."""
    row = _COMPLETING[code]
    others = held & ~(1 << code)
    completing = 0
    while others:
        low = others & -others
        completing |= row[low.bit_length() - 1]
        others ^= low
    total = 0
    while completing:
        low = completing & -completing
        found = seen[low.bit_length() - 1]
        if found < DECKS:
            total += DECKS - found
        completing ^= low
    return total


def _completions(first: Card, second: Card) -> list[Card]:
    """The cards that make a meld of ``first``, ``second`` and themselves."""
    if first.rank == second.rank:
        if first.suit == second.suit:
            return []
        return [card_at(first.rank, suit) for suit in "CDHS" if suit not in (first.suit, second.suit)]
    if first.suit != second.suit:
        return []
    found: list[Card] = []
    for low in _positions(first):
        for high in _positions(second):
            bottom, top = min(low, high), max(low, high)
            if top - bottom == 1:
                ends = (bottom - 1, top + 1)
                found.extend(card_at(end, first.suit) for end in ends if 1 <= end <= HIGH_ACE)
            elif top - bottom == 2:
                found.append(card_at(bottom + 1, first.suit))
    return found


def _positions(card: Card) -> tuple[int, ...]:
    """A card's run positions: an ace is low (1) or high (14)."""
    return (1, HIGH_ACE) if card.rank == 1 else (card.rank,)


def _completing_masks() -> list[list[int]]:
    """Per pair of natural cards (by code), the cards that make a meld with them, as bits."""
    masks: list[list[int]] = []
    for first in STANDARD_52:
        row = []
        for second in STANDARD_52:
            mask = 0
            for card in _completions(first, second):
                mask |= 1 << card.code
            row.append(mask)
        masks.append(row)
    return masks


# Counting outs is called for every discard a search weighs: each pair's completions are looked
# up, not worked out again.
_COMPLETING: Final = _completing_masks()


def _goes_now(step: Action, laid: set[Lay], runs: set[MeldZone], must: Card | None) -> bool:
    """Whether a plan's step is played this turn: a meld only if it is among ``laid``, a lay-off
    onto a run only with the taken discard; a lay-off onto a set (it closes the set) always."""
    if isinstance(step, Lay):
        return step in laid
    if isinstance(step, Add):
        return step.target not in runs or step.card == must
    return True


def _run_ends(me: _Seat) -> set[Card]:
    """The cards that would extend a run on the table."""
    return {card for _, meld in me.table if meld.kind is MeldKind.RUN for card in open_ends(meld)}


def _lay(meld: Meld) -> Lay:
    return Lay(meld.cards, meld.joker_stand)


def _sighted(seat: _Seat, seen: list[int]) -> _Sighted:
    """``seat`` with the copies of each card it has seen (every field named: a search makes
    one at each of its tree's moves)."""
    return _Sighted(
        seat=seat.seat,
        hand=seat.hand,
        table=seat.table,
        phase=seat.phase,
        down=seat.down,
        pending=seat.pending,
        must=seat.must,
        top=seat.top,
        collects=seat.collects,
        next_down=seat.next_down,
        others_down=seat.others_down,
        stock=seat.stock,
        seen=tuple(seen),
    )


__all__ = ["SharpQuatorzeHeuristic", "live_outs"]
