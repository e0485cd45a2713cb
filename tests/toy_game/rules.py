"""Toy Go Out's rules (see the package's docstring): toss a card of the top's suit or rank,
else draw, else pass; the first empty hand wins, and a full round of passes ends the deal on
the fewest cards."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from game.engine import Card, View
from game.engine.actions import DRAW, PASS, Action, Draw, Pass
from game.engine.cards import SUITS, shuffle
from game.engine.errors import IllegalAction, SetupError
from game.engine.events import Announced, Event, GameOver, Moved
from game.engine.facts import FactCodec, WholeFact, record_of
from game.engine.options import OptionSpec
from game.engine.rules import TURN_CAP, RoundContext, RoundResult, Rules, ScoreItem, undealt
from game.engine.zones import DISCARD, STOCK, Zone, hand_zone

from .actions import Toss, parse_toy_action
from .events import ToyAnnouncement
from .state import ToyState

GAME: Final = "toy"
RANKS: Final = range(1, 7)  # ace to six
HANDS: Final = tuple(hand_zone(seat) for seat in range(4))
ZONE_HELP: Final = "the zones are hand:0 … hand:3, stock and discard"


@dataclass(frozen=True, slots=True)
class ToyFacts:
    passes: int  # seats that passed in a row, just before this turn

    @staticmethod
    def of(view: View) -> ToyFacts:
        return record_of(view, ToyFacts, TOY_FACTS, GAME)


TOY_FACTS: Final = FactCodec(ToyFacts, passes=WholeFact())


def matches(card: Card, top: Card | None) -> bool:
    """Whether ``card`` may be tossed on ``top``: its suit or its rank (anything on no card)."""
    return top is None or card.suit == top.suit or card.rank == top.rank


class ToyRules(Rules[ToyState]):
    game = GAME
    title = "Toy Go Out"
    seats = (2, 4)
    option_specs = (
        OptionSpec("hand", "int", 3, "Cards dealt to each seat.", minimum=1, maximum=5),
        TURN_CAP,
    )

    def configure(self) -> None:
        self.hand_size = int(self.options["hand"])

    def deck(self, players: int) -> list[Card]:
        return [Card(rank, suit) for suit in SUITS for rank in RANKS]

    def deal(self, players: int, seed: int, context: RoundContext) -> ToyState:
        state = ToyState(players, seed)
        cards = self.deck(players)
        shuffle(cards, state.rng)
        for _ in range(self.hand_size):
            for hand in state.hands:
                hand.append(cards.pop())
        state.discard.append(cards.pop())
        state.stock = cards
        state.to_move = context.dealer
        return state

    def opening_events(self, state: ToyState) -> list[Event]:
        """The deal as the table saw it: each hand's cards dealt face down, then the discard
        pile's cards turned up. What each seat may see is learnt from these events (and the
        moves' own), so a card turned up in the deal must be announced here."""
        start = state.origin if isinstance(state.origin, ToyState) else state
        events: list[Event] = [
            Moved(card, STOCK, HANDS[seat], False) for seat, hand in enumerate(start.hands) for card in hand
        ]
        events.extend(Moved(card, STOCK, DISCARD, True) for card in start.discard)
        return events

    def setup(
        self,
        players: int,
        seed: int,
        zones: Mapping[Zone, Sequence[Card]],
        to_move: int | None = None,
        facts: Mapping[str, object] | None = None,
        marks: Mapping[Zone, Sequence[str]] | None = None,
        rng: random.Random | None = None,
    ) -> ToyState:
        """Zones not given are dealt from the rest: ``hand`` cards to each hand, one to the
        discard pile, the others to the stock. A finished deal is a position too (a hand
        emptied, or every seat passed in a row, with no seat to move: ``-1``), set up finished:
        ``sample_state`` builds one from a finished deal's view."""
        state = ToyState(players, seed, rng)
        rest = undealt(self.deck(players), zones, [*HANDS[:players], STOCK, DISCARD], ZONE_HELP)
        shuffle(rest, state.rng)
        for seat in range(players):
            given = zones.get(HANDS[seat])
            state.hands[seat] = (
                list(given) if given is not None else [rest.pop() for _ in range(self.hand_size)]
            )
        given = zones.get(DISCARD)
        state.discard = list(given) if given is not None else [rest.pop()]
        given = zones.get(STOCK)
        state.stock = list(given) if given is not None else rest
        state.passes = TOY_FACTS.decode(facts or {}, players, ToyFacts(0)).passes
        if not 0 <= state.passes <= players:
            raise SetupError(
                f"passes: {state.passes} seats cannot have passed in a row at a table of {players}"
            )
        out = [seat for seat, hand in enumerate(state.hands) if not hand]
        over = bool(out) or state.passes == players
        if to_move is not None and not (0 <= to_move < players or (over and to_move == -1)):
            raise SetupError(f"there is no seat {to_move} to move")
        state.to_move = max(to_move or 0, 0)
        if out:
            state.finish(tuple(out), "went out")
        elif over:
            state.finish(self.cap_winners(state), "everyone passed")
        return state

    # ------------------------------------------------------------------ play
    def legal_actions(self, state: ToyState) -> list[Action]:
        if state.over:
            return []
        top = state.discard[-1] if state.discard else None
        tosses: list[Action] = [Toss(card) for card in state.hands[state.to_move] if matches(card, top)]
        if tosses:
            return tosses
        return [DRAW] if state.stock else [PASS]

    def check(self, state: ToyState, action: Action) -> None:
        hand = state.hands[state.to_move]
        top = state.discard[-1] if state.discard else None
        can_toss = any(matches(card, top) for card in hand)
        if isinstance(action, Toss):
            if action.card not in hand:
                raise IllegalAction("toss", "{card} is not in your hand", card=action.card)
            if top is not None and not matches(action.card, top):
                raise IllegalAction(
                    "toss",
                    "{card} is neither of the suit nor of the rank of {top}",
                    card=action.card,
                    top=top,
                )
            return
        if isinstance(action, Draw | Pass) and can_toss:
            raise IllegalAction("must toss", "you can toss a card: draw or pass only when you cannot")
        if isinstance(action, Draw):
            if not state.stock:
                raise IllegalAction("draw", "the stock is empty: pass")
            return
        if isinstance(action, Pass):
            if state.stock:
                raise IllegalAction("pass", "the stock still has cards: draw")
            return
        raise IllegalAction("notation", "{action} is not a Toy Go Out action", action=str(action))

    def perform(self, state: ToyState, action: Action) -> list[Event]:
        seat = state.to_move
        hand = HANDS[seat]
        events: list[Event] = []
        if isinstance(action, Toss):
            state.hands[seat].remove(action.card)
            state.discard.append(action.card)
            state.passes = 0
            events.append(Moved(action.card, hand, DISCARD, True))
            if len(state.hands[seat]) == 1:
                events.append(Announced(seat, ToyAnnouncement.LAST_CARD))
            if not state.hands[seat]:
                state.finish((seat,), "went out")
                events.append(GameOver((seat,), "went out"))
                return events
        elif isinstance(action, Draw):
            card = state.stock.pop()
            state.hands[seat].append(card)
            state.passes = 0
            events.append(Moved(card, STOCK, hand, False))
        else:
            state.passes += 1
            if state.passes == state.players:
                winners = self.cap_winners(state)
                state.finish(winners, "everyone passed")
                events.append(GameOver(winners, "everyone passed"))
                return events
        state.to_move = (seat + 1) % state.players
        return events

    # ------------------------------------------------------------------ endings
    def cap_winners(self, state: ToyState) -> tuple[int, ...]:
        """The fewest cards in hand wins (together, on a tie)."""
        fewest = min(len(hand) for hand in state.hands)
        return tuple(seat for seat, hand in enumerate(state.hands) if len(hand) == fewest)

    def round_result(self, state: ToyState) -> RoundResult:
        """Winners first, then by cards left; each seat scores the cards left in its hand."""
        left = [len(hand) for hand in state.hands]
        others = sorted(
            (seat for seat in range(state.players) if seat not in state.winners), key=left.__getitem__
        )
        return RoundResult(
            placings=(*state.winners, *others),
            eliminated=(),
            winners=state.winners,
            points=tuple(left),
            items=tuple((ScoreItem("cards left", count),) for count in left),
        )

    def parse_action(self, text: str) -> Action:
        return parse_toy_action(text)

    # ------------------------------------------------------------------ information
    def zones(self, state: ToyState) -> dict[Zone, list[Card]]:
        zones: dict[Zone, list[Card]] = {HANDS[seat]: state.hands[seat] for seat in range(state.players)}
        zones[STOCK] = state.stock
        zones[DISCARD] = state.discard
        return zones

    def facts(self, state: ToyState) -> ToyFacts:
        return ToyFacts(state.passes)

    def public_facts(self, state: ToyState) -> dict[str, object]:
        return TOY_FACTS.encode(self.facts(state))

    def seen_by(self, state: ToyState, seat: int) -> dict[Zone, tuple[Card | None, ...]]:
        # One's own hand and the discard pile are open to the seat; the rest lies face down.
        seen: dict[Zone, tuple[Card | None, ...]] = {}
        for owner in range(state.players):
            cards = state.hands[owner]
            seen[HANDS[owner]] = tuple(cards) if owner == seat else (None,) * len(cards)
        seen[STOCK] = (None,) * len(state.stock)
        seen[DISCARD] = tuple(state.discard)
        return seen
