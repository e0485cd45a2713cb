"""Q Squared Joe: shed your hand onto the discard pile (seed: q-squared-joe.txt, RULINGS.md).

Rule numbers in messages are the seed's: 1 higher, 2 same suit lower, 3 ace on a
face card, 4 no face card on an ace, 5 equal rank then draw, 6 Q Squared, 7 Joe.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from ...actions import DRAW, PASS, Action, Draw, Pass
from ...cards import STANDARD_52, Card, build_deck, intern
from ...errors import IllegalAction, SetupError, VariantError
from ...events import (
    Announced,
    DrawSkipped,
    Event,
    GameOver,
    Moved,
    PlayerOut,
    Reshuffled,
    Revealed,
)
from ...options import OptionSpec
from ...rules import TURN_CAP, MatchMode, RoundContext, RoundResult, Rules
from ...view import View
from .actions import JOES, PLAYS, Joe, Play, QSquared, parse_q2j_action
from .state import DRAWN, PLAY, RESPOND, Q2JState
from .words import q2j_action_words

HAND_SIZE = 5

OPTIONS = (
    OptionSpec("rule_4", "bool", True, "Rule 4: no face card may be played on an ace."),
    OptionSpec("rule_5", "bool", True, "Rule 5: an equal rank may be played, then its player draws."),
    OptionSpec("q_squared", "bool", True, "Rule 6: two queens played at once make everyone else draw."),
    OptionSpec("joe", "bool", True, "Rule 7: a jack may be discarded instead of drawing for a Q Squared."),
    OptionSpec("face_up", "bool", False, "Every hand is face up to every player."),
    OptionSpec("challenge", "bool", False, "Two players: one is dealt 1 card, the other 5."),
    OptionSpec(
        "challenge_single",
        "choice",
        "random",
        "Challenge: who gets the single card (random is the deal's seeded pick).",
        choices=("random", "first", "second"),
    ),
    OptionSpec("countdown", "bool", False, "Emptying a hand of n > 1 cards deals a new hand of n−1."),
    OptionSpec(
        "match",
        "choice",
        "single",
        "single: first empty hand wins; elimination: rounds drop the last holder until one is left.",
        choices=("single", "elimination"),
    ),
    OptionSpec("play_drawn_card", "bool", False, "A player who had to draw may play the drawn card."),
    TURN_CAP,
)


# Zone names by seat, built once: events name a hand on nearly every move.
_HAND_ZONES = tuple(f"hand:{seat}" for seat in range(10))


def _hand(seat: int) -> str:
    return _HAND_ZONES[seat]


class Q2JRules(Rules[Q2JState]):
    """Q Squared Joe with its Classic, Face-up, Challenge and Countdown switches."""

    game = "q2j"
    title = "Q Squared Joe"
    seats = (2, 10)
    option_specs = OPTIONS
    match_modes = (MatchMode.SINGLE, MatchMode.ELIMINATION)

    def configure(self) -> None:
        self.rule_4 = bool(self.options["rule_4"])
        self.rule_5 = bool(self.options["rule_5"])
        self.q_squared = bool(self.options["q_squared"])
        self.joe = bool(self.options["joe"]) and self.q_squared
        self.face_up = bool(self.options["face_up"])
        self.challenge = bool(self.options["challenge"])
        self.countdown = bool(self.options["countdown"])
        self.elimination = self.options["match"] == "elimination"
        self.play_drawn_card = bool(self.options["play_drawn_card"])
        if self.challenge and self.variant.max_players != 2:
            raise VariantError("Challenge is for exactly 2 players (set players to 2)", "challenge")
        # playable[top.code][card.code]: rules 1-5 precomputed, so legal moves are table look-ups.
        self._playable_on = [
            [self._playable(card, top) for card in STANDARD_52] for top in STANDARD_52
        ]

    def deck(self, players: int) -> list[Card]:
        return build_deck()

    # ------------------------------------------------------------------ set-up
    def _hand_sizes(self, state: Q2JState) -> list[int]:
        if not self.challenge:
            return [HAND_SIZE] * state.players
        choice = self.options["challenge_single"]
        single = {"first": 0, "second": 1}.get(str(choice))
        if single is None:
            single = state.rng.randrange(2)
        return [1 if seat == single else HAND_SIZE for seat in range(2)]

    def deal(self, players: int, seed: int, context: RoundContext) -> Q2JState:
        state = Q2JState(players, seed)
        cards = self.deck(players)
        state.rng.shuffle(cards)
        sizes = self._hand_sizes(state)
        # One card at a time around the table; the last card dealt to each seat is face up.
        for round_ in range(max(sizes)):
            for seat in range(players):
                if round_ < sizes[seat]:
                    state.hands[seat].append(cards.pop())
        state.level = list(sizes)
        state.discard.append(cards.pop())
        state.stock = cards
        self._choose_leader(state)
        return state

    def _choose_leader(self, state: Q2JState) -> list[Event]:
        """The lead rule: highest face-up card; ties reveal the next card back; then a seeded pick."""
        events: list[Event] = []
        contenders = [seat for seat in range(state.players) if state.hands[seat]]
        depth = 1
        while True:
            for seat in contenders:
                hand = state.hands[seat]
                card = hand[-depth]
                if card not in state.known[seat]:
                    state.known[seat].append(card)
                events.append(Revealed(card, _hand(seat), "lead"))
            best = max(state.hands[seat][-depth].rank for seat in contenders)
            contenders = [s for s in contenders if state.hands[s][-depth].rank == best]
            depth += 1
            if len(contenders) == 1 or any(len(state.hands[s]) < depth for s in contenders):
                break
        leader = contenders[0] if len(contenders) == 1 else state.rng.choice(contenders)
        state.leader = leader
        state.to_move = leader
        events.append(Announced(leader, "lead"))
        return events

    def opening_events(self, state: Q2JState) -> list[Event]:
        """The deal card by card, the discard turned up, the lead's reveals and the leader."""
        start = state.origin if isinstance(state.origin, Q2JState) else state
        events: list[Event] = []
        sizes = [len(hand) for hand in start.hands]
        for round_ in range(max(sizes, default=0)):
            for seat in range(start.players):
                if round_ < sizes[seat]:
                    card = start.hands[seat][round_]
                    face_up = self.face_up or round_ == sizes[seat] - 1
                    events.append(Moved(card, "stock", _hand(seat), face_up))
        if start.discard:
            events.append(Moved(start.discard[-1], "stock", "discard", True))
        for seat, cards in enumerate(start.known):
            events.extend(Revealed(card, _hand(seat), "lead") for card in cards)
        events.append(Announced(start.leader, "lead"))
        return events

    def setup(
        self,
        players: int,
        seed: int,
        zones: Mapping[str, Sequence[Card]],
        to_move: int | None = None,
        facts: Mapping[str, object] | None = None,
        marks: Mapping[str, Sequence[str]] | None = None,
        rng: random.Random | None = None,
    ) -> Q2JState:
        self.check_players(players, within_variant=False)
        state = Q2JState(players, seed, rng)
        facts = dict(facts or {})
        known_names = {_hand(seat) for seat in range(players)} | {"stock", "discard"}
        unknown = sorted(set(zones) - known_names)
        if unknown:
            raise SetupError(f"no zone {unknown[0]!r} in Q Squared Joe; zones are hand:N, stock, discard")
        rest = self.deck(players)
        for cards in zones.values():
            for card in cards:
                try:
                    rest.remove(card)
                except ValueError:
                    raise SetupError(f"{card} is given twice, or is not in the deck") from None
        state.rng.shuffle(rest)
        sizes = self._hand_sizes(state)
        for seat in range(players):
            given = zones.get(_hand(seat))
            state.hands[seat] = [intern(c) for c in given] if given is not None else [
                rest.pop() for _ in range(min(sizes[seat], len(rest)))
            ]
        discard = zones.get("discard")
        state.discard = [intern(c) for c in discard] if discard is not None else [rest.pop()]
        stock = zones.get("stock")
        if stock is not None:
            state.stock = [intern(c) for c in stock]
        else:
            state.stock = rest
            rest = []
        if rest:
            raise SetupError(f"{len(rest)} cards are in no zone; give the stock or leave it out")
        state.phase = str(facts.get("phase", PLAY))
        state.qsq_player = int(str(facts.get("qsq_player", -1)))
        state.responders = [int(str(s)) for s in _as_list(facts.get("responders", []))]
        state.finished = [int(str(s)) for s in _as_list(facts.get("finished", []))]
        levels = _as_list(facts.get("level", []))
        state.level = [int(str(x)) for x in levels] if levels else [
            max(1, len(hand)) for hand in state.hands
        ]
        known = facts.get("known", {})
        if isinstance(known, Mapping):
            for seat_key, cards in known.items():
                state.known[int(seat_key)] = [Card.parse(str(c)) for c in _as_list(cards)]
        if to_move is None:
            self._choose_leader(state)
        else:
            state.to_move = to_move
            state.leader = int(str(facts.get("leader", to_move)))
        return state

    # ------------------------------------------------------------------ legality
    def _playable(self, card: Card, top: Card | None) -> bool:
        if top is None:
            return True
        rank, top_rank = card.rank, top.rank
        if self.rule_4 and top_rank == 1 and rank >= 11:
            return False
        if rank > top_rank:
            return True
        if rank < top_rank:
            return card.suit == top.suit or (rank == 1 and top_rank >= 11)
        return self.rule_5

    def _why_not(self, card: Card, top: Card) -> IllegalAction:
        if self.rule_4 and top.rank == 1 and card.rank >= 11:
            return IllegalAction("rule 4", f"no face card may go on an ace: {card} on {top}")
        if card.rank == top.rank:
            return IllegalAction("rule 5", f"equal ranks are not played in this variant: {card} on {top}")
        return IllegalAction(
            "rules 1-3",
            f"{card} is lower than {top} and not of its suit (and not an ace on a face card)",
        )

    def legal_actions(self, state: Q2JState) -> list[Action]:
        if state.over:
            return []
        hand = state.hands[state.to_move]
        phase = state.phase
        if phase == PLAY:
            if state.discard:
                ok = self._playable_on[state.discard[-1].code]
                actions: list[Action] = [PLAYS[card.code] for card in hand if ok[card.code]]
            else:
                actions = [PLAYS[card.code] for card in hand]
            if self.q_squared and len(hand) >= 2:
                queens = [card for card in hand if card.rank == 12]
                if len(queens) >= 2:
                    actions.extend(
                        QSquared(under, top_queen)
                        for under in queens
                        for top_queen in queens
                        if under is not top_queen
                    )
            return actions or [DRAW]
        if phase == RESPOND:
            jacks: list[Action] = [JOES[c.code] for c in hand if c.rank == 11] if self.joe else []
            jacks.append(DRAW)
            return jacks
        drawn = hand[-1]
        top = state.discard[-1] if state.discard else None
        return [PLAYS[drawn.code], PASS] if self._playable(drawn, top) else [PASS]

    def _can_play_any(self, state: Q2JState) -> bool:
        hand = state.hands[state.to_move]
        top = state.discard[-1] if state.discard else None
        if any(self._playable(card, top) for card in hand):
            return True
        return self.q_squared and sum(card.rank == 12 for card in hand) >= 2

    def check(self, state: Q2JState, action: Action) -> None:
        hand = state.hands[state.to_move]
        phase = state.phase
        if phase == RESPOND:
            if isinstance(action, Draw):
                return
            if isinstance(action, Joe):
                if not self.joe:
                    raise IllegalAction("rule 7", "Joe is not played in this variant")
                if action.jack.rank != 11:
                    raise IllegalAction("rule 7", f"only a jack answers a Q Squared, not {action.jack}")
                if action.jack not in hand:
                    raise IllegalAction("hand", f"{action.jack} is not in your hand")
                return
            raise IllegalAction("rule 6", "after a Q Squared you draw one card, or answer with a jack (Joe)")
        if phase == DRAWN:
            drawn = hand[-1]
            if isinstance(action, Pass):
                return
            if isinstance(action, Play) and action.card == drawn:
                top = state.discard[-1] if state.discard else None
                if top is not None and not self._playable(drawn, top):
                    raise self._why_not(drawn, top)
                return
            raise IllegalAction("drawn card", f"you may play the card you drew ({drawn}) or pass")
        if type(action) is Play:
            card = action.card
            if card not in hand:
                raise IllegalAction("hand", f"{card} is not in your hand")
            if state.discard and not self._playable_on[state.discard[-1].code][card.code]:
                raise self._why_not(card, state.discard[-1])
            return
        if isinstance(action, QSquared):
            if not self.q_squared:
                raise IllegalAction("rule 6", "Q Squared is not played in this variant")
            if action.under.rank != 12 or action.top.rank != 12 or action.under == action.top:
                raise IllegalAction("rule 6", "Q Squared is two different queens played together")
            if action.under not in hand or action.top not in hand:
                raise IllegalAction("rule 6", "you need both queens in your hand for a Q Squared")
            return
        if isinstance(action, Draw):
            if self._can_play_any(state):
                raise IllegalAction("must play", "you can play a card, so you must play")
            return
        if isinstance(action, Joe):
            raise IllegalAction("rule 7", "a Joe only answers a Q Squared")
        if isinstance(action, Pass):
            raise IllegalAction("must play", "you may not pass: play a card, or draw if you cannot")
        raise IllegalAction("notation", f"{action} is not a Q Squared Joe action")

    # ------------------------------------------------------------------ changes
    def _next_in_play(self, state: Q2JState, seat: int) -> int:
        players = state.players
        finished = state.finished
        for step in range(1, players + 1):
            candidate = (seat + step) % players
            if candidate not in finished:
                return candidate
        return seat

    def _draw(self, state: Q2JState, seat: int, events: list[Event]) -> Card | None:
        """One card from the stock into ``seat``'s hand, reshuffling the discard pile if needed."""
        stock = state.stock
        if not stock:
            discard = state.discard
            if len(discard) > 1:
                stock.extend(discard[:-1])
                del discard[:-1]
                state.rng.shuffle(stock)
                events.append(Reshuffled(len(stock)))
            else:
                events.append(DrawSkipped(seat))
                return None
        card = stock.pop()
        state.hands[seat].append(card)
        events.append(Moved(card, "stock", _hand(seat), self.face_up))
        return card

    def _remove_from_hand(self, state: Q2JState, seat: int, card: Card) -> None:
        state.hands[seat].remove(card)
        known = state.known[seat]
        if known and card in known:
            known.remove(card)

    def _emptied(self, state: Q2JState, seat: int, events: list[Event]) -> None:
        """``seat`` has no cards left: a new, smaller hand (Countdown), or out of the deal."""
        if self.countdown and state.level[seat] > 1:
            state.level[seat] -= 1
            events.append(Announced(seat, "new-hand", str(state.level[seat])))
            for _ in range(state.level[seat]):
                if self._draw(state, seat, events) is None:
                    break
            if state.hands[seat]:
                return
        state.finished.append(seat)
        events.append(PlayerOut(seat, "emptied"))
        in_play = [s for s in range(state.players) if s not in state.finished]
        if not self.elimination:
            state.finish((seat,), "emptied hand")
            events.append(GameOver((seat,), "emptied hand"))
        elif len(in_play) <= 1:
            state.loser = in_play[0] if in_play else -1
            if in_play:
                events.append(PlayerOut(state.loser, "eliminated"))
            winners = tuple(state.finished)
            state.finish(winners, "last holder eliminated")
            events.append(GameOver(winners, "last holder eliminated"))

    def _end_turn(self, state: Q2JState, seat: int) -> None:
        state.phase = PLAY
        state.to_move = self._next_in_play(state, seat)

    def perform(self, state: Q2JState, action: Action) -> list[Event]:
        seat = state.to_move
        events: list[Event] = []
        phase = state.phase
        if phase == PLAY:
            if type(action) is Play:
                card = action.card
                top = state.discard[-1] if state.discard else None
                self._remove_from_hand(state, seat, card)
                state.discard.append(card)
                events.append(Moved(card, _hand(seat), "discard", True))
                if top is not None and card.rank == top.rank:
                    events.append(Announced(seat, "equal-rank"))
                    self._draw(state, seat, events)
                if not state.hands[seat]:
                    self._emptied(state, seat, events)
                if not state.over:
                    self._end_turn(state, seat)
                return events
            if type(action) is QSquared:
                return self._q_squared(state, seat, action, events)
            # Draw: nothing could be played.
            drawn = self._draw(state, seat, events)
            top = state.discard[-1] if state.discard else None
            if self.play_drawn_card and drawn is not None and self._playable(drawn, top):
                state.phase = DRAWN
                return events
            self._end_turn(state, seat)
            return events
        if phase == RESPOND:
            if type(action) is Joe:
                self._remove_from_hand(state, seat, action.jack)
                state.discard.append(action.jack)
                events.append(Announced(seat, "joe"))
                events.append(Moved(action.jack, _hand(seat), "discard", True))
                if not state.hands[seat]:
                    self._emptied(state, seat, events)
            else:
                self._draw(state, seat, events)
            if state.over:
                return events
            self._next_responder(state)
            return events
        # DRAWN: play the drawn card or keep it.
        if type(action) is Play:
            state.phase = PLAY
            return self.perform(state, action)
        self._end_turn(state, seat)
        return events

    def _q_squared(
        self, state: Q2JState, seat: int, action: QSquared, events: list[Event]
    ) -> list[Event]:
        self._remove_from_hand(state, seat, action.under)
        self._remove_from_hand(state, seat, action.top)
        state.discard.append(action.under)
        state.discard.append(action.top)
        events.append(Announced(seat, "q-squared"))
        events.append(Moved(action.under, _hand(seat), "discard", True))
        events.append(Moved(action.top, _hand(seat), "discard", True))
        if not state.hands[seat]:
            self._emptied(state, seat, events)
            if state.over:
                return events
        state.qsq_player = seat
        responders = []
        other = self._next_in_play(state, seat)
        while other != seat and other not in responders:
            responders.append(other)
            other = self._next_in_play(state, other)
        state.responders = responders
        self._next_responder(state)
        return events

    def _next_responder(self, state: Q2JState) -> None:
        """Hand the decision to the next player who answers the Q Squared, or back to its player."""
        while state.responders:
            seat = state.responders.pop(0)
            if seat not in state.finished:
                state.phase = RESPOND
                state.to_move = seat
                return
        qsq = state.qsq_player
        state.qsq_player = -1
        state.phase = PLAY
        state.to_move = qsq if qsq not in state.finished else self._next_in_play(state, qsq)

    # ------------------------------------------------------------------ endings
    def cap_winners(self, state: Q2JState) -> tuple[int, ...]:
        in_play = [seat for seat in range(state.players) if seat not in state.finished]
        if self.elimination:
            most = max(len(state.hands[seat]) for seat in in_play)
            holders = [seat for seat in in_play if len(state.hands[seat]) == most]
            state.loser = holders[0] if len(holders) == 1 else state.rng.choice(holders)
            survivors = [seat for seat in in_play if seat != state.loser]
            return (*state.finished, *survivors)
        fewest = min(len(state.hands[seat]) for seat in in_play)
        return tuple(seat for seat in in_play if len(state.hands[seat]) == fewest)

    def round_result(self, state: Q2JState) -> RoundResult:
        if not self.elimination:
            return RoundResult(placings=state.winners, eliminated=(), winners=state.winners)
        eliminated = (state.loser,) if state.loser >= 0 else ()
        return RoundResult(
            placings=(*state.winners, *eliminated), eliminated=eliminated, winners=state.winners
        )

    def action_words(self, action: Action, view: View, names: Mapping[int, str]) -> str:
        return q2j_action_words(action, view, names)

    def parse_action(self, text: str) -> Action:
        return parse_q2j_action(text)

    # ------------------------------------------------------------------ information
    def zones(self, state: Q2JState) -> dict[str, list[Card]]:
        zones = {_hand(seat): state.hands[seat] for seat in range(state.players)}
        zones["stock"] = state.stock
        zones["discard"] = state.discard
        return zones

    def public_facts(self, state: Q2JState) -> dict[str, object]:
        facts: dict[str, object] = {"phase": state.phase, "leader": state.leader}
        if state.qsq_player >= 0:
            facts["qsq_player"] = state.qsq_player
            facts["responders"] = list(state.responders)
        if state.finished:
            facts["finished"] = list(state.finished)
        if self.countdown:
            facts["level"] = list(state.level)
        known = {seat: [str(c) for c in cards] for seat, cards in enumerate(state.known) if cards}
        if known:
            facts["known"] = known
        return facts

    def seen_by(self, state: Q2JState, seat: int) -> dict[str, tuple[Card | None, ...]]:
        seen: dict[str, tuple[Card | None, ...]] = {}
        for owner, hand in enumerate(state.hands):
            if owner == seat or self.face_up:
                seen[_hand(owner)] = tuple(hand)
            else:
                known = state.known[owner]
                seen[_hand(owner)] = (*known, *([None] * (len(hand) - len(known))))
        seen["stock"] = (None,) * len(state.stock)
        seen["discard"] = tuple(state.discard)
        return seen


def _as_list(value: object) -> list[object]:
    if value is None:
        return []
    if isinstance(value, list | tuple):
        return list(value)
    return [value]
