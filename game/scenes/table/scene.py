"""The table scene: a thin Scene that wires the table's parts together.

The parts, each with one job: ``turns`` (whose turn it is, dealing in, performing a move
through the table source and animating it, the bots' and the hint's answers, undo, the
deal's end), ``table_input`` (pointer, keys, drag and focus into an action or a refusal),
``presentation`` (the frame's frozen ``TablePicture``: cards, plates, status, message, log)
and ``render`` (drawing that picture). The game comes through a ``play.source.TableSource``:
a host's game read by a joiner's ``RemoteSource`` (the window's own game at its private
table, ``net/private_table.py``, or a table across the room). What is shown is its
``table_view(viewer)``, the viewer being the human whose turn it is (hot-seat), or the only
human; when computers play alone the table is oriented for seat 0 and shows every hand. The
scene keeps the viewer, the layout, the buttons and the hand's own order, and answers what the
games' adapters read (``port.Table``); each part is given only what it uses (``TurnFlow``: its
parts and a ``TurnHost``; ``TableInput``: ``Controls``; ``presentation``: ``Drawn``), and a
caller asks the part that owns a thing (``turns.perform``, ``toast.words``, ``hints.hinted``),
not the scene.
"""

from __future__ import annotations

import pygame

from ...engine.cards import Card
from ...engine.view import View
from ...play.hand_order import SortBy
from ...play.source import TableSource
from ..context import AppContext
from ..private_tables import seat_route
from ..scale import ui_scale
from ..scene import Push, Replace, Reset, Scene, Transition
from ..widgets import Button
from .adapter import adapter_for
from .animation import Timeline
from .art_warmer import ArtWarmer
from .debug import debug_layout
from .display import Display
from .gestures import Gesture, Slot
from .hint_desk import HINT_LEVEL, HintDesk
from .input import Interaction
from .key_help import table_keys
from .layout import Layout, compute_layout
from .move_buttons import lay_out
from .move_logging import TableLogger
from .picture import TablePicture
from .pointer import Drag
from .presentation import instruction_words, picture, pile_words
from .render import TableRenderer, zone_sort_key
from .round_end import WAY_OUT, RoundEnd
from .table_input import TableInput
from .toast import HINT_TIME, Toast
from .tool_bar import ToolBar
from .turns import TurnFlow
from .words.log import MoveLog
from .words.table_words import more_picks, plate_text, status_parts

__all__ = ["HINT_LEVEL", "HINT_TIME", "TableScene"]


class TableScene(Scene):
    name = "table"
    leads_to = ("scoreboard", "pause", "curtain", "private_seat")

    def __init__(
        self, ctx: AppContext, session: TableSource, log: MoveLog | None = None, resumed: bool = False
    ) -> None:
        super().__init__(ctx)
        self.session = session
        self.resumed = resumed  # continuing a saved game: no deal animation, the table as it stood
        self.log = log if log is not None else MoveLog()
        self.timeline = Timeline()
        self.renderer = TableRenderer()
        self._drawn: TablePicture | None = None  # the picture of the frame being drawn
        # The hint's own worker process, started on its first question (the computers' moves
        # are the host's: they arrive, as every other seat's).
        self.hints = HintDesk(session.rules)
        self._save_warned = False
        self.adapter = adapter_for(session.rules)  # all the table knows of its game
        self.logger = TableLogger(session, self.adapter, self.log)
        self.interaction = Interaction(self.adapter)
        self.input = TableInput(self)
        self.toast = Toast()  # the message line's words, for a while
        self._layout_key: object = None  # what the last layout was computed for
        self.warmer = ArtWarmer(ctx.art)  # each layout's card pictures, drawn in spare time
        self.viewer = self._first_viewer()
        self.display = Display(session.table_view(self.viewer), self._arrange, self._groups)
        self.layout: Layout = self.compute_layout()
        self.buttons: list[Button] = []
        self.clock = 0.0
        self.round_end = RoundEnd()
        self.turns = TurnFlow(
            self,
            ctx=ctx,
            source=session,
            adapter=self.adapter,
            display=self.display,
            timeline=self.timeline,
            interaction=self.interaction,
            focus=self.input,
            toast=self.toast,
            hints=self.hints,
            logger=self.logger,
            round_end=self.round_end,
        )
        self.next_viewer: int | None = None  # the person the device passes to, behind the curtain
        self.tool_bar = ToolBar()  # Menu, Hint, Undo and the hand's sort buttons

    # The input's state, by the names the games' adapters read (``port.Table``) ----------------
    @property
    def drag(self) -> Drag | None:
        return self.input.drag

    @property
    def focus(self) -> Slot | Gesture | None:
        return self.input.focus

    # Lifecycle -------------------------------------------------------------------
    @property
    def pile_words(self) -> dict[str, str]:
        """The piles' labels in the player's language (the picture's)."""
        return pile_words(self.adapter.phrases)

    def key_help(self) -> list[tuple[str, str]]:
        return table_keys(self.adapter.help_keys)

    def enter(self) -> None:
        self.tool_bar.place(self.layout)
        if self.resumed:
            self.display.sync(self.session.table_view(self.viewer))
            self.relayout()
            self.logger.continued(self.viewer)
        else:
            self.turns.deal_in()
        self.autosave()
        game = self.session.recorded_game
        if game is not None:
            self.ctx.history.playing(game, resumed=self.resumed)
        if self.hand_passing and self.session.is_human(self.viewer):
            # Several people at one screen: the first hand shown is only for its owner.
            self.next_viewer = self.viewer
            self.request(Push("curtain", player=self.session.name(self.viewer), table=self))

    @property
    def hand_passing(self) -> bool:
        """Several people share the screen and the cards are hidden: the curtain comes between them."""
        return len(self.session.humans()) >= 2 and not self.session.sees_all

    def autosave(self) -> None:
        """After every move, so closing the window (or a crash) loses nothing. Not in the
        smoke run, which must never touch a player's saved game."""
        if self.ctx.launch.smoke:
            return
        problem = self.session.save()
        if problem is not None and not self._save_warned:
            self._save_warned = True
            self.show_toast(problem)

    def exit(self) -> None:
        self.hints.shutdown()

    def resume(self) -> None:
        if self._pending is not None:
            # Restarted from the pause menu over the curtain: the next hand is never shown.
            return
        if self.next_viewer is not None:
            if self.next_viewer != self.viewer:
                self.set_viewer(self.next_viewer)
            self.next_viewer = None
        # Settings may have changed the card size while paused.
        self.resized(self.ctx.size)

    def resized(self, size: tuple[int, int]) -> None:
        self.relayout()
        self.place_buttons()

    @property
    def tool_buttons(self) -> list[Button]:
        """Menu always; Hint when someone plays (live on their turn); Undo when one human plays bots."""
        session = self.session
        live = self.accepting_input
        return self.tool_bar.tools(not session.spectating, live, session.undo_allowed, session.can_undo())

    # The player's own hand order (hand_order.py) ---------------------------------------
    @property
    def sort_buttons(self) -> list[Button]:
        """The "By suit" and "By rank" buttons beside the viewer's plate, while a person holds the hand."""
        if not self.can_arrange():
            return []
        return self.tool_bar.sort_buttons(
            self.layout, lambda: self.session.hand_order.sorted_by(self._hand_seat())
        )

    def _hand_seat(self) -> int:
        """The viewer's match seat: orders stay with their person when seats renumber after eliminations."""
        return self.session.match_seat(self.viewer)

    def can_arrange(self) -> bool:
        """A person holds the hand and sees it (a hand face down to its owner, as before a
        declaration, has nothing to sort by)."""
        session = self.session
        hand = self.display.zones.get(f"hand:{self.viewer}")
        return (
            not session.spectating
            and session.is_human(self.viewer)
            and self.next_viewer is None
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
        self.hand_rearranged()

    def arrange_hand(self, cards: list[Card], groups: list[list[Card]] | None = None) -> None:
        """Show the viewer's hand in exactly this order, ``groups`` set apart (a game's
        arranging: its melds); see ``HandOrder.set``."""
        self.session.hand_order.set(self._hand_seat(), cards, groups or ())
        self.hand_rearranged()

    def hand_rearranged(self) -> None:
        """Cards changed places: the gestures found them by place, so they are found again.
        Saved at once, so a game continued later shows the hand as its player left it."""
        self.display.rearrange(f"hand:{self.viewer}")
        self.refresh_gestures()
        self.autosave()

    def refresh_gestures(self) -> None:
        if self.accepting_input:
            self.interaction.refresh(self.session.legal(), self.display, self.viewer)
            self.input.refocus()

    # Viewer ------------------------------------------------------------------------
    def _first_viewer(self) -> int:
        humans = self.session.humans()
        if not humans:
            return 0
        seat = self.session.to_move
        return seat if seat in humans else humans[0]

    def set_viewer(self, seat: int) -> None:
        self.viewer = seat
        self.turns.skip()
        self.display.sync(self.session.table_view(seat))
        self.relayout()
        self.turns.forget_turn()

    def relayout(self, final: View | None = None) -> None:
        """Lay the table out again for what it shows (and what ``final`` brings)."""
        self.layout = self.compute_layout(final)

    def compute_layout(self, final: View | None = None) -> Layout:
        """The layout for the zones shown, and those ``final`` (a move's outcome) brings."""
        zones: dict[str, list[Card | None]] = dict(self.display.zones)
        if final is not None:
            for zone, cards in final.zones.items():
                if len(cards) > len(zones.get(str(zone), ())):
                    zones[str(zone)] = list(cards)
        melds = self.adapter.meld_sizes(zones)
        size, card_size = self.ctx.size, str(self.ctx.settings.card_size)
        # The text size (Settings) changes the words' room, so it is part of what the layout is for.
        key = (
            size,
            ui_scale(size),
            tuple(zones),
            None if melds is None else tuple(melds.items()),
            self.viewer,
            card_size,
        )
        if key != self._layout_key:
            # The same zones give the same layout: a move that changes no zone costs nothing.
            self._layout_key = key
            players = self.session.players
            plan = self.adapter.layout_plan
            self._layout = compute_layout(size, list(zones), players, self.viewer, card_size, melds, plan)
            self._warm(self._layout, zones)
        return self._layout

    def _warm(self, layout: Layout, zones: dict[str, list[Card | None]]) -> None:
        """Plan the pictures this layout draws, and those it may soon draw."""
        in_use = sorted({geom.width for geom in layout.zones.values()}, reverse=True)
        ahead = self.adapter.layout_plan.widths_ahead(layout)
        widths = [layout.main_width, *in_use, layout.small_width, *ahead]
        self.warmer.plan(widths, [card for cards in zones.values() for card in cards if card is not None])

    def spare(self, until: float) -> None:
        self.warmer.work(until)

    # The message line and the hint ------------------------------------------------------------
    def show_toast(self, message: str, tone: str = "error") -> None:
        self.toast.show(message, tone)
        self.ctx.play("click")

    def hinted_slots(self) -> list[Slot]:
        """The card(s) and target of the move the hint suggests, for the table to outline."""
        hinted = self.hints.hinted
        if hinted is None:
            return []
        for gesture in self.interaction.gestures:
            if gesture.action == hinted.action and (gesture.picks or gesture.target):
                return [*gesture.picks, *([gesture.target] if gesture.target is not None else [])]
        return self.adapter.action_slots(self, hinted.action)

    @property
    def accepting_input(self) -> bool:
        return self.turns.accepting()

    def idle(self) -> bool:
        """The player's turn with every animation landed, no message counting down, no hint on
        its way and nothing dragged: the table looks the same until the player acts."""
        return (
            self.accepting_input
            and not self.toast.counting
            and not self.hints.waiting
            and self.drag is None
            and self._pending is None
        )

    @property
    def focus_shown(self) -> bool:
        """The focus is drawn once the keyboard is in use (a mouse click hides it again)."""
        return self.ctx.keyboard and self.accepting_input and self.focus is not None

    @property
    def hiding(self) -> bool:
        """The device is passing to another person: every hand is drawn face down under the curtain."""
        return self.next_viewer is not None and self.hand_passing

    # Frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> Transition | None:
        transition = self._advance(dt)
        self.input.focus_drawn(self.focus_shown)  # as the next frame will draw it
        return transition

    def _advance(self, dt: float) -> Transition | None:
        self.clock += dt
        self.toast.tick(dt)
        self.turns.advance(dt)
        pending = self.take_pending()
        if pending is not None:
            return pending
        self._offer_way_out()
        return self.turns.next(dt)

    @property
    def people_out(self) -> bool:
        """Every person at the table is out of the deal while bots play on."""
        humans = self.session.humans()
        return bool(humans) and not self.session.over and all(self.seat_out(seat) for seat in humans)

    def _offer_way_out(self) -> None:
        """Once the people are out: Fast-forward to watch the bots finish, or Leave the deal;
        once the table has ended for this window (its host gone), the way back to the menu."""
        if self.session.ended() is not None:
            if not any(button.value == "leave" for button in self.buttons):
                self.buttons = [self.round_end.menu_button(self.layout)]
            return
        if not self.people_out or any(button.value in WAY_OUT for button in self.buttons):
            return
        self.buttons = self.round_end.way_out_buttons(self.layout)

    def way_out(self, value: str) -> None:
        if value == "fast":
            self.round_end.fast_forward = True
            self.buttons = [b for b in self.buttons if b.value != "fast"]
            return
        self.request(Reset("menu"))

    def continue_round(self) -> None:
        self.round_end.seen = True

    @property
    def continue_shown(self) -> bool:
        return any(button.value == "continue" for button in self.buttons)

    def announce_ready(self) -> None:
        """Tell the app (screenshots) and the debug layout file that the table is settled."""
        self.ctx.table_ready = True
        if self.ctx.layout_file is not None:
            self.ctx.write_layout(self.debug_layout())

    # Input (table_input.py) ----------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        chosen = list(self.interaction.selected)
        consumed = self.input.handle_event(event)
        if self.interaction.selected != chosen and self.ctx.layout_file is not None:
            self.ctx.write_layout(self.debug_layout())  # the real-window tests wait for the choice
        return consumed

    def tool(self, value: str) -> None:
        if value == "menu":
            self.open_pause()
        elif value == "hint":
            self.turns.ask_hint()
        elif value == "undo":
            self.turns.undo()

    def open_pause(self) -> None:
        self.input.drop_drag()
        self.request(Push("pause", table=self))

    def restart(self) -> None:
        """The same deal number again, from the setup this table was started with: at a private
        table of its own (this one is closed as it is left), as every game a person plays here."""
        from ...net.private_table import PrivateSharedSource, PrivateSource

        source = self.session
        if not isinstance(source, PrivateSource | PrivateSharedSource):
            return  # a joiner's table: the host's match is not this window's to deal again
        fresh = source.private.read(lambda game: game.again(game.seed))
        # A game taken over from a replay begins again part-way through its deal: shown as it
        # stands (its log says where it was taken over), not dealt.
        self.request(Replace(seat_route(fresh), session=fresh, resumed=fresh.moves_made > 0))

    # Buttons -----------------------------------------------------------------------------
    def place_buttons(self) -> None:
        self.tool_bar.place(self.layout)
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
        return plate_text(self.session, self.display, self.adapter, seat, short)

    def status_parts(self) -> list[str]:
        """The status line's parts, most needed first (the renderer drops from the end to fit)."""
        return status_parts(self.session, self.layout.direction_ring)

    def hint_text(self) -> str:
        """The message line's words when no banner or message is up (``presentation.instruction_words``)."""
        return instruction_words(self)

    def more_picks(self) -> str:
        """What picking one more card would do (Q Squared's second queen), in the engine's words."""
        gestures, chosen = self.interaction.gestures, self.interaction.selected
        return more_picks(self.session, self.display, self.viewer, gestures, chosen)

    def picture(self) -> TablePicture:
        """The table as it is to be drawn now, frozen (``presentation.picture``). While a
        frame is drawn, its one picture: a game's panels ask for it again."""
        return self._drawn if self._drawn is not None else picture(self)

    def draw(self, surface: pygame.Surface) -> None:
        def over_cards(target: pygame.Surface) -> None:
            self.adapter.draw_over_cards(target, self)  # a game's panels and readouts

        self._drawn = picture(self)
        try:
            self.renderer.draw(surface, self._drawn, over_cards)
            self.adapter.draw(surface, self)
        finally:
            self._drawn = None
        for button in [*self.tool_buttons, *self.sort_buttons]:
            button.draw(surface)

    # Debug ------------------------------------------------------------------------------------
    def debug_layout(self) -> dict[str, object]:
        """Where each legal move is clicked, for the real-window test (Q2J_DEBUG_LAYOUT), and
        the log's last lines as this seat reads them (the others' moves come as words only)."""
        said = [line.for_seat(self.viewer) for line in self.log.lines[-12:]]
        return {**debug_layout(self, self.adapter), "log": said}
