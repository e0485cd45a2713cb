"""The table's turn flow: whose turn it is, dealing in, performing a move and animating it,
the bots' and the hint's answers, undo, and the deal's end. It changes the game only through
the source's ``apply`` (``perform``) and ``undo_to_last_human_move`` (``undo``)."""

from __future__ import annotations

from typing import Protocol

from ...ai import Decision
from ...engine import Action, IllegalAction, View
from ...engine.events import Event, Moved, Revealed
from ...i18n import _, fill
from ...play.reasons import reason_words
from ...play.refusals import refusal_words
from ...play.source import TableSource
from ..context import AppContext
from ..scene import Push, Replace, Transition
from ..widgets import Button
from .adapter import ExtraTool, TableAdapter
from .animation import AnimContext, Timeline
from .choreography import steps_for, visible_card
from .display import Display
from .gestures import Attempt, Gesture, Slot
from .hint_desk import HintDesk
from .input import Interaction
from .layout import Layout
from .move_logging import TableLogger
from .round_end import RoundEnd
from .toast import Toast
from .words.move_words import table_move_words

Key = tuple[int, int]  # (rounds finished, turn): one turn of the match


class TurnHost(Protocol):
    """The table the turns are played at (the scene): who looks, where things lie, its buttons,
    and what only it does (a new viewer, a new layout, the buttons placed, the save)."""

    @property
    def viewer(self) -> int: ...
    @property
    def clock(self) -> float: ...
    @property
    def hand_passing(self) -> bool: ...
    @property
    def layout(self) -> Layout: ...

    buttons: list[Button]
    next_viewer: int | None

    def relayout(self, final: View | None = None) -> None: ...
    def set_viewer(self, seat: int) -> None: ...
    def place_buttons(self) -> None: ...
    def announce_ready(self) -> None: ...
    def autosave(self) -> None: ...
    def show_toast(self, message: str, tone: str = "error") -> None: ...


class Focus(Protocol):
    """What the turns do to the input (``TableInput``): its focus moved or dropped, a drag let go."""

    def refocus(self) -> None: ...
    def focus_on(self, target: Slot | Gesture | None) -> None: ...
    def drop_drag(self) -> None: ...


class TurnFlow:
    """The turn the table is at: ``synced`` once the display shows the source's view again
    (the animations landed), ``turn_key`` the human turn the gestures were made for. Given the
    table (``TurnHost``) and, directly, the parts it works with."""

    def __init__(
        self,
        table: TurnHost,
        *,
        ctx: AppContext,
        source: TableSource,
        adapter: TableAdapter,
        display: Display,
        timeline: Timeline,
        interaction: Interaction,
        focus: Focus,
        toast: Toast,
        hints: HintDesk,
        logger: TableLogger,
        round_end: RoundEnd,
    ) -> None:
        self.table = table
        self.ctx, self.source, self.adapter = ctx, source, adapter
        self.display, self.timeline, self.interaction = display, timeline, interaction
        self.focus, self.toast = focus, toast
        self.hints = hints
        self.logger, self.round_end = logger, round_end
        self.synced = True
        self.turn_key: Key | None = None  # (deal, turn) the interaction was built for
        self.thinking_seat: int | None = None
        self.instruction = ""  # what the player to move can do, set at the start of their turn

    # Keys ------------------------------------------------------------------------------
    def current_key(self) -> Key:
        source = self.source
        return (source.progress.rounds_done, source.turn)

    def move_key(self) -> Key:
        """The round and the number of moves made in its deal: where an undo lands."""
        source = self.source
        return (source.progress.rounds_done, source.moves_made)

    def accepting(self) -> bool:
        """A person at the screen may act: their turn, shown to them, with everything landed and
        no move of theirs still with the host (a refused one is said before the next click)."""
        t, source = self.table, self.source
        return (
            self.synced
            and not self.timeline.busy
            and not source.over
            and not source.awaiting_host
            and source.is_human(source.to_move)
            and source.to_move == t.viewer
            and t.next_viewer is None
            and self.turn_key == self.current_key()
        )

    def forget_turn(self) -> None:
        """The gestures were made for a turn that is gone (a new viewer, a move, an undo)."""
        self.turn_key = None

    def _turn_gone(self) -> None:
        """A move was made (here or elsewhere): its gestures, move buttons, focus and hint go."""
        t = self.table
        self.interaction.clear()
        # The mover's move buttons go with their turn, greyed choices too (a person who is out
        # keeps theirs).
        t.buttons = [b for b in t.buttons if not isinstance(b.value, Gesture | ExtraTool | Attempt)]
        self.focus.focus_on(None)
        self.turn_key = None
        self.hints.drop()

    # Animation -------------------------------------------------------------------------
    def anim_ctx(self) -> AnimContext:
        return AnimContext(self.display, self.table.layout, self.ctx.play, self.source.name)

    def skip(self) -> None:
        self.timeline.skip(self.anim_ctx())

    def _cut_if_instant(self) -> None:
        """With instant animations every movement lands at once (its sounds still play); the
        pauses that pace the game (a bot's move, a round's end) are not animations and stay."""
        if self.ctx.settings.instant_animations:
            self.skip()

    def _seen(self, events: list[Event]) -> list[Event]:
        """The events the people at the screen may watch: a card revealed to one seat only (the
        2♠ look, one's own hand on declaring) turns up only for that seat, or for watchers."""
        source = self.source
        if source.spectating or source.sees_all:
            return events
        return [e for e in events if not isinstance(e, Revealed) or e.seen_by(self.table.viewer)]

    # The deal ------------------------------------------------------------------------
    def deal_in(self) -> None:
        """Rewind the display to before the deal, then animate the opening events forward."""
        t, source, display = self.table, self.source, self.display
        events = source.opening_events()
        final = source.table_view(t.viewer)
        for event in reversed(events):
            if isinstance(event, Moved):
                display.take(str(event.target), visible_card(event, final))
                display.put(str(event.source), None)
            elif isinstance(event, Revealed):
                cards = display.zones.get(str(event.zone), [])
                if event.card in cards:
                    cards[cards.index(event.card)] = None
        # Zones the deal fills from (a deck) may be new: lay them out.
        t.relayout()
        names = source.names()
        self.timeline.add(
            steps_for(self._seen(events), final, names, True, self.adapter.phrases), self.ctx.speed
        )
        self._cut_if_instant()
        self.synced = False
        self.logger.dealt(events)
        self.ctx.play("shuffle")

    # Playing -------------------------------------------------------------------------
    def perform(self, action: Action) -> None:
        """Apply one action for the seat to move (human or bot) and queue its animation."""
        t, source = self.table, self.source
        seat = source.to_move
        source.hand_order.checkpoint(self.move_key())
        try:
            events = source.apply(action)
        except IllegalAction as error:
            t.show_toast(refusal_words(error))
            return
        self.ctx.record_action(
            {"seat": seat, "name": source.name(seat), "action": str(action), "turn": source.turn}
        )
        self._turn_gone()
        self.toast.clear()
        if events is None:
            return  # sent to the host that judges it: its events arrive (``arrived``)
        self._animate(events)
        t.autosave()

    def _animate(self, events: list[Event]) -> None:
        t, source = self.table, self.source
        final = source.table_view(t.viewer)
        if self.adapter.relayout_on_move:
            t.relayout(final)
        names = source.names()
        self.timeline.add(
            steps_for(self._seen(events), final, names, phrases=self.adapter.phrases), self.ctx.speed
        )
        self._cut_if_instant()
        self.synced = False

        def view_of(seat: int) -> View:
            # A seat played elsewhere (across the room) is known here only as this table shows it.
            return source.view(seat) if source.plays_here(seat) else final

        self.logger.move(events, final, source.moves_made - 1, view_of)

    # Hint and undo -------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """Ask the hint level, on its own worker, what it would play from the viewer's seat."""
        if not self.accepting():
            return
        hints = self.hints
        if hints.ask(self.current_key(), self.source, self.table.viewer):
            self.toast.clear()
        elif hints.hinted is not None:
            # Already asked this turn: its words again once they have faded (still thinking: wait).
            self._show_hint(hints.hinted)

    def _show_hint(self, decision: Decision) -> None:
        """The hinted move focused and outlined, and its words with their reason."""
        t, source = self.table, self.source
        for gesture in self.interaction.gestures:
            if gesture.action == decision.action:
                self.interaction.deselect()
                self.focus.focus_on(gesture.picks[0] if gesture.picks else gesture)
                break
        words = table_move_words(source, decision.action, source.view(t.viewer))
        reason = reason_words(decision.reason)  # the player's language and card letters
        t.show_toast(fill(_("Hint: {move} — {reason}"), move=words, reason=reason), tone="hint")

    def undo(self) -> None:
        """Take back the human's last move and the bots' replies (one human against bots)."""
        t, source = self.table, self.source
        refusal = source.why_no_undo()
        if refusal is not None:
            t.show_toast(refusal)
            return
        self.skip()
        self.hints.drop()
        taken_back = source.undo_to_last_human_move()
        if taken_back is not None:
            self._taken_back(taken_back)
        # else asked of the host: its answer comes as an arrival (``_take_arrivals``)

    def _taken_back(self, taken_back: int) -> None:
        """The table stands where the undo left the game: shown as it is, the log's lines of
        the moves taken back gone, the hand in the order it had then."""
        t, source = self.table, self.source
        source.hand_order.restore(self.move_key())
        self.focus.drop_drag()
        self.interaction.clear()
        self.focus.focus_on(None)
        self.turn_key = None
        self.toast.clear()
        self.display.sync(source.table_view(t.viewer))
        t.relayout()
        self.synced = True
        self.logger.taken_back(taken_back)
        t.autosave()
        self.ctx.play("click")

    # Frame -----------------------------------------------------------------------------
    def advance(self, dt: float) -> Transition | None:
        """One frame of the game: the animations, then (all landed) the hint, the turn or the end."""
        timeline = self.timeline
        if self.round_end.fast_forward and timeline.busy:
            self.skip()
        timeline.update(dt, self.anim_ctx())
        if not timeline.busy and not self.synced:
            # Animations landed: the display becomes the authoritative view again.
            self.display.sync(self.source.table_view(self.table.viewer))
            self.synced = True
            if self.adapter.relayout_after_animation:
                self.table.relayout()
        return None

    def next(self, dt: float) -> Transition | None:
        """Once the display shows the source's view: the hint's answer, then the deal's end or the turn."""
        if not self.synced:
            return None
        decision = self.hints.poll(self.current_key(), self.ctx.lockstep)
        if decision is not None:
            self._show_hint(decision)
        if self._take_arrivals():
            return None
        if self.source.over:
            return self._wind_up(dt)
        return self._next_turn()

    def _take_arrivals(self) -> bool:
        """Moves judged elsewhere (a joiner's table): a refusal's words, then the next move
        that has come, animated and logged as it lands; whether one was."""
        t, source = self.table, self.source
        for words in source.news():
            t.show_toast(words, tone="hint")
        for words in source.refused():
            t.show_toast(words)
        taken_back = source.taken_back()
        if taken_back is not None:
            self._turn_gone()
            self._taken_back(taken_back)
            return True
        events = source.arrived()
        if events is None:
            return False
        self._turn_gone()
        self._animate(events)
        return True

    def _holds_round_end(self) -> bool:
        """A game may show the round's end at the table (the winning hand, the points
        itemised) until a person presses Continue; when only bots play, for a while."""
        t, end = self.table, self.round_end
        if not self.adapter.holds_round_end or end.fast_forward or end.seen:
            return False
        if self.source.spectating:
            return end.held_for_bots(self.ctx.speed)
        if not any(button.value == "continue" for button in t.buttons):
            t.buttons = [end.continue_button(t.layout)]
            t.announce_ready()
        return True

    def _wind_up(self, dt: float) -> Transition | None:
        t, source = self.table, self.source
        self.thinking_seat = None
        t.buttons = [b for b in t.buttons if b.value == "continue"]
        if self.round_end.paused(dt, self.adapter.end_pause, self.ctx.speed):
            return None
        if self._holds_round_end():
            return None
        record = source.finish_round()
        if record is None:
            return None  # the host's record of the round is on its way
        t.autosave()  # the finished round is kept; a finished match removes the save
        game = source.recorded_game
        if game is not None:
            self.ctx.history.round_finished(game)
        return Replace(source.scoreboard, session=source, record=record, log=self.logger.log)

    def _next_turn(self) -> Transition | None:
        t, source = self.table, self.source
        seat = source.to_move
        if not source.plays_here(seat) or source.awaiting_host:
            # Moved elsewhere (a computer's move at the host, a player's at another window) or
            # this seat's move is with the host: it arrives. Nobody is seen thinking for a person
            # whose line has gone: the table waits for them.
            self.thinking_seat = None if seat == t.viewer or source.away(seat) else seat
            return None
        # A seat played here is a person's at this window.
        self.thinking_seat = None
        if seat != t.viewer:
            if t.hand_passing:
                t.next_viewer = seat
                note = self.adapter.curtain_note(source.view(seat), source.name)
                return Push("curtain", player=source.name(seat), note=note, table=t)
            t.set_viewer(seat)
        key = self.current_key()
        if self.turn_key != key:
            self.turn_key = key
            legal = source.legal()
            self.interaction.refresh(legal, self.display, t.viewer, source.names())
            view = source.view(t.viewer)
            self.instruction = self.adapter.instruction(legal, view, source.name)
            t.place_buttons()
            self.focus.refocus()
            t.announce_ready()
        return None
