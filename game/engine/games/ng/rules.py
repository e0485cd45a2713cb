"""Q Squared Joe NG: attack the other players' cards until one field is left.

Seed: q-squared-joe-ng.fr.txt, made exact by RULINGS.md. On a turn the player
draws, takes a resource card, defends a field position, sacrifices a field
card or attacks an opponent's hand, resource pile or field position.

Rulings this module decides where the seed and RULINGS.md are silent:

- An attack that empties the target's field eliminates that player at once.
- An eliminated player cannot be attacked (they hold no cards anyway).
- A card that enters a hand face up (taken from the resource pile, or
  sacrificed while face up) is known to all, like a card revealed by a failed
  attack; it stops being known when it leaves the hand.
- The owner does not see their own face-down field cards either.
- ``chain: field``: after a position is cleared the chain runs on to the next
  occupied position of the same player (position numbers upward, wrapping
  round), and the attacker wins only when it has cleared the whole field.
- With ``take: any`` the card is always named (``take <card>``).
- *Software rule* (turn cap): the players in play with the most field cards win.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from itertools import compress
from operator import itemgetter
from typing import Final

from ...actions import DRAW, Action, Draw
from ...battles import BATTLE, clash
from ...cards import Card, build_deck, shuffle
from ...errors import IllegalAction, Seat, SetupError
from ...events import (
    Announced,
    Battle,
    Event,
    GameOver,
    Moved,
    Outcome,
    OutReason,
    PlayerOut,
    Revealed,
    SharedAnnouncement,
)
from ...facts import Facts
from ...move_words import MoveWords
from ...options import OptionSpec
from ...rules import TURN_CAP, RoundContext, RoundResult, Rules, check_zones
from ...seats import next_in_play
from ...standings import knockout_result, most_cards
from ...view import View
from ...zones import DISCARD, STOCK, SharedKind, Zone
from .actions import (
    ATTACKS,
    DEFENDS,
    FIELD,
    HAND,
    MAX_SEATS,
    SACRIFICES,
    TAKE,
    TAKES,
    TARGETS_PER_SEAT,
    Attack,
    Defend,
    Sacrifice,
    Take,
    parse_ng_action,
)
from .facts import NG_FACTS, NGFacts
from .state import POSITIONS, NGState
from .words import ng_move_words
from .zones import FIELD_ZONES, HAND_ZONES, RESOURCE_ZONES, NGKind

HAND_SIZE: Final = 5

OPTIONS: Final = (
    OptionSpec(
        "take",
        "choice",
        "top",
        "top: a player takes the newest card of their resource pile; any: a player chooses "
        "which card of it to take.",
        choices=("top", "any"),
    ),
    OptionSpec(
        "chain",
        "choice",
        "position",
        "position: a field attack's chain runs through one position; field: it goes on "
        "through the target's next occupied positions until it is stopped or the field is empty.",
        choices=("position", "field"),
    ),
    BATTLE,
    OptionSpec(
        "open",
        "bool",
        False,
        "Everything face up to every player: hands, field cards and the stock's order.",
    ),
    TURN_CAP,
)


class NGRules(Rules[NGState]):
    """Q Squared Joe NG for 2–4 players, with the take, chain and open switches."""

    game = "ng"
    title = "Q Squared Joe NG"
    seats = (2, 4)
    option_specs = OPTIONS

    def configure(self) -> None:
        self.take_any = self.options["take"] == "any"
        self.chain_field = self.options["chain"] == "field"
        self.open = bool(self.options["open"])
        classic = self.options["battle"] == "classic"
        # Every meeting's result for the attacker (1 win, 0 tie, -1 loss), by [attacker][defender] rank.
        self.clash: list[list[int]] = [
            [clash(attacker, defender, classic) for defender in range(14)] for attacker in range(14)
        ]

    def deck(self, players: int) -> list[Card]:
        return build_deck()

    # ------------------------------------------------------------------ set-up
    def deal(self, players: int, seed: int, context: RoundContext) -> NGState:
        state = NGState(players, seed)
        cards = self.deck(players)
        shuffle(cards, state.rng)
        _deal_missing(state, cards, given=frozenset())
        state.stock = cards
        self._choose_leader(state)
        return state

    def _choose_leader(self, state: NGState) -> None:
        """The lead: the highest top resource card among players in play; ties: seeded pick."""
        contenders = [s for s in range(state.players) if state.alive[s] and state.resources[s]]
        if not contenders:
            # Only a hand-built position can get here; the first seat in play leads.
            contenders = [next(s for s in range(state.players) if state.alive[s])]
        else:
            best = max(state.resources[s][-1].rank for s in contenders)
            contenders = [s for s in contenders if state.resources[s][-1].rank == best]
        leader = contenders[0] if len(contenders) == 1 else state.rng.choice(contenders)
        state.leader = leader
        state.to_move = leader

    def opening_events(self, state: NGState) -> list[Event]:
        """The deal card by card (hands, field bases, resource cards) and the lead."""
        start = state.origin if isinstance(state.origin, NGState) else state
        events: list[Event] = []
        seats = range(start.players)
        for round_ in range(max((len(hand) for hand in start.hands), default=0)):
            for seat in seats:
                if round_ < len(start.hands[seat]):
                    events.append(Moved(start.hands[seat][round_], STOCK, HAND_ZONES[seat], self.open))
        for p in range(POSITIONS):
            for seat in seats:
                for depth, card in enumerate(start.fields[seat][p]):
                    shown = self.open or depth > 0 or start.up[seat][p]
                    events.append(Moved(card, STOCK, FIELD_ZONES[seat][p], shown))
        for seat in seats:
            events.extend(Moved(card, STOCK, RESOURCE_ZONES[seat], True) for card in start.resources[seat])
        events.extend(Moved(card, STOCK, DISCARD, True) for card in start.discard)
        for seat in seats:
            events.extend(Revealed(card, HAND_ZONES[seat], "known") for card in start.known[seat])
        if not start.over:
            events.append(Announced(start.leader, SharedAnnouncement.LEAD, self._lead_detail(start)))
        return events

    def _lead_detail(self, state: NGState) -> str:
        pile = state.resources[state.leader]
        if not pile:
            return ""
        top = pile[-1]
        tied = sum(
            1
            for s in range(state.players)
            if state.alive[s] and state.resources[s] and state.resources[s][-1].rank == top.rank
        )
        return f"{top} (tie broken by the seeded pick)" if tied > 1 else str(top)

    def setup(
        self,
        players: int,
        seed: int,
        zones: Mapping[Zone, Sequence[Card]],
        to_move: int | None = None,
        facts: Mapping[str, object] | None = None,
        marks: Mapping[Zone, Sequence[str]] | None = None,
        rng: random.Random | None = None,
    ) -> NGState:
        self.check_players(players, within_variant=False)
        state = NGState(players, seed, rng)
        given = Facts(facts)
        check_zones(
            zones,
            _zones(players),
            f"Q Squared Joe NG's zones are hand:N, field:N:P (P 0–{POSITIONS - 1}), resource:N, "
            "stock, discard",
        )
        rest = self.shuffled_rest(players, zones, state.rng)

        for seat in given.seats("out", players):
            if state.alive[seat]:
                state.alive[seat] = False
                state.out.append(seat)
        for seat in range(players):
            if HAND_ZONES[seat] in zones:
                state.hands[seat] = list(zones[HAND_ZONES[seat]])
            if RESOURCE_ZONES[seat] in zones:
                state.resources[seat] = list(zones[RESOURCE_ZONES[seat]])
            for p in range(POSITIONS):
                if FIELD_ZONES[seat][p] in zones:
                    state.fields[seat][p] = list(zones[FIELD_ZONES[seat][p]])
        # Out seats hold nothing, so their unspecified zones are not dealt.
        skipped = {
            zone
            for seat in state.out
            for zone in (HAND_ZONES[seat], RESOURCE_ZONES[seat], *FIELD_ZONES[seat])
        }
        _deal_missing(state, rest, given=frozenset(zones) | skipped)
        if DISCARD in zones:
            state.discard = list(zones[DISCARD])
        if STOCK in zones:
            if rest:
                raise SetupError(f"{len(rest)} cards are in no zone; give them a zone or leave the stock out")
            state.stock = list(zones[STOCK])
        else:
            state.stock = rest

        for seat in range(players):
            holds = state.hands[seat] or state.resources[seat] or any(state.fields[seat])
            if not state.alive[seat] and holds:
                raise SetupError(f"seat {seat} is out but still holds cards")
            if state.alive[seat] and not any(state.fields[seat]):
                raise SetupError(
                    f"seat {seat} has an empty field, so it is eliminated: list it in the fact out"
                )
        self._read_marks(state, marks or {})
        self._read_known(state, given.cards_by_seat("known", players))

        alive = [s for s in range(players) if state.alive[s]]
        if len(alive) <= 1:
            # A finished deal (a view taken after the end, or a scenario's final position).
            state.finish(tuple(alive), "last player in play")
        elif to_move is None:
            self._choose_leader(state)
        else:
            if not 0 <= to_move < players or not state.alive[to_move]:
                raise SetupError(f"seat {to_move} cannot move: it is not a seat in play")
            state.to_move = to_move
            state.leader = to_move
        if "leader" in given:
            state.leader = given.seat("leader", players, state.leader)
        return state

    def _read_marks(self, state: NGState, marks: Mapping[Zone, Sequence[str]]) -> None:
        """Only a base card's flag means anything: defence cards always lie face up."""
        positions = {FIELD_ZONES[s][p]: (s, p) for s in range(state.players) for p in range(POSITIONS)}
        for zone, given in marks.items():
            if zone not in positions:
                raise SetupError(f"only field positions carry marks (u = face up), not {str(zone)!r}")
            flags = given.split() if isinstance(given, str) else list(given)
            seat, p = positions[zone]
            if not flags or not state.fields[seat][p]:
                continue
            flag = flags[0]
            if flag not in ("u", "", "-"):
                raise SetupError(f"{zone}: a field card's mark is u (face up) or - (face down)")
            state.up[seat][p] = flag == "u"

    def _read_known(self, state: NGState, known: dict[int, list[Card]]) -> None:
        for seat, listed in known.items():
            for card in listed:
                if card not in state.hands[seat]:
                    raise SetupError(f"known card {card} is not in hand:{seat}")
            state.known[seat] = listed

    # ------------------------------------------------------------------ legality
    def _targets(self, state: NGState, seat: int) -> list[int]:
        """Every attackable target as an index into a row of ``ATTACKS``, opponents clockwise."""
        targets: list[int] = []
        players = state.players
        alive, hands, resources, fields = state.alive, state.hands, state.resources, state.fields
        for step in range(1, players):
            opponent = (seat + step) % players
            if not alive[opponent]:
                continue
            base = opponent * TARGETS_PER_SEAT
            if hands[opponent]:
                targets.append(base)
            if resources[opponent]:
                targets.append(base + 1)
            targets.extend(compress(_FIELD_TARGETS[opponent], fields[opponent]))
        return targets

    def legal_actions(self, state: NGState) -> list[Action]:
        if state.over:
            return []
        seat = state.to_move
        actions: list[Action] = [DRAW] if state.stock else []
        resource = state.resources[seat]
        if resource:
            if self.take_any:
                actions.extend([TAKES[card.code] for card in resource])
            else:
                actions.append(TAKE)
        occupied = list(compress(_POSITION_RANGE, state.fields[seat]))
        actions.extend([SACRIFICES[p] for p in occupied])
        hand = state.hands[seat]
        if hand:
            pick_defends = _picker(occupied)
            pick_attacks = _picker(self._targets(state, seat))
            extend = actions.extend
            for card in hand:
                code = card.code
                extend(pick_defends(DEFENDS[code]))
                extend(pick_attacks(ATTACKS[code]))
        return actions

    def check(self, state: NGState, action: Action) -> None:
        seat = state.to_move
        if isinstance(action, Attack):
            self._check_attack(state, seat, action)
        elif isinstance(action, Defend):
            if action.card not in state.hands[seat]:
                raise IllegalAction("defend", "{card} is not in your hand", card=action.card)
            self._check_own_position(state, seat, action.position, "defend")
        elif isinstance(action, Sacrifice):
            self._check_own_position(state, seat, action.position, "sacrifice")
        elif isinstance(action, Take):
            self._check_take(state, seat, action)
        elif isinstance(action, Draw):
            if not state.stock:
                raise IllegalAction("draw", "the stock is empty, so there is nothing to draw")
        else:
            # Translators: {action} is the move as the player typed it in the game's notation.
            raise IllegalAction("notation", "{action} is not a Q Squared Joe NG action", action=str(action))

    def _check_own_position(self, state: NGState, seat: int, position: int, rule: str) -> None:
        if not 0 <= position < POSITIONS:
            raise IllegalAction(
                rule, "field positions are 0–{last}, not {position}", last=POSITIONS - 1, position=position
            )
        if not state.fields[seat][position]:
            raise IllegalAction(rule, "your field position {position} is empty", position=position)

    def _check_take(self, state: NGState, seat: int, action: Take) -> None:
        pile = state.resources[seat]
        if not pile:
            raise IllegalAction("take", "your resource pile is empty")
        if self.take_any:
            if action.card is None:
                raise IllegalAction("take", "name the resource card to take: take <card>")
            if action.card not in pile:
                raise IllegalAction("take", "{card} is not in your resource pile", card=action.card)
        elif action.card is not None:
            raise IllegalAction(
                "take", "only the top resource card ({card}) may be taken: write take", card=pile[-1]
            )

    def _check_attack(self, state: NGState, seat: int, action: Attack) -> None:
        if action.card not in state.hands[seat]:
            raise IllegalAction(
                "attack",
                "you attack only with a card from your hand, and {card} is not in it",
                card=action.card,
            )
        target = action.seat
        if target >= state.players:
            raise IllegalAction(
                "attack",
                "there is no seat {number} at a table of {players}",
                number=target,
                players=state.players,
            )
        if target == seat:
            raise IllegalAction("attack", "you cannot attack yourself")
        if not state.alive[target]:
            raise IllegalAction("attack", "{seat} is out of play and cannot be attacked", seat=Seat(target))
        if action.target == HAND:
            if not state.hands[target]:
                raise IllegalAction("attack", "{seat} has no card in hand", seat=Seat(target))
        elif action.target == FIELD:
            if not state.fields[target][action.position]:
                raise IllegalAction(
                    "attack",
                    "{seat}'s field position {position} is empty",
                    seat=Seat(target),
                    position=action.position,
                )
        elif not state.resources[target]:
            raise IllegalAction("attack", "{seat}'s resource pile is empty", seat=Seat(target))

    # ------------------------------------------------------------------ changes
    def perform(self, state: NGState, action: Action) -> list[Event]:
        seat = state.to_move
        events: list[Event] = []
        if isinstance(action, Attack):
            self._attack(state, seat, action, events)
        elif isinstance(action, Defend):
            self._leave_hand(state, seat, action.card)
            state.fields[seat][action.position].append(action.card)
            events.append(Moved(action.card, HAND_ZONES[seat], FIELD_ZONES[seat][action.position], True))
        elif isinstance(action, Sacrifice):
            self._sacrifice(state, seat, action.position, events)
        elif isinstance(action, Take):
            pile = state.resources[seat]
            card = pile.pop() if action.card is None else action.card
            if action.card is not None:
                pile.remove(card)
            state.hands[seat].append(card)
            # The pile lies face up, so everyone saw which card went into the hand.
            state.known[seat].append(card)
            events.append(Moved(card, RESOURCE_ZONES[seat], HAND_ZONES[seat], True))
        else:
            card = state.stock.pop()
            state.hands[seat].append(card)
            events.append(Moved(card, STOCK, HAND_ZONES[seat], self.open))
        if not state.over:
            state.to_move = next_in_play(seat, state.players, state.out)
        return events

    def _leave_hand(self, state: NGState, seat: int, card: Card) -> None:
        state.hands[seat].remove(card)
        known = state.known[seat]
        if known and card in known:
            known.remove(card)

    def _sacrifice(self, state: NGState, seat: int, position: int, events: list[Event]) -> None:
        stack = state.fields[seat][position]
        card = stack.pop()
        # A defence card or a turned base lies face up: everyone sees it go into the hand.
        face_up = bool(stack) or state.up[seat][position]
        if not stack:
            state.up[seat][position] = False
        state.hands[seat].append(card)
        if face_up:
            state.known[seat].append(card)
        zone = FIELD_ZONES[seat][position]
        events.append(Moved(card, zone, HAND_ZONES[seat], face_up or self.open))
        if not any(state.fields[seat]):
            self._eliminate(state, seat, events)

    def _attack(self, state: NGState, seat: int, action: Attack, events: list[Event]) -> None:
        card = action.card
        self._leave_hand(state, seat, card)
        if action.target == HAND:
            won = self._attack_hand(state, seat, card, action.seat, events)
        elif action.target == FIELD:
            won = self._attack_field(state, seat, card, action.seat, action.position, events)
        else:
            won = self._attack_resource(state, seat, card, action.seat, events)
        if won:
            state.resources[seat].append(card)
            events.append(Moved(card, HAND_ZONES[seat], RESOURCE_ZONES[seat], True))
        else:
            state.discard.append(card)
            events.append(Moved(card, HAND_ZONES[seat], DISCARD, True))
        if action.target == FIELD and not any(state.fields[action.seat]):
            self._eliminate(state, action.seat, events)

    def _attack_hand(self, state: NGState, seat: int, card: Card, target: int, events: list[Event]) -> bool:
        """One card of the target's hand, picked blind by the seeded generator, meets ``card``."""
        hand = state.hands[target]
        picked = hand[state.rng.randrange(len(hand))]
        attacker_zone, zone = HAND_ZONES[seat], HAND_ZONES[target]
        result = self.clash[card.rank][picked.rank]
        if result < 0:
            events.append(Battle(card, picked, attacker_zone, zone, Outcome.LOSE))
            # The picked card stays in the hand, and everyone has now seen it.
            if picked not in state.known[target]:
                state.known[target].append(picked)
            events.append(Revealed(picked, zone, "attack"))
            return False
        outcome = Outcome.WIN if result > 0 else Outcome.TIE
        events.append(Battle(card, picked, attacker_zone, zone, outcome))
        self._leave_hand(state, target, picked)
        state.discard.append(picked)
        events.append(Moved(picked, zone, DISCARD, True))
        return outcome is Outcome.WIN

    def _attack_resource(
        self, state: NGState, seat: int, card: Card, target: int, events: list[Event]
    ) -> bool:
        """``card`` meets every card of the pile at once; it wins only if it beats them all."""
        pile = state.resources[target]
        against = self.clash[card.rank]
        attacker_zone, zone = HAND_ZONES[seat], RESOURCE_ZONES[target]
        discard = state.discard
        kept: list[Card] = []
        won = True
        for other in reversed(pile):  # top first, as the table turns them
            result = against[other.rank]
            if result > 0:
                events.append(Battle(card, other, attacker_zone, zone, Outcome.WIN))
            else:
                won = False
                if result < 0:
                    events.append(Battle(card, other, attacker_zone, zone, Outcome.LOSE))
                    kept.append(other)
                    continue
                events.append(Battle(card, other, attacker_zone, zone, Outcome.TIE))
            discard.append(other)
            events.append(Moved(other, zone, DISCARD, True))
        kept.reverse()
        pile[:] = kept
        return won

    def _attack_field(
        self,
        state: NGState,
        seat: int,
        card: Card,
        target: int,
        position: int,
        events: list[Event],
    ) -> bool:
        """The chain: from the top defence card down to the base, position after position
        with ``chain: field``. True when the attacker beat every card it met."""
        against = self.clash[card.rank]
        attacker_zone = HAND_ZONES[seat]
        field, up, zones = state.fields[target], state.up[target], FIELD_ZONES[target]
        discard = state.discard
        while True:
            stack, zone = field[position], zones[position]
            while stack:
                other = stack[-1]
                result = against[other.rank]
                if result < 0:
                    events.append(Battle(card, other, attacker_zone, zone, Outcome.LOSE))
                    if len(stack) == 1 and not up[position]:
                        up[position] = True
                        events.append(Revealed(other, zone, "chain"))
                    return False
                tie = result == 0
                events.append(Battle(card, other, attacker_zone, zone, Outcome.TIE if tie else Outcome.WIN))
                stack.pop()
                discard.append(other)
                events.append(Moved(other, zone, DISCARD, True))
                if tie:
                    if not stack:
                        up[position] = False
                    return False
            up[position] = False
            if not self.chain_field:
                return True
            following = [(position + step) % POSITIONS for step in range(1, POSITIONS)]
            position = next((p for p in following if field[p]), -1)
            if position < 0:
                return True

    def _eliminate(self, state: NGState, seat: int, events: list[Event]) -> None:
        """``seat``'s field is empty: out at once, its remaining cards to the discard pile."""
        state.alive[seat] = False
        state.out.append(seat)
        events.append(PlayerOut(seat, OutReason.ELIMINATED))
        for cards, zone in (
            (state.hands[seat], HAND_ZONES[seat]),
            (state.resources[seat], RESOURCE_ZONES[seat]),
        ):
            state.discard.extend(cards)
            events.extend(Moved(card, zone, DISCARD, True) for card in cards)
            cards.clear()
        state.known[seat].clear()
        in_play = [s for s in range(state.players) if state.alive[s]]
        if len(in_play) == 1:
            state.finish((in_play[0],), "last player in play")
            events.append(GameOver((in_play[0],), "last player in play"))

    # ------------------------------------------------------------------ endings
    def cap_winners(self, state: NGState) -> tuple[int, ...]:
        """Software rule: when the turn cap ends the deal, the most field cards win (ties share)."""
        return most_cards(self._in_play(state), state.field_count)

    def round_result(self, state: NGState) -> RoundResult:
        """Winners first, then the others still in play by field size, then the last out first."""
        return knockout_result(state.winners, self._in_play(state), state.field_count, state.out)

    @staticmethod
    def _in_play(state: NGState) -> list[int]:
        return [seat for seat in range(state.players) if state.alive[seat]]

    def move_words(self, action: Action, view: View) -> MoveWords:
        return ng_move_words(action)

    def parse_action(self, text: str) -> Action:
        return parse_ng_action(text)

    # ------------------------------------------------------------------ information
    def zones(self, state: NGState) -> dict[Zone, list[Card]]:
        seats = range(state.players)
        zones = {HAND_ZONES[seat]: state.hands[seat] for seat in seats}
        for seat in seats:
            for p in range(POSITIONS):
                zones[FIELD_ZONES[seat][p]] = state.fields[seat][p]
        for seat in seats:
            zones[RESOURCE_ZONES[seat]] = state.resources[seat]
        zones[STOCK] = state.stock
        zones[DISCARD] = state.discard
        return zones

    def marks(self, state: NGState) -> dict[Zone, list[str]]:
        """``u`` for each field card lying face up, ``""`` for a face-down base.

        A base is marked once a chain has turned it; with ``open: true`` every
        card is seen anyway, and the marks still say which bases were turned,
        because that decides what stays known when they are sacrificed.
        """
        marks: dict[Zone, list[str]] = {}
        for seat in range(state.players):
            for p in range(POSITIONS):
                stack = state.fields[seat][p]
                flags = ["u"] * len(stack)
                if stack and not state.up[seat][p]:
                    flags[0] = ""
                marks[FIELD_ZONES[seat][p]] = flags
        return marks

    def facts(self, state: NGState) -> NGFacts:
        return NGFacts(state.leader, tuple(state.out), tuple(tuple(cards) for cards in state.known))

    def public_facts(self, state: NGState) -> dict[str, object]:
        return NG_FACTS.encode(self.facts(state))

    def sees(self, state: NGState, seat: int, zone: Zone) -> bool:
        """One's own hand, every resource pile and the discard pile; with ``open``, everything.
        A field position is a face-down base under face-up defence cards: not a place seen
        whole (its moves say ``shown``)."""
        if self.open:
            return True
        if zone.kind == SharedKind.HAND:
            return zone.seat == seat
        return zone.kind == NGKind.RESOURCE or zone.kind == SharedKind.DISCARD

    def seen_by(self, state: NGState, seat: int) -> dict[Zone, tuple[Card | None, ...]]:
        seen: dict[Zone, tuple[Card | None, ...]] = {}
        everything = self.open
        seats = range(state.players)
        for owner in seats:
            hand = state.hands[owner]
            if owner == seat or everything:
                seen[HAND_ZONES[owner]] = tuple(hand)
            else:
                known = state.known[owner]
                seen[HAND_ZONES[owner]] = (*known, *([None] * (len(hand) - len(known))))
        for owner in seats:
            for p in range(POSITIONS):
                stack = state.fields[owner][p]
                if everything or not stack or state.up[owner][p]:
                    seen[FIELD_ZONES[owner][p]] = tuple(stack)
                else:
                    seen[FIELD_ZONES[owner][p]] = (None, *stack[1:])
        for owner in seats:
            seen[RESOURCE_ZONES[owner]] = tuple(state.resources[owner])
        seen[STOCK] = tuple(state.stock) if everything else (None,) * len(state.stock)
        seen[DISCARD] = tuple(state.discard)
        return seen


# ---------------------------------------------------------------------- helpers
_POSITION_RANGE: Final = tuple(range(POSITIONS))
_FIELD_TARGETS: Final = tuple(
    tuple(seat * TARGETS_PER_SEAT + 2 + p for p in range(POSITIONS)) for seat in range(MAX_SEATS)
)


def _picker(indexes: Sequence[int]) -> Callable[[Sequence[Action]], Sequence[Action]]:
    """A C-level selector of ``indexes`` from a row of actions (always a tuple back)."""
    if not indexes:
        return lambda row: ()
    if len(indexes) == 1:
        only = indexes[0]
        return lambda row: (row[only],)
    return itemgetter(*indexes)


def _zones(players: int) -> list[Zone]:
    zones = [HAND_ZONES[seat] for seat in range(players)]
    zones.extend(FIELD_ZONES[seat][p] for seat in range(players) for p in range(POSITIONS))
    zones.extend(RESOURCE_ZONES[seat] for seat in range(players))
    zones.extend((STOCK, DISCARD))
    return zones


def _deal_missing(state: NGState, rest: list[Card], given: frozenset[Zone]) -> None:
    """Deal from the top of ``rest`` into every zone not in ``given``, as a real deal goes:
    hands one card at a time round the table, then the field positions, then one
    resource card each."""

    def take(zone: Zone) -> Card:
        if not rest:
            raise SetupError(f"no cards left to deal {zone}; give more zones explicitly")
        return rest.pop()

    seats = range(state.players)
    for _ in range(HAND_SIZE):
        for seat in seats:
            if HAND_ZONES[seat] not in given:
                state.hands[seat].append(take(HAND_ZONES[seat]))
    for p in range(POSITIONS):
        for seat in seats:
            if FIELD_ZONES[seat][p] not in given:
                state.fields[seat][p].append(take(FIELD_ZONES[seat][p]))
    for seat in seats:
        if RESOURCE_ZONES[seat] not in given:
            state.resources[seat].append(take(RESOURCE_ZONES[seat]))
