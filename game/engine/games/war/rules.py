"""Q Squared Joe War: knock out the other fields (seed: q-squared-joe-war.fr.txt, RULINGS.md).

Rule numbers in messages are the seed's: 1 attack, 2 recover, 3 draw (a field
holds at most 5 cards, option ``field_size``).

Readings fixed here where RULINGS.md is silent:

- A field is a row. Position 0 is the first card turned up; a drawn card goes to
  the right end; a card that leaves shifts the later ones one place left.
- The deal goes one card at a time around the table. When 52 does not divide
  evenly (3 players: 18, 17, 17) the seeded generator picks the seat that gets
  the first card, and so the extra card and the lead.
- The "one card more" lead applies with 3–4 players only, counting pile and
  field; seats tied for the most cards fall back on the first-card rule.
- An eliminated player's pile stays face down where it is; it is out of play.
- A turn can never be stuck: a seat in play has a field card; if one is ready it
  can attack (every other seat in play has a field card too), otherwise all are
  exhausted and it can recover. Every attack discards a card, a recover undoes
  an earlier exhaustion and a draw empties a pile, so a deal ends within about
  150 actions; the turn cap is a formality here.
- *Software rule* (turn cap): if the cap ends the deal, the seats still in play
  holding the most cards (field plus pile) win together.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Final

from ...actions import DRAW, Action, Draw, Pass
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
    SharedAnnouncement,
)
from ...facts import Facts
from ...move_words import MoveWords
from ...options import OptionSpec
from ...rules import TURN_CAP, RoundContext, RoundResult, Rules, check_zones
from ...seats import next_in_play
from ...standings import knockout_result, most_cards
from ...view import View
from ...zones import DISCARD, SharedKind, Zone
from .actions import ATTACKS, MAX_FIELD, RECOVERS, Attack, Recover, parse_war_action
from .events import Turn, Turned
from .facts import GAME, WAR_FACTS, WarFacts
from .state import WarState
from .words import war_move_words
from .zones import FIELDS, PILES, WarKind

OPTIONS: Final = (
    BATTLE,
    OptionSpec(
        "field_size",
        "int",
        5,
        "Cards turned up at the start, and the most a field may hold.",
        minimum=3,
        maximum=MAX_FIELD,
    ),
    TURN_CAP,
)

EXHAUSTED: Final = "x"  # the mark of a card turned sideways

WIN, LOSE, TIE = Outcome.WIN, Outcome.LOSE, Outcome.TIE


class WarRules(Rules[WarState]):
    """Q Squared Joe War for 2 players, or 3–4 sharing the deck out."""

    game = GAME
    title = "Q Squared Joe War"
    seats = (2, 4)
    option_specs = OPTIONS

    def configure(self) -> None:
        self.classic_battle = self.options["battle"] == "classic"
        self.field_size = int(self.options["field_size"])
        # Every battle's outcome, from the attacker's side, indexed [attacker rank][defender rank].
        self.outcomes: list[list[Outcome]] = [
            [self._outcome(attacker, defender) for defender in range(14)] for attacker in range(14)
        ]

    def _outcome(self, attacker: int, defender: int) -> Outcome:
        # clash gives 1, 0 or -1: index 1 is a win, 0 a tie, -1 (the last) a loss.
        return (TIE, WIN, LOSE)[clash(attacker, defender, self.classic_battle)]

    def deck(self, players: int) -> list[Card]:
        return build_deck()

    # ------------------------------------------------------------------ set-up
    def deal(self, players: int, seed: int, context: RoundContext) -> WarState:
        state = WarState(players, seed)
        cards = self.deck(players)
        shuffle(cards, state.rng)
        first = state.rng.randrange(players) if len(cards) % players else 0
        for index, card in enumerate(cards):
            state.piles[(first + index) % players].append(card)
        for seat in range(players):
            self._turn_up(state, seat)
        self._choose_leader(state)
        return state

    def _turn_up(self, state: WarState, seat: int) -> None:
        """The opening: up to ``field_size`` cards from the top of the pile, in a row, ready."""
        pile, field = state.piles[seat], state.fields[seat]
        for _ in range(min(self.field_size, len(pile))):
            field.append(pile.pop())
            state.exhausted[seat].append(False)

    def _choose_leader(self, state: WarState) -> None:
        """Most cards (3–4 players), then the first-card rule, then a seeded pick."""
        contenders = [seat for seat in range(state.players) if state.fields[seat]]
        if not contenders:
            return
        if len(contenders) == 1:
            self._lead(state, contenders[0], "only player")
            return
        if state.players >= 3:
            most = max(state.cards_left(seat) for seat in contenders)
            contenders = [seat for seat in contenders if state.cards_left(seat) == most]
            if len(contenders) == 1:
                self._lead(state, contenders[0], "more cards")
                return
        depth = 0
        while len(contenders) > 1 and all(len(state.fields[s]) > depth for s in contenders):
            best = max(state.fields[seat][depth].rank for seat in contenders)
            contenders = [seat for seat in contenders if state.fields[seat][depth].rank == best]
            depth += 1
        if len(contenders) == 1:
            self._lead(state, contenders[0], f"card {depth}")
        else:
            self._lead(state, state.rng.choice(contenders), "seeded pick")

    def _lead(self, state: WarState, seat: int, how: str) -> None:
        state.leader = seat
        state.to_move = seat
        state.lead_by = how

    def opening_events(self, state: WarState) -> list[Event]:
        """The deal's turn-up and lead, for the table to animate before the first move.

        The cards come up position by position (every seat's first card, then every
        second card …) since that is the order the first-card rule reads them in.
        """
        start = state.origin if isinstance(state.origin, WarState) else state
        events: list[Event] = []
        for depth in range(max((len(field) for field in start.fields), default=0)):
            for seat, field in enumerate(start.fields):
                if depth < len(field):
                    events.append(Moved(field[depth], PILES[seat], FIELDS[seat], True))
        if not start.over:
            events.append(Announced(start.leader, SharedAnnouncement.LEAD, start.lead_by))
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
    ) -> WarState:
        """A position from explicit zones; the others are filled as a deal would.

        Fields not given get up to ``field_size`` cards from the rest of the deck;
        piles not given then share the rest one card at a time from the lowest
        seat; if every pile is given, the discard pile (when not given) takes the
        rest. A seat with an empty field is out. Marks: ``x`` exhausted, ``-`` or
        ``""`` ready.
        """
        self.check_players(players, within_variant=False)
        state = WarState(players, seed, rng)
        given = Facts(facts)
        check_zones(
            zones,
            (*PILES[:players], *FIELDS[:players], DISCARD),
            f"Q Squared Joe War for {players} players has zones pile:N, field:N, discard",
        )
        rest = self.shuffled_rest(players, zones, state.rng)
        for seat in range(players):
            field = zones.get(FIELDS[seat])
            if field is None:
                field = [rest.pop() for _ in range(min(self.field_size, len(rest)))]
            if len(field) > self.field_size:
                raise SetupError(
                    f"field:{seat} holds {len(field)} cards; a field holds at most {self.field_size}"
                )
            state.fields[seat] = list(field)
            state.exhausted[seat] = [False] * len(field)
        open_piles = [seat for seat in range(players) if PILES[seat] not in zones]
        for seat in range(players):
            if seat not in open_piles:
                state.piles[seat] = list(zones[PILES[seat]])
        if open_piles:
            for index, card in enumerate(rest):
                state.piles[open_piles[index % len(open_piles)]].append(card)
            rest = []
        discard = zones.get(DISCARD)
        if discard is not None:
            state.discard = list(discard)
        else:
            state.discard, rest = rest, []
        if rest:
            raise SetupError(f"{len(rest)} cards are in no zone; leave out a pile or the discard")
        self._set_marks(state, marks or {})
        in_play = [seat for seat in range(players) if state.fields[seat]]
        finished = len(in_play) <= 1
        # Facts not given: a finished position keeps the dealt lead; a seat put to move leads.
        if finished or to_move is None:
            default = WarFacts(state.leader, state.lead_by, ())
        else:
            default = WarFacts(to_move, "given", ())
        read = WAR_FACTS.decode(facts or {}, players, default)
        self._set_out(state, list(read.out))
        state.turn = given.integer("turn", 0)
        if finished:
            # A finished position still says who led and why (a view of it shows both).
            state.leader, state.lead_by = read.leader, read.lead_by
            state.finish(tuple(in_play), "set up finished")
            return state
        if to_move is None:
            self._choose_leader(state)
        else:
            if not 0 <= to_move < players or not state.fields[to_move]:
                raise SetupError(f"seat {to_move} cannot be to move: it is not a seat in play")
            state.to_move = to_move
            state.leader, state.lead_by = read.leader, read.lead_by
        return state

    def _set_marks(self, state: WarState, marks: Mapping[Zone, Sequence[str]]) -> None:
        for zone, given in marks.items():
            flags = given.split() if isinstance(given, str) else list(given)
            if zone not in FIELDS[: state.players]:
                if any(flag not in ("", "-") for flag in flags):
                    raise SetupError(f"only field cards carry marks in this game, not {zone}")
                continue
            seat = FIELDS.index(zone)
            if len(flags) != len(state.fields[seat]):
                raise SetupError(f"{zone} has {len(state.fields[seat])} cards but {len(flags)} marks")
            for flag in flags:
                if flag not in (EXHAUSTED, "", "-"):
                    raise SetupError(f"unknown mark {flag!r} on {zone}; use x (exhausted) or -")
            state.exhausted[seat] = [flag == EXHAUSTED for flag in flags]

    def _set_out(self, state: WarState, out: list[int]) -> None:
        """Seats already out: the order given, then any other seat whose field is empty."""
        for seat in out:
            if state.fields[seat]:
                raise SetupError(f"seat {seat} cannot be out: only a seat with an empty field is")
        out.extend(s for s in range(state.players) if not state.fields[s] and s not in out)
        state.out = out

    # ------------------------------------------------------------------ legality
    def legal_actions(self, state: WarState) -> list[Action]:
        if state.over:
            return []
        seat = state.to_move
        fields = state.fields
        flags = state.exhausted[seat]
        targets = [(s, len(fields[s])) for s in range(state.players) if s != seat and fields[s]]
        actions: list[Action] = []
        for position, tired in enumerate(flags):
            if not tired:
                by_seat = ATTACKS[position]
                for foe, count in targets:
                    actions.extend(by_seat[foe][:count])
        actions.extend(RECOVERS[position] for position, tired in enumerate(flags) if tired)
        if state.piles[seat] and len(flags) < self.field_size:
            actions.append(DRAW)
        return actions

    def check(self, state: WarState, action: Action) -> None:
        seat = state.to_move
        field = state.fields[seat]
        kind = type(action)
        if kind is Attack:
            assert isinstance(action, Attack)
            self._check_attack(state, seat, action)
            return
        if kind is Recover:
            assert isinstance(action, Recover)
            position = action.position
            if not 0 <= position < len(field):
                raise _no_field_card("recover", position, field)
            if not state.exhausted[seat][position]:
                raise IllegalAction(
                    "recover",
                    "{card} at position {position} is ready already; only an exhausted card recovers",
                    card=field[position],
                    position=position,
                )
            return
        if isinstance(action, Draw):
            if not state.piles[seat]:
                raise IllegalAction("draw", "your pile is empty: attack or recover")
            if len(field) >= self.field_size:
                raise IllegalAction(
                    "field full",
                    "your field holds {count} cards, the most it may: attack or recover",
                    count=self.field_size,
                )
            return
        if isinstance(action, Pass):
            raise IllegalAction("no pass", "a turn may not be passed: attack, recover or draw")
        # Translators: {action} is the move as the player typed it in the game's notation.
        raise IllegalAction("notation", "{action} is not a Q Squared Joe War action", action=str(action))

    def _check_attack(self, state: WarState, seat: int, action: Attack) -> None:
        field = state.fields[seat]
        position = action.position
        if not 0 <= position < len(field):
            raise _no_field_card("attack", position, field)
        if state.exhausted[seat][position]:
            raise IllegalAction(
                "exhausted",
                "{card} at position {position} is exhausted; only a ready card attacks (recover it first)",
                card=field[position],
                position=position,
            )
        foe = action.seat
        if foe == seat:
            raise IllegalAction("attack", "attack a card in an opponent's field, not your own")
        if not 0 <= foe < state.players:
            raise IllegalAction("attack", "there is no seat {number}", number=foe)
        theirs = state.fields[foe]
        if not theirs:
            raise IllegalAction("attack", "{seat} is out: its field is empty", seat=Seat(foe))
        if not 0 <= action.target < len(theirs):
            raise IllegalAction(
                "attack",
                "{seat} has no field card at position {position} (positions are 0–{last})",
                seat=Seat(foe),
                position=action.target,
                last=len(theirs) - 1,
            )

    # ------------------------------------------------------------------ changes
    def perform(self, state: WarState, action: Action) -> list[Event]:
        seat = state.to_move
        kind = type(action)
        events: list[Event]
        if kind is Attack:
            assert isinstance(action, Attack)
            events = self._attack(state, seat, action)
        elif kind is Recover:
            assert isinstance(action, Recover)
            position = action.position
            state.exhausted[seat][position] = False
            events = [Turned(state.fields[seat][position], FIELDS[seat], position, Turn.READY)]
        else:  # Draw, the only other action check lets through
            card = state.piles[seat].pop()
            state.fields[seat].append(card)
            state.exhausted[seat].append(False)
            events = [Moved(card, PILES[seat], FIELDS[seat], True)]
        if not state.over:
            state.to_move = next_in_play(seat, state.players, state.out)
        return events

    def _attack(self, state: WarState, seat: int, action: Attack) -> list[Event]:
        position, foe, target = action.position, action.seat, action.target
        mine, theirs = state.fields[seat], state.fields[foe]
        card, defender = mine[position], theirs[target]
        own_zone, foe_zone = FIELDS[seat], FIELDS[foe]
        # The attacker is turned sideways first and stays so even when it wins.
        state.exhausted[seat][position] = True
        outcome = self.outcomes[card.rank][defender.rank]
        events: list[Event] = [
            Turned(card, own_zone, position, Turn.EXHAUSTED),
            Battle(card, defender, own_zone, foe_zone, outcome),
        ]
        if outcome != WIN:
            del mine[position]
            del state.exhausted[seat][position]
            state.discard.append(card)
            events.append(Moved(card, own_zone, DISCARD, True))
        if outcome != LOSE:
            del theirs[target]
            del state.exhausted[foe][target]
            state.discard.append(defender)
            events.append(Moved(defender, foe_zone, DISCARD, True))
        if not mine or not theirs:
            self._eliminate(state, (seat, foe), events)
        return events

    def _eliminate(self, state: WarState, seats: tuple[int, int], events: list[Event]) -> None:
        """After a battle: an empty field is out; the last field standing wins; none if all fell."""
        for seat in seats:
            if not state.fields[seat]:
                state.out.append(seat)
                events.append(PlayerOut(seat, OutReason.ELIMINATED))
        in_play = [seat for seat in range(state.players) if state.fields[seat]]
        if len(in_play) == 1:
            state.finish((in_play[0],), "last field standing")
            events.append(GameOver((in_play[0],), "last field standing"))
        elif not in_play:
            state.finish((), "last cards fell together")
            events.append(GameOver((), "last cards fell together"))

    # ------------------------------------------------------------------ endings
    def cap_winners(self, state: WarState) -> tuple[int, ...]:
        """Software rule: the seats in play holding the most cards (field plus pile) win."""
        return most_cards(self._in_play(state), state.cards_left)

    def round_result(self, state: WarState) -> RoundResult:
        """Winners first, then the others in play by cards left, then the last out first."""
        return knockout_result(state.winners, self._in_play(state), state.cards_left, state.out)

    @staticmethod
    def _in_play(state: WarState) -> list[int]:
        return [seat for seat in range(state.players) if state.fields[seat]]

    def move_words(self, action: Action, view: View) -> MoveWords:
        return war_move_words(action, view)

    def parse_action(self, text: str) -> Action:
        return parse_war_action(text)

    # ------------------------------------------------------------------ information
    def zones(self, state: WarState) -> dict[Zone, list[Card]]:
        zones: dict[Zone, list[Card]] = {}
        for seat in range(state.players):
            zones[PILES[seat]] = state.piles[seat]
            zones[FIELDS[seat]] = state.fields[seat]
        zones[DISCARD] = state.discard
        return zones

    def marks(self, state: WarState) -> dict[Zone, list[str]]:
        return {
            FIELDS[seat]: [EXHAUSTED if tired else "" for tired in state.exhausted[seat]]
            for seat in range(state.players)
        }

    def facts(self, state: WarState) -> WarFacts:
        """The open facts as War's typed record."""
        return WarFacts(state.leader, state.lead_by, tuple(state.out))

    def public_facts(self, state: WarState) -> dict[str, object]:
        return WAR_FACTS.encode(self.facts(state))

    def sees(self, state: WarState, seat: int, zone: Zone) -> bool:
        """Every field and the discard pile; no pile, not even one's own."""
        return zone.kind == WarKind.FIELD or zone.kind == SharedKind.DISCARD

    def seen_by(self, state: WarState, seat: int) -> dict[Zone, tuple[Card | None, ...]]:
        # Piles are face down to everyone, their owner included; fields and discard are open.
        seen: dict[Zone, tuple[Card | None, ...]] = {}
        for owner in range(state.players):
            seen[PILES[owner]] = (None,) * len(state.piles[owner])
            seen[FIELDS[owner]] = tuple(state.fields[owner])
        seen[DISCARD] = tuple(state.discard)
        return seen


def _no_field_card(rule: str, position: int, field: Sequence[Card]) -> IllegalAction:
    """The refusal of a position the player's own field does not have, with the ones it has."""
    if not field:
        return IllegalAction(
            rule, "you have no field card at position {position} (the field is empty)", position=position
        )
    return IllegalAction(
        rule,
        "you have no field card at position {position} (positions are 0–{last})",
        position=position,
        last=len(field) - 1,
    )
