"""Quatorze: a two-deck rummy with jokers, played to the right (seed: quatorze.txt, RULINGS.md).

A turn is a small phase machine: ``draw`` (or ``take`` the discard's top) →
any number of ``meld`` / ``add`` / ``takeback`` → ``discard``. Before a seat is
down, the melds it lays in a turn are *pending*: the discard is refused until
they total the opening (51), and ``takeback`` returns them all to the hand, so
no position is a dead end. A card taken from the discard pile must be on the
table when the turn ends (``promise.py``): other cards may be laid or added
first, the discard is refused while it is still in the hand, and a meld, add
or swap is refused when it would leave no way to place it (nor a take-back),
so that promise never becomes a dead end either.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Final

from ...actions import DRAW, Action, Draw
from ...cards import BY_CODE, JOKER, Card, build_deck
from ...errors import IllegalAction, SetupError, Words
from ...events import (
    Announced,
    DrawSkipped,
    Event,
    GameOver,
    Moved,
    OutReason,
    PlayerOut,
    Reshuffled,
)
from ...facts import as_list
from ...move_words import MoveWords
from ...options import OptionSpec
from ...rules import TURN_CAP, Direction, MatchMode, RoundContext, RoundResult, Rules, ScoreItem
from ...view import View
from ...zones import DISCARD, STOCK, SharedKind, Zone
from .actions import TAKE, TAKEBACK, Add, Discard, Lay, MeldZone, Swap, Take, TakeBack, parse_quatorze_action
from .events import QuatorzeAnnouncement
from .facts import QUATORZE_FACTS, QuatorzeFacts
from .melds import Meld, card_points, extended, make_meld
from .promise import can_place
from .reach import MeldFinder
from .solver import layoff_options
from .state import Phase, QuatorzeState
from .words import quatorze_move_words
from .zones import HANDS as _HANDS
from .zones import QuatorzeKind, meld_zone

HAND_SIZE: Final = 14
FIRST_HAND: Final = 15  # the player on the dealer's right
WIN_POINTS: Final = -30
ALL_AT_ONCE_POINTS: Final = -60
CUT_MARGIN: Final = 10  # the cut leaves at least this many cards on each side

OPTIONS: Final = (
    OptionSpec("jokers", "int", 2, "Jokers in the two decks.", minimum=1, maximum=2),
    OptionSpec(
        "joker_swap",
        "bool",
        False,
        "A joker on the table may be taken back by laying the card it stands for.",
    ),
    OptionSpec(
        "opening",
        "int",
        51,
        "Points the melds must total the first time a player goes down.",
        minimum=1,
        # Fourteen cards and a draw total at most about 148 points, and bots reach the turn cap
        # in most games past 100: a higher opening would be a game nobody can go down in.
        maximum=100,
    ),
    OptionSpec(
        "out_at",
        "int",
        201,
        "A player whose total reaches this is out of the match.",
        minimum=1,
        maximum=10_000,
        only_with=("match", (MatchMode.POINTS_OUT,)),  # a single round has no one out
    ),
    OptionSpec(
        "match",
        "choice",
        "points-out",
        "points-out: rounds until one player is left under out_at; single: one round.",
        choices=(MatchMode.POINTS_OUT, MatchMode.SINGLE),
    ),
    OptionSpec(
        "round_cap",
        "int",
        50,
        "Software rule: a match ends after this many rounds; the lowest total still in wins.",
        minimum=1,
        maximum=10_000,
        software=True,
    ),
    TURN_CAP,
)

_DISCARDS: Final = tuple(Discard(card) for card in BY_CODE)


# Every card a joker may stand for (never another joker).
NATURAL_CARDS: Final = tuple(Card(rank, suit) for suit in "SHDC" for rank in range(1, 14))
# A meld's own shape: when every reading of a joker breaks one of these, no reading makes a meld.
MELD_SHAPE_RULES: Final = frozenset(
    {"meld size", "one joker", "set rank", "set suits", "run suit", "run sequence", "joker stand-in"}
)


def _cards_of(action: Lay | Add) -> tuple[Card, ...]:
    return action.cards if isinstance(action, Lay) else (action.card,)


class QuatorzeRules(Rules[QuatorzeState]):
    """Quatorze with one or two jokers; matches are played until one player is left under 201."""

    game = "quatorze"
    title = "Quatorze"
    seats = (2, 6)
    option_specs = OPTIONS
    match_modes = (MatchMode.POINTS_OUT, MatchMode.SINGLE)
    direction = Direction.ANTICLOCKWISE

    def configure(self) -> None:
        self.jokers = int(self.options["jokers"])
        self.opening = int(self.options["opening"])
        self.out_at = int(self.options["out_at"])
        self.match_limit = self.out_at
        self.round_cap = int(self.options["round_cap"])
        self.joker_swap = bool(self.options["joker_swap"])
        self.finder = MeldFinder()

    def deck(self, players: int) -> list[Card]:
        return build_deck(2, self.jokers)

    # ------------------------------------------------------------------ set-up
    def deal(self, players: int, seed: int, context: RoundContext) -> QuatorzeState:
        state = QuatorzeState(players, seed)
        self._enter_round(state, context.number, context.dealer, context.scores)
        cards = self.deck(players)
        state.rng.shuffle(cards)
        # The player on the dealer's left lifts the top part; the dealer deals from the rest.
        depth = state.rng.randint(CUT_MARGIN, len(cards) - CUT_MARGIN)
        cut, in_hand = cards[-depth:], cards[:-depth]
        cutter = Direction.CLOCKWISE.step(state.dealer, players)
        if cut[0] is JOKER:
            state.hands[cutter].append(cut.pop(0))
            state.known[cutter].append(JOKER)
            state.cut_joker = cutter
        for seat, count in self._packets(state):
            for _ in range(count):
                state.hands[seat].append(in_hand.pop() if in_hand else cut.pop())
        state.stock = cut + in_hand  # what the dealer has left goes on top
        state.to_move = self.next_seat(state.dealer, players)
        state.phase = Phase.MELD  # the 15-card player starts without drawing
        return state

    def _enter_round(self, state: QuatorzeState, number: int, dealer: int, scores: Sequence[int]) -> None:
        state.round = number
        state.dealer = dealer % state.players
        state.scores = tuple(scores) if len(scores) == state.players else (0,) * state.players

    def _packets(self, state: QuatorzeState) -> list[tuple[int, int]]:
        """The deal, packet by packet: 3 to the dealer's right, then 2 at a time to the right,
        until everyone has 14 and the first player 15 (a cut joker counts among the 14)."""
        players = state.players
        first = self.next_seat(state.dealer, players)
        wanted = [HAND_SIZE] * players
        wanted[first] = FIRST_HAND
        held = [len(hand) for hand in state.hands]
        packets: list[tuple[int, int]] = []
        seat, size = first, 3
        while held != wanted:
            count = min(size, wanted[seat] - held[seat])
            if count:
                packets.append((seat, count))
                held[seat] += count
            seat, size = self.next_seat(seat, players), 2
        return packets

    def opening_events(self, state: QuatorzeState) -> list[Event]:
        """The cut (a kept joker shown), then the deal in its packets of 3 and 2."""
        start = state.origin if isinstance(state.origin, QuatorzeState) else state
        cutter = Direction.CLOCKWISE.step(start.dealer, start.players)
        kept = start.cut_joker == cutter
        events: list[Event] = [Announced(cutter, QuatorzeAnnouncement.CUT, "joker" if kept else "")]
        dealt = [0] * start.players
        if kept:
            events.append(Moved(JOKER, STOCK, _HANDS[cutter], True))
            dealt[cutter] = 1
        replay = QuatorzeState(start.players, start.seed)
        replay.dealer = start.dealer
        replay.hands = [[JOKER] if kept and seat == cutter else [] for seat in range(start.players)]
        for seat, count in self._packets(replay):
            hand = start.hands[seat]
            for card in hand[dealt[seat] : dealt[seat] + count]:
                events.append(Moved(card, STOCK, _HANDS[seat], False))
            dealt[seat] += count
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
    ) -> QuatorzeState:
        self.check_players(players, within_variant=False)
        state = QuatorzeState(players, seed, rng)
        facts = dict(facts or {})
        marks = dict(marks or {})
        scores = [int(str(x)) for x in as_list(facts.get("scores", []))]
        self._enter_round(state, int(str(facts.get("round", 1))), int(str(facts.get("dealer", 0))), scores)
        rest = self.deck(players)
        for zone, cards in zones.items():
            if zone not in _HANDS[:players] and zone not in (STOCK, DISCARD):
                _meld_ref(zone, players)
            for card in cards:
                try:
                    rest.remove(card)
                except ValueError:
                    raise SetupError(f"{card} is given more often than the two decks hold") from None
        state.rng.shuffle(rest)
        self._set_melds(state, zones, marks)
        state.to_move = self.next_seat(state.dealer, players) if to_move is None else to_move
        for seat in range(players):
            given = zones.get(_HANDS[seat])
            state.hands[seat] = (
                list(given) if given is not None else [rest.pop() for _ in range(min(HAND_SIZE, len(rest)))]
            )
        state.discard = list(zones.get(DISCARD, []))
        if STOCK in zones:
            state.stock = list(zones[STOCK])
            if rest:
                raise SetupError(f"{len(rest)} cards are in no zone; give the stock or leave it out")
        else:
            state.stock = rest
        self._set_facts(state, facts)
        return state

    def _set_melds(
        self, state: QuatorzeState, zones: Mapping[Zone, Sequence[Card]], marks: Mapping[Zone, Sequence[str]]
    ) -> None:
        melds = [zone for zone in zones if zone.kind == QuatorzeKind.MELD]
        refs = sorted(((_meld_ref(zone, state.players), zone) for zone in melds), key=lambda ref: ref[0])
        for (owner, index), zone in refs:
            if index != len(state.melds[owner]):
                raise SetupError(f"{zone}: seat {owner}'s melds are numbered from 0 without gaps")
            flags = [flag for flag in marks.get(zone, ()) if flag]
            joker_as = Card.parse(flags[0]) if flags else None
            state.melds[owner].append(make_meld(zones[zone], joker_as))

    def _set_facts(self, state: QuatorzeState, facts: Mapping[str, object]) -> None:
        state.phase = Phase(str(facts.get("phase", Phase.DRAW if state.discard else Phase.MELD)))
        if "down" in facts:
            state.down = [seat in _seats(facts["down"]) for seat in range(state.players)]
        else:
            state.down = [bool(melds) for melds in state.melds]
        taken = str(facts.get("taken", "") or "")
        state.taken = Card.parse(taken) if taken else None
        state.must_meld = _flag(facts.get("must_meld", state.taken is not None))
        state.laid_off = _flag(facts.get("laid_off", False))
        state.cut_joker = int(str(facts.get("cut_joker", -1)))
        state.points = tuple(int(str(x)) for x in as_list(facts.get("points", [])))
        known = facts.get("known", {})
        if isinstance(known, Mapping):
            for seat, cards in known.items():
                state.known[int(str(seat))] = [Card.parse(str(card)) for card in as_list(cards)]
        if state.must_meld and state.taken is not None and state.taken not in state.known[state.to_move]:
            state.known[state.to_move].append(state.taken)

    # ------------------------------------------------------------------ legality
    def pending_points(self, state: QuatorzeState, seat: int) -> int:
        """What ``seat``'s melds of this turn total, while it is not down yet (else 0)."""
        if state.down[seat]:
            return 0
        return sum(meld.points() for meld in state.melds[seat])

    def may_add(self, state: QuatorzeState, seat: int) -> bool:
        """Down, or going down this turn with the opening already laid."""
        return state.down[seat] or self.pending_points(state, seat) >= self.opening

    def legal_actions(self, state: QuatorzeState) -> list[Action]:
        actions = self._listing(state)
        # Remembered for this position, so that apply takes one of them without ``check``
        # (a meld's check validates it again): the caller gets the list, free to change, and
        # the rules keep a copy (see Rules.apply).
        state.listed = tuple(actions)
        state.listed_by = self
        return actions

    def _listing(self, state: QuatorzeState) -> list[Action]:
        if state.over:
            return []
        if state.phase is Phase.DRAW:
            return [DRAW, TAKE] if state.discard and self._can_take(state) else [DRAW]
        seat = state.to_move
        hand = state.hands[seat]
        size = len(hand)
        pending = self.pending_points(state, seat)
        may_add = state.down[seat] or pending >= self.opening
        if state.must_meld:
            actions = self._promised_moves(state, hand, pending, may_add)
        else:
            actions = [lay for meld, lay in self.finder.lays(hand) if len(meld.cards) < size]
            if size > 1 and may_add:
                actions.extend(self._adds(state, hand))
            if self.joker_swap and may_add:
                actions.extend(self._swaps(state, hand))
        if 0 < pending < self.opening:
            actions.append(TAKEBACK)
            return actions
        if not state.must_meld:
            actions.extend(_DISCARDS[code] for code in sorted({card.code for card in hand}))
        return actions

    def _promised_moves(
        self, state: QuatorzeState, hand: Sequence[Card], pending: int, may_add: bool
    ) -> list[Action]:
        """The melds, adds and swaps open while the taken card is in the hand: those that keep
        its promise (see ``_keeps_promise``; the cheap cases are settled here first)."""
        seat = state.to_move
        taken = state.taken
        size = len(hand)
        # A seat going down keeps its take-back while its melds stay short of the opening.
        short = 0 if state.down[seat] else self.opening - pending
        actions: list[Action] = [
            lay
            for meld, lay in self.finder.lays(hand)
            if len(meld.cards) < size
            and (
                taken in meld.cards
                or (short > 0 and meld.points() < short)
                or self._keeps_promise(state, lay, meld) is None
            )
        ]
        if may_add:
            moves: list[Action] = self._adds(state, hand) if size > 1 else []
            if self.joker_swap:
                moves.extend(self._swaps(state, hand))
            actions.extend(move for move in moves if self._keeps_promise(state, move) is None)
        return actions

    def _adds(self, state: QuatorzeState, hand: Sequence[Card]) -> list[Action]:
        places = _table(state)
        if not places:
            return []
        return [
            Add(option.card, places[option.target], option.joker_as)
            for option in layoff_options(hand, [state.melds[p.owner][p.index] for p in places])
        ]

    def _swaps(self, state: QuatorzeState, hand: Sequence[Card]) -> list[Action]:
        held = set(hand)
        return [
            Swap(stand, MeldZone(owner, index))
            for owner, melds in enumerate(state.melds)
            for index, meld in enumerate(melds)
            if (stand := meld.joker_stand) is not None and stand in held
        ]

    def _can_take(self, state: QuatorzeState) -> bool:
        """Whether the discard's top could be on the table by the end of this turn, taken by the
        player to move: for a seat that is down, in a meld or added to one (after other cards,
        if need be); for one that is not, in melds that reach the opening."""
        seat = state.to_move
        card = state.discard[-1]
        hand = [*state.hands[seat], card]
        if state.down[seat]:
            table = [meld for melds in state.melds for meld in melds]
            return can_place(hand, card, table, range(len(table)), self.joker_swap)
        return self.finder.can_open_with(hand, card, self.opening)

    def _keeps_promise(
        self, state: QuatorzeState, action: Action, meld: Meld | None = None
    ) -> IllegalAction | None:
        """Why a meld, add or swap (legal otherwise) breaks the taken card's promise, or None.

        It may place the taken card (a seat going down this turn only in its own melds), or
        leave it placeable afterwards; a seat not down whose melds stay short of the opening
        keeps its take-back, which returns the hand it had after the take. ``meld``: the meld a
        ``Lay`` makes, when the caller has it."""
        seat = state.to_move
        taken = state.taken
        assert taken is not None
        down = state.down[seat]
        hand = list(state.hands[seat])
        table = [list(melds) for melds in state.melds]
        if isinstance(action, Lay):
            if taken in action.cards:
                return None
            for card in action.cards:
                hand.remove(card)
            table[seat].append(meld or make_meld(action.cards, action.joker_as))
        else:
            assert isinstance(action, Add | Swap)
            target = action.target
            if action.card is taken:
                if down or target.owner == seat:
                    return None
                return IllegalAction(
                    "taken card",
                    "the {card} you took must be in your own melds: they take you down",
                    card=taken,
                )
            hand.remove(action.card)
            there = table[target.owner][target.index]
            if isinstance(action, Add):
                table[target.owner][target.index] = extended(there, action.card, action.joker_as)
            else:
                hand.append(JOKER)
                table[target.owner][target.index] = make_meld(
                    [action.card if card is JOKER else card for card in there.cards]
                )
        if not down and sum(meld.points() for meld in table[seat]) < self.opening:
            return None  # a take-back stays open
        if self._placeable(hand, taken, table, seat, down):
            return None
        return IllegalAction(
            "taken card",
            "after that the {card} you took could not go down this turn, "
            "and it must be on the table before you discard",
            card=taken,
        )

    def _placeable(
        self, hand: list[Card], card: Card, table: list[list[Meld]], seat: int, down: bool
    ) -> bool:
        """Whether ``card`` can still go down from this hand and table (see ``promise``)."""
        melds = [meld for melds in table for meld in melds]
        if down:
            onto: Sequence[int] = range(len(melds))
        else:
            first = sum(len(melds) for melds in table[:seat])
            onto = range(first, first + len(table[seat]))
        return can_place(hand, card, melds, onto, self.joker_swap)

    def allows(self, state: QuatorzeState, action: Action) -> bool:
        # A playout asks about the take at every draw: answered without building (and wording)
        # the refusal that ``check`` raises, the same answer as ``check``'s.
        if type(action) is Take and not state.over and state.phase is Phase.DRAW:
            return bool(state.discard) and self._can_take(state)
        return super().allows(state, action)

    def check(self, state: QuatorzeState, action: Action) -> None:
        seat = state.to_move
        hand = state.hands[seat]
        if state.phase is Phase.DRAW:
            if isinstance(action, Draw):
                return
            if isinstance(action, Take):
                if not state.discard:
                    raise IllegalAction("take", "the discard pile is empty")
                if not self._can_take(state):
                    where = (
                        Words("in a new meld or added to one")
                        if state.down[seat]
                        else Words("in melds that take you down")
                    )
                    # Translators: {where} is "in a new meld or added to one" or "in melds that take
                    # you down".
                    raise IllegalAction(
                        "take",
                        "the {card} may be taken only to meld it this turn ({where}), and it cannot be",
                        card=state.discard[-1],
                        where=where,
                    )
                return
            raise IllegalAction(
                "draw first", "start your turn with draw (the stock) or take (the discard's top)"
            )
        if isinstance(action, Draw | Take):
            raise IllegalAction(
                "one draw", "no draw now: meld, add or discard (the player dealt 15 starts without one)"
            )
        if isinstance(action, (Lay, Add)) and action.joker_as is None and JOKER in _cards_of(action):
            self._check_unread_joker(state, action)
        elif isinstance(action, Lay):
            self._check_lay(state, hand, action)
        elif isinstance(action, Add):
            self._check_add(state, seat, hand, action)
        elif isinstance(action, Swap):
            self._check_swap(state, seat, hand, action)
        elif isinstance(action, TakeBack):
            pending = self.pending_points(state, seat)
            if not pending:
                raise IllegalAction("takeback", "nothing to take back: you laid no melds this turn")
            if pending >= self.opening:
                raise IllegalAction(
                    "takeback", "your melds total {points}: you are going down, they stay", points=pending
                )
        elif isinstance(action, Discard):
            if action.card not in hand:
                raise IllegalAction("hand", "{card} is not in your hand", card=action.card)
            if state.must_meld:
                assert state.taken is not None
                how = (
                    Words("meld it, or add it to a meld") if state.down[seat] else Words("meld it to go down")
                )
                # Translators: {how} is "meld it, or add it to a meld" or "meld it to go down".
                raise IllegalAction(
                    "taken card",
                    "the {card} you took must be on the table before you discard: {how}",
                    card=state.taken,
                    how=how,
                )
            pending = self.pending_points(state, seat)
            if 0 < pending < self.opening:
                raise IllegalAction(
                    "opening",
                    "your melds total {points}; {opening} are needed to go down",
                    points=pending,
                    opening=self.opening,
                )
        else:
            # Translators: {action} is the move as the player typed it in the game's notation.
            raise IllegalAction("notation", "{action} is not a Quatorze action", action=str(action))

    def _check_unread_joker(self, state: QuatorzeState, action: Lay | Add) -> None:
        """A meld or an addition with a joker whose card is not said: judged for every card it
        could stand for. Some reading is allowed: the player must say which. None is: the one
        reason all readings share (two cards are too few whatever the joker is), else a reason
        that is not the meld's shape (then the joker is not the trouble), else that no reading
        makes a meld."""
        refusals: list[IllegalAction] = []
        for stand in NATURAL_CARDS:
            reading = (
                Lay(action.cards, stand) if isinstance(action, Lay) else Add(JOKER, action.target, stand)
            )
            try:
                self.check(state, reading)
            except IllegalAction as refused:
                refusals.append(refused)
            else:
                raise IllegalAction("joker stand-in", "say which card the joker stands for, e.g. X=7H")
        if len({str(refused) for refused in refusals}) == 1:
            raise refusals[0]
        other = [refused for refused in refusals if refused.rule not in MELD_SHAPE_RULES]
        if other:
            raise other[0]
        if isinstance(action, Lay):
            raise IllegalAction(
                "joker fits none", "no card the joker could stand for makes these cards a meld"
            )
        raise IllegalAction("joker fits none", "no card the joker could stand for fits that meld")

    def _check_lay(self, state: QuatorzeState, hand: Sequence[Card], action: Lay) -> None:
        missing = first_missing(action.cards, hand)
        if missing is not None:
            raise IllegalAction("hand", "{card} is not in your hand", card=missing)
        meld = make_meld(action.cards, action.joker_as)
        if len(action.cards) >= len(hand):
            raise IllegalAction("last card", "a turn ends with a discard: keep a card in your hand")
        if state.must_meld and (broken := self._keeps_promise(state, action, meld)) is not None:
            raise broken

    def _check_add(self, state: QuatorzeState, seat: int, hand: Sequence[Card], action: Add) -> None:
        if not self.may_add(state, seat):
            raise IllegalAction(
                "not down",
                "you may add to melds once you are down (your melds total {opening})",
                opening=self.opening,
            )
        target = action.target
        if not 0 <= target.owner < state.players or target.index >= len(state.melds[target.owner]):
            # Translators: {meld} names a meld in the game's notation, e.g. meld:1:0.
            raise IllegalAction("meld", "there is no {meld} on the table", meld=str(target))
        if action.card not in hand:
            raise IllegalAction("hand", "{card} is not in your hand", card=action.card)
        if len(hand) < 2:
            raise IllegalAction("last card", "a turn ends with a discard: keep a card in your hand")
        extended(state.melds[target.owner][target.index], action.card, action.joker_as)
        if state.must_meld and (broken := self._keeps_promise(state, action)) is not None:
            raise broken

    def _check_swap(self, state: QuatorzeState, seat: int, hand: Sequence[Card], action: Swap) -> None:
        if not self.joker_swap:
            raise IllegalAction(
                "joker swap", "jokers stay in their melds in this variant (option joker_swap)"
            )
        if not self.may_add(state, seat):
            raise IllegalAction(
                "not down", "you may swap a joker once you are down ({opening} laid)", opening=self.opening
            )
        target = action.target
        if not 0 <= target.owner < state.players or target.index >= len(state.melds[target.owner]):
            raise IllegalAction("meld", "there is no {meld} on the table", meld=str(target))
        stand = state.melds[target.owner][target.index].joker_stand
        if stand is None:
            raise IllegalAction(
                "joker swap",
                "the joker in {meld} is not there, not the {card}",
                meld=str(target),
                card=action.card,
            )
        if stand is not action.card:
            raise IllegalAction(
                "joker swap",
                "the joker in {meld} stands for the {stand}, not the {card}",
                meld=str(target),
                stand=stand,
                card=action.card,
            )
        if action.card not in hand:
            raise IllegalAction("hand", "{card} is not in your hand", card=action.card)
        if state.must_meld and (broken := self._keeps_promise(state, action)) is not None:
            raise broken

    # ------------------------------------------------------------------ changes
    def perform(self, state: QuatorzeState, action: Action) -> list[Event]:
        seat = state.to_move
        events: list[Event] = []
        if isinstance(action, Draw):
            self._draw(state, seat, events)
            state.phase = Phase.MELD
        elif isinstance(action, Take):
            card = state.discard.pop()
            state.hands[seat].append(card)
            state.known[seat].append(card)
            state.taken = card
            state.must_meld = True
            state.phase = Phase.MELD
            events.append(Moved(card, DISCARD, _HANDS[seat], True))
        elif isinstance(action, Lay):
            meld = make_meld(action.cards, action.joker_as)
            zone = meld_zone(seat, len(state.melds[seat]))
            state.melds[seat].append(meld)
            for card in meld.cards:
                self._leave_hand(state, seat, card)
                events.append(Moved(card, _HANDS[seat], zone, True))
            if state.must_meld and state.taken in meld.cards:
                state.must_meld = False
        elif isinstance(action, Add):
            target = action.target
            melds = state.melds[target.owner]
            melds[target.index] = extended(melds[target.index], action.card, action.joker_as)
            self._leave_hand(state, seat, action.card)
            events.append(Moved(action.card, _HANDS[seat], target.zone, True))
            state.laid_off |= target.owner != seat
            if state.must_meld and action.card is state.taken:
                state.must_meld = False
        elif isinstance(action, Swap):
            target = action.target
            melds = state.melds[target.owner]
            meld = melds[target.index]
            melds[target.index] = make_meld([action.card if card is JOKER else card for card in meld.cards])
            self._leave_hand(state, seat, action.card)
            state.hands[seat].append(JOKER)
            state.known[seat].append(JOKER)
            state.laid_off |= target.owner != seat
            if state.must_meld and action.card is state.taken:
                state.must_meld = False
            events.append(Moved(action.card, _HANDS[seat], target.zone, True))
            events.append(Moved(JOKER, target.zone, _HANDS[seat], True))
        elif isinstance(action, TakeBack):
            for index, meld in enumerate(state.melds[seat]):
                for card in meld.cards:
                    state.hands[seat].append(card)
                    state.known[seat].append(card)
                    events.append(Moved(card, meld_zone(seat, index), _HANDS[seat], True))
            state.melds[seat] = []
            state.must_meld = state.taken is not None
        else:
            assert isinstance(action, Discard)
            self._discard(state, seat, action.card, events)
        return events

    def _leave_hand(self, state: QuatorzeState, seat: int, card: Card) -> None:
        state.hands[seat].remove(card)
        known = state.known[seat]
        if known and card in known:
            known.remove(card)

    def _draw(self, state: QuatorzeState, seat: int, events: list[Event]) -> None:
        """The stock's top into the hand; an empty stock is remade from the discard but its top."""
        if not state.stock:
            if len(state.discard) < 2:
                events.append(DrawSkipped(seat))
                return
            state.stock = state.discard[:-1]
            del state.discard[:-1]
            state.rng.shuffle(state.stock)
            events.append(Reshuffled(len(state.stock)))
        card = state.stock.pop()
        state.hands[seat].append(card)
        events.append(Moved(card, STOCK, _HANDS[seat], False))

    def _discard(self, state: QuatorzeState, seat: int, card: Card, events: list[Event]) -> None:
        # The discard is what confirms going down (the opening is checked here), but the table
        # tells it first: "goes down with 54", then the discard that ends the turn.
        went_down = not state.down[seat] and bool(state.melds[seat])
        if went_down:
            events.append(Announced(seat, QuatorzeAnnouncement.DOWN, str(self.pending_points(state, seat))))
            state.down[seat] = True
        self._leave_hand(state, seat, card)
        state.discard.append(card)
        events.append(Moved(card, _HANDS[seat], DISCARD, True))
        if not state.hands[seat]:
            self._go_out(state, seat, went_down and not state.laid_off, events)
            return
        state.to_move = self.next_seat(seat, state.players)
        state.phase = Phase.DRAW
        state.taken = None
        state.must_meld = False
        state.laid_off = False

    def _go_out(self, state: QuatorzeState, seat: int, all_at_once: bool, events: list[Event]) -> None:
        """The round's scores: −30 to the winner and each other hand's points; −60 and doubled
        hands for a winner who went down and out in one turn without adding to others' melds."""
        factor = 2 if all_at_once else 1
        state.points = tuple(
            (ALL_AT_ONCE_POINTS if all_at_once else WIN_POINTS)
            if other == seat
            else factor * hand_points(state.hands[other])
            for other in range(state.players)
        )
        if all_at_once:
            events.append(Announced(seat, QuatorzeAnnouncement.ALL_AT_ONCE))
        events.append(PlayerOut(seat, OutReason.EMPTIED))
        state.finish((seat,), "went out")
        events.append(GameOver((seat,), "went out"))

    # ------------------------------------------------------------------ endings
    def cap_winners(self, state: QuatorzeState) -> tuple[int, ...]:
        """Software rule: the fewest points in hand win (−30 each); the others score their hands."""
        held = [hand_points(hand) for hand in state.hands]
        fewest = min(held)
        winners = tuple(seat for seat in range(state.players) if held[seat] == fewest)
        state.points = tuple(WIN_POINTS if seat in winners else held[seat] for seat in range(state.players))
        return winners

    def round_result(self, state: QuatorzeState) -> RoundResult:
        points = state.points or tuple(hand_points(hand) for hand in state.hands)
        placings = tuple(sorted(range(state.players), key=lambda seat: points[seat]))
        return RoundResult(
            placings=placings,
            eliminated=(),
            winners=state.winners,
            points=points,
            items=tuple(_score_items(state, points, seat) for seat in range(state.players)),
        )

    def move_words(self, action: Action, view: View) -> MoveWords:
        return quatorze_move_words(action, view)

    def parse_action(self, text: str) -> Action:
        return parse_quatorze_action(text)

    # ------------------------------------------------------------------ information
    def zones(self, state: QuatorzeState) -> dict[Zone, list[Card]]:
        zones = {_HANDS[seat]: state.hands[seat] for seat in range(state.players)}
        zones[STOCK] = state.stock
        zones[DISCARD] = state.discard
        for owner, melds in enumerate(state.melds):
            for index, meld in enumerate(melds):
                zones[meld_zone(owner, index)] = list(meld.cards)
        return zones

    def marks(self, state: QuatorzeState) -> dict[Zone, list[str]]:
        """A meld's joker is marked with the card it stands for."""
        return {
            meld_zone(owner, index): [
                str(stand) if card is JOKER else ""
                for card, stand in zip(meld.cards, meld.stands, strict=True)
            ]
            for owner, melds in enumerate(state.melds)
            for index, meld in enumerate(melds)
        }

    def facts(self, state: QuatorzeState) -> QuatorzeFacts:
        mover = state.to_move
        pending = not state.over and bool(state.melds[mover]) and not state.down[mover]
        taken = state.taken
        return QuatorzeFacts(
            phase=state.phase,
            round=state.round,
            dealer=state.dealer,
            scores=tuple(state.scores),
            out_at=self.out_at,
            opening=self.opening,
            down=tuple(seat for seat in range(state.players) if state.down[seat]),
            pending=self.pending_points(state, mover) if pending else None,
            taken=taken,
            must_meld=None if taken is None else state.must_meld,
            laid_off=state.laid_off,
            cut_joker=state.cut_joker,
            known=tuple(tuple(cards) for cards in state.known),
            points=tuple(state.points),
        )

    def public_facts(self, state: QuatorzeState) -> dict[str, object]:
        return QUATORZE_FACTS.encode(self.facts(state))

    def sees(self, state: QuatorzeState, seat: int, zone: Zone) -> bool:
        """One's own hand, the discard pile and every meld on the table; never the stock."""
        if zone.kind == SharedKind.HAND:
            return zone.seat == seat
        return zone.kind == SharedKind.DISCARD or zone.kind == QuatorzeKind.MELD

    def seen_by(self, state: QuatorzeState, seat: int) -> dict[Zone, tuple[Card | None, ...]]:
        seen: dict[Zone, tuple[Card | None, ...]] = {}
        for owner, hand in enumerate(state.hands):
            if owner == seat:
                seen[_HANDS[owner]] = tuple(hand)
            else:
                known = state.known[owner]
                seen[_HANDS[owner]] = (*known, *([None] * (len(hand) - len(known))))
        seen[STOCK] = (None,) * len(state.stock)
        seen[DISCARD] = tuple(state.discard)
        for owner, melds in enumerate(state.melds):
            for index, meld in enumerate(melds):
                seen[meld_zone(owner, index)] = meld.cards
        return seen


def hand_points(hand: Sequence[Card]) -> int:
    """What a hand costs at the end of a round."""
    return sum(card_points(card) for card in hand)


def _table(state: QuatorzeState) -> list[MeldZone]:
    """Every meld on the table, seat by seat."""
    return [MeldZone(owner, index) for owner, melds in enumerate(state.melds) for index in range(len(melds))]


def _meld_ref(zone: Zone, players: int) -> tuple[int, int]:
    if zone.kind != QuatorzeKind.MELD or zone.seat is None or zone.position is None:
        raise SetupError(f"no zone {str(zone)!r} in Quatorze; zones are hand:N, stock, discard and meld:N:K")
    if zone.seat >= players:
        raise SetupError(f"{zone}: there is no seat {zone.seat}")
    return zone.seat, zone.position


def _seats(value: object) -> set[int]:
    return {int(str(seat).strip("'\" ")) for seat in as_list(value)}


def _flag(value: object) -> bool:
    return value is True or str(value).lower() == "true"


def _score_items(state: QuatorzeState, points: Sequence[int], seat: int) -> tuple[ScoreItem, ...]:
    """A seat's round score as the score sheet writes it: "went out −30", "all at once −60",
    a hand's points (a line without a label: plain points need no word), and for the others
    of an all-at-once round the hand and its doubling."""
    all_at_once = any(points[winner] == ALL_AT_ONCE_POINTS for winner in state.winners)
    if seat in state.winners:
        if all_at_once:
            return (ScoreItem("all at once", points[seat]),)
        capped = state.end_reason == "turn cap"
        return (ScoreItem("fewest in hand" if capped else "went out", points[seat]),)
    if all_at_once:
        held = points[seat] // 2
        return (ScoreItem("", held), ScoreItem("doubled", points[seat] - held))
    return (ScoreItem("", points[seat]),)


def first_missing(cards: Sequence[Card], hand: Sequence[Card]) -> Card | None:
    """The first of ``cards`` (in their order) of which ``hand`` holds fewer copies than
    ``cards`` do, or None. Counted in a list by card code: every planned meld a playout checks
    asks this, and a ``Counter`` is interpreted Python even in the compiled engine."""
    short = [0] * (JOKER.code + 1)
    for card in cards:
        short[card.code] += 1
    for card in hand:
        short[card.code] -= 1
    for card in cards:
        if short[card.code] > 0:
            return card
    return None
