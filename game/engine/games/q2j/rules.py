"""Q Squared Joe: shed your hand onto the discard pile (seed: q-squared-joe.txt, RULINGS.md).

Rule numbers in messages are the seed's: 1 higher, 2 same suit lower, 3 ace on a
face card, 4 no face card on an ace, 5 equal rank then draw, 6 Q Squared, 7 Joe.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Final

from ...actions import DRAW, PASS, Action, Draw, Pass
from ...cards import STANDARD_52, Card, build_deck, shuffle
from ...errors import IllegalAction, SetupError, VariantError
from ...events import (
    Announced,
    DrawSkipped,
    Event,
    GameOver,
    Moved,
    OutReason,
    PlayerOut,
    Reshuffled,
    Revealed,
    SharedAnnouncement,
)
from ...facts import Facts
from ...move_words import MoveWords
from ...options import OptionSpec
from ...rules import TURN_CAP, MatchMode, RoundContext, RoundResult, Rules, check_zones
from ...seats import next_in_play
from ...view import View
from ...zones import DISCARD, STOCK, SharedKind, Zone, seat_zones
from .actions import JOES, PLAYS, Joe, Play, QSquared, parse_q2j_action
from .events import Q2JAnnouncement
from .facts import Q2J_FACTS, Q2JFacts
from .state import Phase, Q2JState
from .words import q2j_move_words

HAND_SIZE: Final = 5

OPTIONS: Final = (
    OptionSpec("rule_4", "bool", True, "Rule 4: no face card may be played on an ace."),
    OptionSpec("rule_5", "bool", True, "Rule 5: an equal rank may be played, then its player draws."),
    OptionSpec("q_squared", "bool", True, "Rule 6: two queens played at once make everyone else draw."),
    OptionSpec(
        "joe",
        "bool",
        True,
        "Rule 7: a jack may be discarded instead of drawing for a Q Squared.",
        only_with=("q_squared", (True,)),  # no Q Squared, nothing to answer with a jack
    ),
    OptionSpec("face_up", "bool", False, "Every hand is face up to every player."),
    OptionSpec("challenge", "bool", False, "Two players: one is dealt 1 card, the other 5."),
    OptionSpec(
        "challenge_single",
        "choice",
        "random",
        "Challenge: who gets the single card (random is the deal's seeded pick).",
        choices=("random", "first", "second"),
        only_with=("challenge", (True,)),
    ),
    OptionSpec(
        "tie_to_five",
        "bool",
        False,
        "Challenge: a single card tied with the other face-up card gives the lead to the player "
        "with five cards (off: a seeded random pick).",
        only_with=("challenge", (True,)),
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
    OptionSpec(
        "drawn_q_squared",
        "bool",
        True,
        "A drawn card that is a second queen may be played with the other as a Q Squared.",
        only_with=("play_drawn_card", (True,)),
    ),
    TURN_CAP,
)


MAX_SEATS: Final = 10
# Zones by seat, built once: events name a hand on nearly every move.
_HAND_ZONES: Final = seat_zones(SharedKind.HAND, MAX_SEATS)
# The events of a card played from a hand, or drawn into it face down or face up, built
# once (events are frozen values): [seat][card.code] and [shown][seat][card.code].
_PLAYED: Final = tuple(
    tuple(Moved(card, hand, DISCARD, True) for card in STANDARD_52) for hand in _HAND_ZONES
)
_DRAWN: Final = tuple(
    tuple(tuple(Moved(card, STOCK, hand, shown) for card in STANDARD_52) for hand in _HAND_ZONES)
    for shown in (False, True)
)


def _queens_in(hand: list[Card]) -> int:
    count = 0
    for card in hand:
        if card.rank == 12:
            count += 1
    return count


# The commonest phase, read once: an enum member looked up on its class costs a call.
_PLAY: Final = Phase.PLAY


def _hand(seat: int) -> Zone:
    return _HAND_ZONES[seat]


def playable(card: Card, top: Card, rule_4: bool, rule_5: bool) -> bool:
    """Rules 1–5: may ``card`` go on ``top``? (The heuristics read the same table.)"""
    rank, top_rank = card.rank, top.rank
    if rule_4 and top_rank == 1 and rank >= 11:
        return False
    if rank > top_rank:
        return True
    if rank < top_rank:
        return card.suit == top.suit or (rank == 1 and top_rank >= 11)
    return rule_5


class Q2JRules(Rules[Q2JState]):
    """Q Squared Joe with its Classic, Face-up, Challenge and Countdown switches."""

    game = "q2j"
    title = "Q Squared Joe"
    seats = (2, MAX_SEATS)
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
        self.drawn_q_squared = (
            self.play_drawn_card and self.q_squared and bool(self.options["drawn_q_squared"])
        )
        self.tie_to_five = bool(self.options["tie_to_five"])
        if self.challenge and self.variant.max_players != 2:
            raise VariantError("Challenge is for exactly 2 players (set players to 2)", "challenge")
        # playable_on[top.code][card.code]: rules 1-5 precomputed, so legal moves are table look-ups.
        self.playable_on = tuple(
            tuple(playable(card, top, self.rule_4, self.rule_5) for card in STANDARD_52)
            for top in STANDARD_52
        )
        # The same as the play each card makes on each top, or None, by code: legal_actions
        # maps a hand through one of these rows by index, without hashing a card.
        self._plays_on: tuple[tuple[Play | None, ...], ...] = tuple(
            tuple(PLAYS[card.code] if row[card.code] else None for card in STANDARD_52)
            for row in self.playable_on
        )

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
        cards = list(STANDARD_52)  # self.deck(players), without the checks of build_deck
        shuffle(cards, state.rng)
        sizes = self._hand_sizes(state)
        # One card at a time around the table from the top (the end of the list); the
        # last card dealt to each seat is face up.
        dealt = sum(sizes)
        from_top = cards[: -dealt - 1 : -1]
        if not self.challenge:
            # Equal hands: seat s gets every players-th card from the top, starting s cards down.
            state.hands = [from_top[seat::players] for seat in range(players)]
        else:
            order = iter(from_top)
            for round_ in range(max(sizes)):
                for seat in range(players):
                    if round_ < sizes[seat]:
                        state.hands[seat].append(next(order))
        del cards[len(cards) - dealt :]
        state.level = sizes
        state.discard.append(cards.pop())
        state.stock = cards
        self._choose_leader(state)
        return state

    def _choose_leader(self, state: Q2JState, events: list[Event] | None = None) -> None:
        """The lead rule: highest face-up card; ties reveal the next card back; then a seeded
        pick. The reveals and the lead are added to ``events`` when the caller wants them."""
        hands, known = state.hands, state.known
        contenders = [seat for seat in range(state.players) if hands[seat]]
        depth = 1
        while True:
            best = -1
            tied: list[int] = []  # the seats showing the best rank so far, in seat order
            for seat in contenders:
                card = hands[seat][-depth]
                if card not in known[seat]:
                    known[seat].append(card)
                if events is not None:
                    events.append(Revealed(card, _hand(seat), "lead"))
                if card.rank > best:
                    best = card.rank
                    tied = [seat]
                elif card.rank == best:
                    tied.append(seat)
            contenders = tied
            depth += 1
            if len(contenders) == 1 or any(len(hands[seat]) < depth for seat in contenders):
                break
        if len(contenders) > 1 and self.challenge and self.tie_to_five:
            # The single card has no next card to show: the option gives the tie to the five.
            contenders = [seat for seat in contenders if len(hands[seat]) > 1] or contenders
        leader = contenders[0] if len(contenders) == 1 else state.rng.choice(contenders)
        state.leader = leader
        state.to_move = leader
        if events is not None:
            events.append(Announced(leader, SharedAnnouncement.LEAD))

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
                    events.append(Moved(card, STOCK, _hand(seat), face_up))
        if start.discard:
            events.append(Moved(start.discard[-1], STOCK, DISCARD, True))
        for seat, cards in enumerate(start.known):
            events.extend(Revealed(card, _hand(seat), "lead") for card in cards)
        events.append(Announced(start.leader, SharedAnnouncement.LEAD))
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
    ) -> Q2JState:
        self.check_players(players, within_variant=False)
        state = Q2JState(players, seed, rng)
        given = Facts(facts)
        check_zones(
            zones,
            (*_HAND_ZONES[:players], STOCK, DISCARD),
            "Q Squared Joe's zones are hand:N, stock, discard",
        )
        rest = self.shuffled_rest(players, zones, state.rng)
        sizes = self._hand_sizes(state)
        for seat in range(players):
            hand = zones.get(_hand(seat))
            state.hands[seat] = (
                list(hand) if hand is not None else [rest.pop() for _ in range(min(sizes[seat], len(rest)))]
            )
        discard = zones.get(DISCARD)
        state.discard = list(discard) if discard is not None else [rest.pop()]
        stock = zones.get(STOCK)
        if stock is not None:
            state.stock = list(stock)
        else:
            state.stock = rest
            rest = []
        if rest:
            raise SetupError(f"{len(rest)} cards are in no zone; give the stock or leave it out")
        try:
            state.phase = Phase(given.text("phase", Phase.PLAY))
        except ValueError:
            raise SetupError(f"phase: Q Squared Joe's phases are {', '.join(Phase)}") from None
        state.qsq_player = given.integer("qsq_player", -1)
        state.responders = given.seats("responders", players)
        state.finished = given.seats("finished", players)
        levels = given.integers("level")
        state.level = levels or [max(1, len(hand)) for hand in state.hands]
        for seat, cards in given.cards_by_seat("known", players).items():
            state.known[seat] = cards
        if to_move is None:
            self._choose_leader(state)
        else:
            state.to_move = to_move
            state.leader = given.integer("leader", to_move)
        return state

    # ------------------------------------------------------------------ legality
    def _playable(self, card: Card, top: Card | None) -> bool:
        return top is None or self.playable_on[top.code][card.code]

    def _why_not(self, card: Card, top: Card) -> IllegalAction:
        if self.rule_4 and top.rank == 1 and card.rank >= 11:
            return IllegalAction(
                "rule 4", "no face card may go on an ace: {card} on {top}", card=card, top=top
            )
        if card.rank == top.rank:
            return IllegalAction(
                "rule 5", "equal ranks are not played in this variant: {card} on {top}", card=card, top=top
            )
        return IllegalAction(
            "rules 1-3",
            "{card} is lower than {top} and not of its suit (and not an ace on a face card)",
            card=card,
            top=top,
        )

    def legal_actions(self, state: Q2JState) -> list[Action]:
        if state.over:
            return []
        hand = state.hands[state.to_move]
        phase = state.phase
        listed: list[Action]
        if phase is _PLAY:
            discard = state.discard
            if discard:
                plays = self._plays_on[discard[-1].code]
                listed = [play for card in hand if (play := plays[card.code]) is not None]
            else:
                listed = [PLAYS[card.code] for card in hand]
            # Most hands hold fewer than two queens: that count allocates nothing.
            if self.q_squared and _queens_in(hand) > 1:
                queens = [card for card in hand if card.rank == 12]
                listed += [
                    QSquared(under, top_queen)
                    for under in queens
                    for top_queen in queens
                    if under is not top_queen
                ]
            if not listed:
                listed = [DRAW]
        elif phase is Phase.RESPOND:
            listed = [JOES[c.code] for c in hand if c.rank == 11] if self.joe else []
            listed.append(DRAW)
        else:
            drawn = hand[-1]
            top = state.discard[-1] if state.discard else None
            listed = [PLAYS[drawn.code]] if self._playable(drawn, top) else []
            if self._makes_q_squared(hand):
                for other in hand[:-1]:
                    if other.rank == 12:
                        listed += [QSquared(other, drawn), QSquared(drawn, other)]
            listed.append(PASS)
        # Remembered for this position, so that apply takes one of them without check; the
        # caller gets the list, free to change, and the rules keep a copy (see Rules.apply).
        state.listed = tuple(listed)
        state.listed_by = self
        return listed

    def _can_play_any(self, state: Q2JState) -> bool:
        hand = state.hands[state.to_move]
        discard = state.discard
        if discard:
            plays = self._plays_on[discard[-1].code]
            if any(plays[card.code] is not None for card in hand):
                return True
        elif hand:
            return True
        return self.q_squared and _queens_in(hand) >= 2

    def check(self, state: Q2JState, action: Action) -> None:
        hand = state.hands[state.to_move]
        phase = state.phase
        if phase is Phase.RESPOND:
            if isinstance(action, Draw):
                return
            if isinstance(action, Joe):
                if not self.joe:
                    raise IllegalAction("rule 7", "Joe is not played in this variant")
                if action.jack.rank != 11:
                    raise IllegalAction(
                        "rule 7", "only a jack answers a Q Squared, not {card}", card=action.jack
                    )
                if action.jack not in hand:
                    raise IllegalAction("hand", "{card} is not in your hand", card=action.jack)
                return
            raise IllegalAction("rule 6", "after a Q Squared you draw one card, or answer with a jack (Joe)")
        if phase is Phase.DRAWN:
            drawn = hand[-1]
            if isinstance(action, Pass):
                return
            if isinstance(action, Play) and action.card == drawn:
                top = state.discard[-1] if state.discard else None
                if top is not None and not self._playable(drawn, top):
                    raise self._why_not(drawn, top)
                return
            if isinstance(action, QSquared) and self.drawn_q_squared and drawn in (action.under, action.top):
                self._check_q_squared(hand, action)
                return
            raise IllegalAction("drawn card", "you may play the card you drew ({card}) or pass", card=drawn)
        if type(action) is Play:
            card = action.card
            if card not in hand:
                raise IllegalAction("hand", "{card} is not in your hand", card=card)
            if state.discard and not self.playable_on[state.discard[-1].code][card.code]:
                raise self._why_not(card, state.discard[-1])
            return
        if isinstance(action, QSquared):
            if not self.q_squared:
                raise IllegalAction("rule 6", "Q Squared is not played in this variant")
            self._check_q_squared(hand, action)
            return
        if isinstance(action, Draw):
            if self._can_play_any(state):
                raise IllegalAction("must play", "you can play a card, so you must play")
            return
        if isinstance(action, Joe):
            raise IllegalAction("rule 7", "a Joe only answers a Q Squared")
        if isinstance(action, Pass):
            raise IllegalAction("must play", "you may not pass: play a card, or draw if you cannot")
        # Translators: {action} is the move as the player typed it in the game's notation.
        raise IllegalAction("notation", "{action} is not a Q Squared Joe action", action=str(action))

    def _makes_q_squared(self, hand: list[Card]) -> bool:
        """Is the card just drawn (the last in ``hand``) a queen that may join another?"""
        return self.drawn_q_squared and hand[-1].rank == 12 and _queens_in(hand) > 1

    def _check_q_squared(self, hand: list[Card], action: QSquared) -> None:
        if action.under.rank != 12 or action.top.rank != 12 or action.under == action.top:
            raise IllegalAction("rule 6", "Q Squared is two different queens played together")
        if action.under not in hand or action.top not in hand:
            raise IllegalAction("rule 6", "you need both queens in your hand for a Q Squared")

    # ------------------------------------------------------------------ changes
    def _draw(self, state: Q2JState, seat: int, events: list[Event]) -> Card | None:
        """One card from the stock into ``seat``'s hand, reshuffling the discard pile if needed."""
        stock = state.stock
        if not stock:
            discard = state.discard
            if len(discard) > 1:
                stock.extend(discard[:-1])
                del discard[:-1]
                shuffle(stock, state.rng)
                events.append(Reshuffled(len(stock)))
            else:
                events.append(DrawSkipped(seat))
                return None
        card = stock.pop()
        state.hands[seat].append(card)
        events.append(_DRAWN[self.face_up][seat][card.code])
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
            events.append(Announced(seat, Q2JAnnouncement.NEW_HAND, str(state.level[seat])))
            for _ in range(state.level[seat]):
                if self._draw(state, seat, events) is None:
                    break
            # A short stock gives a short hand, which still counts as the next level; with
            # nothing at all to draw the player plays on empty-handed (drawing on their turns):
            # only a one-card hand played down wins.
            return
        state.finished.append(seat)
        events.append(PlayerOut(seat, OutReason.EMPTIED))
        in_play = [s for s in range(state.players) if s not in state.finished]
        if not self.elimination:
            state.finish((seat,), "emptied hand")
            events.append(GameOver((seat,), "emptied hand"))
        elif len(in_play) <= 1:
            state.loser = in_play[0] if in_play else -1
            if in_play:
                events.append(PlayerOut(state.loser, OutReason.ELIMINATED))
            winners = tuple(state.finished)
            state.finish(winners, "last holder eliminated")
            events.append(GameOver(winners, "last holder eliminated"))

    def _end_turn(self, state: Q2JState, seat: int) -> None:
        state.phase = Phase.PLAY
        state.to_move = next_in_play(seat, state.players, state.finished)

    def perform(self, state: Q2JState, action: Action) -> list[Event]:
        seat = state.to_move
        if type(action) is Play:
            # One card from hand onto the pile, in the play phase or the drawn card in the drawn
            # phase (check allows no other): the commonest action, so written out here for speed.
            state.phase = _PLAY
            card = action.card
            hand, discard = state.hands[seat], state.discard
            equal = bool(discard) and discard[-1].rank == card.rank
            hand.remove(card)
            known = state.known[seat]
            if known and card in known:
                known.remove(card)
            discard.append(card)
            events: list[Event] = [_PLAYED[seat][card.code]]
            if equal:
                events.append(Announced(seat, Q2JAnnouncement.EQUAL_RANK))
                self._draw(state, seat, events)
            if not hand:
                self._emptied(state, seat, events)
            if not state.over:
                # Nobody out is the common case: the next seat, without a call.
                finished, players = state.finished, state.players
                state.to_move = next_in_play(seat, players, finished) if finished else (seat + 1) % players
            return events
        events = []
        phase = state.phase
        if phase is Phase.PLAY:
            if type(action) is QSquared:
                return self._q_squared(state, seat, action, events)
            # Draw: nothing could be played.
            drawn = self._draw(state, seat, events)
            top = state.discard[-1] if state.discard else None
            if (
                self.play_drawn_card
                and drawn is not None
                and (self._playable(drawn, top) or self._makes_q_squared(state.hands[seat]))
            ):
                state.phase = Phase.DRAWN
                return events
            self._end_turn(state, seat)
            return events
        if phase is Phase.RESPOND:
            if type(action) is Joe:
                self._remove_from_hand(state, seat, action.jack)
                state.discard.append(action.jack)
                events.append(Announced(seat, Q2JAnnouncement.JOE))
                events.append(_PLAYED[seat][action.jack.code])
                if not state.hands[seat]:
                    self._emptied(state, seat, events)
            else:
                self._draw(state, seat, events)
            if state.over:
                return events
            self._next_responder(state)
            return events
        if type(action) is QSquared:  # the drawn second queen (drawn_q_squared)
            return self._q_squared(state, seat, action, events)
        # The drawn phase: keep the drawn card.
        self._end_turn(state, seat)
        return events

    def _q_squared(self, state: Q2JState, seat: int, action: QSquared, events: list[Event]) -> list[Event]:
        self._remove_from_hand(state, seat, action.under)
        self._remove_from_hand(state, seat, action.top)
        state.discard.append(action.under)
        state.discard.append(action.top)
        events.append(Announced(seat, Q2JAnnouncement.Q_SQUARED))
        events.append(_PLAYED[seat][action.under.code])
        events.append(_PLAYED[seat][action.top.code])
        if not state.hands[seat]:
            self._emptied(state, seat, events)
            if state.over:
                return events
        state.qsq_player = seat
        responders = []
        other = next_in_play(seat, state.players, state.finished)
        while other != seat and other not in responders:
            responders.append(other)
            other = next_in_play(other, state.players, state.finished)
        state.responders = responders
        self._next_responder(state)
        return events

    def _next_responder(self, state: Q2JState) -> None:
        """Hand the decision to the next player who answers the Q Squared, or back to its player."""
        while state.responders:
            seat = state.responders.pop(0)
            if seat not in state.finished:
                state.phase = Phase.RESPOND
                state.to_move = seat
                return
        qsq = state.qsq_player
        state.qsq_player = -1
        state.phase = Phase.PLAY
        state.to_move = qsq if qsq not in state.finished else next_in_play(qsq, state.players, state.finished)

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

    def move_words(self, action: Action, view: View) -> MoveWords:
        return q2j_move_words(action)

    def parse_action(self, text: str) -> Action:
        return parse_q2j_action(text)

    # ------------------------------------------------------------------ information
    def zones(self, state: Q2JState) -> dict[Zone, list[Card]]:
        zones = {_hand(seat): state.hands[seat] for seat in range(state.players)}
        zones[STOCK] = state.stock
        zones[DISCARD] = state.discard
        return zones

    def facts(self, state: Q2JState) -> Q2JFacts:
        asked = state.qsq_player >= 0
        return Q2JFacts(
            phase=state.phase,
            leader=state.leader,
            qsq_player=state.qsq_player,
            responders=tuple(state.responders) if asked else None,
            finished=tuple(state.finished),
            level=tuple(state.level) if self.countdown else None,
            known=tuple(tuple(cards) for cards in state.known),
        )

    def public_facts(self, state: Q2JState) -> dict[str, object]:
        return Q2J_FACTS.encode(self.facts(state))

    def sees(self, state: Q2JState, seat: int, zone: Zone) -> bool:
        """One's own hand (every hand, face up) and the discard pile; never the stock."""
        if zone.kind == SharedKind.HAND:
            return zone.seat == seat or self.face_up
        return zone.kind == SharedKind.DISCARD

    def seen_by(self, state: Q2JState, seat: int) -> dict[Zone, tuple[Card | None, ...]]:
        seen: dict[Zone, tuple[Card | None, ...]] = {}
        for owner, hand in enumerate(state.hands):
            if owner == seat or self.face_up:
                seen[_hand(owner)] = tuple(hand)
            else:
                known = state.known[owner]
                seen[_hand(owner)] = (*known, *([None] * (len(hand) - len(known))))
        seen[STOCK] = (None,) * len(state.stock)
        seen[DISCARD] = tuple(state.discard)
        return seen
