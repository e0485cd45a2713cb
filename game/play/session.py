"""One game: the match, the current deal, and who sits where. No pygame here.

A host holds it (``net.host.TableHost``: across the room, or a window's own private table) and
plays it; the table reads it only through what the host tells each seat. The engine state
changes only through ``apply``, which passes the action to ``rules.apply`` (which verifies it);
what a seat may see is ``view(seat)``.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine import Action, IllegalAction, Rules, State, Variant, View
from ..engine.cards import Card
from ..engine.events import Battle, Event, Moved, Revealed
from ..engine.match import Match, RoundRecord, replayed
from ..engine.sight import in_sight, told
from ..engine.zones import Zone
from ..files import autosaving, saves
from ..i18n import _, fill
from ..i18n.their_words import failure_words
from .hand_order import HandOrder
from .refusals import refusal_words
from .seats import SeatConfig
from .source_facts import MatchProgress, Retelling, RetoldMove
from .undo_words import BLIND, NOT_SINCE_TAKEN_OVER, NOT_YET, OFF, SEEN_A_CARD, undo_words

if TYPE_CHECKING:
    from ..history.records import TakenOver


class Session:
    def __init__(
        self,
        variant: Variant,
        rules: Rules[Any],
        seats: list[SeatConfig],
        seed: int,
        carried: Mapping[str, object] | None = None,
    ) -> None:
        """``carried``: what the match's first round is given (every seat's birthday, for a game
        made of them)."""
        self.variant = variant
        self.rules = rules
        self.seats = seats
        self.seed = seed
        self.match = Match(rules, len(seats), seed, carried=carried)
        self.state: State = self.match.start_round()
        # Options chosen at setup over the variant file's own; the save records them.
        self.chosen_options: dict[str, bool | int | str] = {}
        self._legal: tuple[int, list[Action]] | None = None
        self._movers: list[int] = []  # the seat that made each action of this deal's log
        # Undo's look check, kept for the deal's state and log length it was made at.
        self._shown_cache: tuple[State, int, bool] | None = None
        self.hand_order = HandOrder()  # each person's own order of their hand, by match seat
        # Begun from a position of a replay (``play.resume.take_over_session``): where, for the
        # history; Undo takes back no move of this deal's first ``undo_floor``, played before.
        self.taken_over: TakenOver | None = None
        self.undo_floor = 0
        self.on_round: Callable[[Session], None] | None = None  # see ``finish_round``

    @classmethod
    def resumed(cls, variant: Variant, seats: list[SeatConfig], seed: int, match: Match) -> Session:
        """A session around a match rebuilt from a save (its deal in progress, or the next one)."""
        session = cls.__new__(cls)
        session.variant = variant
        session.rules = match.rules
        session.seats = seats
        session.seed = seed
        session.match = match
        session.chosen_options = {}
        if match.state is None or (match.state.over and match.round_recorded):
            match.start_round()
        assert match.state is not None
        session.state = match.state
        session._legal = None
        session._movers = session._replay_movers()
        session._shown_cache = None
        session.hand_order = HandOrder()
        session.taken_over = None
        session.undo_floor = 0
        session.on_round = None
        return session

    def again(self, seed: int) -> Session:
        """The same table (variant, chosen options, seats) dealt ``seed``: another deal is a new
        match (a rematch); this game's own deal is this deal begun again (Restart), which in a
        later round, or in a game taken over from a replay, is not the match's first deal
        (``_begun_again``)."""
        if seed == self.seed and (self.taken_over is not None or self.undo_floor or self._rounds_before()):
            return self._begun_again()
        fresh = Session(self.variant, self.rules, self.seats, seed, self.match.first_carried)
        fresh.chosen_options = dict(self.chosen_options)
        return fresh

    def _rounds_before(self) -> int:
        """The rounds finished before this deal (the one just recorded, its sheet shown, is still
        this deal)."""
        return len(self.match.rounds) - (1 if self.match.round_recorded else 0)

    def _begun_again(self) -> Session:
        """This deal restarted: the rounds finished before it kept as they were played (their
        scores, the seats still in), this round dealt again and, in a game taken over from a
        replay, its moves played before the take-over (``undo_floor``: none after the round taken
        over) played again. In the round taken over that is the position taken over; the mark and
        the floor go with it. Played again from the seed, as a save is: the same cards."""
        before = self._rounds_before()
        rounds = [*self.match.round_logs[:before], list(self.state.log[: self.undo_floor])]
        match = replayed(self.rules, len(self.seats), self.seed, self.match.first_carried, rounds)
        fresh = Session.resumed(self.variant, self.seats, self.seed, match)
        fresh.chosen_options = dict(self.chosen_options)
        fresh.taken_over = self.taken_over
        fresh.undo_floor = self.undo_floor
        return fresh

    def _replay_movers(self) -> list[int]:
        """Who made each action of the deal so far (so Undo works after a resume)."""
        origin = self.state.origin
        if origin is None:
            return []
        state = origin.clone()
        movers = []
        for action in self.state.log:
            movers.append(state.to_move)
            self.rules.apply(state, action)
        return movers

    # Seats -------------------------------------------------------------------
    @property
    def players(self) -> int:
        """Seats in the current deal (fewer than the match's after eliminations)."""
        return self.state.players

    def match_seat(self, deal_seat: int) -> int:
        """The seat's place in the match (seats renumber in a deal after eliminations)."""
        return self.match.to_match_seat(deal_seat)

    def bot_level(self, deal_seat: int) -> str:
        return self.config(deal_seat).kind

    @property
    def seat_kinds(self) -> list[str]:
        """Every match seat's kind: "human" or its bot's level."""
        return [seat.kind for seat in self.seats]

    def config(self, deal_seat: int) -> SeatConfig:
        return self.seats[self.match.to_match_seat(deal_seat)]

    def name(self, deal_seat: int) -> str:
        return self.config(deal_seat).name

    def names(self) -> dict[int, str]:
        return {seat: self.name(seat) for seat in range(self.players)}

    def is_human(self, deal_seat: int) -> bool:
        return self.config(deal_seat).human

    def humans(self) -> list[int]:
        return [seat for seat in range(self.players) if self.is_human(seat)]

    # The game and the match ---------------------------------------------------
    @property
    def variant_name(self) -> str:
        return self.variant.name

    @property
    def variant_id(self) -> str:
        return self.variant.id

    @property
    def progress(self) -> MatchProgress:
        return MatchProgress(len(self.match.rounds), self.match.mode, self.rules.match_limit)

    # Play --------------------------------------------------------------------
    @property
    def turn(self) -> int:
        return self.state.turn

    @property
    def moves_made(self) -> int:
        """Actions made in this deal so far (where an undo lands)."""
        return len(self.state.log)

    def parse_action(self, notation: str) -> Action:
        """The action ``notation`` names (raises ``NotationError``)."""
        return self.rules.parse_action(notation)

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def to_move(self) -> int:
        return self.state.to_move

    def legal(self) -> list[Action]:
        """The legal actions now (asked once per turn)."""
        if self._legal is None or self._legal[0] != self.state.turn:
            actions = [] if self.state.over else self.rules.legal_actions(self.state)
            self._legal = (self.state.turn, actions)
        return self._legal[1]

    def apply(self, action: Action) -> list[Event]:
        """The one way the state changes; raises ``IllegalAction`` and changes nothing if illegal."""
        seat = self.state.to_move
        events = self.rules.apply(self.state, action)
        self._movers.append(seat)
        self._legal = None
        return events

    # Undo --------------------------------------------------------------------
    @property
    def undo_allowed(self) -> bool:
        """Undo is for one human playing bots: with two humans it would take back a rival's move."""
        return sum(1 for seat in self.seats if seat.human) == 1

    def can_undo(self) -> bool:
        """Whether the human has a move in this deal that can be taken back: one made since the
        last binding move (``Rules.binding``: a blind pick or declaration), by anyone, and that
        has shown the human no card they had not seen (``_showed_a_card``)."""
        return self.why_no_undo() is None

    def why_no_undo(self) -> str | None:
        """Why Undo can take nothing back now (for the player), or ``None`` when it can."""
        block = self.undo_block()
        return None if block is None else undo_words(block)

    def undo_block(self) -> str | None:
        """Why Undo can take nothing back now, as a key of ``undo_words`` (a host sends it to
        its joiner, whose table words it), or ``None`` when it can."""
        if not self.undo_allowed or self.state.over or self.state.origin is None:
            return OFF
        index = self._last_human_move()
        if index is None and self.undo_floor:
            return NOT_SINCE_TAKEN_OVER
        if index is None:
            return NOT_YET
        if any(self.rules.binding(action) for action in self.state.log[index:]):
            return BLIND
        if self._showed_a_card(index):
            return SEEN_A_CARD
        return None

    def _showed_a_card(self, index: int) -> bool:
        """Whether taking back the human's move at ``index`` would be a free look: the move
        itself showed the human a card they had not seen (a draw from the stock, a face-down
        card attacked, the 2♠'s look), or a card has come to them privately since (a trade
        accepted, a card drawn after a steal). Cards the replies showed everyone (a bot's
        discard) do not count: an Undo has always let those be seen again.

        Decided by places, as the engine tells a seat of a change (``sight.told``): a card is
        new to the human when a change tells it them from a place they did not see just before.
        Never by matching cards: with two decks (or a pile reshuffled into the stock) an equal
        card may have been in sight elsewhere."""
        # The answer holds while the deal's state and log stay as they are (``index`` follows).
        cached = self._shown_cache
        if cached is not None and cached[0] is self.state and cached[1] == len(self.state.log):
            return cached[2]
        seat = self._movers[index]
        origin = self.state.origin
        assert origin is not None
        state = self.rules.replay(origin, self.state.log[:index])
        shown = False
        for at, action in enumerate(self.state.log[index:]):
            before = self.rules.view(state, seat)
            events = self.rules.apply(state, action)
            after = self.rules.view(state, seat)
            news = [event for event in events if _new_to(seat, event, before, after)]
            if news and at > 0:  # after the move, only what came to the human in private counts
                everyone = [self.rules.view(state, other) for other in range(state.players)]
                news = [event for event in news if not _public(event, everyone)]
            if news:
                shown = True
                break
        self._shown_cache = (self.state, len(self.state.log), shown)
        return shown

    def _last_human_move(self) -> int | None:
        """The human's last move of the deal that Undo may take back (none before the floor)."""
        humans = set(self.humans())
        moves = [i for i, seat in enumerate(self._movers) if seat in humans and i >= self.undo_floor]
        return moves[-1] if moves else None

    def undo_to_last_human_move(self) -> int:
        """Back to just before the human's last move (taking back the bots' replies too).

        The deal is replayed from its origin without those actions, so the state is
        exactly the one the human saw; returns how many actions were taken back.
        """
        index = self._last_human_move()
        if index is None or not self.can_undo():
            return 0
        origin = self.state.origin
        assert origin is not None
        taken_back = len(self._movers) - index
        self.state = self.rules.replay(origin, self.state.log[:index])
        self.match.state = self.state
        del self._movers[index:]
        self._legal = None
        self._shown_cache = None
        return taken_back

    def refusal(self, action: Action) -> IllegalAction | None:
        """The engine's refusal of ``action`` now (its rule and message), or ``None`` if legal."""
        if self.state.over:
            return IllegalAction("game over", "the deal is over")
        try:
            self.rules.check(self.state, action)
        except IllegalAction as error:
            return error
        return None

    def why_illegal(self, action: Action) -> str | None:
        """Why ``action`` is refused now, in a player's words (``refusals.refusal_words``, a seat
        by its player's name), or ``None``."""
        refusal = self.refusal(action)
        return None if refusal is None else refusal_words(refusal, self.names())

    def view(self, seat: int) -> View:
        """Exactly what ``seat`` may see: what bots and hints are given."""
        return self.rules.view(self.state, seat)

    @property
    def spectating(self) -> bool:
        """Nobody at the screen holds a seat: bots play while people watch."""
        return not self.humans()

    def opening_events(self) -> list[Event]:
        return self.rules.opening_events(self.state)

    def retelling(self, viewer: int) -> Retelling | None:
        """The deal so far replayed from its origin (the same seed and actions give the same
        events), as ``viewer``'s table saw it; ``None`` without an origin to replay from."""
        origin = self.state.origin
        if origin is None:
            return None
        rules = self.rules
        opening = rules.opening_events(origin.clone())
        state = origin.clone()
        moves = []
        for index, action in enumerate(self.state.log):
            events = rules.apply(state, action)
            final = rules.spectator_view(state, viewer) if self.spectating else rules.view(state, viewer)
            moves.append(RetoldMove(index, events, final, _views_of(rules, state.clone())))
        return Retelling(opening, moves)

    def bot_rng(self) -> random.Random:
        """A generator for the bot to move, derived from the deal's seed and the turn, so a
        replay of the same deal makes the same choices whatever the timing."""
        return random.Random(self.state.seed * 1_000_003 + self.state.turn * 7919 + self.to_move)

    # Rounds ------------------------------------------------------------------
    def laid_down(self, seat: int) -> list[tuple[Card, int | None]]:
        """``seat``'s hand laid down as its winning shape reads (``Rules.laid_down``)."""
        return self.rules.laid_down(self.state, seat)

    def finish_round(self) -> RoundRecord:
        """The deal's round recorded in the match; ``on_round`` told at once, while the finished
        deal is still the state (a host's history records the round from it, what
        it hands on and its figures read from that state, before the next deal replaces it)."""
        record = self.match.finish_round()
        if self.on_round is not None:
            self.on_round(self)
        return record

    @property
    def match_over(self) -> bool:
        return self.match.over

    def next_round(self) -> State:
        self.state = self.match.start_round()
        self._legal = None
        self._movers = []
        self.undo_floor = 0
        return self.state

    def save(self, path: Path | None = None) -> str | None:
        """Hand the autosave to its writer (``autosaving``: the disk's work is off the frame
        loop); a finished match removes it. Returns a message if the disk refused a save."""
        target = path or saves.default_save_path()
        if self.match_over:
            autosaving.submit(target, None)
        else:
            seats = [
                saves.Seat(seat.name, "human") if seat.human else saves.Seat(seat.name, "ai", seat.kind)
                for seat in self.seats
            ]
            hands = self.hand_order.to_data()
            taken = self.taken_over
            # The mark goes with the save: Continue tells its log, the history and Restart.
            mark = None if taken is None else saves.SavedMark(taken.round, taken.move, taken.game, taken.file)
            record = saves.record(
                self.match, self.variant.id, seats, self.chosen_options, hands, self.undo_floor, mark
            )
            data = record.to_data()  # copied now: the thread puts it into words after the next move
            autosaving.submit(target, functools.partial(saves.text_of_data, data))
        error = autosaving.take_failure(target)
        if error is not None:
            return fill(_("The game could not be saved ({reason})."), reason=failure_words(error))
        return None

    def replay_check(self) -> bool:
        """Replaying the log from the origin gives the same state text (a consistency check)."""
        origin = self.state.origin
        if origin is None:
            return True
        again = self.rules.replay(origin, list(self.state.log))
        return self.rules.state_text(again) == self.rules.state_text(self.state)


def _new_to(seat: int, event: Event, before: View, after: View) -> bool:
    """Whether ``event`` tells ``seat`` a card from a place it did not see just before: the
    engine's rule of what a seat is told (``sight.told``), given its views either side."""
    kept = told(seat, [event], before, after)
    if not kept:
        return False
    event = kept[0]
    if isinstance(event, Moved):
        return event.card is not None and not in_sight(before, event.source)
    if isinstance(event, Battle):
        return False  # told only when its cards were in sight already (or shown by a move)
    zone = getattr(event, "zone", None)
    return isinstance(getattr(event, "card", None), Card) and not (
        isinstance(zone, Zone) and in_sight(before, zone)
    )


def _public(event: Event, views: list[View]) -> bool:
    """Whether ``event`` shows its card to every seat (``views``: each seat's, just after it):
    moved face up, revealed to all, or come to a place every seat sees."""
    if isinstance(event, Moved):
        return event.shown or all(in_sight(view, event.target) for view in views)
    if isinstance(event, Revealed):
        return all(event.seen_by(view.seat) for view in views)
    zone = getattr(event, "zone", None)
    return isinstance(zone, Zone) and all(in_sight(view, zone) for view in views)


def _views_of(rules: Rules[Any], state: State) -> Callable[[int], View]:
    """Each seat's view of ``state`` (kept as it stood after one move)."""

    def view_of(seat: int) -> View:
        return rules.view(state, seat)

    return view_of
