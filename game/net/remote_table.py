"""``RemoteSource``: a joiner's game as the table reads it, fed by the host.

It is a ``port.TableSource``: the table scene reads it as it would a ``Session``. What
the host sent is a list of arrivals (``JoinedTable.state()``: each update's view of this seat,
the events it may see, its legal moves); the source stands at one of them, and the table steps
to the next with ``arrived`` once the last one's animation has landed, so every move, made
here or at another computer, is animated and logged as it lands. The host is the one judge: ``apply``
sends the move's notation and returns ``None`` (its events arrive), and a move the host refuses
comes back as words for the table's toast (``refused``). A deal's end waits for the host's
record of the round (``finish_round``), which the joiner's score sheet shows.

It knows only its own seat's view: ``view`` of another seat is refused, so nothing a remote
table draws can come from anywhere else. Undo is the host's to grant (by the undo rule:
one person at the table, playing the computers): asked with ``undo_to_last_human_move``, its
answer arrives as an update that takes moves back (``taken_back``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..engine import Action, Card, EngineError, IllegalAction, Rules, View
from ..engine.events import Event
from ..engine.match import RoundRecord
from ..engine.rules import Direction
from ..i18n import _, fill
from ..play.hand_order import HandOrder
from ..play.refusals import refusal_words
from ..play.round_told import RoundTold
from ..play.seats import SeatConfig
from ..play.source_facts import MatchProgress, Retelling, RetoldMove
from ..play.undo_words import OFF, undo_words
from .client import Arrival
from .joining import JoinedTable

if TYPE_CHECKING:
    from ..play.source import TableSource

REMOTE = "remote"
HUMAN = "human"  # a person's seat as the setup's seats name it (``play.seats.HUMAN``)


# Retold moves are tagged far before any move made at this table (``retelling``).
RETOLD = -1_000_000


class NotSeated(RuntimeError):
    """The table asked for something before the host has seated this player and dealt."""


class RemoteSource:
    def __init__(self, joined: JoinedTable, hosting: bool = False) -> None:
        self.joined = joined
        self.hosting = hosting  # the host's own person's seat: leaving it closes the table
        self.state = joined.state()
        self.match = self.state.match  # the match shown: a later one at this table is another source's
        # The arrival the table shows (its view, its legal moves): a seat taken in the lobby
        # was sent the dealt table, then the deal itself as play started: the deal is shown.
        self.at = 1 if self._deal_after(0) else 0
        self.deal_start = self.at  # the arrival the deal shown began with
        self.sent_at: int | None = None  # the arrival a move was sent from, until judged
        self.hand_order = HandOrder()
        self._events_taken = 0
        self._refusals_taken = 0
        self._lost_said = False
        self._waits_said = 0

    # Where the table stands among the arrivals -------------------------------------------------
    @property
    def arrival(self) -> Arrival:
        arrivals = self.state.arrivals
        if not arrivals:
            raise NotSeated("the host has not dealt yet")
        return arrivals[min(self.at, len(arrivals) - 1)]

    @property
    def resumed(self) -> bool:
        """The table starts from a snapshot (joined again mid-deal): shown as it stands."""
        return self.arrival.resumed

    def _deal_after(self, at: int) -> bool:
        """Whether the arrival after ``at`` is the deal's opening of the very table ``at``'s
        snapshot showed (sent as play started, no move between): the same table, not news."""
        arrivals = self.state.arrivals
        if at + 1 >= len(arrivals):
            return False
        shown, following = arrivals[at], arrivals[at + 1]
        return (
            shown.resumed
            and not following.resumed
            and bool(following.events)
            and following.rounds_done == shown.rounds_done
            and shown.view is not None
            and following.view is not None
            and following.view.turn == shown.view.turn
        )

    def _next(self) -> Arrival | None:
        arrivals = self.state.arrivals
        return arrivals[self.at + 1] if self.at + 1 < len(arrivals) else None

    def arrived(self) -> list[Event] | None:
        """Step to the next update of this deal, if one has come: its events (none for a
        snapshot after the line came back: the table is shown as it stands); else None."""
        self.refresh()
        following = self._next()
        if following is None or following.rounds_done != self.arrival.rounds_done:
            return None  # nothing new, or the next deal (after the round's score sheet)
        if following.undone:
            return None  # an undo granted: the table takes it with ``taken_back``
        again = self._deal_after(self.at)  # the table shown already: never dealt on top of it
        self.at += 1
        self.sent_at = None
        return [] if following.resumed or again else list(following.events)

    def taken_back(self) -> int | None:
        """Step to the host's answer to this table's undo, if it is the next update: the moves
        it took back (the table then shows the position before them); else None."""
        self.refresh()
        following = self._next()
        if following is None or not following.undone or following.rounds_done != self.arrival.rounds_done:
            return None
        self.at += 1
        self.sent_at = None
        return following.undone

    def next_deal(self) -> bool:
        """After the round's score sheet: stand at the next deal's first update, if it has come."""
        self.refresh()
        following = self._next()
        if following is None or following.rounds_done == self.arrival.rounds_done:
            return False
        self.at = self.deal_start = self.at + 1
        self.sent_at = None
        return True

    @property
    def out_of_the_match(self) -> bool:
        """This seat is not dealt in any more (eliminated): the others play on at the host."""
        return self.arrival.deal_seat is None

    @property
    def out_for_good(self) -> bool:
        """The host's latest word deals this seat out (knocked out of the match): the others
        play on, and this window watches the result come in."""
        arrivals = self.state.arrivals
        return bool(arrivals) and arrivals[-1].deal_seat is None

    def watch(self) -> RoundRecord | None:
        """Stand at the latest update (this seat out of the match); the last round's record for
        the score sheet that shows the match going on, or None if none has come yet."""
        self.refresh()
        self.at = self.deal_start = max(len(self.state.arrivals) - 1, 0)
        self.sent_at = None
        return self.state.records[-1] if self.state.records else None

    def held(self) -> str | None:
        """Words that stay on the table while they are true: the host lost (trying again), or
        the table gone (the table then offers the way back to the menu)."""
        ended = self.ended()
        if ended is not None:
            return ended
        if self.state.lost:
            return _("Lost the host; trying again…")
        return None

    def ended(self) -> str | None:
        """Why this table is over for this window before its match is (the host gone or closed,
        the seat taken up elsewhere), in words; None while it goes on."""
        self.refresh()
        state = self.state
        if state.phase != "refused" or state.ended == "left":
            return None
        if state.ended == "gone":
            return _("The host has gone: the table is closed.")
        return fill(_("The table ended for you: {reason}."), reason=state.error.rstrip("."))

    def again_by(self) -> str | None:
        """Who starts another match at this table (the host's person's name, or "" when the
        host plays at no seat), once the host has; None while this match is the table's."""
        state = self.joined.state()
        return state.again_by if state.match > self.match else None

    def next_match(self) -> RemoteSource | None:
        """The host's next match at this table, once its deal has come to this seat: a source
        of its own (this one stays at the match it showed); else None."""
        state = self.joined.state()
        if state.match <= self.match or state.phase != "playing" or not state.arrivals:
            return None
        return RemoteSource(self.joined, self.hosting)

    @property
    def awaiting_host(self) -> bool:
        """A move was sent and the host's judgement has not arrived (no second move meanwhile)."""
        return self.sent_at == self.at

    def news(self) -> list[str]:
        """What happened to the table since the last call, in words: the host lost or back, a
        player gone whom the table waits for (the table shows each once)."""
        self.refresh()
        said: list[str] = []
        if self.state.phase == "refused":
            return said  # the table is gone: ``held`` says so, and nothing will come back
        if self.state.lost != self._lost_said:
            self._lost_said = self.state.lost
            said.append(_("Lost the host; trying again…") if self.state.lost else _("The host is back."))
        for name in self.state.waiting[self._waits_said :]:
            said.append(fill(_("Waiting for {name} to come back."), name=name))
        self._waits_said = len(self.state.waiting)
        return said

    def refused(self) -> list[str]:
        """The host's words for the moves it refused since the last call (the table's toast);
        a refused move may be made again."""
        self.refresh()
        words = self.take_refusals()
        if words:
            self.sent_at = None
        return [fill(_("Not allowed: {reason}"), reason=said) for said in words]

    # Fed from the host -----------------------------------------------------------------------
    def refresh(self) -> bool:
        """Take the latest copy of what the host sent; whether anything changed (once a frame)."""
        state = self.joined.state_of(self.match)
        changed = state != self.state
        self.state = state
        return changed

    def take_events(self) -> list[Event]:
        """The events this seat was sent since the last call, oldest first (the table animates
        them and logs them)."""
        events = self.state.events[self._events_taken :]
        self._events_taken = len(self.state.events)
        return list(events)

    def take_refusals(self) -> list[str]:
        """The host's refusals of the moves sent since the last call, in this window's words
        (its language, its card letters, the names as this table shows them)."""
        refusals = self.state.refusals[self._refusals_taken :]
        self._refusals_taken = len(self.state.refusals)
        names = self.names()
        return [
            refusal if isinstance(refusal, str) else refusal_words(refusal, names) for refusal in refusals
        ]

    # The game --------------------------------------------------------------------------------
    @property
    def rules(self) -> Rules[Any]:
        rules = self.joined.rules
        if rules is None:
            raise NotSeated("the host has not said which game it plays yet")
        return rules

    @property
    def variant_name(self) -> str:
        return self.rules.variant.name

    @property
    def clockwise(self) -> bool:
        return self.rules.direction is Direction.CLOCKWISE

    @property
    def variant_id(self) -> str:
        return self.rules.variant.id

    @property
    def chosen_options(self) -> Mapping[str, object]:
        return dict(self.rules.variant.options)

    @property
    def taken_over(self) -> None:
        """A table across the room is never one taken over from a replay."""
        return None

    @property
    def restartable(self) -> bool:
        return False

    @property
    def seed(self) -> int | None:
        """The deal number is the host's secret: knowing it, a joiner could deal every hidden
        card again. Only a private table (every link this program's own) tells it."""
        return self.state.deal

    @property
    def progress(self) -> MatchProgress:
        return MatchProgress(self.arrival.rounds_done, self.rules.match_mode, self.rules.match_limit)

    @property
    def records(self) -> tuple[RoundRecord, ...]:
        """The rounds finished so far, as the host recorded them (its score sheet's rows)."""
        return self.state.records

    @property
    def sees_all(self) -> bool:
        """A face-up variant (an option such as ``face_up`` or ``open``)
        hides nothing (no curtain between people at this screen)."""
        options = self.rules.options
        return bool(options.get("face_up") or options.get("open"))

    @property
    def watching(self) -> bool:
        """This window holds no seat: it watches an all-computer table (a private host's)."""
        return self.state.watching

    @property
    def spectating(self) -> bool:
        """Nobody here holds a seat: computers play while people watch (every seat a computer's,
        or the people here out of the match); the host sends the seats' knowledge together, every
        hand open."""
        return self.watching

    # The seats -------------------------------------------------------------------------------
    @property
    def seat(self) -> int:
        """This player's seat in the deal."""
        return self._own_seat()

    def _own_seat(self) -> int:
        """The deal seat of this source's own link (``NotSeated`` once it is dealt out)."""
        deal_seat = self.arrival.deal_seat
        if deal_seat is None:
            raise NotSeated("this seat is not in the deal")
        return deal_seat

    @property
    def players(self) -> int:
        return self._view().players

    def name(self, seat: int) -> str:
        """The name of the player at ``seat`` of the deal (its match seat's)."""
        names = self.state.names
        try:
            match_seat = self.match_seat(seat)
        except NotSeated:
            match_seat = -1
        if 0 <= match_seat < len(names):
            return names[match_seat]
        return _("Seat {number}").format(number=seat + 1)

    def names(self) -> dict[int, str]:
        return {seat: self.name(seat) for seat in range(self.players)}

    def labels(self) -> list[str]:
        """Every match seat as a score sheet heads it: "You", "Basil (easy)"
        (a computer's level said; a person's name alone)."""
        names, kinds = self.state.names, self.seat_kinds
        if len(kinds) != len(names):
            return list(names)  # the kinds not told yet: the names alone
        return [SeatConfig(name, kind).label() for name, kind in zip(names, kinds, strict=True)]

    def is_human(self, seat: int) -> bool:
        kinds = self.state.kinds
        try:
            match_seat = self.match_seat(seat)
        except NotSeated:
            return False
        return 0 <= match_seat < len(kinds) and kinds[match_seat] == REMOTE

    def humans(self) -> list[int]:
        """The people who play at this window: this seat's, no other (no curtain is needed);
        nobody's for a watcher."""
        return [] if self.watching else [self.seat]

    def away(self, seat: int) -> bool:
        """Whether ``seat``'s person (across the room, not at this window) has lost their line to
        the host, as the host's latest word on its seats says: the table waits for them."""
        if self.plays_here(seat):
            return False
        try:
            match_seat = self.match_seat(seat)
        except NotSeated:
            return False
        here, kinds = self.state.here, self.state.kinds
        person = 0 <= match_seat < len(kinds) and kinds[match_seat] == REMOTE
        return person and match_seat < len(here) and not here[match_seat]

    def plays_here(self, seat: int) -> bool:
        """Whether moves for ``seat`` are made at this window; every other seat's arrive from the
        host (no bot runs here); a watcher's table plays none."""
        return not self.watching and seat == self.seat

    def bot_rng(self) -> random.Random:
        """The hint's generator: this window has no seed of the game, so one from where the
        deal stands (the same position gives the same hint)."""
        return random.Random(f"hint {self.progress.rounds_done} {self.turn} {self.seat}")

    def match_seat(self, seat: int) -> int:
        """The seat's place in the match. The host sends only this seat's own; the others are
        the same number while nobody is out (a deal of every match seat)."""
        if seat == self.arrival.deal_seat and self.state.seat is not None and not self.watching:
            return self.state.seat
        if self.players == len(self.state.names):
            return seat
        # Elimination: the deal's seats are the match seats still in, in order, as the rounds
        # finished before this deal left them (the host tells every round, also on coming back).
        done = self.state.records[: self.arrival.rounds_done]
        out = {seat for record in done for seat in record.eliminated}
        still = [m for m in range(len(self.state.names)) if m not in out]
        if len(still) == self.players and 0 <= seat < len(still):
            return still[seat]
        raise NotSeated("the host does not say where the other seats sit once someone is out")

    def bot_level(self, seat: int) -> str:
        return self.seat_kinds[self.match_seat(seat)]

    @property
    def seat_kinds(self) -> list[str]:
        """Every match seat's kind, as the setup's seats name it: "human" or its bot's level."""
        return [HUMAN if kind == REMOTE else kind for kind in self.state.kinds]

    # The deal --------------------------------------------------------------------------------
    def _view(self) -> View:
        view = self.arrival.view
        if view is None:
            raise NotSeated("the host has not dealt yet")
        return view

    @property
    def over(self) -> bool:
        return self._view().over

    @property
    def to_move(self) -> int:
        return self._view().to_move

    @property
    def turn(self) -> int:
        return self._view().turn

    @property
    def moves_made(self) -> int:
        """The moves this deal stands after: one an update since its opening, less those an
        undo took back."""
        shown = self.state.arrivals[self.deal_start + 1 : self.at + 1]
        return sum(-arrival.undone if arrival.undone else 1 for arrival in shown)

    def view(self, seat: int) -> View:
        """This seat's view; any other seat's is not this table's to see."""
        own = self._own_seat()
        if seat != own:
            raise NotSeated(f"a remote table sees seat {own}'s cards only, not seat {seat}'s")
        return self._view()

    def table_view(self, viewer: int) -> View:
        return self.view(viewer)

    def legal(self) -> list[Action]:
        """This seat's legal moves, as the host's engine listed them (none when not its turn)."""
        if not self._settled():
            return []
        read = (_readable(self, text) for text in self.arrival.legal)
        return [action for action in read if action is not None]

    def parse_action(self, notation: str) -> Action:
        return self.rules.parse_action(notation)

    def action_words(self, action: Action, view: View) -> str:
        return self.rules.action_words(action, view, self.names())

    def opening_events(self) -> list[Event]:
        """The deal's opening, as the host sent it with the deal's first update."""
        return [] if self.arrival.resumed else list(self.arrival.events)

    def why_illegal(self, action: Action) -> str | None:
        """None for a move the host listed as legal. At this seat's turn any other move is sent
        to the host, which judges it: "" now, and its rule's words come back (``refused``) for
        the table's toast. Else why it cannot be sent now."""
        legal = self.legal()
        if self._judged_by_host() and str(action) not in {str(move) for move in legal}:
            self.apply(action)
            return ""
        refusal = self.refusal(action)
        return None if refusal is None else refusal_words(refusal, self.names())

    def refusal(self, action: Action) -> IllegalAction | None:
        """Only the host judges: at this seat's turn any move is sent, and one the host refuses
        comes back with its rule's words (``refused``)."""
        if self._judged_by_host():
            return None
        return IllegalAction("turn", "it is not your turn")

    def _judged_by_host(self) -> bool:
        """This seat's turn, shown and not yet answered: a move now is the host's to judge, even
        one of a position where the engine lists none (its refusal then says why)."""
        if self.watching:
            return False
        if self.legal():
            return True
        if not self._settled() or self.arrival.lobby:
            return False
        view = self.arrival.view
        return view is not None and not view.over and view.to_move == self.arrival.deal_seat

    def _settled(self) -> bool:
        """Nothing pending: no move on its way, no update still to show, the table not ended."""
        return not (self.awaiting_host or self._next() is not None or self.state.phase == "refused")

    def apply(self, action: Action) -> None:
        """Send the move to the host; its events arrive (``arrived``), or its refusal."""
        self.sent_at = self.at
        self.joined.send(str(action))
        return None

    # Undo and the match ----------------------------------------------------------------------
    @property
    def undo_allowed(self) -> bool:
        """Whether the host plays Undo at this table for this seat (one person, the computer)."""
        return self._latest().undo != OFF

    def can_undo(self) -> bool:
        return self.why_no_undo() is None

    def why_no_undo(self) -> str | None:
        """Why the host would take nothing back now, as its latest word says, in this window's
        words; None when it would (and no undo is on its way)."""
        latest = self._latest()
        if latest.undo is None:
            return _("Wait for the host to answer.") if self.awaiting_host else None
        return undo_words(latest.undo)

    def undo_to_last_human_move(self) -> None:
        """Ask the host to take back this seat's last move; its answer arrives (``taken_back``)."""
        self.sent_at = self.at
        self.joined.undo()

    def _latest(self) -> Arrival:
        """The host's latest update of this deal: what it says of Undo holds now, whatever the
        table is still animating."""
        arrivals = self.state.arrivals
        return arrivals[-1] if arrivals else self.arrival

    def laid_down(self, seat: int) -> list[tuple[Card, int | None]]:
        """The deal's sole winner's hand laid down as it won, as the host sent it with the
        round's record (only a hand every seat sees face up); nothing before, or for another."""
        self.refresh()
        done, view = self.arrival.rounds_done, self.arrival.view
        if view is None or not view.over or list(view.winners) != [seat] or len(self.state.laid) <= done:
            return []
        return list(self.state.laid[done])

    def round_told(self, record: RoundRecord) -> RoundTold | None:
        """The deal of ``record`` as it ended (why, every seat's cards, the winning hand), as a
        private table tells it for this window's sheet; None across the room (never sent)."""
        told = self.state.told
        index = record.number - 1
        return told[index] if 0 <= index < len(told) and self.state.records[index] == record else None

    def finish_round(self) -> RoundRecord | None:
        """The host's record of the round just ended, once it has come (else None: wait)."""
        self.refresh()
        done = self.arrival.rounds_done
        return self.state.records[done] if len(self.state.records) > done else None

    @property
    def scoreboard(self) -> str:
        """The scene that shows a finished round here: the joiner's score sheet."""
        return "scoreboard"

    def again(self, seed: int) -> RemoteSource:
        raise EngineError("a joiner cannot start the host's match again")

    def save(self) -> str | None:
        """Nothing to save here: the host keeps the match (and autosaves it)."""
        return None

    @property
    def recorded_game(self) -> None:
        """None: the host's history records the match, not each joiner's."""
        return None

    def retelling(self, viewer: int) -> Retelling | None:
        """The deal so far as the host's snapshot told it, move by move (a joiner back at the
        table reads the deal as a local Continue retells it); None for a table not taken up from
        a snapshot. Each move is read against the table as it stands now (this seat saw no
        other view of it), and is tagged before every move made here, so an undo after coming
        back never takes a retold line for one of its own."""
        arrival = self.arrival
        if not arrival.resumed or arrival.view is None or not arrival.told:
            return None
        final = arrival.view
        changes = list(arrival.told)
        opening = list(changes.pop(0)) if arrival.told_opening else []

        def as_seen(seat: int) -> View:
            return final

        moves = [
            RetoldMove(RETOLD - len(changes) + index, list(events), final, as_seen)
            for index, events in enumerate(changes)
        ]
        return Retelling(opening, moves)

    @property
    def match_over(self) -> bool:
        return self.state.phase == "over"

    @property
    def result(self) -> str:
        return self.state.result

    @property
    def round_lines(self) -> tuple[str, ...]:
        return self.state.rounds


def _readable(source: RemoteSource, notation: str) -> Action | None:
    """A move the rules can read, or None (the host's list is checked, never trusted blindly)."""
    try:
        return source.parse_action(notation)
    except EngineError:
        return None


if TYPE_CHECKING:

    def _a_table_source(source: RemoteSource) -> TableSource:
        """mypy checks here that a joiner's game is a ``TableSource``, as the table reads it."""
        return source
