"""The knowledge Hard and Expert add to Quatorze's Medium: keep the cards with live outs.

Medium keeps a card for every card of the hand it could make a meld with, as
if every completing card were still to come. With two decks a pair's third
card has at most two copies, and the seat sees many of them go by: in its own
hand, on the discard pile, in the melds on the table, in the cards another
seat was seen to take. ``SharpQuatorzeHeuristic`` counts, for each card, the
unseen copies of the cards that would complete a meld with it (its *outs*) and
keeps the card by that count; a near-meld whose completions are all in sight
is worth nothing. Everything else is Medium's plan.

The count reads only what the seat sees (its view, or the same zones of a
determinized state from the seat's side), so a re-deal of the hidden cards
never changes a choice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ...engine import DRAW, Action, Card, View
from ...engine.cards import JOKER, STANDARD_52
from ...engine.games.quatorze import Discard, QuatorzeState
from ...engine.games.quatorze.actions import TAKE
from ...engine.games.quatorze.melds import card_at, card_points
from ...engine.games.quatorze.solver import Arrangement
from .quatorze import ACE_HIGH, FEEDS, IN_MELD, JOKER_KEEP, QuatorzeHeuristic, _held, _near_count, _Seat

DECKS = 2  # copies of each natural card
HIGH_ACE = 14  # the ace's run position after the king


@dataclass(frozen=True, slots=True)
class _Sighted(_Seat):
    """A seat's reading plus how many copies of each card (by code) it has seen anywhere."""

    seen: tuple[int, ...]


class SharpQuatorzeHeuristic(QuatorzeHeuristic):
    """Medium's plan with an outs-aware discard (see the module's docstring)."""

    #: What one unseen completing copy is worth when choosing what to keep, in card points.
    OUT_WEIGHT = 5.0
    #: How much a card's own points count toward shedding it (Medium: 1).
    POINTS_WEIGHT = 1.0
    #: The same before the seat is down, when high cards are what reach the opening.
    PRE_DOWN_POINTS_WEIGHT = 1.0
    #: Medium's per-partner closeness weight, kept alongside the outs (Medium alone: 9, no outs).
    NEAR_WEIGHT = 0.0
    #: Before going down, what each unseen card that would let the seat go down next turn is
    #: worth to the discard that keeps that chance, in card points; among the best few discards.
    OPEN_WEIGHT = 0.0
    OPEN_CANDIDATES = 4
    #: Medium's hold-out for -60; a round is won by going out first, and waiting delays it.
    HOLD_OUT = True

    def _from_view(self, view: View) -> _Seat:
        seen = [0] * 53
        for cards in view.zones.values():
            for card in cards:
                if card is not None:
                    seen[card.code] += 1
        return _Sighted(*_fields(super()._from_view(view)), seen=tuple(seen))

    def _from_state(self, state: QuatorzeState) -> _Seat:
        seat = state.to_move
        seen = [0] * 53
        sources: list[Sequence[Card]] = [state.hands[seat], state.discard]
        sources.extend(meld.cards for melds in state.melds for meld in melds)
        sources.extend(state.known[other] for other in range(state.players) if other != seat)
        for cards in sources:
            for card in cards:
                seen[card.code] += 1
        return _Sighted(*_fields(super()._from_state(state)), seen=tuple(seen))

    #: Hold out while the plan would keep at most this many cards (Medium: 2, one card short),
    #: with at least HOLD_STOCK cards in the stock; HOLD_WHEN_OTHERS_DOWN lifts Medium's
    #: "nobody down yet".
    HOLD_KEPT = 2
    HOLD_STOCK = 24
    HOLD_WHEN_OTHERS_DOWN = False

    def _holds_out(self, me: _Seat, chosen: Arrangement) -> bool:
        return (
            self.HOLD_OUT
            and not me.down
            and not me.pending
            and me.must is None
            and (self.HOLD_WHEN_OTHERS_DOWN or not me.others_down)
            and me.stock >= self.HOLD_STOCK
            and len(chosen.kept) <= self.HOLD_KEPT
            and JOKER not in chosen.kept
        )

    #: Medium's weight against a card the next player is seen to collect.
    FEED_WEIGHT = FEEDS

    #: Take a meldable discard once down (Medium always does); False: draw unless it goes out.
    TAKE_WHEN_DOWN = True

    def _draw_or_take(self, me: _Seat, legal: Sequence[Action], careful: bool) -> tuple[Action, str]:
        if careful and me.down and not self.TAKE_WHEN_DOWN and TAKE in legal and me.top is not None:
            chosen, _ = self._plan(replace(me, hand=[*me.hand, me.top], must=me.top))
            if chosen is None or len(chosen.kept) > 1:
                return DRAW, "draws rather than show what the hand collects"
        return super()._draw_or_take(me, legal, careful)

    def _discard_scores(self, me: _Seat, discards: Sequence[Discard], careful: bool) -> list[float]:
        """Medium's score with its closeness term replaced by the card's unseen outs."""
        assert isinstance(me, _Sighted)
        melded = self._melded(me.hand)
        feeding = self._feeding(me) if careful else set()
        distinct = {card for card in me.hand if not card.is_joker}
        held = _held(me.hand)
        points_weight = self.POINTS_WEIGHT if me.down else self.PRE_DOWN_POINTS_WEIGHT
        scores = []
        for action in discards:
            card = action.card
            if card is JOKER:
                scores.append(-JOKER_KEEP)
                continue
            score = points_weight * card_points(card)
            if card in melded:
                score -= IN_MELD
            score -= self.NEAR_WEIGHT * _near_count(held, card)
            score -= self.OUT_WEIGHT * live_outs(card, distinct, me.seen)
            if card in feeding:
                score -= self.FEED_WEIGHT
            scores.append(score)
        if careful and self.OPEN_WEIGHT and not me.down and not me.pending and me.must is None:
            self._add_opening_outs(me, discards, scores)
        return scores

    def _add_opening_outs(self, me: _Sighted, discards: Sequence[Discard], scores: list[float]) -> None:
        """Raise the best few discards by the unseen cards that would take the rest of the hand
        down next turn (drawn from the stock, each copy counted)."""
        ranked = sorted(range(len(discards)), key=lambda index: -scores[index])[: self.OPEN_CANDIDATES]
        unseen = [(card, DECKS - me.seen[card.code]) for card in STANDARD_52 if me.seen[card.code] < DECKS]
        for index in ranked:
            rest = list(me.hand)
            rest.remove(discards[index].card)
            if rest and self._opening_bound(rest) + ACE_HIGH < self.opening:
                continue
            outs = sum(
                copies
                for card, copies in unseen
                if self.quatorze.finder.can_open_with([*rest, card], card, self.opening)
            )
            scores[index] += self.OPEN_WEIGHT * outs


def live_outs(card: Card, hand: set[Card], seen: Sequence[int]) -> int:
    """Unseen copies of the cards that would make a three-card meld of ``card`` with another
    card of ``hand`` (each completing card counted once)."""
    completing: set[Card] = set()
    for other in hand:
        if other is card:
            continue
        completing.update(_completions(card, other))
    return sum(DECKS - seen[found.code] for found in completing if seen[found.code] < DECKS)


def _completions(first: Card, second: Card) -> list[Card]:
    """The cards that make a meld of ``first``, ``second`` and themselves."""
    if first.rank == second.rank:
        if first.suit == second.suit:
            return []
        return [
            card_at(first.rank, suit) for suit in "CDHS" if suit not in (first.suit, second.suit)
        ]
    if first.suit != second.suit:
        return []
    found: list[Card] = []
    for low in _positions(first):
        for high in _positions(second):
            bottom, top = min(low, high), max(low, high)
            if top - bottom == 1:
                found.extend(card_at(end, first.suit) for end in (bottom - 1, top + 1) if 1 <= end <= HIGH_ACE)
            elif top - bottom == 2:
                found.append(card_at(bottom + 1, first.suit))
    return found


def _positions(card: Card) -> tuple[int, ...]:
    """A card's run positions: an ace is low (1) or high (14)."""
    return (1, HIGH_ACE) if card.rank == 1 else (card.rank,)


def _fields(seat: _Seat) -> list[object]:
    return [getattr(seat, name) for name in _Seat.__dataclass_fields__]


__all__ = ["SharpQuatorzeHeuristic", "live_outs"]
