"""The one contract between the shared table and a game: ``TableAdapter``.

The shared table (layout, pointer, input, turn flow, drawing) knows no game. Everything it
needs to know about one — how each legal action is made with the mouse (its gesture), what a
click that matched no move tried (so the rules can say why not), the instruction line, the
name plates' words, the curtain's note, the game's own panels, buttons and keys, its log
lines — it asks the game's adapter. A game names its adapter in its registration
(``GameEntry.table = "module:Class"``), a string, so the engine stays free of pygame;
``adapter_for`` resolves it. Every hook's default changes nothing, so an adapter overrides
only what its game does differently; the shared building blocks it composes are in
``gestures`` (a card onto a zone, a whole-zone click, a button).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ...engine import Action, Card, View
from ...engine.actions import Draw, Pass
from ...engine.events import Event
from ...engine.registry import entry
from ...engine.rules import Rules
from ...i18n import _
from ..widgets import Button
from .display import Display
from .gestures import Gesture, Slot, button, whole_zone
from .input import Outcome
from .layout import SHARED_PLAN, LayoutPlan
from .pointer import Drag
from .words.instructions import fallback_line
from .words.log import LogLine
from .words.phrases import SHARED_PHRASES, Phrases

if TYPE_CHECKING:
    from .port import Table


@dataclass(frozen=True, slots=True)
class ExtraTool:
    """A button a game adds beside the move buttons ("Lay meld"); ``name`` is what it does."""

    name: str


class TableAdapter:
    """A game at the table. The defaults make a game of shared moves only (draw from the
    stock, pass, the rest as buttons); each game's adapter overrides what it has of its own."""

    end_pause = 1.0  # seconds the finished deal stays up before the scores
    # The round's end is shown at the table until a person presses Continue.
    holds_round_end = False
    # A move's outcome may need new room (a new meld), so the layout is computed again.
    relayout_on_move = False
    # After a card is chosen, the keyboard focus stays where it was.
    keeps_focus = False
    # The layout is computed again once a move's animations land (a game placing zones of its own).
    relayout_after_animation = False
    # The kinds of zone whose targets are numbered first (keys 1-9), in this order.
    target_kinds: tuple[str, ...] = ("hand",)
    # Where the game's zones go beside the shared ones (``layout.LayoutPlan``).
    layout_plan: LayoutPlan = SHARED_PLAN
    # Its words in the log and banners, and its own events' animation (``phrases.Phrases``).
    phrases: Phrases = SHARED_PHRASES

    def meld_sizes(self, zones: Mapping[str, Sequence[Card | None]]) -> dict[str, int] | None:
        """A meld table's melds and their sizes (``None``: the table has no melds)."""
        return None

    # The game's own keys for the F1 overlay: (keys, what they do), marked N_.
    help_keys: tuple[tuple[str, str], ...] = ()

    def __init__(self, rules: Rules[Any]) -> None:
        self.rules = rules

    # How moves are made ---------------------------------------------------------------
    def gesture(self, action: Action, display: Display, me: int, names: Mapping[int, str]) -> Gesture:
        """How ``action`` is made with the mouse; a button when it touches no card. ``names``
        name the seats, for buttons that aim at one."""
        if isinstance(action, Draw):
            return whole_zone(action, "stock", label=_("Draw"), key="d")
        if isinstance(action, Pass):
            return button(action, _("Pass"), key="p")
        return button(action, str(action).capitalize())

    def intent(self, selected: list[Slot], clicked: Slot, display: Display, me: int) -> str | None:
        """The action a click that matched no legal gesture seems to have tried, in notation,
        so the rules can say why not (``None``: the click means nothing)."""
        zone = clicked[0]
        if zone == "stock":
            return "draw"
        if zone == "discard" and not selected:
            return "take"  # the discard's top; a game without that move says it is none
        return None

    def instruction(self, legal: Sequence[Action], view: View, name: Callable[[int], str]) -> str:
        """The line for the player to move, before they pick anything (one line)."""
        return fallback_line(legal)

    def seats_out(self, view: View) -> Collection[int]:
        """The seats out of play (their plate says "out"): none unless the game puts seats out."""
        return ()

    def plate_words(self, view: View, seat: int, short: bool) -> str:
        """What a seat's name plate says after the name instead of its card count ("" for that)."""
        return ""

    def curtain_note(self, view: View, name: Callable[[int], str]) -> str:
        """Why the person coming to the screen decides now, in their own view's terms."""
        return ""

    def panel_buttons(self, scene: Table) -> list[Button]:
        """Buttons of the game's own panel, placed by the game (the contracts to declare)."""
        return []

    def draw_over_cards(self, surface: pygame.Surface, scene: Table) -> None:
        """Drawn over the cards and their labels, under the buttons (panels, readouts)."""

    def buttons(self, scene: Table) -> list[tuple[str, ExtraTool]]:
        return []

    def draggable(self, scene: Table, slot: Slot) -> bool:
        return False

    def release(
        self, scene: Table, pos: tuple[int, int], drag: Drag | None, pressed: object
    ) -> Outcome | None:
        """A mouse release on the human's turn; ``None`` leaves it to the shared gestures."""
        return None

    def key(self, scene: Table, key: int) -> Outcome | None:
        return None

    def hint_text(self, scene: Table) -> str | None:
        return None

    def focus_options(self, scene: Table) -> list[Slot | Gesture] | None:
        """What the arrows and Tab move through, or ``None`` for the shared choice."""
        return None

    def action_slots(self, scene: Table, action: Action) -> list[Slot]:
        """Where a move the shared gestures cannot show (a meld) is on the table, for the hint."""
        return []

    def log_lines(self, events: list[Event], names: dict[int, str], final: View) -> list[LogLine] | None:
        """The move's log lines (``final``: the table after it), or ``None`` for the shared wording."""
        return None

    def log_notes(self, events: list[Event], names: dict[int, str], final: View) -> list[LogLine]:
        """Lines logged after a move's own (a Birthday Wish's birthday, to check the win by)."""
        return []

    def draw(self, surface: pygame.Surface, scene: Table) -> None:
        """Drawn over the table (a chooser, a running total, a note)."""

    def debug(self, scene: Table) -> dict[str, Any]:
        return {}


def adapter_class(game: str) -> type[TableAdapter]:
    """The game's adapter class, from the ``"module:Class"`` its registration names (the shared
    defaults when it names none)."""
    named = entry(game).table
    if not named:
        return TableAdapter
    module, _, name = named.partition(":")
    found = getattr(importlib.import_module(module), name)
    if not (isinstance(found, type) and issubclass(found, TableAdapter)):
        raise TypeError(f"{game}: its table {named!r} is not a TableAdapter")
    return found


def adapter_for(rules: Rules[Any]) -> TableAdapter:
    """The adapter of the game ``rules`` play."""
    return adapter_class(rules.game)(rules)
