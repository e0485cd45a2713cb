"""The table's input: the pointer, the keys, a dragged card and the keyboard focus, turned into
gestures and then into one action to perform or a refusal to show. It changes the game only
through the turns' ``perform`` (``TurnActions``); what a click means is the interaction's
(``input.py``) and the game adapter's to say."""

from __future__ import annotations

from typing import Protocol

import pygame

from ...engine import Action, NotationError
from ...i18n import N_, _, fill
from ...play.hand_order import SortBy
from ..widgets import Button, button_at, update_hover
from .adapter import TableAdapter
from .gestures import Attempt, Gesture, Slot
from .hand_drag import HandDrag
from .input import Outcome
from .move_buttons import hotkey
from .pointer import Drag, hit_test
from .port import Table
from .tool_bar import sort_keys

# The buttons of a person who is out while bots play on: their keys.
OUT_KEYS = {pygame.K_f: "fast", pygame.K_l: "leave"}
NOT_A_MOVE = N_("That is not a move you can make now.")


class TurnActions(Protocol):
    """The turns' commands the input gives (``TurnFlow``): a move, a skipped animation, an undo, a hint."""

    def perform(self, action: Action) -> None: ...
    def skip(self) -> None: ...
    def undo(self) -> None: ...
    def ask_hint(self) -> None: ...


class Controls(Table, Protocol):
    """What the input reads of the table and the commands it gives it (the scene)."""

    @property
    def adapter(self) -> TableAdapter: ...
    @property
    def turns(self) -> TurnActions: ...
    @property
    def tool_buttons(self) -> list[Button]: ...
    @property
    def sort_buttons(self) -> list[Button]: ...
    @property
    def people_out(self) -> bool: ...
    @property
    def continue_shown(self) -> bool: ...

    def can_arrange(self) -> bool: ...
    def tool(self, value: str) -> None: ...
    def sort_hand(self, by: SortBy) -> None: ...
    def hand_rearranged(self) -> None: ...
    def refresh_gestures(self) -> None: ...
    def way_out(self, value: str) -> None: ...
    def continue_round(self) -> None: ...
    def open_pause(self) -> None: ...
    def more_picks(self) -> str: ...


class TableInput:
    """Holds what the pointer and keys are doing now (a drag, the focus) between events."""

    def __init__(self, table: Controls) -> None:
        self.table = table
        self.drag: Drag | None = None
        self.hand_drag: HandDrag | None = None  # the dragged card is one's own, making its way along
        # The keyboard focus: a card or zone, or a move button's gesture.
        self.focus: Slot | Gesture | None = None
        self.focus_was_shown = False  # drawn last frame: the first arrow only reveals it

    def drop_drag(self) -> None:
        self.drag, self.hand_drag = None, None

    def refocus(self) -> None:
        """The focus on the first thing in play."""
        self.focus = next(iter(self.focus_options()), None)

    def focus_drawn(self, shown: bool) -> None:
        """Whether the coming frame draws the focus (an arrow key then moves it, not just shows it)."""
        self.focus_was_shown = shown

    def focus_on(self, target: Slot | Gesture | None) -> None:
        """The focus on ``target`` (the hinted move), or on nothing (``None``: the turn moved on)."""
        self.focus = target

    # Events ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        t = self.table
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            update_hover([*t.buttons, *t.tool_buttons, *t.sort_buttons], event.pos)
            if self.drag is not None:
                self.drag.move(event.pos)
                self._drag_to(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._press(event)
        if event.type == pygame.MOUSEBUTTONUP:
            return self._release(event)
        return False

    # Dragging ----------------------------------------------------------------------
    def _own_slot(self, slot: Slot | None) -> bool:
        t = self.table
        return slot is not None and slot[0] == f"hand:{t.viewer}" and t.can_arrange()

    def _start_drag(self, slot: Slot, pos: tuple[int, int]) -> None:
        t = self.table
        cards = t.display.zones.get(slot[0], [])
        card = cards[slot[1]] if 0 <= slot[1] < len(cards) else None
        self.drag = Drag(slot, card, pos, pos)
        order, seat = t.session.hand_order, t.session.match_seat(t.viewer)
        own = self._own_slot(slot)
        self.hand_drag = HandDrag(order, seat, t.display, slot[0], slot[1]) if own else None

    def _drag_to(self, pos: tuple[int, int]) -> None:
        """The pointer moved with a card held: a card of one's hand makes its way along the hand."""
        drag, along = self.drag, self.hand_drag
        if drag is None or along is None or not drag.active:
            return
        if along.follow(along.place(self.table.layout, pos, self.hit(pos))):
            drag.slot = (along.zone, along.index)
            self.table.refresh_gestures()

    def _drop_on_hand(self, drag: Drag, pos: tuple[int, int]) -> bool:
        """A card of one's hand let go over the hand stays where it was shown; False if it was
        let go elsewhere (the hand goes back as it was, and the drop plays as usual)."""
        t = self.table
        along, self.hand_drag = self.hand_drag, None
        if along is None or not drag.active:
            return False
        if along.place(t.layout, pos, self.hit(pos)) is None:
            if along.cancel():
                t.refresh_gestures()
            drag.slot = (along.zone, along.home)
            return False
        self._drag_to(pos)
        if along.moved:
            t.ctx.play("click")
        t.interaction.deselect()
        t.hand_rearranged()
        return True

    # The pointer -------------------------------------------------------------------------
    def hit(self, pos: tuple[int, int]) -> Slot | None:
        t = self.table
        return hit_test(t.layout, t.display, t.zone_order(), pos, set(t.interaction.selected))

    def _press(self, event: pygame.event.Event) -> bool:
        t = self.table
        if event.button != 1:
            if event.button == 3:
                t.interaction.deselect()
            return True
        if button_at([*t.tool_buttons, *t.sort_buttons], event.pos) is not None:
            return True  # acted on at release
        if t.timeline.busy:
            # A click skips ahead; the state was already changed by the rules, only the
            # animation catches up.
            t.turns.skip()
            return True
        slot = self.hit(event.pos)
        # One's own cards can be dragged to a new place at any time, one's turn or not.
        own = self._own_slot(slot)
        if not t.accepting_input:
            if own and slot is not None:
                self._start_drag(slot, event.pos)
            return True
        if button_at([*t.buttons, *t.tool_buttons], event.pos) is not None:
            return True
        if slot is not None and (
            own or slot in t.interaction.playable() or self._starts(slot) or t.adapter.draggable(t, slot)
        ):
            self._start_drag(slot, event.pos)
        return True

    def _starts(self, slot: Slot) -> bool:
        return any(
            g.picks and g.picks[0][0] == slot[0] and g.picks[0][1] in (-1, slot[1])
            for g in self.table.interaction.gestures
        )

    def _release(self, event: pygame.event.Event) -> bool:
        t = self.table
        if event.button != 1:
            return True
        drag, self.drag = self.drag, None
        tool = button_at(t.tool_buttons, event.pos)
        if tool is not None:
            t.tool(str(tool.value))
            return True
        sorter = button_at(t.sort_buttons, event.pos)
        if sorter is not None:
            t.sort_hand(SortBy(str(sorter.value)))
            return True
        if drag is not None and self._drop_on_hand(drag, event.pos):
            return True
        pressed = button_at(t.buttons, event.pos)
        if pressed is not None and pressed.value in OUT_KEYS.values():
            t.way_out(str(pressed.value))
            return True
        if pressed is not None and pressed.value == "continue":
            t.continue_round()
            return True
        if pressed is not None and isinstance(pressed.value, Attempt) and t.accepting_input:
            # A choice drawn greyed: the rules say why it is refused.
            t.show_toast(self.reason(pressed.value.notation))
            return True
        if not t.accepting_input:
            return True
        own = t.adapter.release(t, event.pos, drag, pressed)
        if own is not None:
            self.outcome(own)
            return True
        if pressed is not None and isinstance(pressed.value, Gesture):
            self.outcome(t.interaction.press(pressed.value))
            return True
        slot = self.hit(event.pos)
        if drag is not None and drag.active:
            if slot is None or slot == drag.slot:
                t.interaction.deselect()
                return True
            t.interaction.deselect()
            first = t.interaction.click(drag.slot)
            if first.kind == "apply":
                # The picked card alone made a move (it had only one); the drop just confirms.
                self.outcome(first)
                return True
            self.outcome(t.interaction.click(slot))
            return True
        if slot is None:
            t.interaction.deselect()
            return True
        self.outcome(t.interaction.click(slot))
        return True

    # What a gesture came to ----------------------------------------------------------------
    def outcome(self, outcome: Outcome) -> None:
        t = self.table
        if outcome.kind == "apply" and outcome.action is not None:
            t.turns.perform(outcome.action)
        elif outcome.kind in ("select", "clear"):
            if outcome.kind == "select":
                t.ctx.play("click")
                more = t.more_picks()
                if more:
                    t.show_toast(more, tone="hint")
            options = self.focus_options()
            if not t.adapter.keeps_focus or self.focus not in options:
                self.focus = next(iter(options), None)
        elif outcome.kind == "illegal":
            words = self.reason(outcome.attempt)
            if words:  # "": the move was sent to be judged elsewhere; the words come from there
                t.show_toast(words)

    def reason(self, attempt: str | None) -> str:
        """The rules' own words for why the attempted move is not allowed."""
        if attempt is None:
            return NOT_A_MOVE
        source = self.table.session
        try:
            action = source.parse_action(attempt)
        except NotationError:
            return _(NOT_A_MOVE)
        reason = source.why_illegal(action)
        if reason is None:
            return _(NOT_A_MOVE)
        if not reason:
            return ""  # judged elsewhere (a joiner's table): its words arrive
        return fill(_("Not allowed: {reason}"), reason=reason)

    # The keys ------------------------------------------------------------------------------
    def _key(self, event: pygame.event.Event) -> bool:
        t = self.table
        key = event.key
        if key == pygame.K_ESCAPE:
            if t.interaction.selected:
                t.interaction.deselect()
                self.refocus()
            else:
                t.open_pause()
            return True
        if key == pygame.K_SPACE and t.timeline.busy:
            t.turns.skip()
            return True
        if key == pygame.K_u or (key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            if t.session.undo_allowed:
                t.turns.undo()
            return True
        if key == pygame.K_h:
            t.turns.ask_hint()
            return True
        if key in OUT_KEYS and t.people_out:
            t.way_out(OUT_KEYS[key])
            return True
        if (by := sort_keys().get(key)) is not None and t.can_arrange():
            t.sort_hand(by)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and t.continue_shown:
            t.continue_round()
            return True
        if not t.accepting_input:
            return True
        own = t.adapter.key(t, key)
        if own is not None:
            self.outcome(own)
            return True
        return self._play_key(event)

    def _play_key(self, event: pygame.event.Event) -> bool:
        """A key on the player's turn: move the focus, act on it, or a move's own key."""
        t, key = self.table, event.key
        interaction = t.interaction
        options = self.focus_options()
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            if options and self.focus_was_shown:
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
                self.outcome(interaction.press(self.focus))
            elif self.focus is not None:
                self.outcome(interaction.click(self.focus))
            return True
        if pygame.K_1 <= key <= pygame.K_9:
            self.outcome(interaction.choose_target(key - pygame.K_0))
            return True
        if key == pygame.K_d:
            gesture = interaction.draw_gesture()
            if gesture is not None:
                self.outcome(interaction.press(gesture))
            else:
                self.outcome(Outcome("illegal", attempt="draw"))
            return True
        for button in t.buttons:
            if isinstance(button.value, Gesture) and hotkey(button.label) == key:
                self.outcome(interaction.press(button.value))
                return True
        return True

    def focus_options(self) -> list[Slot | Gesture]:
        """What the arrows and Tab move through: the targets of a picked card, or every card
        that starts a move (the viewer's hand first) and then the move buttons."""
        t = self.table
        interaction = t.interaction
        own = t.adapter.focus_options(t)
        if own is not None:
            return own
        if interaction.selected:
            return list(interaction.candidates())
        hand = f"hand:{t.viewer}"
        cards = sorted(interaction.playable(), key=lambda s: (s[0] != hand, s[0], s[1]))
        return [*cards, *(b.value for b in t.buttons if isinstance(b.value, Gesture))]
