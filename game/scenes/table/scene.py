"""The table scene: shows a deal, animates its events, and takes the humans' moves.

The engine state changes only in ``perform``, through ``Session.apply`` with an
action chosen from the legal list (a human's gesture or a bot's decision).
What is drawn comes from ``rules.view(state, viewer)``; the viewer is the human
whose turn it is (hot-seat), or the only human. When bots play alone the table
is oriented for seat 0 and shows every hand (``rules.spectator_view``).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...ai import Decision
from ...engine import IllegalAction, NotationError
from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.events import Event, Moved, Revealed
from ...engine.rules import Direction, MatchMode
from ...engine.view import View
from ...engine.zones import SharedKind, hand_zone
from ..context import AppContext
from ..scene import Push, Replace, Reset, Scene, Transition
from ..widgets import Button, button_at, update_hover
from .adapter import ExtraTool, adapter_for
from .animation import AnimContext, Timeline
from .bots import bot_runner
from .choreography import steps_for, visible_card
from .debug import debug_layout
from .display import Display
from .gestures import Attempt, Gesture, Slot, slot_matches
from .hand_drag import HandDrag
from .hand_order import SortBy
from .input import Interaction, Outcome
from .key_help import table_keys
from .layout import Layout, compute_layout
from .log import (
    LogLine,
    MoveLog,
    describe,
    describe_private_reveal,
    move_lines,
    revealing_announcement,
)
from .move_buttons import hotkey, lay_out
from .pointer import Drag, hit_test
from .refusals import refusal_words, with_suit_glyphs
from .render import TableRenderer, zone_sort_key
from .resume import save_session
from .session import Session

THINK_TIME = 0.55  # seconds a bot visibly thinks at speed 1, so a human can follow
END_PAUSE = 1.0  # seconds between the last animation of a deal and the scoreboard
ROUND_END_TIME = 6.0  # seconds a round's end panel stays up when only bots play (people press Continue)
CONTINUE = "Continue (Enter)"
TOAST_TIME = 3.5
HINT_TIME = 9.0  # a hint's words stay up long enough to read
HINT_LEVEL = "hard"  # the Hint button shows what this level would play
# The buttons of a person who is out while bots play on, with their keys.
FAST_FORWARD, LEAVE = "Fast-forward (F)", "Leave the deal (L)"
OUT_KEYS = {pygame.K_f: "fast", pygame.K_l: "leave"}
# Sorting one's hand: the buttons beside the name plate and their keys.
SORT_KEYS = {pygame.K_s: SortBy.SUIT, pygame.K_r: SortBy.RANK}
SORT_LABELS = {SortBy.SUIT: "By suit (S)", SortBy.RANK: "By rank (R)"}


def _knowers(event: Moved, view_of: Callable[[int], View]) -> tuple[int, ...]:
    """The seats that know the moved card without being shown it: the seat it went to, and the
    one whose hand it left (a card taken from your hand is one you held), each while that seat
    sees its own hand (a game may hide it, until a declaration)."""
    if event.card is None:
        return ()
    seats: list[int] = []
    receiver, giver = event.target.seat, event.source.seat
    if receiver is not None:
        seats.append(receiver)
    if giver is not None and event.source.kind == SharedKind.HAND and giver != receiver:
        seats.append(giver)
    return tuple(seat for seat in seats if None not in view_of(seat).zones.get(hand_zone(seat), ()))


class TableScene(Scene):
    name = "table"

    def __init__(
        self, ctx: AppContext, session: Session, log: MoveLog | None = None, resumed: bool = False
    ) -> None:
        super().__init__(ctx)
        self.session = session
        self.resumed = resumed  # continuing a saved game: no deal animation, the table as it stood
        self.log = log if log is not None else MoveLog()
        self.timeline = Timeline()
        self.renderer = TableRenderer()
        # Each its own worker process (started on its first question), so a hint never waits
        # on a bot's search and a table without hints never starts the second.
        self.bots = bot_runner(session.rules)
        self.hints = bot_runner(session.rules)
        self._hint_key: tuple[int, int] | None = None
        self._save_warned = False
        self.hinted: Decision | None = None
        self.adapter = adapter_for(session.rules)  # all the table knows of its game
        self.interaction = Interaction(self.adapter)
        self._layout_key: object = None  # what the last layout was computed for
        self.viewer = self._first_viewer()
        self.display = Display(session.table_view(self.viewer), self._arrange, self._groups)
        self.layout: Layout = self._compute_layout()
        self.buttons: list[Button] = []
        self.drag: Drag | None = None
        self.hand_drag: HandDrag | None = None  # the dragged card is one's own, making its way along
        # The keyboard focus: a card or zone, or a move button's gesture.
        self.focus: Slot | Gesture | None = None
        self._focus_was_shown = False  # drawn last frame: the first arrow only reveals it
        self.toast = ""
        self.toast_tone = "error"  # "error" (red) or "hint" (calm)
        self._toast_left = 0.0
        self.clock = 0.0
        self._synced = True
        self._turn_key: tuple[int, int] | None = None  # (deal, turn) the interaction was built for
        self._bot_started = 0.0
        self._bot_decision: Decision | None = None
        self._end_wait = 0.0
        self._next_viewer: int | None = None
        self.thinking_seat: int | None = None
        self.instruction = ""  # what the player to move can do, set at the start of their turn
        self.fast_forward = False  # every person is out: the bots finish without pauses
        self.round_end_seen = False  # Continue pressed on the round's end panel
        self.menu_button = Button("Menu (Esc)", pygame.Rect(0, 0, 130, 34), "menu", size=16)
        self.hint_button = Button("Hint (H)", pygame.Rect(0, 0, 100, 34), "hint", size=16)
        self.undo_button = Button("Undo (U)", pygame.Rect(0, 0, 100, 34), "undo", size=16)
        self._sorters = [Button(SORT_LABELS[by], pygame.Rect(0, 0, 0, 0), by, size=14) for by in SortBy]

    # Lifecycle -------------------------------------------------------------------
    def key_help(self) -> list[tuple[str, str]]:
        return table_keys(self.adapter.help_keys)

    def enter(self) -> None:
        self._place_menu_button()
        if self.resumed:
            self._continue_saved()
        else:
            self._deal_in()
        self._autosave()
        self.ctx.history.playing(self.session, resumed=self.resumed)
        if self._hides_hands_between_humans() and self.session.is_human(self.viewer):
            # Several people at one screen: the first hand shown is only for its owner.
            self._next_viewer = self.viewer
            self.request(Push("curtain", player=self.session.name(self.viewer), table=self))

    def _hides_hands_between_humans(self) -> bool:
        return len(self.session.humans()) >= 2 and not self.session.sees_all

    def _continue_saved(self) -> None:
        session = self.session
        self.display.sync(session.table_view(self.viewer))
        self.layout = self._compute_layout()
        if not self.log.lines:
            self._retell()
        self.log.add(
            LogLine(
                f"Deal #{session.seed} continued at turn {session.state.turn}: {session.variant.name}",
                strong=True,
            )
        )

    def _autosave(self) -> None:
        """After every move, so closing the window (or a crash) loses nothing. Not in the
        smoke run, which must never touch a player's saved game."""
        if self.ctx.launch.smoke:
            return
        problem = save_session(self.session)
        if problem is not None and not self._save_warned:
            self._save_warned = True
            self.show_toast(problem)

    def exit(self) -> None:
        self.bots.shutdown()
        self.hints.shutdown()

    def resume(self) -> None:
        if self._pending is not None:
            # Restarted from the pause menu over the curtain: the next hand is never shown.
            return
        if self._next_viewer is not None:
            if self._next_viewer != self.viewer:
                self.set_viewer(self._next_viewer)
            self._next_viewer = None
        # Settings may have changed the card size while paused.
        self.resized(self.ctx.size)

    def resized(self, size: tuple[int, int]) -> None:
        self.layout = self._compute_layout()
        self._place_buttons()

    def _place_menu_button(self) -> None:
        tools, px = self.layout.tools, self.layout.px
        self.menu_button.rect = pygame.Rect(tools.right - px(130), tools.y, px(130), tools.height)
        self.hint_button.rect = pygame.Rect(tools.right - px(240), tools.y, px(100), tools.height)
        self.undo_button.rect = pygame.Rect(tools.right - px(350), tools.y, px(100), tools.height)
        for button in (self.menu_button, self.hint_button, self.undo_button):
            button.size = px(16)

    @property
    def tool_buttons(self) -> list[Button]:
        """Menu always; Hint when someone plays (live on their turn); Undo when one human plays bots."""
        self.hint_button.enabled = self.accepting_input
        self.undo_button.enabled = self.session.can_undo()
        tools = [self.menu_button]
        if not self.session.spectating:
            tools.append(self.hint_button)
        if self.session.undo_allowed:
            tools.append(self.undo_button)
        return tools

    # The player's own hand order (hand_order.py) ---------------------------------------
    @property
    def sort_buttons(self) -> list[Button]:
        """The "By suit" and "By rank" buttons beside the viewer's plate, while a person holds the hand;
        the sort the hand follows is drawn as chosen."""
        if not self._can_arrange() or not self.layout.sorter.width:
            return []
        area = self.layout.sorter
        width = (area.width - 4) // 2
        sorted_by = self.session.hand_order.sorted_by(self._hand_seat())
        for i, button in enumerate(self._sorters):
            button.rect = pygame.Rect(area.x + i * (width + 4), area.y, width, area.height)
            button.size = self.layout.px(14)
            button.active = button.value == sorted_by
        return self._sorters

    def _hand_seat(self) -> int:
        """The viewer's match seat: orders stay with their person when seats renumber after eliminations."""
        return self.session.match.to_match_seat(self.viewer)

    def _can_arrange(self) -> bool:
        """A person holds the hand and sees it (a hand face down to its owner, as before a
        declaration, has nothing to sort by)."""
        session = self.session
        hand = self.display.zones.get(f"hand:{self.viewer}")
        return (
            not session.spectating
            and session.is_human(self.viewer)
            and self._next_viewer is None
            and hand is not None
            and None not in hand
        )

    def _arrange(self, zone: str, cards: list[Card | None]) -> list[int] | None:
        """The display's arranger: the viewer's hand in its player's order, other zones as they are."""
        if zone != f"hand:{self.viewer}" or None in cards or self.session.spectating:
            return None
        return self.session.hand_order.arrange(self._hand_seat(), cards)

    def _groups(self, zone: str, cards: list[Card | None]) -> tuple[int, ...]:
        """Where the groups the viewer's hand was arranged in start, as it is shown now."""
        if zone != f"hand:{self.viewer}" or self.session.spectating:
            return ()
        return self.session.hand_order.breaks(self._hand_seat(), cards)

    def sort_hand(self, by: SortBy) -> None:
        self.session.hand_order.sort(self._hand_seat(), by)
        self._hand_rearranged()

    def arrange_hand(self, cards: list[Card], groups: list[list[Card]] | None = None) -> None:
        """Show the viewer's hand in exactly this order, ``groups`` set apart (a game's
        arranging: its melds); see ``HandOrder.set``."""
        self.session.hand_order.set(self._hand_seat(), cards, groups or ())
        self._hand_rearranged()

    def _hand_rearranged(self) -> None:
        """Cards changed places: the gestures found them by place, so they are found again.
        Saved at once, so a game continued later shows the hand as its player left it."""
        self.display.rearrange(f"hand:{self.viewer}")
        self._refresh_gestures()
        self._autosave()

    def _start_drag(self, slot: Slot, pos: tuple[int, int]) -> None:
        cards = self.display.zones.get(slot[0], [])
        card = cards[slot[1]] if 0 <= slot[1] < len(cards) else None
        self.drag = Drag(slot, card, pos, pos)
        own = slot[0] == f"hand:{self.viewer}" and self._can_arrange()
        order = self.session.hand_order
        self.hand_drag = HandDrag(order, self._hand_seat(), self.display, slot[0], slot[1]) if own else None

    def _drag_to(self, pos: tuple[int, int]) -> None:
        """The pointer moved with a card held: a card of one's hand makes its way along the hand."""
        drag, along = self.drag, self.hand_drag
        if drag is None or along is None or not drag.active:
            return
        if along.follow(along.place(self.layout, pos, self._hit(pos))):
            drag.slot = (along.zone, along.index)
            self._refresh_gestures()

    def _drop_on_hand(self, drag: Drag, pos: tuple[int, int]) -> bool:
        """A card of one's hand let go over the hand stays where it was shown; False if it was
        let go elsewhere (the hand goes back as it was, and the drop plays as usual)."""
        along, self.hand_drag = self.hand_drag, None
        if along is None or not drag.active:
            return False
        if along.place(self.layout, pos, self._hit(pos)) is None:
            if along.cancel():
                self._refresh_gestures()
            drag.slot = (along.zone, along.home)
            return False
        self._drag_to(pos)
        if along.moved:
            self.ctx.play("click")
        self.interaction.selected = []
        self._hand_rearranged()
        return True

    def _refresh_gestures(self) -> None:
        if self.accepting_input:
            self.interaction.refresh(self.session.legal(), self.display, self.viewer)
            self.focus = next(iter(self.focus_options()), None)

    # Viewer ------------------------------------------------------------------------
    def _first_viewer(self) -> int:
        humans = self.session.humans()
        if not humans:
            return 0
        seat = self.session.to_move
        return seat if seat in humans else humans[0]

    def set_viewer(self, seat: int) -> None:
        self.viewer = seat
        self.timeline.skip(self._anim_ctx())
        self.display.sync(self.session.table_view(seat))
        self.layout = self._compute_layout()
        self._turn_key = None

    def _compute_layout(self, final: View | None = None) -> Layout:
        """The layout for the zones shown, and those ``final`` (a move's outcome) brings."""
        zones: dict[str, list[Card | None]] = dict(self.display.zones)
        if final is not None:
            for zone, cards in final.zones.items():
                if len(cards) > len(zones.get(str(zone), ())):
                    zones[str(zone)] = list(cards)
        melds = self.adapter.meld_sizes(zones)
        size, card_size = self.ctx.size, str(self.ctx.settings.card_size)
        key = (size, tuple(zones), None if melds is None else tuple(melds.items()), self.viewer, card_size)
        if key != self._layout_key:
            # The same zones give the same layout: a move that changes no zone costs nothing.
            self._layout_key = key
            players = self.session.players
            self._layout = compute_layout(
                size, list(zones), players, self.viewer, card_size, melds, self.adapter.layout_plan
            )
        return self._layout

    def _cut_if_instant(self) -> None:
        """With instant animations every movement lands at once (its sounds still play); the
        pauses that pace the game (a bot's move, a round's end) are not animations and stay."""
        if self.ctx.settings.instant_animations:
            self.timeline.skip(self._anim_ctx())

    def _anim_ctx(self) -> AnimContext:
        return AnimContext(self.display, self.layout, self.ctx.play, self.session.name)

    # The deal ------------------------------------------------------------------------
    def _deal_in(self) -> None:
        """Rewind the display to before the deal, then animate the opening events forward."""
        events = self.session.opening_events()
        final = self.session.table_view(self.viewer)
        for event in reversed(events):
            if isinstance(event, Moved):
                self.display.take(str(event.target), visible_card(event, final))
                self.display.put(str(event.source), None)
            elif isinstance(event, Revealed):
                cards = self.display.zones.get(str(event.zone), [])
                if event.card in cards:
                    cards[cards.index(event.card)] = None
        # Zones the deal fills from (a deck) may be new: lay them out.
        self.layout = self._compute_layout()
        names = self.session.names()
        self.timeline.add(
            steps_for(self._seen(events), final, names, True, self.adapter.phrases), self.ctx.speed
        )
        self._cut_if_instant()
        self._synced = False
        match = self.session.match
        round_words = f", round {len(match.rounds) + 1}" if match.elimination else ""
        self.log.add(
            LogLine(f"Deal #{self.session.seed}{round_words}: {self.session.variant.name}", strong=True)
        )
        for event in events:
            if not isinstance(event, Moved | Revealed):
                line = describe(event, names, self.adapter.phrases)
                if line is not None:
                    self.log.add(line)
        self.ctx.play("shuffle")

    # Playing -------------------------------------------------------------------------
    def perform(self, action: Action) -> None:
        """Apply one action for the seat to move (human or bot) and queue its animation."""
        session = self.session
        seat = session.to_move
        session.hand_order.checkpoint(self._move_key())
        try:
            events = session.apply(action)
        except IllegalAction as error:
            self.show_toast(refusal_words(error))
            return
        self.ctx.record_action(
            {"seat": seat, "name": session.name(seat), "action": str(action), "turn": session.state.turn}
        )
        self.interaction.clear()
        # The mover's move buttons go with their turn, greyed choices too (a person who is out
        # keeps theirs).
        self.buttons = [b for b in self.buttons if not isinstance(b.value, Gesture | ExtraTool | Attempt)]
        self.focus = None
        self._turn_key = None
        self.toast = ""
        self._drop_hint()
        self._animate(events)
        self._autosave()

    def _animate(self, events: list[Event]) -> None:
        final = self.session.table_view(self.viewer)
        if self.adapter.relayout_on_move:
            self.layout = self._compute_layout(final)
        names = self.session.names()
        self.timeline.add(
            steps_for(self._seen(events), final, names, phrases=self.adapter.phrases), self.ctx.speed
        )
        self._cut_if_instant()
        self._synced = False
        self._log_move(events, final, len(self.session.state.log) - 1, self.session.view)

    def _seen(self, events: list[Event]) -> list[Event]:
        """The events the people at the screen may watch: a card revealed to one seat only (the
        2♠ look, one's own hand on declaring) turns up only for that seat, or for watchers."""
        if self.session.spectating or self.session.sees_all:
            return events
        return [e for e in events if not isinstance(e, Revealed) or e.seen_by(self.viewer)]

    def _curtain_note(self, seat: int) -> str:
        """What the curtain tells the person coming to the screen: why it is their decision."""
        return self.adapter.curtain_note(self.session.view(seat), self.session.name)

    def _log_move(self, events: list[Event], final: View, index: int, view_of: Callable[[int], View]) -> None:
        """The log lines of the deal's action ``index``, tagged so an undo can take them back.
        ``view_of(seat)`` is a seat's view after the action: a card drawn into a hand its owner
        cannot see yet (before a declaration that shows it) is not named to them either."""
        names = self.session.names()
        move = (len(self.session.match.rounds), index)
        grouped = self.adapter.log_lines(events, names, final)
        if grouped is not None:
            for words in grouped:
                self.log.add(words, move)
        else:

            def public(event: Moved) -> Card | None:
                return self._public_card(event, final)

            def knowers(event: Moved) -> tuple[int, ...]:
                return _knowers(event, view_of)

            for line in move_lines(events, names, public, knowers, self.adapter.phrases):
                self.log.add(line, move)
        for line in self.adapter.log_notes(events, names, final):
            self.log.add(line, move)
        private = [e for e in events if isinstance(e, Revealed) and e.audience]
        if private:
            # A reveal to some seats only, after what caused it (the declaration, the 2♠ laid):
            # its cards named to that audience alone, on the line of what caused it.
            cause = revealing_announcement(events, private[0].audience[0], self.adapter.phrases)
            last = self.log.lines[-1] if self.log.moves and self.log.moves[-1] == move else None
            told = describe(cause, names, self.adapter.phrases) if cause is not None else None
            if last is not None and told is not None and last.public == told.public:
                self.log.replace_last(describe_private_reveal(private, names, last))
            else:
                self.log.add(describe_private_reveal(private, names), move)

    def _retell(self) -> None:
        """A continued game's log: the deal so far, replayed from its origin (the same seed
        and actions give the same events), as this screen would have logged it."""
        session = self.session
        origin = session.state.origin
        if origin is None:
            return
        state = origin.clone()
        names = session.names()
        self.log.add(LogLine(f"Deal #{session.seed}: {session.variant.name}", strong=True))
        for event in session.rules.opening_events(state):
            line = (
                None if isinstance(event, Moved | Revealed) else describe(event, names, self.adapter.phrases)
            )
            if line is not None:
                self.log.add(line)
        rules = session.rules

        def view_of(seat: int) -> View:
            return rules.view(state, seat)

        for index, action in enumerate(session.state.log):
            events = rules.apply(state, action)
            final = (
                rules.spectator_view(state, self.viewer)
                if session.spectating
                else rules.view(state, self.viewer)
            )
            self._log_move(events, final, index, view_of)

    def _public_card(self, event: Moved, final: View) -> Card | None:
        """The card the move's log line may name for everyone at the screen."""
        if self.session.sees_all:
            return event.card
        if self.session.spectating:
            return visible_card(event, final)  # watchers see what any seat sees
        return event.card if event.shown else None

    def show_toast(self, message: str, tone: str = "error") -> None:
        self.toast = with_suit_glyphs(message)
        self.toast_tone = tone
        self._toast_left = HINT_TIME if tone == "hint" else TOAST_TIME
        self.ctx.play("click")

    # Hint and undo -------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """Ask the hint level, on its own worker, what it would play from the viewer's seat."""
        if not self.accepting_input:
            return
        key = self._current_key()
        if self._hint_key == key:
            # Already asked this turn: its words again once they have faded (still thinking: wait).
            if self.hinted is not None:
                self._show_hint(self.hinted)
            return
        self._hint_key = key
        self.hinted = None
        session = self.session
        self.hints.start(key, HINT_LEVEL, session.view(self.viewer), session.legal(), session.bot_rng())
        self.toast = ""

    def _poll_hint(self) -> None:
        key = self._hint_key
        if key is None or self.hinted is not None:
            return
        if key != self._current_key():
            self._drop_hint()
            return
        if self.ctx.lockstep:
            self.hints.wait(key)
        decision = self.hints.result(key)
        if decision is None:
            return
        self.hinted = decision
        self._show_hint(decision)

    def _show_hint(self, decision: Decision) -> None:
        """The hinted move focused and outlined, and its words with their reason."""
        for gesture in self.interaction.gestures:
            if gesture.action == decision.action:
                self.interaction.selected = []
                self.focus = gesture.picks[0] if gesture.picks else gesture
                break
        session = self.session
        words = session.rules.action_words(decision.action, session.view(self.viewer), session.names())
        self.show_toast(f"Hint: {words} — {decision.reason}", tone="hint")

    def hinted_slots(self) -> list[Slot]:
        """The card(s) and target of the move the hint suggests, for the table to outline."""
        if self.hinted is None:
            return []
        for gesture in self.interaction.gestures:
            if gesture.action == self.hinted.action and (gesture.picks or gesture.target):
                return [*gesture.picks, *([gesture.target] if gesture.target is not None else [])]
        return self.adapter.action_slots(self, self.hinted.action)

    def _drop_hint(self) -> None:
        self.hints.cancel()
        self._hint_key = None
        self.hinted = None

    def undo(self) -> None:
        """Take back the human's last move and the bots' replies (one human against bots)."""
        session = self.session
        refusal = session.why_no_undo()
        if refusal is not None:
            self.show_toast(refusal)
            return
        self.timeline.skip(self._anim_ctx())
        self.bots.cancel()
        self._bot_decision = None
        self._drop_hint()
        taken_back = session.undo_to_last_human_move()
        session.hand_order.restore(self._move_key())
        self.drag, self.hand_drag = None, None
        self.interaction.clear()
        self.focus = None
        self._turn_key = None
        self.toast = ""
        self.display.sync(session.table_view(self.viewer))
        self.layout = self._compute_layout()
        self._synced = True
        moves = f"{taken_back} move{'s' if taken_back != 1 else ''}"
        self.log.take_back(len(session.match.rounds), len(session.state.log))
        to_play = session.name(session.to_move)
        self.log.add(LogLine(f"Undo: {moves} taken back, {to_play} to play", strong=True))
        self._autosave()
        self.ctx.play("click")

    @property
    def accepting_input(self) -> bool:
        session = self.session
        return (
            self._synced
            and not self.timeline.busy
            and not session.over
            and session.is_human(session.to_move)
            and session.to_move == self.viewer
            and self._next_viewer is None
            and self._turn_key == self._current_key()
        )

    def idle(self) -> bool:
        """The player's turn with every animation landed, no message counting down, no hint on
        its way and nothing dragged: the table looks the same until the player acts."""
        return (
            self.accepting_input
            and self._toast_left <= 0
            and (self._hint_key is None or self.hinted is not None)
            and self.drag is None
            and self._pending is None
        )

    def _current_key(self) -> tuple[int, int]:
        return (len(self.session.match.rounds), self.session.state.turn)

    def _move_key(self) -> tuple[int, int]:
        """The round and the number of moves made in its deal: where an undo lands."""
        return (len(self.session.match.rounds), len(self.session.state.log))

    @property
    def focus_shown(self) -> bool:
        """The focus is drawn once the keyboard is in use (a mouse click hides it again)."""
        return self.ctx.keyboard and self.accepting_input and self.focus is not None

    @property
    def hiding(self) -> bool:
        """The device is passing to another person: every hand is drawn face down under the curtain."""
        return self._next_viewer is not None and self._hides_hands_between_humans()

    @property
    def shown_to_move(self) -> int:
        return self.session.to_move

    @property
    def clockwise(self) -> bool:
        return self.session.rules.direction is Direction.CLOCKWISE

    # Frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> Transition | None:
        transition = self._advance(dt)
        self._focus_was_shown = self.focus_shown  # as the next frame will draw it
        return transition

    def _advance(self, dt: float) -> Transition | None:
        self.clock += dt
        if self._toast_left > 0:
            self._toast_left -= dt
            if self._toast_left <= 0:
                self.toast = ""
        if self.fast_forward and self.timeline.busy:
            self._skip()
        self.timeline.update(dt, self._anim_ctx())
        if not self.timeline.busy and not self._synced:
            # Animations landed: the display becomes the authoritative view again.
            self.display.sync(self.session.table_view(self.viewer))
            self._synced = True
            if self.adapter.relayout_after_animation:
                self.layout = self._compute_layout()
        pending = self.take_pending()
        if pending is not None:
            return pending
        self._offer_way_out()
        if not self._synced:
            return None
        self._poll_hint()
        if self.session.over:
            return self._wind_up(dt)
        return self._next_turn()

    @property
    def people_out(self) -> bool:
        """Every person at the table is out of the deal while bots play on."""
        humans = self.session.humans()
        return bool(humans) and not self.session.over and all(self.seat_out(seat) for seat in humans)

    def _offer_way_out(self) -> None:
        """Once the people are out: Fast-forward to watch the bots finish, or Leave the deal."""
        if not self.people_out or any(button.value in OUT_KEYS.values() for button in self.buttons):
            return
        area, px = self.layout.buttons, self.layout.px
        rects = [pygame.Rect(area.x, area.bottom - (i + 1) * px(52), area.width, px(44)) for i in range(2)]
        self.buttons = [
            Button.fitted(label, rect, value, largest=px(18))
            for rect, (label, value) in zip(rects, ((LEAVE, "leave"), (FAST_FORWARD, "fast")), strict=True)
        ]

    def _way_out(self, value: str) -> None:
        if value == "fast":
            self.fast_forward = True
            self.buttons = [b for b in self.buttons if b.value != "fast"]
            return

        self.request(Reset("menu"))

    @property
    def _continue_shown(self) -> bool:
        return any(button.value == "continue" for button in self.buttons)

    def _holds_round_end(self) -> bool:
        """A game may show the round's end at the table (the winning hand, the points
        itemised) until a person presses Continue; when only bots play, for a while."""
        holds = self.adapter.holds_round_end
        if not holds or self.fast_forward or self.round_end_seen:
            return False
        if self.session.spectating:
            return self._end_wait < (END_PAUSE + ROUND_END_TIME) / self.ctx.speed
        if not self._continue_shown:
            area, px = self.layout.buttons, self.layout.px
            rect = pygame.Rect(area.x, area.bottom - px(52), area.width, px(44))
            self.buttons = [Button.fitted(CONTINUE, rect, "continue", active=True, largest=px(18))]
            self._announce_ready()
        return True

    def _wind_up(self, dt: float) -> Transition | None:
        self.thinking_seat = None
        self.buttons = [b for b in self.buttons if b.value == "continue"]
        self._end_wait += dt
        pause = self.adapter.end_pause
        if self._end_wait < pause / self.ctx.speed and not self.fast_forward:
            return None
        if self._holds_round_end():
            return None
        record = self.session.finish_round()
        self._autosave()  # the finished round is kept; a finished match removes the save
        self.ctx.history.round_finished(self.session)
        return Replace("scoreboard", session=self.session, record=record, log=self.log)

    def _next_turn(self) -> Transition | None:
        session = self.session
        seat = session.to_move
        if session.is_human(seat):
            self.thinking_seat = None
            if seat != self.viewer:
                if self._hides_hands_between_humans():
                    self._next_viewer = seat
                    note = self._curtain_note(seat)
                    return Push("curtain", player=session.name(seat), note=note, table=self)
                self.set_viewer(seat)
            key = self._current_key()
            if self._turn_key != key:
                self._turn_key = key
                legal = session.legal()
                self.interaction.refresh(legal, self.display, self.viewer, session.names())
                view = session.view(self.viewer)
                self.instruction = self.adapter.instruction(legal, view, session.name)
                self._place_buttons()
                self.focus = next(iter(self.focus_options()), None)
                self._announce_ready()
            return None
        self._bot_turn()
        return None

    def _bot_turn(self) -> None:
        session = self.session
        seat = session.to_move
        key = (len(session.match.rounds), session.state.turn)
        self.thinking_seat = seat
        if not self.bots.thinking(key) and self._bot_decision is None:
            level = session.config(seat).kind
            self.bots.start(key, level, session.view(seat), session.legal(), session.bot_rng())
            self._bot_started = self.clock
            self._announce_ready()
            return
        if self._bot_decision is None:
            if self.ctx.lockstep:
                self.bots.wait(key)
            self._bot_decision = self.bots.result(key)
        if self._bot_decision is None:
            return
        if not self.fast_forward and self.clock - self._bot_started < THINK_TIME / self.ctx.speed:
            return
        decision = self._bot_decision
        self._bot_decision = None
        self.thinking_seat = None
        self.perform(decision.action)

    def _announce_ready(self) -> None:
        """Tell the app (screenshots) and the debug layout file that the table is settled."""
        self.ctx.table_ready = True
        if self.ctx.layout_file is not None:
            self.ctx.write_layout(self.debug_layout())

    # Input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            update_hover([*self.buttons, *self.tool_buttons, *self.sort_buttons], event.pos)
            if self.drag is not None:
                self.drag.move(event.pos)
                self._drag_to(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._press(event)
        if event.type == pygame.MOUSEBUTTONUP:
            return self._release(event)
        return False

    def _skip(self) -> None:
        self.timeline.skip(self._anim_ctx())

    def _press(self, event: pygame.event.Event) -> bool:
        if event.button != 1:
            if event.button == 3:
                self.interaction.selected = []
            return True
        if button_at([*self.tool_buttons, *self.sort_buttons], event.pos) is not None:
            return True  # acted on at release
        if self.timeline.busy:
            # A click skips ahead; the state was already changed by the rules, only the
            # animation catches up.
            self._skip()
            return True
        slot = self._hit(event.pos)
        # One's own cards can be dragged to a new place at any time, one's turn or not.
        own = slot is not None and slot[0] == f"hand:{self.viewer}" and self._can_arrange()
        if not self.accepting_input:
            if own and slot is not None:
                self._start_drag(slot, event.pos)
            return True
        if button_at([*self.buttons, *self.tool_buttons], event.pos) is not None:
            return True
        if slot is not None and (
            own
            or slot in self.interaction.playable()
            or self._starts(slot)
            or self.adapter.draggable(self, slot)
        ):
            self._start_drag(slot, event.pos)
        return True

    def _starts(self, slot: Slot) -> bool:
        return any(
            g.picks and g.picks[0][0] == slot[0] and g.picks[0][1] in (-1, slot[1])
            for g in self.interaction.gestures
        )

    def _release(self, event: pygame.event.Event) -> bool:
        if event.button != 1:
            return True
        drag, self.drag = self.drag, None
        tool = button_at(self.tool_buttons, event.pos)
        if tool is not None:
            self._tool(str(tool.value))
            return True
        sorter = button_at(self.sort_buttons, event.pos)
        if sorter is not None:
            self.sort_hand(SortBy(str(sorter.value)))
            return True
        if drag is not None and self._drop_on_hand(drag, event.pos):
            return True
        pressed = button_at(self.buttons, event.pos)
        if pressed is not None and pressed.value in OUT_KEYS.values():
            self._way_out(str(pressed.value))
            return True
        if pressed is not None and pressed.value == "continue":
            self.round_end_seen = True
            return True
        if pressed is not None and isinstance(pressed.value, Attempt) and self.accepting_input:
            # A choice drawn greyed: the rules say why it is refused.
            self.show_toast(self._reason(pressed.value.notation))
            return True
        if not self.accepting_input:
            return True
        own = self.adapter.release(self, event.pos, drag, pressed)
        if own is not None:
            self._outcome(own)
            return True
        if pressed is not None and isinstance(pressed.value, Gesture):
            self._outcome(self.interaction.press(pressed.value))
            return True
        slot = self._hit(event.pos)
        if drag is not None and drag.active:
            if slot is None or slot == drag.slot:
                self.interaction.selected = []
                return True
            self.interaction.selected = []
            first = self.interaction.click(drag.slot)
            if first.kind == "apply":
                # The picked card alone made a move (it had only one); the drop just confirms.
                self._outcome(first)
                return True
            self._outcome(self.interaction.click(slot))
            return True
        if slot is None:
            self.interaction.selected = []
            return True
        self._outcome(self.interaction.click(slot))
        return True

    def _hit(self, pos: tuple[int, int]) -> Slot | None:
        return hit_test(self.layout, self.display, self.zone_order(), pos, set(self.interaction.selected))

    def _outcome(self, outcome: Outcome) -> None:
        if outcome.kind == "apply" and outcome.action is not None:
            self.perform(outcome.action)
        elif outcome.kind in ("select", "clear"):
            if outcome.kind == "select":
                self.ctx.play("click")
                more = self._more_picks()
                if more:
                    self.show_toast(more, tone="hint")
            options = self.focus_options()
            if not self.adapter.keeps_focus or self.focus not in options:
                self.focus = next(iter(options), None)
        elif outcome.kind == "illegal":
            self.show_toast(self._reason(outcome.attempt))

    def _reason(self, attempt: str | None) -> str:
        """The rules' own words for why the attempted move is not allowed."""
        if attempt is None:
            return "That is not a move you can make now."
        try:
            action = self.session.rules.parse_action(attempt)
        except NotationError:
            return "That is not a move you can make now."
        reason = self.session.why_illegal(action)
        if reason is None:
            return "That is not a move you can make now."
        return f"Not allowed: {reason}"

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.interaction.selected:
                self.interaction.selected = []
                self.focus = next(iter(self.focus_options()), None)
            else:
                self._open_pause()
            return True
        if key == pygame.K_SPACE and self.timeline.busy:
            self._skip()
            return True
        if key == pygame.K_u or (key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            if self.session.undo_allowed:
                self.undo()
            return True
        if key == pygame.K_h:
            self.ask_hint()
            return True
        if key in OUT_KEYS and self.people_out:
            self._way_out(OUT_KEYS[key])
            return True
        if key in SORT_KEYS and self._can_arrange():
            self.sort_hand(SORT_KEYS[key])
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self._continue_shown:
            self.round_end_seen = True
            return True
        if not self.accepting_input:
            return True
        own = self.adapter.key(self, key)
        if own is not None:
            self._outcome(own)
            return True
        interaction = self.interaction
        options = self.focus_options()
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            if options and self._focus_was_shown:
                back = key in (pygame.K_LEFT, pygame.K_UP) or bool(event.mod & pygame.KMOD_SHIFT)
                step = -1 if back else 1
                index = options.index(self.focus) if self.focus in options else (-1 if step > 0 else 0)
                self.focus = options[(index + step) % len(options)]
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.focus not in options:
                # The focus was left on something no longer in play: show where it is now.
                self.focus = next(iter(options), None)
            elif isinstance(self.focus, Gesture):
                self._outcome(interaction.press(self.focus))
            elif self.focus is not None:
                self._outcome(interaction.click(self.focus))
            return True
        if pygame.K_1 <= key <= pygame.K_9:
            self._outcome(interaction.choose_target(key - pygame.K_0))
            return True
        if key == pygame.K_d:
            gesture = interaction.draw_gesture()
            if gesture is not None:
                self._outcome(interaction.press(gesture))
            else:
                self._outcome(Outcome("illegal", attempt="draw"))
            return True
        for button in self.buttons:
            if isinstance(button.value, Gesture) and hotkey(button.label) == key:
                self._outcome(interaction.press(button.value))
                return True
        return True

    def focus_options(self) -> list[Slot | Gesture]:
        """What the arrows and Tab move through: the targets of a picked card, or every card
        that starts a move (the viewer's hand first) and then the move buttons."""
        interaction = self.interaction
        own = self.adapter.focus_options(self)
        if own is not None:
            return own
        if interaction.selected:
            return list(interaction.candidates())
        hand = f"hand:{self.viewer}"
        cards = sorted(interaction.playable(), key=lambda s: (s[0] != hand, s[0], s[1]))
        return [*cards, *(b.value for b in self.buttons if isinstance(b.value, Gesture))]

    def _tool(self, value: str) -> None:
        if value == "menu":
            self._open_pause()
        elif value == "hint":
            self.ask_hint()
        elif value == "undo":
            self.undo()

    def _open_pause(self) -> None:
        self.drag, self.hand_drag = None, None
        self.request(Push("pause", table=self))

    def restart(self) -> None:
        """The same deal number again, from the setup this table was started with."""
        session = self.session
        fresh = session.again(session.seed)
        self.request(Replace("table", session=fresh))

    # Buttons -----------------------------------------------------------------------------
    def _place_buttons(self) -> None:
        self._place_menu_button()
        self.buttons = []
        if not self.accepting_input:
            return
        gestures = self.interaction.buttons()
        # The only legal action is drawn as urgent: one click does it.
        urgent = len(self.interaction.gestures) == 1
        tools = self.adapter.buttons(self)
        self.buttons = lay_out(self.layout.buttons, self.layout.px, gestures, tools, urgent)
        self.buttons.extend(self.adapter.panel_buttons(self))

    # Read-only helpers for the renderer -------------------------------------------------------
    def zone_order(self) -> list[str]:
        names = [z for z in self.display.zones if z in self.layout.zones or self.display.count(z)]
        layers = self.adapter.layout_plan.layers
        return sorted(names, key=lambda z: zone_sort_key(z, self.viewer, layers))

    def seat_out(self, seat: int) -> bool:
        return seat in self.adapter.seats_out(self.display.view)

    def plate_text(self, seat: int, short: bool = False) -> str:
        """ "Basil · 5 cards" (``short``: "Basil · 5", for a crowded table)."""
        name = self.session.name(seat)
        if self.seat_out(seat):
            return f"{name} · out"
        contract = self.adapter.plate_words(self.display.view, seat, short)
        if contract:
            return f"{name} · {contract}"
        hand = self.display.count(f"hand:{seat}")
        if f"hand:{seat}" in self.display.zones:
            count = hand
        else:
            count = sum(len(c) for z, c in self.display.zones.items() if z.split(":")[1:2] == [str(seat)])
        if short:
            return f"{name} · {count}"
        return f"{name} · {count} card{'s' if count != 1 else ''}"

    def status_parts(self) -> list[str]:
        """The status line's parts, most needed first (the renderer drops from the end to fit)."""
        session = self.session
        match = session.match
        parts = [session.variant.name]
        if not session.over:
            parts.append(f"{session.name(session.to_move)} to play")
        direction = "clockwise" if self.clockwise else "anticlockwise"
        if not self.layout.direction_ring:
            # No ring round the piles says it (a meld table), so the words must stay in.
            parts.append(direction)
        parts.append(f"Deal #{session.seed}")
        if match.elimination:
            parts.append(f"Round {len(match.rounds) + 1}")
        elif match.scored:
            number, limit = len(match.rounds) + 1, session.rules.match_limit
            fixed = match.mode is MatchMode.FIXED_ROUNDS
            parts.append(f"Round {number} of {limit}" if fixed else f"Round {number} · out at {limit}")
        parts.append(f"Turn {session.state.turn}")
        if self.layout.direction_ring:
            parts.append(direction)
        return parts

    def status_text(self) -> str:
        return "  ·  ".join(self.status_parts())

    def hint_text(self) -> str:
        if self.people_out:
            if self.fast_forward:
                return "You are out of this deal: the others finish it quickly · L: leave the deal"
            return "You are out of this deal: F to watch the others finish quickly, L to leave it"
        if self.timeline.busy:
            return "Click or press Space to skip the animation"
        if self._continue_shown:
            return "The round is over: Continue (Enter) for the score sheet"
        if self.session.over:
            return "The deal is over"
        own = self.adapter.hint_text(self)
        if own is not None:
            return own
        if self.accepting_input:
            if self._hint_key is not None and self.hinted is None:
                return "Working out a hint..."
            if self.interaction.selected:
                return "Now click a green target (or press 1-9); right-click to cancel"
            return self.instruction
        if self.thinking_seat is not None:
            return f"{self.session.name(self.thinking_seat)} is thinking"
        return ""

    def _more_picks(self) -> str:
        """What picking one more card would do (Q Squared's second queen), in the engine's words."""
        chosen = self.interaction.selected
        depth = len(chosen)
        session = self.session
        view = session.view(self.viewer)
        found = []
        for gesture in self.interaction.gestures:
            picks = gesture.picks
            follows = all(slot_matches(w, c) for w, c in zip(picks, chosen, strict=False))
            if len(picks) <= depth or not follows:
                continue
            zone, index = picks[depth]
            cards = self.display.zones.get(zone, [])
            card = cards[index] if 0 <= index < len(cards) else None
            if card is None:
                continue
            words = session.rules.action_words(gesture.action, view, session.names())
            button = f" (or press “{gesture.button}”)" if gesture.button else ""
            found.append(f"Clicking the {card.symbol()} too would {words}{button}.")
        return " ".join(found)

    def draw(self, surface: pygame.Surface) -> None:
        self.renderer.draw(surface, self)
        self.adapter.draw(surface, self)
        for button in [*self.tool_buttons, *self.sort_buttons]:
            button.draw(surface)

    # Debug ------------------------------------------------------------------------------------
    def debug_layout(self) -> dict[str, object]:
        """Where each legal move is clicked, for the real-window test (Q2J_DEBUG_LAYOUT)."""
        return debug_layout(self, self.adapter)
