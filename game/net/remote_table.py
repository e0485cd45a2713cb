"""``RemoteSource``: a joiner's game as the table reads it, fed by the host.

It offers what the local ``Session`` offers the table scene, read from the latest copy of
what the host sent (``JoinedTable.state()``: this seat's view, its legal moves, the events it
may see), so the same table can draw a seat played across the room. The host is the one judge:
``apply`` sends the move's notation and returns no events; the events of every move, this
seat's and the others', arrive from the host and are taken with ``take_events`` each frame,
and a move the host refuses comes back as words for the table's toast (``take_refusals``).

It knows only its own seat's view: ``view`` of another seat is refused, so nothing a remote
table draws can come from anywhere else. Undo is off (several people share the table).
"""

from __future__ import annotations

from typing import Any

from ..engine import Action, EngineError, Rules, View
from ..engine.events import Event
from ..engine.rules import Direction
from ..i18n import _
from .joining import JoinedTable

REMOTE = "remote"
HUMAN = "human"  # a local table's word for a person's seat (``scenes.table.seats.HUMAN``)


class NotSeated(RuntimeError):
    """The table asked for something before the host has seated this player and dealt."""


class RemoteSource:
    def __init__(self, joined: JoinedTable) -> None:
        self.joined = joined
        self.state = joined.state()
        self._events_taken = 0
        self._refusals_taken = 0

    # Fed from the host -----------------------------------------------------------------------
    def refresh(self) -> bool:
        """Take the latest copy of what the host sent; whether anything changed (once a frame)."""
        state = self.joined.state()
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
        """The host's words for the moves it refused since the last call (the table's toast)."""
        refusals = self.state.refusals[self._refusals_taken :]
        self._refusals_taken = len(self.state.refusals)
        return list(refusals)

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
    def seed(self) -> None:
        """The deal number is the host's secret: knowing it, a joiner could deal every hidden
        card again. A remote table shows none."""
        return None

    @property
    def sees_all(self) -> bool:
        return False

    @property
    def spectating(self) -> bool:
        return False

    # The seats -------------------------------------------------------------------------------
    @property
    def seat(self) -> int:
        """This player's seat in the deal."""
        if self.state.deal_seat is None:
            raise NotSeated("this seat is not in the deal")
        return self.state.deal_seat

    @property
    def players(self) -> int:
        return self._view().players

    def name(self, seat: int) -> str:
        names = self.state.names
        return names[seat] if 0 <= seat < len(names) else _("Seat {number}").format(number=seat + 1)

    def names(self) -> dict[int, str]:
        return {seat: self.name(seat) for seat in range(self.players)}

    def is_human(self, seat: int) -> bool:
        kinds = self.state.kinds
        return 0 <= seat < len(kinds) and kinds[seat] == REMOTE

    def humans(self) -> list[int]:
        """The people who play at this window: this seat's, no other (no curtain is needed)."""
        return [self.seat]

    def plays_here(self, seat: int) -> bool:
        """Whether moves for ``seat`` are made at this window; every other seat's arrive from the
        host (no bot runs here)."""
        return seat == self.seat

    def match_seat(self, seat: int) -> int:
        """The seat's place in the match. The host sends only this seat's own; the others are
        the same number while nobody is out (a deal of every match seat)."""
        if seat == self.seat and self.state.seat is not None:
            return self.state.seat
        if self.players == len(self.state.names):
            return seat
        raise NotSeated("the host does not say where the other seats sit once someone is out")

    def bot_level(self, seat: int) -> str:
        return self.seat_kinds[self.match_seat(seat)]

    @property
    def seat_kinds(self) -> list[str]:
        """Every match seat's kind, as a local table names them: "human" or its bot's level."""
        return [HUMAN if kind == REMOTE else kind for kind in self.state.kinds]

    # The deal --------------------------------------------------------------------------------
    def _view(self) -> View:
        view = self.state.view
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

    def view(self, seat: int) -> View:
        """This seat's view; any other seat's is not this table's to see."""
        if seat != self.seat:
            raise NotSeated(f"a remote table sees seat {self.seat}'s cards only, not seat {seat}'s")
        return self._view()

    def table_view(self, viewer: int) -> View:
        return self.view(viewer)

    def legal(self) -> list[Action]:
        """This seat's legal moves, as the host's engine listed them (none when not its turn)."""
        read = (_readable(self, text) for text in self.state.legal)
        return [action for action in read if action is not None]

    def parse_action(self, notation: str) -> Action:
        return self.rules.parse_action(notation)

    def action_words(self, action: Action, view: View) -> str:
        return self.rules.action_words(action, view, self.names())

    def opening_events(self) -> list[Event]:
        """None here: a deal's opening arrives from the host with the other events."""
        return []

    def why_illegal(self, action: Action) -> str | None:
        """None for a move the host listed as legal; else why it cannot be sent now (the host
        judges: it refuses anything else with its rule's words)."""
        if str(action) in self.state.legal:
            return None
        if not self.state.legal:
            return _("It is not your turn.")
        return _("That move is not among the legal moves now.")

    def apply(self, action: Action) -> list[Event]:
        """Send the move to the host; its events come back through ``take_events``."""
        self.joined.send(str(action))
        return []

    # Undo and the match ----------------------------------------------------------------------
    @property
    def undo_allowed(self) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def why_no_undo(self) -> str | None:
        return _("Undo is off at a table with several people.")

    def save(self) -> str | None:
        """Nothing to save here: the host keeps the match (and autosaves it)."""
        return None

    @property
    def recorded_game(self) -> None:
        """None: the host's history records the match, not each joiner's."""
        return None

    def retelling(self, viewer: int) -> None:
        """None: a joiner has no deal origin to replay; its log is built from the events sent."""
        return None

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
