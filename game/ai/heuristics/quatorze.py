"""Quatorze's rules of thumb: go down once the 51 is there, keep cards near melds, shed dear dead cards.

Every plan comes from the meld solver: before going down, the melds that
reach the opening with the least left in hand; once down, every meld and
lay-off that lowers the hand. A turn is several decisions (meld, meld, add,
discard), so each decision recomputes the plan from the hand as it now is and
plays its first step.

Search (Hard, Expert) sees a loop the rules allow: lay melds short of the
opening, take them back, lay them again. ``prune`` keeps only the plan's
melds, and a take-back only when no plan is left, so a search never loops.
Random rummy playouts almost never meld; playouts here follow the plan and
are cut off after a few turns and scored by each hand's deadwood.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from ...engine import DRAW, Action, Card, Rules, State, View
from ...engine.cards import JOKER
from ...engine.games.quatorze import (
    Add,
    Discard,
    Lay,
    MeldZone,
    Phase,
    QuatorzeRules,
    QuatorzeState,
    TakeBack,
)
from ...engine.games.quatorze.actions import TAKE, TAKEBACK, Take
from ...engine.games.quatorze.facts import QuatorzeFacts
from ...engine.games.quatorze.melds import PARTNERS, Meld, card_points, make_meld, multiset_bits, multiset_key
from ...engine.games.quatorze.solver import Arrangement, open_ends, solve
from ...engine.games.quatorze.zones import QuatorzeKind
from ...engine.zones import DISCARD, STOCK, hand_zone
from ..base import Decision
from ..reasons import NO_REASON, Reason, because, because_counted
from .base import Heuristic, outcome

WIN_POINTS = -30
ACE_HIGH = 11  # the most a card (or a joker's stand-in) adds to the opening
# A round's reward: half for going out, half for the points taken against the others' average,
# so a round lost holding 4 points is worth more than one lost holding 90. SPAN: the point gap
# that moves the second half from 0.5 to 0 or 1.
WIN_SHARE = 0.5
SPAN = 120.0
# Medium's discard weights: a card in a meld is kept, one near a meld (a pair, a neighbour
# of its suit) mostly kept, and a card the next player is seen to collect is not fed to them.
IN_MELD = 40.0
NEAR = 9.0
FEEDS = 35.0
JOKER_KEEP = 100.0
# Holding out for -60: only early (a long stock), before anyone is down, one card short.
HOLD_STOCK = 24
# Search: the discards worth trying, and the deadwood scale of the cut-off's win estimate.
DISCARDS_SEARCHED = 2
IN_HAND_MELDS = 0.5  # the share of a meld's points still in hand that the evaluation counts
DEADWOOD_SCALE = 25.0
# Root bias: a discard's prior falls by e for every PRIOR_SCALE points it scores below Medium's
# choice; any other move Medium did not choose starts at OTHER_PRIOR.
PRIOR_SCALE = 10.0
OTHER_PRIOR = 0.3
PLAN_CACHE = 2_000  # positions; cleared when full (kept small for the collector: melds.CACHE_LIMIT)


@dataclass(frozen=True, slots=True)
class _Seat:
    """What the seat to move knows of its turn, read from a view or a determinized state."""

    seat: int
    hand: list[Card]
    table: list[tuple[MeldZone, Meld]]
    phase: Phase
    down: bool
    pending: int
    must: Card | None  # the taken discard, while it is in the hand (it goes down this turn)
    top: Card | None  # the discard pile's top
    collects: list[Card]  # cards the next player is seen to want (taken discards in their hand)
    next_down: bool
    others_down: bool
    stock: int


class QuatorzeHeuristic(Heuristic):
    """Solver-driven Quatorze play, a plan-following playout and a deadwood evaluation."""

    cutoff = 10  # playout moves (two or three turns at two seats) before the evaluation
    # ``prune`` reads the mover's seat (``_from_state``: their hand, the table, public facts and,
    # for Hard and Expert, the cards they have seen), never a guessed card.
    prunes_from_the_view = True
    #: The cut-off's deadwood scale and the reward's share for going out (subclasses retune them).
    deadwood_scale = DEADWOOD_SCALE
    win_share = WIN_SHARE

    def __init__(self, rules: Rules[Any]) -> None:
        super().__init__(rules)
        assert isinstance(rules, QuatorzeRules)
        self.quatorze = rules
        self.opening = rules.opening
        self._plans: dict[tuple[object, ...], tuple[Arrangement | None, list[Action]]] = {}

    # ------------------------------------------------------------------ reading a view or a state
    def _from_view(self, view: View) -> _Seat:
        seat = view.seat
        zones = view.zones
        facts = QuatorzeFacts.of(view)
        table: list[tuple[MeldZone, Meld]] = []
        melds = sorted(
            ((MeldZone.of(zone), zone) for zone in zones if zone.kind == QuatorzeKind.MELD),
            key=lambda found: (found[0].owner, found[0].index),
        )
        for meld_zone, zone in melds:
            cards = [card for card in zones[zone] if card is not None]
            stands = [mark for mark in view.marks.get(zone, ()) if mark]
            joker_as = Card.parse(stands[0]) if stands else None
            table.append((meld_zone, make_meld(cards, joker_as)))
        down = facts.down
        after = self.quatorze.next_seat(seat, view.players)
        must = facts.taken if facts.must_meld else None
        discard = zones.get(DISCARD, ())
        return _Seat(
            seat=seat,
            hand=[card for card in zones[hand_zone(seat)] if card is not None],
            table=table,
            phase=facts.phase,
            down=seat in down,
            pending=facts.pending or 0,
            must=must,
            top=discard[-1] if discard else None,
            collects=[card for card in zones.get(hand_zone(after), ()) if card is not None],
            next_down=after in down,
            others_down=any(other != seat for other in down),
            stock=len(zones.get(STOCK, ())),
        )

    def _from_state(self, state: QuatorzeState) -> _Seat:
        seat = state.to_move
        after = self.quatorze.next_seat(seat, state.players)
        return _Seat(
            seat=seat,
            hand=state.hands[seat],
            table=[
                (MeldZone(owner, index), meld)
                for owner, melds in enumerate(state.melds)
                for index, meld in enumerate(melds)
            ],
            phase=state.phase,
            down=state.down[seat],
            pending=self.quatorze.pending_points(state, seat),
            must=state.taken if state.must_meld else None,
            top=state.discard[-1] if state.discard else None,
            collects=state.known[after],
            next_down=state.down[after],
            others_down=any(state.down[other] for other in range(state.players) if other != seat),
            stock=len(state.stock),
        )

    # ------------------------------------------------------------------ the plan
    def _plan(self, me: _Seat) -> tuple[Arrangement | None, list[Action]]:
        """The arrangement to lay this turn (None: none reaches the opening) and its actions in order.

        Remembered per position: a search asks ``prune``, ``priors`` and its playouts the same."""
        may_add = me.down or me.pending >= self.opening
        key = (
            multiset_key(*multiset_bits(me.hand)),
            tuple(me.table) if may_add else (),
            may_add,
            me.pending,
            me.must,
            me.seat if not me.down and me.must is not None else -1,  # whose melds the card joins
        )
        known = self._plans.get(key)
        if known is None:
            if len(self._plans) >= PLAN_CACHE:
                self._plans.clear()
            known = self._plans[key] = self._fresh_plan(me, may_add)
        return known

    def _fresh_plan(self, me: _Seat, may_add: bool) -> tuple[Arrangement | None, list[Action]]:
        if not may_add and me.pending + self._opening_bound(me.hand) < self.opening:
            return None, []  # even every card that is in some meld would not make the opening
        table = me.table if may_add else []
        if not me.down and me.must is not None:
            # Going down this turn, the taken card goes into the seat's own melds (RULINGS.md):
            # plan the rest of the turn onto those alone.
            table = [(zone, meld) for zone, meld in table if zone.owner == me.seat]
        melds = [meld for _, meld in table]
        found = solve(me.hand, table=melds, required=me.must, opening=self.opening)
        if may_add:
            chosen = found.least_deadwood
        else:
            need = self.opening - me.pending
            reaching = [found.least_deadwood, found.most_points]
            chosen = next((found for found in reaching if found is not None and found.points >= need), None)
        if chosen is None:
            return None, []
        steps: list[Action] = [Lay(meld.cards, meld.joker_stand) for meld in chosen.melds]
        for layoff in chosen.layoffs:
            steps.append(Add(layoff.card, table[layoff.target][0], layoff.joker_as))
        return chosen, steps

    def _opening_bound(self, hand: Sequence[Card]) -> int:
        """At most what the hand's melds could total: each card in some meld at its top value
        (an ace 11, a joker as an ace)."""
        melded = self._melded(hand)
        return sum(ACE_HIGH if card.is_joker else card_points(card) for card in hand if card in melded)

    def _melded(self, hand: Sequence[Card]) -> set[Card]:
        """The cards of ``hand`` that are in at least one meld it could form."""
        melded: set[Card] = set()
        for meld, _ in self.quatorze.finder.lays(hand):
            melded.update(meld.cards)
        return melded

    def _holds_out(self, me: _Seat, chosen: Arrangement) -> bool:
        """Wait a turn to go down and out at once (-60, the others' hands doubled): early, nobody
        down yet, and only one card short of laying everything."""
        return (
            not me.down
            and not me.pending
            and me.must is None
            and not me.others_down
            and me.stock >= HOLD_STOCK
            and len(chosen.kept) == 2
            and JOKER not in chosen.kept
        )

    # ------------------------------------------------------------------ choosing
    def _choose(self, me: _Seat, legal: Sequence[Action], careful: bool) -> tuple[Action, Reason]:
        """The move and its reason; ``careful`` adds Medium's hold-out and feeding checks."""
        if me.phase is Phase.DRAW:
            return self._draw_or_take(me, legal, careful)
        chosen, steps = self._plan(me)
        if chosen is not None and not (careful and self._holds_out(me, chosen)):
            allowed = set(legal)
            for step in steps:
                if step in allowed:
                    return step, self._step_reason(me, chosen, step)
        if TAKEBACK in legal and not any(isinstance(action, Discard) for action in legal):
            return TAKEBACK, because(
                "these melds cannot reach the {opening} needed to go down",
                opening=self.opening,
            )
        discards = [action for action in legal if isinstance(action, Discard)]
        if not discards:
            return legal[0], because("the only kind of move left")
        scored = self._discard_scores(me, discards, careful)
        best = max(range(len(discards)), key=lambda index: scored[index])
        card = discards[best].card
        if chosen is not None and careful and self._holds_out(me, chosen):
            return discards[best], because("holds out a turn to go down and out at once for -60")
        return discards[best], self._discard_reason(me, card)

    def _draw_or_take(self, me: _Seat, legal: Sequence[Action], careful: bool) -> tuple[Action, Reason]:
        if TAKE in legal and me.top is not None:
            if me.down or not careful:
                return TAKE, because("the {card} goes down this turn", card=me.top)
            chosen, _ = self._plan(replace(me, hand=[*me.hand, me.top], must=me.top))
            if chosen is not None and not self._holds_out(me, chosen):
                return TAKE, because(
                    "the {card} completes melds worth {points}: enough to go down",
                    card=me.top,
                    points=chosen.points,
                )
        return DRAW, because("the discard's top does not help: draw from the stock")

    def _step_reason(self, me: _Seat, chosen: Arrangement, step: Action) -> Reason:
        if len(chosen.kept) == 1:
            return because("lays everything but one card: going out this turn")
        if not me.down and not me.pending:
            return because(
                "melds worth {points} take the hand down (the opening is {opening})",
                points=chosen.points,
                opening=self.opening,
            )
        if isinstance(step, Add):
            return because("lays off a card instead of keeping its points")
        return because_counted(
            "lowers the hand to {count} point", "lowers the hand to {count} points", chosen.deadwood
        )

    def _discard_reason(self, me: _Seat, card: Card) -> Reason:
        # A joker is let go only when every other card scored dearer to keep (a hand that melds
        # everything but cannot reach the opening); it has no meld partners to count.
        if card.is_joker or _near_count(_held(me.hand), card):
            return because("the {card} is the least promising card to keep", card=card)
        return because_counted(
            "the {card} fits no meld and costs {count} point in hand",
            "the {card} fits no meld and costs {count} points in hand",
            card_points(card),
            card=card,
        )

    def _discard_scores(self, me: _Seat, discards: Sequence[Discard], careful: bool) -> list[float]:
        """How much each discard is worth making: dear and useless first, never a joker."""
        melded = self._melded(me.hand)
        feeding = self._feeding(me) if careful else set()
        held = _held(me.hand)
        scores = []
        for action in discards:
            card = action.card
            if card is JOKER:
                scores.append(-JOKER_KEEP)
                continue
            score = self._shed_value(me, card)
            if card in melded:
                score -= IN_MELD
            score -= self._keep_value(me, card, held)
            if card in feeding:
                score -= FEEDS
            scores.append(score)
        return scores

    def _shed_value(self, me: _Seat, card: Card) -> float:
        """What discarding ``card`` saves: its points."""
        return float(card_points(card))

    def _keep_value(self, me: _Seat, card: Card, held: int) -> float:
        """What keeping ``card`` is worth for the melds it may make: ``NEAR`` a partner in hand
        (``held``: the hand's cards as bits)."""
        return NEAR * _near_count(held, card)

    def _feeding(self, me: _Seat) -> set[Card]:
        """Cards the next player could use: near the cards they took from the discard, and (once
        they are down) any card that extends a meld on the table."""
        wanted = 0
        for card in me.collects:
            if not card.is_joker:
                wanted |= PARTNERS[card.code]
        fed = {card for card in me.hand if wanted >> card.code & 1}
        if me.next_down:
            for _, meld in me.table:
                fed.update(open_ends(meld))
        return fed

    # ------------------------------------------------------------------ the Heuristic hooks
    def advise(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        if len(legal) == 1:
            return Decision(legal[0], because("the only legal move"))
        action, reason = self._choose(self._from_view(view), legal, careful=True)
        return Decision(action, reason)

    def greedy(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision | None:
        """Obvious moves: go out when the hand can; finish or take back melds laid this turn
        (so a careless player never lays and takes back forever); meld a taken card."""
        me = self._from_view(view)
        if me.phase is Phase.DRAW:
            return None
        chosen, _ = self._plan(me)
        going_out = chosen is not None and len(chosen.kept) == 1
        if going_out or me.pending or me.must is not None:
            action, reason = self._choose(me, legal, careful=True)
            return Decision(action, reason)
        return None

    def note(self, view: View, action: Action) -> Reason:
        if isinstance(action, Discard):
            return because_counted("sheds {count} point", "sheds {count} points", card_points(action.card))
        if isinstance(action, Lay):
            return because_counted("melds {count} card", "melds {count} cards", len(action.cards))
        if isinstance(action, Add):
            return because("lays a card off")
        return NO_REASON

    def rollout_action(self, state: State, legal: Sequence[Action], rng: random.Random) -> Action:
        assert isinstance(state, QuatorzeState)
        return self._choose(self._from_state(state), legal, careful=False)[0]

    def playout_move(self, state: State, rng: random.Random) -> Action:
        """The playout policy without listing every legal move: take the discard's top when the
        rules allow it (it is melded this turn), else draw; play the plan's next step the rules
        accept, else discard the least useful card."""
        assert isinstance(state, QuatorzeState)
        if state.phase is Phase.DRAW:
            return TAKE if state.discard and self.rules.allows(state, TAKE) else DRAW
        me = self._from_state(state)
        _, steps = self._plan(me)
        for step in steps:
            if self.rules.allows(state, step):
                return step
        if me.must is not None or (not me.down and me.pending):
            return self.rollout_action(state, self.rules.legal_actions(state), rng)
        discards = [Discard(card) for card in set(me.hand)]
        scores = self._discard_scores(me, discards, careful=False)
        best = max(range(len(discards)), key=lambda index: (scores[index], -discards[index].card.code))
        return discards[best]

    def prune(self, state: State, legal: list[Action]) -> list[Action]:
        """The plan's next step when there is one (going down as soon as the opening is there,
        unless holding out for -60 is worth a look); else the few best discards; a take-back only
        when nothing else is left."""
        assert isinstance(state, QuatorzeState)
        if state.phase is Phase.DRAW:
            return legal
        me = self._from_state(state)
        chosen, steps = self._plan(me)
        allowed = set(legal)
        kept: list[Action] = [step for step in steps if step in allowed][:1]
        if kept and chosen is not None and not self._holds_out(me, chosen):
            return kept
        discards = [action for action in legal if isinstance(action, Discard)]
        if discards:
            kept.extend(self._best_discards(me, discards, DISCARDS_SEARCHED))
        if not kept and TAKEBACK in allowed:
            kept.append(TAKEBACK)
        return kept or legal

    def _best_discards(self, me: _Seat, discards: Sequence[Discard], count: int) -> list[Discard]:
        """The ``count`` discards the careful scoring likes best, best first (ties: the first
        listed)."""
        scores = self._discard_scores(me, discards, careful=True)
        ranked = sorted(range(len(discards)), key=lambda index: -scores[index])
        return [discards[index] for index in ranked[:count]]

    def priors(self, state: State, legal: Sequence[Action]) -> list[float] | None:
        """The plan's steps and the cheapest discards first; a take-back last."""
        assert isinstance(state, QuatorzeState)
        if state.phase is Phase.DRAW:
            return [1.0 if isinstance(action, Take) else 0.5 for action in legal]
        me = self._from_state(state)
        _, steps = self._plan(me)
        planned = set(steps)
        discards = [action for action in legal if isinstance(action, Discard)]
        scores = dict(zip(discards, self._discard_scores(me, discards, careful=True), strict=True))
        top = max(scores.values(), default=0.0)
        priors = []
        for action in legal:
            if action in planned:
                priors.append(1.0)
            elif isinstance(action, Discard):
                priors.append(0.8 * math.exp((scores[action] - top) / 10.0))
            elif isinstance(action, TakeBack):
                priors.append(0.0)
            else:
                priors.append(0.3)
        return priors

    def root_priors(self, view: View, legal: Sequence[Action]) -> list[float] | None:
        """Medium's liking for each move: 1 for its choice, a discard less the further its score
        falls short of the best, any other move ``OTHER_PRIOR``."""
        me = self._from_view(view)
        choice, _ = self._choose(me, legal, careful=True)
        discards = [action for action in legal if isinstance(action, Discard)]
        scores = dict(zip(discards, self._discard_scores(me, discards, careful=True), strict=True))
        top = max(scores.values(), default=0.0)
        priors = []
        for action in legal:
            if action == choice:
                priors.append(1.0)
            elif action in scores:
                priors.append(math.exp((scores[action] - top) / PRIOR_SCALE))
            else:
                priors.append(OTHER_PRIOR)
        return priors

    def outcome(self, state: State) -> list[float]:
        """A scored round's reward, 0–1: going out, and the points taken against the others'."""
        if not isinstance(state, QuatorzeState) or not state.points:
            return outcome(state)
        wins = [1.0 / len(state.winners) if seat in state.winners else 0.0 for seat in range(state.players)]
        return _rewards(wins, [float(points) for points in state.points], self.win_share)

    def evaluate(self, state: State) -> list[float]:
        """An unfinished round scored by deadwood: the lighter hand is likelier to go out first."""
        assert isinstance(state, QuatorzeState)
        deadwood = [self._deadwood(state, seat) for seat in range(state.players)]
        weights = [math.exp(-dead / self.deadwood_scale) for dead in deadwood]
        total = sum(weights)
        wins = [weight / total for weight in weights]
        held = [sum(card_points(card) for card in hand) for hand in state.hands]
        expected = [wins[seat] * WIN_POINTS + (1 - wins[seat]) * held[seat] for seat in range(state.players)]
        return _rewards(wins, expected, self.win_share)

    def _deadwood(self, state: QuatorzeState, seat: int) -> float:
        """The points of the cards in no meld the hand could form, plus half of those that are:
        a meld still in hand is not down yet, and whoever goes out meanwhile makes it count."""
        hand = state.hands[seat]
        melded = self._melded(hand)
        loose = sum(card_points(card) for card in hand if card not in melded)
        return loose + sum(card_points(card) for card in hand if card in melded) * IN_HAND_MELDS


def _rewards(wins: Sequence[float], points: Sequence[float], share: float) -> list[float]:
    """Per seat: ``share`` × its chance of going out, plus the rest for its points against
    the others' average (fewer is better), clipped to 0–1."""
    players = len(points)
    total = sum(points)
    rewards = []
    for seat in range(players):
        others = (total - points[seat]) / (players - 1)
        standing = min(1.0, max(0.0, 0.5 + (others - points[seat]) / (2 * SPAN)))
        rewards.append(share * wins[seat] + (1 - share) * standing)
    return rewards


def _held(hand: Sequence[Card]) -> int:
    """The hand's distinct natural cards as bits by code."""
    held = 0
    for card in hand:
        if not card.is_joker:
            held |= 1 << card.code
    return held


def _near_count(held: int, card: Card) -> int:
    """How many distinct cards of the hand would make a meld with ``card`` and one more card."""
    return (held & PARTNERS[card.code]).bit_count()


__all__ = ["QuatorzeHeuristic"]
