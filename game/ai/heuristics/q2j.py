"""Q Squared Joe's rules of thumb: go out, hold queen pairs and jacks, leave the next player stuck.

The legality of a move always comes from the engine's legal list; the engine's
table of "what goes on what" (rules 1–5, ``Q2JRules.playable_on``) also feeds the
estimates here (how easy a card is to place later, how likely the next player is
to be stuck).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from ...engine import DRAW, Action, Card, Draw, Rules, State, View
from ...engine.cards import STANDARD_52
from ...engine.games.q2j import Joe, Phase, Play, Q2JRules, Q2JState, QSquared
from ...engine.games.q2j.facts import Q2JFacts
from ...engine.seats import next_in_play
from ...engine.zones import DISCARD, hand_zone
from ..base import Decision
from ..reasons import NO_REASON, Reason, because, because_counted, join
from .base import Heuristic

QUEEN, JACK, ACE = 12, 11, 1


class Q2JHeuristic(Heuristic):
    """Casual Q Squared Joe play, a fast playout policy and a hand-size evaluation."""

    cutoff = 0  # Q2J playouts are short (about ten moves): play them to the end
    # Medium's weights (tuned against Random): keeping a supple hand matters more than blocking.
    stuck_weight = 1.0
    mobility_weight = 4.0
    # The playout policy's weights: shed hard-to-place cards, leave tops that are hard to follow.
    rollout_mobility = 4.0
    rollout_block = 1.0
    # How fast the root prior falls off below Medium's choice (in Medium's score units).
    prior_scale = 1.0

    def __init__(self, rules: Rules[Any]) -> None:
        super().__init__(rules)
        assert isinstance(rules, Q2JRules)
        self.rule_4 = rules.rule_4
        self.rule_5 = rules.rule_5
        self.q_squared = rules.q_squared
        self.joe = rules.joe
        self.countdown = rules.countdown
        self.elimination = rules.elimination
        # fits[top.code][card.code] is the engine's own table, summarised twice over the deck.
        self.fits = rules.playable_on
        # mobility: on what share of tops a card can be played (low cards are hard to place later).
        self.mobility = [sum(self.fits[t.code][c.code] for t in STANDARD_52) / 52 for c in STANDARD_52]
        # ease: what share of the deck may follow a top (high cards and aces are hard to follow).
        self.ease = [sum(row) / 52 for row in self.fits]
        # A playout's static preference for playing card c on top t, precomputed per pair.
        self.static = [[self._static_value(c, t) for c in STANDARD_52] for t in STANDARD_52]

    def _static_value(self, card: Card, top: Card) -> float:
        value = self.rollout_mobility * (1.0 - self.mobility[card.code]) + self.rollout_block * (
            1.0 - self.ease[card.code]
        )
        if self.rule_5 and card.rank == top.rank:
            value -= 3.0  # an equal rank is followed by a draw: no progress
        if self.joe and card.rank == JACK:
            value -= 0.7
        return value

    # ------------------------------------------------------------------ reading a view
    def _next_seat(self, view: View, seat: int) -> int:
        return next_in_play(seat, view.players, Q2JFacts.of(view).finished)

    def _unseen(self, view: View) -> list[Card]:
        """Cards this seat cannot see anywhere: the pool every hidden card is drawn from."""
        seen = {card.code for card in view.visible_cards()}
        return [card for card in STANDARD_52 if card.code not in seen]

    def _stuck_chance(self, view: View, seat: int, top: Card, unseen: Sequence[Card]) -> float:
        """How likely ``seat`` cannot follow ``top`` (a Q Squared pair ignored)."""
        cards = view.zones[hand_zone(seat)]
        row = self.fits[top.code]
        if any(card is not None and row[card.code] for card in cards):
            return 0.0
        hidden = sum(card is None for card in cards)
        if not hidden:
            return 1.0
        share = sum(row[card.code] for card in unseen) / max(1, len(unseen))
        return (1.0 - share) ** hidden

    # ------------------------------------------------------------------ Medium
    def advise(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        phase = Q2JFacts.of(view).phase
        hand = [card for card in view.zones[hand_zone(view.seat)] if card is not None]
        discard = view.zones[DISCARD]
        top = discard[-1] if discard else None
        if phase is Phase.RESPOND:
            return self._respond(legal, hand)
        if phase is Phase.DRAWN:
            return self._drawn(legal, hand, top)
        if len(legal) == 1 and isinstance(legal[0], Draw):
            if top is None:
                return Decision(DRAW, because("nothing you hold goes"))
            return Decision(DRAW, because("nothing you hold goes on {top}", top=top))
        unseen = self._unseen(view)
        nxt = self._next_seat(view, view.seat)
        scored = [self._medium_score(view, action, hand, top, nxt, unseen) for action in legal]
        best = max(score for score, _ in scored)
        ties = [i for i, (score, _) in enumerate(scored) if score == best]
        index = ties[rng.randrange(len(ties))] if len(ties) > 1 else ties[0]
        return Decision(legal[index], scored[index][1])

    def greedy(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision | None:
        """Go out when a move empties the hand; answer a Q Squared with a jack."""
        hand = [card for card in view.zones[hand_zone(view.seat)] if card is not None]
        for action in legal:
            if isinstance(action, Joe):
                return Decision(action, because("a jack answers the Q Squared: no cards to draw"))
            if isinstance(action, QSquared) and len(hand) == 2:
                return Decision(action, because("your last two cards: you go out"))
            if isinstance(action, Play) and len(hand) == 1 and not self._equal_on_top(view, action.card):
                return Decision(action, because("your last card: you go out"))
        return None

    def _equal_on_top(self, view: View, card: Card) -> bool:
        discard = view.zones[DISCARD]
        top = discard[-1] if discard else None
        return self.rule_5 and top is not None and top.rank == card.rank

    def _respond(self, legal: Sequence[Action], hand: list[Card]) -> Decision:
        joes = [action for action in legal if isinstance(action, Joe)]
        if not joes:
            return Decision(DRAW, because("you hold no jack to answer the Q Squared"))
        # Any jack does; keep the one whose suit has the most partners in hand (easier to follow).
        suits = [card.suit for card in hand]
        jack = min(joes, key=lambda joe: suits.count(joe.jack.suit))
        if len(hand) == 1:
            return Decision(
                jack,
                because(
                    "a jack answers the Q Squared: no cards to draw, and it was your last card: you go out",
                ),
            )
        return Decision(jack, because("a jack answers the Q Squared: no cards to draw"))

    def _drawn(self, legal: Sequence[Action], hand: list[Card], top: Card | None) -> Decision:
        plays = [action for action in legal if isinstance(action, Play)]
        pass_ = next(action for action in legal if not isinstance(action, Play | QSquared))
        pairs = [action for action in legal if isinstance(action, QSquared)]
        if pairs:  # the drawn second queen (option drawn_q_squared): a Q Squared now
            return Decision(pairs[0], because("everyone else draws and you play again"))
        if not plays:
            return Decision(pass_, because("it does not fit"))
        card = plays[0].card
        queens = sum(c.rank == QUEEN for c in hand)
        if self.q_squared and card.rank == QUEEN and queens == 2:
            return Decision(pass_, because("the {card} and your other queen make a Q Squared", card=card))
        if self.rule_5 and top is not None and card.rank == top.rank:
            return Decision(
                pass_,
                because(
                    "the {card} is an equal rank: playing it would only make you draw again",
                    card=card,
                ),
            )
        return Decision(plays[0], because("one card fewer in your hand"))

    def _medium_score(
        self,
        view: View,
        action: Action,
        hand: list[Card],
        top: Card | None,
        nxt: int,
        unseen: Sequence[Card],
    ) -> tuple[float, Reason]:
        """A casual player's value for one move, with the words that justify it."""
        threat = min(
            (
                len(view.zones[hand_zone(seat)])
                for seat in range(view.players)
                if seat != view.seat and seat not in Q2JFacts.of(view).finished
            ),
            default=5,
        )
        queens = [card for card in hand if card.rank == QUEEN]
        if isinstance(action, QSquared):
            if len(hand) == 2:
                return 100.0, because("your last two cards: you go out")
            singles = any(
                top is None or self.fits[top.code][card.code] for card in hand if card.rank != QUEEN
            )
            rest = [card for card in hand if card is not action.under and card is not action.top]
            follow = sum(self.fits[action.top.code][card.code] for card in rest) / max(1, len(rest))
            if not singles:
                return 6.0 + follow, because("everyone else draws and you play again, instead of drawing")
            if threat <= 2:
                return 6.0 + follow, join(
                    because("everyone else draws and you play again"),
                    because_counted(
                        "an opponent is down to {count} card", "an opponent is down to {count} cards", threat
                    ),
                )
            return 0.5 + follow, because("everyone else draws and you play again")
        assert isinstance(action, Play)
        card = action.card
        if len(hand) == 1 and not (self.rule_5 and top is not None and card.rank == top.rank):
            return 100.0, because("your last card: you go out")
        score = self.mobility_weight * (1.0 - self.mobility[card.code])
        words: list[Reason] = []
        if score >= 1.0:
            words.append(because("sheds a card that is hard to place later"))
        stuck = self._stuck_chance(view, nxt, card, unseen)
        weight = self.stuck_weight * (1.0 + 1.0 / max(1, len(view.zones[hand_zone(nxt)])))
        score += weight * stuck
        if stuck >= 0.5:
            words.append(because("the next player can likely not follow it"))
        if self.rule_5 and top is not None and card.rank == top.rank:
            score -= 3.0
            words.append(because("equal rank: you draw a card after it"))
        if self.q_squared and card.rank == QUEEN and len(queens) >= 2:
            score -= 4.0
            words.append(because("breaks your queen pair"))
        if self.joe and card.rank == JACK and len(hand) > 2:
            score -= 1.5
            words.append(because("spends a jack you could keep for a Joe"))
        if card.rank == ACE and top is not None and top.rank >= JACK:
            words.append(because("ace on a face card (rule 3)"))
        if not words:
            words.append(because("the card least worth keeping: the others fit on more cards"))
        return score, join(*words)

    def root_priors(self, view: View, legal: Sequence[Action]) -> list[float] | None:
        """Medium's liking for each move: 1 for its choice, less the further its score falls short."""
        if Q2JFacts.of(view).phase is not Phase.PLAY or any(
            not isinstance(a, Play | QSquared) for a in legal
        ):
            return None
        hand = [card for card in view.zones[hand_zone(view.seat)] if card is not None]
        discard = view.zones[DISCARD]
        top = discard[-1] if discard else None
        unseen = self._unseen(view)
        nxt = self._next_seat(view, view.seat)
        scores = [self._medium_score(view, action, hand, top, nxt, unseen)[0] for action in legal]
        best = max(scores)
        return [math.exp(-(best - score) / self.prior_scale) for score in scores]

    def note(self, view: View, action: Action) -> Reason:
        hand = [card for card in view.zones[hand_zone(view.seat)] if card is not None]
        if isinstance(action, QSquared):
            return because("everyone else draws and you play again")
        if isinstance(action, Joe):
            return because("a jack instead of a draw")
        if isinstance(action, Draw):
            return NO_REASON
        if not isinstance(action, Play):
            return because("keeps the drawn card")
        card = action.card
        left = [c for c in hand if c is not card]
        notes = []
        if self.q_squared and sum(c.rank == QUEEN for c in left) >= 2:
            notes.append(because("keeps your queen pair for a Q Squared"))
        if self.joe and any(c.rank == JACK for c in left) and card.rank != JACK:
            notes.append(because("keeps your jack for a Joe"))
        if self._equal_on_top(view, card):
            notes.append(because("equal rank, so you draw after it"))
        if card.rank == ACE and self.rule_4:
            notes.append(because("an ace on top stops face cards"))
        return join(*notes)

    # ------------------------------------------------------------------ search helpers
    def rollout_action(self, state: State, legal: Sequence[Action], rng: random.Random) -> Action:
        assert isinstance(state, Q2JState)
        first = legal[0]
        if type(first) is Joe:
            return first
        if len(legal) == 1:
            return first
        if rng.random() < 0.1:
            return legal[rng.randrange(len(legal))]
        hand = state.hands[state.to_move]
        if state.phase is Phase.DRAWN:
            return first
        best, best_value = first, -1e9
        row = self.static[state.discard[-1].code] if state.discard else None
        size = len(hand)
        for action in legal:
            if type(action) is Play:
                card = action.card
                if size == 1:
                    return action
                value = row[card.code] if row is not None else 0.0
                if card.rank == QUEEN and self.q_squared:
                    value -= 2.0
            elif type(action) is QSquared:
                if size == 2:
                    return action
                value = 2.5 if size <= 4 else 1.0
            else:
                continue
            if value > best_value:
                best, best_value = action, value
        return best

    def priors(self, state: State, legal: Sequence[Action]) -> list[float] | None:
        assert isinstance(state, Q2JState)
        if state.phase is not Phase.PLAY:
            return [1.0 if type(a) in (Joe, Play) else 0.3 for a in legal]
        row = self.static[state.discard[-1].code] if state.discard else None
        size = len(state.hands[state.to_move])
        values: list[float] = []
        for action in legal:
            if type(action) is Play:
                if size == 1:
                    values.append(1.0)
                    continue
                raw = row[action.card.code] if row is not None else 0.0
                values.append(max(0.0, min(1.0, 0.2 + raw / 4.0)))
            elif type(action) is QSquared:
                values.append(1.0 if size == 2 else 0.6)
            else:
                values.append(0.5)
        return values

    def evaluate(self, state: State) -> list[float]:
        """Win chances from the cards each seat still has to shed (hand plus Countdown hands)."""
        assert isinstance(state, Q2JState)
        players = state.players
        finished = state.finished
        burdens: list[float] = []
        for seat in range(players):
            hand = state.hands[seat]
            burden = float(len(hand))
            if self.countdown:
                level = state.level[seat]
                burden += level * (level - 1) / 2  # the smaller hands still to come
            if self.q_squared and sum(card.rank == QUEEN for card in hand) >= 2:
                burden -= 1.5
            if self.joe:
                burden -= 0.3 * sum(card.rank == JACK for card in hand)
            if seat == state.to_move:
                burden -= 0.5
            burdens.append(burden)
        in_play = [seat for seat in range(players) if seat not in finished]
        rewards = [0.0] * players
        if self.elimination:
            # The deal is lost by the last holder: share 1 among the others.
            weights = {seat: math.exp(0.8 * burdens[seat]) for seat in in_play}
            total = sum(weights.values())
            share = 1.0 / max(1, players - 1)
            for seat in range(players):
                lose = weights[seat] / total if seat in weights else 0.0
                rewards[seat] = share * (1.0 - lose)
            return rewards
        weights = {seat: math.exp(-0.8 * burdens[seat]) for seat in in_play}
        total = sum(weights.values())
        for seat, weight in weights.items():
            rewards[seat] = weight / total
        return rewards
