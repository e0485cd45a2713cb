"""Crazy Jokers: declare a contract unseen, then draw, trade, force and steal to complete it.

Seed: crazy-jokers.txt, made exact by RULINGS.md. A round: each player picks
one of their face-down cards blind for the lead (the picks turn up together;
the highest leads, a joker counting as an ace and scoring 75; the tied pick
again), the picked cards leave play and everyone draws back to seven, leader
first. Then each declares a contract, one at a time from the leader, before
seeing their hand. Then turns go clockwise from the leader until a contract is
completed at the end of its owner's turn. The seat a 2♠ took a card from
draws one, and the seat a joker stole from draws two, after the taker's
discard, as the seed orders both ("Then discard one card ... The other player
draws one card"; "you must discard 1 card from your hand. Your opponent then
draws 2"): until that discard a stolen-from hand is two cards short.

Rulings this module makes where the seed and RULINGS.md are silent:

- The pick starts at the dealer's left. A player who picked again after a tie
  draws one card for each card picked, so every hand goes back to seven.
- A card taken from the waste may not be discarded in the same turn.
- A force or a steal may target a laid Big Flush, which goes back to its
  owner's hand (broken) before the card is taken.
- A seat holding a laid Big Flush can be neither offered a trade nor skipped
  by a steal or a force; its own turns are skipped, the last one winning.
- A trade is not offered to a Big Flush declarer bound by the flush's limits
  (they may not accept one, so the proposal would only cost a look at nothing).
  The limits (RULINGS.md: no proposing or accepting a trade, no force, no joker
  steal) hold from the declaration on; the option ``flush_limits: laid`` keeps
  them only while the flush lies on the table.
- A player's hand is face down to them until they declare; other hands are
  always face down, except to the forcer during a 2♠ look and except the card
  just taken from the waste (everyone saw it) until the turn's discard.
- *Software rules*: the turn cap ends the round with no contract winner (only
  the 30s and 75s score). A draw from an empty stock first shuffles the waste
  but its top into a new stock; when even that leaves nothing, the draw is not
  offered, a seat owed cards goes short, and a player with no legal action at
  all passes.
- A tie for the lead that outlasts the tied players' cards is settled by the
  state's generator (a software rule; it needs seven ties in a row).
"""

from __future__ import annotations

import datetime
import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from types import MappingProxyType
from typing import ClassVar, Final

from ...actions import DRAW, PASS, Action, Draw, Pass
from ...birthdays import random_birthday
from ...cards import JOKER, Card, build_deck, parse_cards
from ...errors import IllegalAction, SetupError, Words
from ...events import (
    Announced,
    DrawSkipped,
    Event,
    GameOver,
    Moved,
    Reshuffled,
    Revealed,
    SharedAnnouncement,
)
from ...move_words import MoveWords
from ...options import OptionSpec
from ...rules import TURN_CAP, MatchMode, RoundContext, RoundResult, Rules, ScoreItem, undealt
from ...view import View
from ...zones import STOCK, SharedKind, Zone
from .actions import (
    ACCEPTS,
    DECLARES,
    DECLINE,
    DISCARDS,
    FORCES,
    GRABS,
    PICKS,
    PROPOSES,
    SHEDS,
    STEALS,
    TAKE,
    Accept,
    Declare,
    Decline,
    Discard,
    Force,
    Grab,
    Pick,
    Propose,
    Shed,
    Steal,
    Take,
    parse_crazy_jokers_action,
)
from .contracts import (
    ACE,
    HAND_SIZE,
    Contract,
    Fulfilment,
    big_flush,
    can_shed,
    fulfils,
    laid_out,
    order_of,
)
from .events import CrazyJokersAnnouncement
from .facts import CRAZY_JOKERS_FACTS, CrazyJokersFacts
from .state import NOBODY, CrazyJokersState, Phase
from .words import CONTRACT_NAMES, crazy_jokers_move_words
from .zones import FLUSH_ZONES, HAND_ZONES, OFFER, PICKED, WASTE, CrazyJokersKind

TWO_OF_SPADES: Final = Card(2, "S")
STEAL_COUNT: Final = 2

OPTIONS: Final = (
    OptionSpec(
        "rounds",
        "int",
        10,
        "Rounds in a match; the highest total wins.",
        minimum=1,
        maximum=100,
        only_with=("match", (MatchMode.FIXED_ROUNDS,)),  # a single round is one round
    ),
    OptionSpec(
        "flush_limits",
        "choice",
        "declared",
        "declared: from the declaration on, a Big Flush declarer may not propose or accept a "
        "trade, force with the 2 of spades or steal with a joker; laid: only while the flush "
        "lies on the table.",
        choices=("declared", "laid"),
    ),
    OptionSpec(
        "match",
        "choice",
        MatchMode.FIXED_ROUNDS,
        "fixed-rounds: as many rounds as Rounds says, the highest total wins; single: one round.",
        choices=(MatchMode.FIXED_ROUNDS, MatchMode.SINGLE),
    ),
    OptionSpec(
        "turn_cap",
        "int",
        1000,
        "Software rule: the round ends after this many decisions with no contract winner; "
        "only the steal and picked-joker bonuses score.",
        minimum=10,
        maximum=1_000_000,
        software=True,
    ),
)
assert OPTIONS[-1].name == TURN_CAP.name


# What each phase allows, and how a player is told so.
ALLOWED: Final[dict[Phase, tuple[type[Action], ...]]] = {
    Phase.PICK: (Pick,),
    Phase.DECLARE: (Declare,),
    Phase.PLAY: (Draw, Take, Propose, Steal, Shed, Pass),
    Phase.DRAWN: (Discard, Force),
    Phase.DISCARD: (Discard,),
    Phase.ANSWER: (Accept, Decline),
    Phase.LOOK: (Grab,),
}
PHASE_HELP: Final = {
    Phase.PICK: Words("each player picks one of their face-down cards for the lead (pick <position>)"),
    Phase.DECLARE: Words("each player declares a contract (declare <contract>)"),
    Phase.PLAY: Words("a turn starts with draw, take, propose, steal or (No Hand Hand) shed"),
    Phase.DRAWN: Words("after a draw, discard a card or lay the 2♠ (force <seat>)"),
    Phase.DISCARD: Words("the turn ends with a discard"),
    Phase.ANSWER: Words("the offered trade is answered with accept <card> or decline"),
    Phase.LOOK: Words("the forcer takes one card from the hand they see (grab <card>)"),
}


def _lead_value(card: Card) -> int:
    """A picked card's worth for the lead: 2 lowest … ace highest, a joker as an ace."""
    return order_of(ACE if card.is_joker else card.rank)


class CrazyJokersRules(Rules[CrazyJokersState]):
    """Crazy Jokers for 2–4 players: ten rounds by default, the highest total wins."""

    game = "crazy-jokers"
    title = "Crazy Jokers"
    seats = (2, 4)
    option_specs = OPTIONS
    match_modes = (MatchMode.FIXED_ROUNDS, MatchMode.SINGLE)
    uses_birthdays = True
    retired_options: ClassVar[Mapping[str, str]] = MappingProxyType(
        {
            "flush_steals": "flush_steals is no longer an option; write flush_limits: declared (a Big Flush "
            "declarer never trades, forces or steals, the rules' reading and the default) or flush_limits: "
            "laid (only while the flush lies on the table, what flush_steals: allowed meant)",
        }
    )

    def configure(self) -> None:
        self.match_limit = int(self.options["rounds"])
        self.limits_from_declaration = self.options["flush_limits"] == "declared"

    def deck(self, players: int) -> list[Card]:
        return build_deck(1, jokers=2)

    # ------------------------------------------------------------------ set-up
    def deal(self, players: int, seed: int, context: RoundContext) -> CrazyJokersState:
        state = CrazyJokersState(players, seed)
        state.dealer = context.dealer
        state.birthdays = _carried_birthdays(context.carried.get("birthdays"), players) or [
            random_birthday(state.rng) for _ in range(players)
        ]
        state.last = _contract_list(context.carried.get("contracts"), players)
        state.round = context.number
        state.scores = tuple(context.scores) if len(context.scores) == players else (0,) * players
        cards = self.deck(players)
        state.rng.shuffle(cards)
        first = self.next_seat(state.dealer, players)
        for _ in range(HAND_SIZE):
            for step in range(players):
                state.hands[(first + step) % players].append(cards.pop())
        state.stock = cards
        self._start_picking(state, list(range(players)))
        return state

    def opening_events(self, state: CrazyJokersState) -> list[Event]:
        """The deal card by card from the dealer's left, face down, and whatever a set-up
        position holds already (flushes, waste, picked cards)."""
        start = state.origin if isinstance(state.origin, CrazyJokersState) else state
        events: list[Event] = []
        order = self._order_from(start, self.next_seat(start.dealer, start.players))
        for index in range(max((len(hand) for hand in start.hands), default=0)):
            for seat in order:
                if index < len(start.hands[seat]):
                    events.append(Moved(start.hands[seat][index], STOCK, HAND_ZONES[seat], False))
        for seat in order:
            events.extend(Moved(card, STOCK, FLUSH_ZONES[seat], True) for card in start.flushes[seat])
        events.extend(Moved(card, STOCK, PICKED, True) for card in start.picked)
        events.extend(Moved(card, STOCK, WASTE, True) for card in start.waste)
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
    ) -> CrazyJokersState:
        self.check_players(players, within_variant=False)
        state = CrazyJokersState(players, seed, rng)
        facts = dict(facts or {})
        zone_help = "Crazy Jokers' zones are hand:N, flush:N, stock, waste, picked, offer"
        rest = undealt(self.deck(players), zones, _zones(players), zone_help)
        state.rng.shuffle(rest)
        _read_facts(state, facts)
        for seat in range(players):
            state.flushes[seat] = list(zones.get(FLUSH_ZONES[seat], ()))
            if HAND_ZONES[seat] in zones:
                state.hands[seat] = list(zones[HAND_ZONES[seat]])
            elif not state.flushes[seat]:
                for _ in range(HAND_SIZE):
                    if not rest:
                        raise SetupError(f"no cards left to deal hand:{seat}; give more zones explicitly")
                    state.hands[seat].append(rest.pop())
        state.waste = list(zones.get(WASTE, ()))
        state.picked = list(zones.get(PICKED, ()))
        state.offer = list(zones.get(OFFER, ()))
        if STOCK in zones:
            if rest:
                raise SetupError(f"{len(rest)} cards are in no zone; give them a zone or leave the stock out")
            state.stock = list(zones[STOCK])
        else:
            state.stock = rest
        if to_move is not None:
            if not (0 <= to_move < players or (to_move == -1 and "end" in facts)):
                raise SetupError(f"to_move: there is no seat {to_move} at a table of {players}")
            state.to_move = to_move
        self._settle_setup(state, facts, to_move)
        return state

    def _settle_setup(
        self, state: CrazyJokersState, facts: Mapping[str, object], to_move: int | None
    ) -> None:
        """Fill what the facts left out and refuse a position the rules cannot reach."""
        players = state.players
        if not state.birthdays:
            state.birthdays = [random_birthday(state.rng) for _ in range(players)]
        if "end" in facts:
            winners = tuple(_seat(s, players, "winners") for s in _as_list(facts.get("winners")))
            state.finish(winners, str(facts["end"]))
            return
        if state.phase is Phase.PICK:
            if "contenders" not in facts:
                state.contenders = self._order_from(state, self.next_seat(state.dealer, players))
            if to_move is None:
                pending = [s for s in state.contenders if s not in state.picks]
                state.to_move = pending[0] if pending else state.contenders[0]
            return
        if state.leader == NOBODY:
            state.leader = to_move if to_move is not None else 0
        if state.phase is Phase.DECLARE:
            if to_move is None:
                undeclared = [s for s in self._order_from(state, state.leader) if state.contracts[s] is None]
                state.to_move = undeclared[0] if undeclared else state.leader
            return
        if any(contract is None for contract in state.contracts):
            raise SetupError("in play every seat has declared: give facts: {contracts: [...]}, one per seat")
        if "mover" not in facts:
            state.mover = state.to_move if to_move is not None else state.leader
            state.to_move = state.mover
        elif to_move is None:
            state.to_move = state.partner if state.phase is Phase.ANSWER else state.mover
        if state.phase is Phase.ANSWER and (len(state.offer) != 1 or state.partner == NOBODY):
            raise SetupError(
                "a trade being answered needs one card in offer and facts: {partner: S, mover: P}"
            )
        if state.phase is Phase.LOOK and state.partner == NOBODY:
            raise SetupError("a 2♠ look needs facts: {partner: <the forced seat>}")
        if state.taken is not None and state.taken not in state.hands[state.mover]:
            raise SetupError(f"taken: the {state.taken} is not in the hand of seat {state.mover}")

    # ------------------------------------------------------------------ play
    def legal_actions(self, state: CrazyJokersState) -> list[Action]:
        if state.over:
            return []
        phase = state.phase
        seat = state.to_move
        hand = state.hands[seat]
        if phase is Phase.PICK:
            return [PICKS[position] for position in range(1, len(hand) + 1)]
        if phase is Phase.DECLARE:
            last = state.last[seat]
            return [DECLARES[contract] for contract in Contract if contract is not last]
        if phase is Phase.PLAY:
            return self._turn_starts(state) or [PASS]
        if phase is Phase.DRAWN:
            actions: list[Action] = [DISCARDS[code] for code in _codes(hand)]
            if TWO_OF_SPADES in hand and not self.flush_bound(state, seat):
                actions.extend(FORCES[other] for other in self._targets(state))
            return actions
        if phase is Phase.DISCARD:
            return [DISCARDS[card.code] for card in _unique(hand) if not _just_taken(state, card, hand)]
        if phase is Phase.ANSWER:
            if self.flush_bound(state, seat):
                return [DECLINE]
            return [*(ACCEPTS[code] for code in _codes(hand)), DECLINE]
        return [GRABS[code] for code in _codes(state.hands[state.partner])]

    def _turn_starts(self, state: CrazyJokersState) -> list[Action]:
        """Every way the mover may start a turn (without the last-resort pass)."""
        seat = state.mover
        hand = state.hands[seat]
        actions: list[Action] = []
        if _can_draw(state):
            actions.append(DRAW)
        if self._takeable(state):
            actions.append(TAKE)
        codes = _codes(hand)
        bound = self.flush_bound(state, seat)
        if not state.proposed and not bound:
            for other in self._trade_partners(state):
                row = PROPOSES[other]
                actions.extend(row[code] for code in codes)
        if JOKER in hand and not bound:
            actions.extend(STEALS[other] for other in self._targets(state))
        if state.contracts[seat] is Contract.NO_HAND_HAND:
            top = state.waste[-1] if state.waste else None
            actions.extend(SHEDS[card.code] for card in _unique(hand) if can_shed(card, top))
        return actions

    def _targets(self, state: CrazyJokersState) -> list[int]:
        """Seats a force or a steal may aim at: every other seat with cards in play."""
        return [s for s in range(state.players) if s != state.mover and state.holding(s)]

    def _trade_partners(self, state: CrazyJokersState) -> list[int]:
        """Seats a trade may be offered to: those who could accept it (not a laid flush, not a
        declarer bound by the flush's limits)."""
        if not state.hands[state.mover]:
            return []
        return [
            s
            for s in range(state.players)
            if s != state.mover and state.hands[s] and not state.waits[s] and not self.flush_bound(state, s)
        ]

    def _takeable(self, state: CrazyJokersState) -> bool:
        if not state.waste:
            return False
        if not state.waste[-1].is_joker:
            return True
        # The seed: "A discarded Joker may be picked up by an opposing player", not its discarder.
        by = state.waste_by
        return by != NOBODY and by != state.mover and state.contracts[by] is Contract.BIG_FLUSH

    def flush_bound(self, state: CrazyJokersState, seat: int) -> bool:
        """Whether ``seat`` declared the Big Flush and is held to its limits now: it may not
        propose or accept a trade, force or steal (from the declaration on, or with
        ``flush_limits: laid`` while its flush lies on the table). A force on it still stands."""
        if state.contracts[seat] is not Contract.BIG_FLUSH:
            return False
        return self.limits_from_declaration or state.waits[seat] > 0

    def check(self, state: CrazyJokersState, action: Action) -> None:
        phase = state.phase
        if not isinstance(action, ALLOWED[phase]):
            # Translators: {help} says what the game waits for now, e.g. "the turn ends with a discard".
            raise IllegalAction("phase", "not now: {help}", help=PHASE_HELP[phase])
        seat = state.to_move
        hand = state.hands[seat]
        if isinstance(action, Pick):
            if not 1 <= action.position <= len(hand):
                raise IllegalAction(
                    "blind pick", "pick a place from 1 to {count} in your face-down hand", count=len(hand)
                )
        elif isinstance(action, Declare):
            if action.contract is state.last[seat]:
                raise IllegalAction(
                    "no repeat contract",
                    "you declared {contract} last round; choose another contract",
                    contract=str(action.contract),
                )
        elif isinstance(action, Draw):
            if not _can_draw(state):
                raise IllegalAction("nothing to draw", "the stock and the waste below its top are empty")
        elif isinstance(action, Take):
            self._check_take(state)
        elif isinstance(action, Discard | Accept | Shed):
            if isinstance(action, Accept) and self.flush_bound(state, seat):
                raise IllegalAction("big flush", "you declared the Big Flush: you may not accept a trade")
            _check_held(action.card, hand)
            if isinstance(action, Discard) and _just_taken(state, action.card, hand):
                raise IllegalAction(
                    "taken card",
                    "the {card} was just taken from the waste; discard another",
                    card=action.card,
                )
            if isinstance(action, Shed):
                self._check_shed(state, action.card)
        elif isinstance(action, Propose):
            self._check_propose(state, action)
        elif isinstance(action, Force | Steal):
            self._check_attack(state, action)
        elif isinstance(action, Grab):
            if action.card not in state.hands[state.partner]:
                raise IllegalAction(
                    "grab", "the {card} is not in the hand you are looking at", card=action.card
                )
        elif isinstance(action, Pass) and self._turn_starts(state):
            raise IllegalAction("pass", "a pass is only for a turn where nothing else can be done")

    def _check_take(self, state: CrazyJokersState) -> None:
        if not state.waste:
            raise IllegalAction("take", "the waste is empty")
        mover = state.mover
        if (
            state.waste[-1].is_joker
            and state.waste_by == mover
            and state.contracts[mover] is Contract.BIG_FLUSH
        ):
            raise IllegalAction(
                "joker on the waste",
                "the joker you discarded is for your opponents: you may not take it back",
            )
        if not self._takeable(state):
            raise IllegalAction(
                "joker on the waste",
                "a joker on the waste may be taken only when its discarder is going for the Big Flush",
            )

    def _check_shed(self, state: CrazyJokersState, card: Card) -> None:
        if state.contracts[state.mover] is not Contract.NO_HAND_HAND:
            raise IllegalAction("no hand hand", "only a No Hand Hand declarer sheds cards")
        top = state.waste[-1] if state.waste else None
        if not can_shed(card, top):
            raise IllegalAction(
                "shed",
                "the {card} may not go on the {top}: the same rank, one or two higher, or one lower",
                card=card,
                top=str(top),
            )

    def _check_propose(self, state: CrazyJokersState, action: Propose) -> None:
        if state.proposed:
            raise IllegalAction("one proposal a turn", "you have proposed a trade this turn already")
        if self.flush_bound(state, state.mover):
            raise IllegalAction("big flush", "you declared the Big Flush: you may not propose a trade")
        _check_seat(state, action.seat)
        if state.waits[action.seat]:
            raise IllegalAction("laid flush", "a player whose Big Flush lies on the table cannot trade")
        if self.flush_bound(state, action.seat):
            raise IllegalAction(
                "big flush",
                "that player declared the Big Flush and may not accept a trade, so none is offered",
            )
        if not state.hands[action.seat]:
            raise IllegalAction("trade", "that player holds no cards")
        _check_held(action.card, state.hands[state.mover])

    def _check_attack(self, state: CrazyJokersState, action: Force | Steal) -> None:
        hand = state.hands[state.mover]
        if isinstance(action, Force) and TWO_OF_SPADES not in hand:
            raise IllegalAction("2 of spades", "a force lays the 2♠, and you do not hold it")
        if isinstance(action, Steal) and JOKER not in hand:
            raise IllegalAction("no joker", "a steal plays a joker, and you hold none")
        if self.flush_bound(state, state.mover):
            what = Words("force with the 2♠") if isinstance(action, Force) else Words("steal with a joker")
            # Translators: {what} is "force with the 2♠" or "steal with a joker".
            raise IllegalAction("big flush", "you declared the Big Flush: you may not {what}", what=what)
        _check_seat(state, action.seat)
        if not state.holding(action.seat):
            raise IllegalAction("target", "that player holds no cards")

    def perform(self, state: CrazyJokersState, action: Action) -> list[Event]:
        events: list[Event] = []
        seat = state.to_move
        if isinstance(action, Pick):
            self._pick(state, seat, action.position, events)
        elif isinstance(action, Declare):
            self._declare(state, seat, action.contract, events)
        elif isinstance(action, Draw):
            self._draw(state, seat, events)
            state.phase = Phase.DRAWN
        elif isinstance(action, Take):
            card = state.waste.pop()
            state.hands[seat].append(card)
            state.taken = card
            events.append(Moved(card, WASTE, HAND_ZONES[seat], True))
            state.phase = Phase.DISCARD
        elif isinstance(action, Discard | Shed):
            self._to_waste(state, action.card, events)
            self._pay_owed(state, events)
            self._end_turn(state, events)
        elif isinstance(action, Propose):
            self._propose(state, action, events)
        elif isinstance(action, Accept):
            self._accept(state, action.card, events)
        elif isinstance(action, Decline):
            events.append(Moved(state.offer[0], OFFER, HAND_ZONES[state.mover], False))
            events.append(Announced(seat, CrazyJokersAnnouncement.TRADE_DECLINED, str(state.mover)))
            state.hands[state.mover].append(state.offer.pop())
            state.partner = NOBODY
            state.phase = Phase.PLAY
            state.to_move = state.mover
        elif isinstance(action, Force):
            self._force(state, action.seat, events)
        elif isinstance(action, Grab):
            victim = state.partner
            state.hands[victim].remove(action.card)
            state.hands[seat].append(action.card)
            events.append(Moved(action.card, HAND_ZONES[victim], HAND_ZONES[seat], False))
            self._owe(state, victim, 1)
            state.partner = NOBODY
            state.phase = Phase.DISCARD
        elif isinstance(action, Steal):
            self._steal(state, action.seat, events)
        else:  # pass: nothing else was possible
            events.append(Announced(seat, CrazyJokersAnnouncement.PASS))
            self._end_turn(state, events)
        return events

    # ------------------------------------------------------------------ the lead
    def _start_picking(self, state: CrazyJokersState, seats: list[int]) -> None:
        state.phase = Phase.PICK
        state.contenders = self._order_from(state, self.next_seat(state.dealer, state.players), seats)
        state.picks = {}
        state.to_move = state.contenders[0]

    def _pick(self, state: CrazyJokersState, seat: int, position: int, events: list[Event]) -> None:
        state.picks[seat] = position
        pending = [s for s in state.contenders if s not in state.picks]
        if pending:
            state.to_move = pending[0]
            return
        shown: dict[int, Card] = {}
        for contender in state.contenders:
            card = state.hands[contender].pop(state.picks[contender] - 1)
            shown[contender] = card
            state.picked.append(card)
            events.append(Moved(card, HAND_ZONES[contender], PICKED, True))
            if card.is_joker:
                state.jokers[contender] += 1
                events.append(Announced(contender, CrazyJokersAnnouncement.PICKED_JOKER, "75"))
        best = max(_lead_value(card) for card in shown.values())
        tied = [s for s in state.contenders if _lead_value(shown[s]) == best]
        if len(tied) > 1 and all(state.hands[s] for s in tied):
            events.append(Announced(tied[0], CrazyJokersAnnouncement.PICK_AGAIN, " ".join(map(str, tied))))
            self._start_picking(state, tied)
            return
        # Software rule: a tie that outlasts the tied players' cards is settled by the generator.
        leader = tied[0] if len(tied) == 1 else state.rng.choice(tied)
        state.leader = leader
        state.picks = {}
        state.contenders = []
        events.append(Announced(leader, SharedAnnouncement.LEAD, str(shown[leader])))
        for drawer in self._order_from(state, leader):
            while len(state.hands[drawer]) < HAND_SIZE and self._draw(state, drawer, events):
                pass
        state.phase = Phase.DECLARE
        state.to_move = state.mover = leader

    def _declare(self, state: CrazyJokersState, seat: int, contract: Contract, events: list[Event]) -> None:
        state.contracts[seat] = contract
        events.append(Announced(seat, CrazyJokersAnnouncement.DECLARE, contract.value))
        # The hand turns face up for its owner alone.
        events.extend(Revealed(card, HAND_ZONES[seat], "declared", (seat,)) for card in state.hands[seat])
        undeclared = [s for s in self._order_from(state, state.leader) if state.contracts[s] is None]
        if undeclared:
            state.to_move = undeclared[0]
            return
        self._start_turn(state, state.leader)

    # ------------------------------------------------------------------ a turn
    def _start_turn(self, state: CrazyJokersState, seat: int) -> None:
        state.phase = Phase.PLAY
        state.to_move = state.mover = seat
        state.proposed = False
        state.taken = None
        state.partner = NOBODY

    def _draw(self, state: CrazyJokersState, seat: int, events: list[Event]) -> bool:
        """One card from the stock into ``seat``'s hand, reshuffling the waste but its top when the
        stock is empty; ``False`` (and a ``DrawSkipped``) when there is nothing to draw."""
        if not state.stock and len(state.waste) > 1:
            top = state.waste.pop()
            state.stock = state.waste
            state.waste = [top]
            state.rng.shuffle(state.stock)
            events.append(Reshuffled(len(state.stock)))
        if not state.stock:
            events.append(DrawSkipped(seat))
            return False
        card = state.stock.pop()
        state.hands[seat].append(card)
        events.append(Moved(card, STOCK, HAND_ZONES[seat], False))
        return True

    def _to_waste(self, state: CrazyJokersState, card: Card, events: list[Event]) -> None:
        state.hands[state.mover].remove(card)
        state.waste.append(card)
        state.waste_by = state.mover
        events.append(Moved(card, HAND_ZONES[state.mover], WASTE, True))

    def _propose(self, state: CrazyJokersState, action: Propose, events: list[Event]) -> None:
        state.hands[state.mover].remove(action.card)
        state.offer.append(action.card)
        state.proposed = True
        state.partner = action.seat
        state.phase = Phase.ANSWER
        state.to_move = action.seat
        events.append(Moved(action.card, HAND_ZONES[state.mover], OFFER, False))
        events.append(Announced(state.mover, CrazyJokersAnnouncement.TRADE_OFFERED, str(action.seat)))

    def _accept(self, state: CrazyJokersState, card: Card, events: list[Event]) -> None:
        proposer, answerer = state.mover, state.partner
        offered = state.offer.pop()
        state.hands[answerer].remove(card)
        state.hands[proposer].append(card)
        state.hands[answerer].append(offered)
        events.append(Moved(card, HAND_ZONES[answerer], HAND_ZONES[proposer], False))
        events.append(Moved(offered, OFFER, HAND_ZONES[answerer], False))
        events.append(Announced(answerer, CrazyJokersAnnouncement.TRADE_ACCEPTED, str(proposer)))
        state.partner = NOBODY
        state.to_move = proposer
        self._end_turn(state, events)

    def _force(self, state: CrazyJokersState, victim: int, events: list[Event]) -> None:
        self._to_waste(state, TWO_OF_SPADES, events)
        events.append(Announced(state.mover, CrazyJokersAnnouncement.FORCE, str(victim)))
        self._break_flush(state, victim, events)
        # The look: the victim's hand, shown to the forcer alone.
        events.extend(
            Revealed(card, HAND_ZONES[victim], "look", (state.mover,)) for card in state.hands[victim]
        )
        state.partner = victim
        state.phase = Phase.LOOK

    def _steal(self, state: CrazyJokersState, victim: int, events: list[Event]) -> None:
        stealer = state.mover
        self._to_waste(state, JOKER, events)
        state.steals[stealer] += 1
        events.append(Announced(stealer, CrazyJokersAnnouncement.STEAL, str(victim)))
        self._break_flush(state, victim, events)
        hand = state.hands[victim]
        for _ in range(min(STEAL_COUNT, len(hand))):
            card = hand.pop(state.rng.randrange(len(hand)))
            state.hands[stealer].append(card)
            events.append(Moved(card, HAND_ZONES[victim], HAND_ZONES[stealer], False))
        self._owe(state, victim, STEAL_COUNT)
        state.phase = Phase.DISCARD

    def _owe(self, state: CrazyJokersState, seat: int, cards: int) -> None:
        """``seat`` draws ``cards`` once the mover has discarded (``_pay_owed``): the 2♠'s one
        card, a joker steal's two."""
        state.owed = seat
        state.owed_cards = cards

    def _pay_owed(self, state: CrazyJokersState, events: list[Event]) -> None:
        """After the mover's discard, the seat owed cards draws them (short if even a reshuffle
        of the waste but its top, the discard, leaves too few)."""
        for _ in range(state.owed_cards):
            self._draw(state, state.owed, events)
        state.owed = NOBODY
        state.owed_cards = 0

    def _break_flush(self, state: CrazyJokersState, seat: int, events: list[Event]) -> None:
        """A laid Big Flush hit by a force or a steal goes back to its owner's hand."""
        if not state.waits[seat]:
            return
        events.extend(Moved(card, FLUSH_ZONES[seat], HAND_ZONES[seat], True) for card in state.flushes[seat])
        state.hands[seat] = state.flushes[seat]
        state.flushes[seat] = []
        state.waits[seat] = 0
        events.append(Announced(seat, CrazyJokersAnnouncement.FLUSH_BROKEN))

    def _end_turn(self, state: CrazyJokersState, events: list[Event]) -> None:
        """Check the mover's contract, then pass the turn on, skipping laid Big Flushes (the last
        skipped turn of a wait wins)."""
        seat = state.mover
        contract = state.contracts[seat]
        assert contract is not None
        found = fulfils(contract, state.hands[seat], state.birthdays[seat])
        if found is not None and contract is Contract.BIG_FLUSH:
            hand = state.hands[seat]
            events.extend(Moved(card, HAND_ZONES[seat], FLUSH_ZONES[seat], True) for card in hand)
            state.flushes[seat] = hand
            state.hands[seat] = []
            state.waits[seat] = 2 if state.players == 2 else 1
            events.append(Announced(seat, CrazyJokersAnnouncement.FLUSH_LAID, hand[0].suit))
        elif found is not None:
            self._win(state, seat, found, events)
            return
        following = self.next_seat(seat, state.players)
        while state.waits[following]:
            state.waits[following] -= 1
            if not state.waits[following]:
                flush = big_flush(state.flushes[following])
                assert flush is not None
                self._win(state, following, flush, events)
                return
            events.append(
                Announced(following, CrazyJokersAnnouncement.FLUSH_WAITS, str(state.waits[following]))
            )
            following = self.next_seat(following, state.players)
        self._start_turn(state, following)

    def _win(self, state: CrazyJokersState, seat: int, found: Fulfilment, events: list[Event]) -> None:
        state.won = found
        state.phase = Phase.PLAY
        state.partner = NOBODY
        state.taken = None
        events.append(Announced(seat, CrazyJokersAnnouncement.CONTRACT, f"{found.contract} {found.value}"))
        state.finish((seat,), found.contract.value)
        events.append(GameOver((seat,), found.contract.value))

    def _order_from(
        self, state: CrazyJokersState, first: int, seats: Sequence[int] | None = None
    ) -> list[int]:
        """``seats`` (every seat by default) in turn order starting at ``first``."""
        chosen = set(range(state.players) if seats is None else seats)
        order: list[int] = []
        seat = first
        for _ in range(state.players):
            if seat in chosen:
                order.append(seat)
            seat = self.next_seat(seat, state.players)
        return order

    # ------------------------------------------------------------------ endings
    def cap_winners(self, state: CrazyJokersState) -> tuple[int, ...]:
        """Software rule: a round the turn cap ends has no contract winner."""
        return ()

    def round_result(self, state: CrazyJokersState) -> RoundResult:
        points = state.points()
        placings = tuple(sorted(range(state.players), key=lambda seat: -points[seat]))
        carried = {
            "birthdays": tuple(state.birthdays),
            "contracts": tuple(None if c is None else c.value for c in state.contracts),
        }
        items = tuple(_score_items(state, seat) for seat in range(state.players))
        return RoundResult(placings, (), state.winners, points=points, carried=carried, items=items)

    def laid_down(self, state: CrazyJokersState, seat: int) -> list[tuple[Card, int | None]]:
        """A completed contract as it reads (``contracts.laid_out``): a straight as a run, a
        birthday as its date, each joker with its stand-in; any other hand as it lies."""
        cards = list(state.holding(seat))
        contract = state.contracts[seat]
        laid = None if contract is None else laid_out(contract, cards, state.birthdays[seat])
        return laid if laid is not None else [(card, None) for card in cards]

    def binding(self, action: Action) -> bool:
        # Both are made blind: taken back, the pick would show what lies where in the face-down
        # hand, and the declaration would be made again with the hand in sight.
        return isinstance(action, Pick | Declare)

    def move_words(self, action: Action, view: View) -> MoveWords:
        return crazy_jokers_move_words(action, view)

    def parse_action(self, text: str) -> Action:
        return parse_crazy_jokers_action(text)

    # ------------------------------------------------------------------ information
    def zones(self, state: CrazyJokersState) -> dict[Zone, list[Card]]:
        seats = range(state.players)
        zones = {HAND_ZONES[seat]: state.hands[seat] for seat in seats}
        zones.update({FLUSH_ZONES[seat]: state.flushes[seat] for seat in seats})
        zones[STOCK] = state.stock
        zones[WASTE] = state.waste
        zones[PICKED] = state.picked
        zones[OFFER] = state.offer
        return zones

    def facts(self, state: CrazyJokersState) -> CrazyJokersFacts:
        # The match's facts, which a declaration may weigh, show from a match's second round (or
        # once there are scores); a match's first round, or a lone deal, has none.
        match = state.round > 1 or any(state.scores)
        won = state.won
        return CrazyJokersFacts(
            phase=state.phase,
            dealer=state.dealer,
            leader=state.leader,
            mover=state.mover,
            partner=state.partner,
            contracts=tuple(state.contracts),
            last=tuple(state.last),
            birthdays=tuple(state.birthdays),
            picks=tuple(state.picks.items()),
            picked_cards=tuple(state.picked),
            contenders=tuple(state.contenders),
            proposed=state.proposed,
            owed=state.owed,
            owed_cards=state.owed_cards,
            waste_by=state.waste_by,
            taken=state.taken,
            steals=tuple(state.steals),
            jokers=tuple(state.jokers),
            waits=tuple(state.waits),
            points=state.points(),
            round=state.round if match else None,
            scores=tuple(state.scores) if match else None,
            end=state.end_reason if state.over else None,
            winners=tuple(state.winners) if state.over else None,
            won=None if won is None or not state.over else f"{won.contract} {won.value} {won.joker}",
        )

    def public_facts(self, state: CrazyJokersState) -> dict[str, object]:
        return CRAZY_JOKERS_FACTS.encode(self.facts(state))

    def recalled(self, view: View) -> View:
        """The picked cards lie face down, but every seat saw them turned up for the lead."""
        picked = view.zones.get(PICKED, ())
        remembered = view.public.get("picked_cards")
        if not isinstance(remembered, list) or not any(card is None for card in picked):
            return view
        if len(remembered) != len(picked):
            raise SetupError(
                f"picked_cards names {len(remembered)} cards; the picked zone holds {len(picked)}"
            )
        cards = tuple(Card.parse(str(card)) for card in remembered)
        return replace(view, zones={**view.zones, PICKED: cards})

    def sees(self, state: CrazyJokersState, seat: int, zone: Zone) -> bool:
        """One's own hand once one has declared (it lies face down until then); the hand the
        2♠ looks at, for its player, during the look; one's own offer while it waits for an
        answer; the picked cards while the lead is picked; the waste and laid Big Flushes.
        Never the stock. (The card taken from the waste stays known in its taker's hand
        until the discard, but the hand is not a place seen: its moves say ``shown``.)"""
        kind = zone.kind
        if kind == SharedKind.HAND:
            if zone.seat == seat:
                return state.contracts[seat] is not None
            return state.phase is Phase.LOOK and seat == state.mover and zone.seat == state.partner
        if kind == CrazyJokersKind.OFFER:
            return seat == state.mover
        if kind == CrazyJokersKind.PICKED:
            return state.phase is Phase.PICK
        return kind == CrazyJokersKind.WASTE or kind == CrazyJokersKind.FLUSH

    def seen_by(self, state: CrazyJokersState, seat: int) -> dict[Zone, tuple[Card | None, ...]]:
        seen: dict[Zone, tuple[Card | None, ...]] = {}
        looking = state.phase is Phase.LOOK and state.mover == seat
        for owner in range(state.players):
            hand = state.hands[owner]
            if owner == seat:
                shown = state.contracts[owner] is not None
            else:
                shown = looking and owner == state.partner
            if shown:
                seen[HAND_ZONES[owner]] = tuple(hand)
            elif owner == state.mover and state.taken is not None:
                # Everyone saw the card come off the waste; it stays in sight until the discard.
                # That one card, the last (it was put there): a second joker stays hidden.
                cards: list[Card | None] = [None] * len(hand)
                last = _last_index(hand, state.taken)
                if last >= 0:
                    cards[last] = state.taken
                seen[HAND_ZONES[owner]] = tuple(cards)
            else:
                seen[HAND_ZONES[owner]] = (None,) * len(hand)
        for owner in range(state.players):
            seen[FLUSH_ZONES[owner]] = tuple(state.flushes[owner])
        seen[STOCK] = (None,) * len(state.stock)
        seen[WASTE] = tuple(state.waste)
        # Turned up to decide the lead, then face down out of play (``picked_cards`` remembers them).
        seen[PICKED] = tuple(state.picked) if state.phase is Phase.PICK else (None,) * len(state.picked)
        seen[OFFER] = tuple(state.offer) if seat == state.mover else (None,) * len(state.offer)
        return seen


# ---------------------------------------------------------------------- helpers
def _codes(hand: Sequence[Card]) -> list[int]:
    """The hand's card codes in hand order, each once (the two jokers are one choice)."""
    return [card.code for card in _unique(hand)]


def _last_index(hand: Sequence[Card], card: Card) -> int:
    """Where ``card`` lies last in ``hand`` (-1: not there)."""
    for index in range(len(hand) - 1, -1, -1):
        if hand[index] is card:
            return index
    return -1


def _unique(hand: Sequence[Card]) -> list[Card]:
    return list(dict.fromkeys(hand))


def _just_taken(state: CrazyJokersState, card: Card, hand: Sequence[Card]) -> bool:
    """Whether discarding ``card`` would put the card just taken back (a second joker may go)."""
    return card is state.taken and hand.count(card) == 1


def _can_draw(state: CrazyJokersState) -> bool:
    return bool(state.stock) or len(state.waste) > 1


def _check_held(card: Card, hand: Sequence[Card]) -> None:
    if card not in hand:
        raise IllegalAction("not your card", "you do not hold the {card}", card=card)


def _check_seat(state: CrazyJokersState, seat: int) -> None:
    if not 0 <= seat < state.players or seat == state.mover:
        raise IllegalAction(
            "seat",
            "choose another player's seat (0–{last}), not {number}",
            last=state.players - 1,
            number=seat,
        )


def _zones(players: int) -> list[Zone]:
    zones = [HAND_ZONES[seat] for seat in range(players)]
    zones.extend(FLUSH_ZONES[seat] for seat in range(players))
    zones.extend((STOCK, WASTE, PICKED, OFFER))
    return zones


def _read_facts(state: CrazyJokersState, facts: Mapping[str, object]) -> None:
    """Open facts (a scenario's, or a view's when search samples a state) into the state."""
    players = state.players
    try:
        state.phase = Phase(str(facts.get("phase", Phase.PLAY)))
    except ValueError:
        raise SetupError(f"phase: one of {', '.join(Phase)}, got {facts.get('phase')!r}") from None
    state.dealer = _seat(facts.get("dealer", 0), players, "dealer")
    for name in ("leader", "mover", "partner", "owed", "waste_by"):
        if facts.get(name) is not None:
            value = int(str(facts[name]))
            setattr(state, name, NOBODY if value == NOBODY else _seat(value, players, name))
    if "contracts" in facts:
        state.contracts = _contract_list(facts["contracts"], players)
    if "last" in facts:
        state.last = _contract_list(facts["last"], players, "last")
    state.birthdays = _carried_birthdays(facts.get("birthdays"), players)
    for name in ("steals", "jokers", "waits"):
        if name in facts:
            setattr(state, name, _numbers(facts[name], players, name))
    picks = facts.get("picks") or {}
    if not isinstance(picks, Mapping):
        raise SetupError("picks: a mapping of seat to hand position")
    state.picks = {_seat(s, players, "picks"): int(str(p)) for s, p in picks.items()}
    if "contenders" in facts:
        state.contenders = [_seat(s, players, "contenders") for s in _as_list(facts["contenders"])]
    # ``owed`` without ``owed_cards`` is a 2♠'s one card (written before a steal owed any).
    state.owed_cards = int(str(facts.get("owed_cards", 0 if state.owed == NOBODY else 1)))
    if (state.owed == NOBODY) != (state.owed_cards == 0) or not 0 <= state.owed_cards <= STEAL_COUNT:
        raise SetupError(
            f"owed and owed_cards go together: a seat and 1 (a 2♠) or {STEAL_COUNT} (a steal), "
            f"got owed {state.owed}, owed_cards {state.owed_cards}"
        )
    state.proposed = bool(facts.get("proposed", False))
    state.round = _round(facts.get("round", 1))
    if "scores" in facts:
        state.scores = tuple(_totals(facts["scores"], players))
    taken = facts.get("taken")
    state.taken = None if taken in (None, "", "None") else parse_cards(str(taken))[0]
    won = facts.get("won")
    if won not in (None, "None"):
        contract, points, joker = str(won).split()
        state.won = Fulfilment(Contract(contract), int(points), joker == "True")


def _contract_list(value: object, players: int, key: str = "contracts") -> list[Contract | None]:
    """One contract (or none) per seat from the fact ``key``, which an error names."""
    if value is None:
        return [None] * players
    items = _as_list(value)
    if len(items) != players:
        raise SetupError(f"{key}: one per seat ({players}), got {len(items)}")
    try:
        return [None if item in (None, "", "None", "-") else Contract(str(item)) for item in items]
    except ValueError as error:
        raise SetupError(f"{key}: {error}") from None


def _score_items(state: CrazyJokersState, seat: int) -> tuple[ScoreItem, ...]:
    """A seat's round score itemised: the contract it won (+20 with a joker in the winning
    hand), 30 a steal, 75 a picked joker; the lines add up to ``state.points()``."""
    items: list[ScoreItem] = []
    won = state.won
    if won is not None and state.winners == (seat,):
        items.append(ScoreItem(CONTRACT_NAMES[won.contract].removeprefix("the "), won.value))
        if won.joker:
            items.append(ScoreItem("joker in the hand", 20))
    steals, jokers = state.steals[seat], state.jokers[seat]
    if steals:
        items.append(ScoreItem("steal" if steals == 1 else f"{steals} steals", 30 * steals))
    if jokers:
        items.append(ScoreItem("picked joker" if jokers == 1 else f"{jokers} picked jokers", 75 * jokers))
    return tuple(items)


def _carried_birthdays(value: object, players: int) -> list[datetime.date]:
    if value is None:
        return []
    items = _as_list(value)
    if len(items) != players:
        raise SetupError(f"birthdays: one per seat ({players}), got {len(items)}")
    days: list[datetime.date] = []
    for item in items:
        if isinstance(item, datetime.date):
            days.append(item)
            continue
        try:
            days.append(datetime.date.fromisoformat(str(item)))
        except ValueError:
            raise SetupError(f"birthdays: {item!r} is not a date written YYYY-MM-DD") from None
    return days


def _numbers(value: object, players: int, what: str) -> list[int]:
    items = _as_list(value)
    if len(items) != players:
        raise SetupError(f"{what}: one number per seat ({players}), got {len(items)}")
    return [int(str(item)) for item in items]


def _round(value: object) -> int:
    try:
        number = int(str(value))
    except ValueError:
        raise SetupError(f"round: {value!r} is not a round number") from None
    if number < 1:
        raise SetupError(f"round: rounds count from 1, got {number}")
    return number


def _totals(value: object, players: int) -> list[int]:
    items = _as_list(value)
    if len(items) != players:
        raise SetupError(f"scores: one match total per seat ({players}), got {len(items)}")
    try:
        return [int(str(item)) for item in items]
    except ValueError:
        raise SetupError(f"scores: whole numbers, one per seat, got {value!r}") from None


def _seat(value: object, players: int, what: str) -> int:
    try:
        seat = int(str(value))
    except ValueError:
        raise SetupError(f"{what}: {value!r} is not a seat number") from None
    if not 0 <= seat < players:
        raise SetupError(f"{what}: there is no seat {seat} at a table of {players}")
    return seat


def _as_list(value: object) -> list[object]:
    if value is None:
        return []
    if isinstance(value, str):
        return list(value.split())
    if isinstance(value, list | tuple):
        return list(value)
    return [value]
