"""A game's own additions to the shared table, behind a few hooks.

The table scene works for every game through the gestures of the legal actions.
A game whose moves need more (Quatorze: several cards selected and laid as one
meld, a joker's reading chosen, melds laid out in front of their owners; Crazy
Jokers: the declaration panel, contracts on the plates, the round's end shown at
the table) gives the scene a ``TableExtras``; every hook's default leaves the
table as it is. ``TABLES`` says which game has which, so no scene names a game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ...engine import Action, Card, View
from ...engine.events import Event
from ...engine.rules import Rules
from ..widgets import Button
from .gestures import Gesture, Slot
from .input import Outcome
from .log import LogLine
from .pointer import Drag

if TYPE_CHECKING:
    from .scene import TableScene


@dataclass(frozen=True, slots=True)
class ExtraTool:
    """A button a game adds beside the move buttons ("Lay meld"); ``name`` is what it does."""

    name: str


class TableExtras:
    """The hooks; each default changes nothing."""

    end_pause = 1.0  # seconds the finished deal stays up before the scores
    # The round's end is shown at the table until a person presses Continue (Crazy Jokers).
    holds_round_end = False
    # A move's outcome may need new room (a new meld), so the layout is computed again.
    relayout_on_move = False
    # After a card is chosen, the keyboard focus stays where it was.
    keeps_focus = False

    def meld_sizes(self, zones: Mapping[str, Sequence[Card | None]]) -> dict[str, int] | None:
        """A meld table's melds and their sizes (``None``: the table has no melds)."""
        return None

    def instruction(self, legal: Sequence[Action], view: View, name: Callable[[int], str]) -> str | None:
        return None

    def plate_words(self, public: Mapping[str, object], seat: int, short: bool) -> str:
        """What a seat's name plate says after the name instead of its card count ("" for that)."""
        return ""

    def curtain_note(self, public: Mapping[str, object], name: Callable[[int], str]) -> str:
        """Why the person coming to the screen decides now, in their own view's terms."""
        return ""

    def panel_buttons(self, scene: TableScene) -> list[Button]:
        """Buttons of the game's own panel, placed by the game (the contracts to declare)."""
        return []

    def draw_over_cards(self, surface: pygame.Surface, scene: TableScene) -> None:
        """Drawn over the cards and their labels, under the buttons (panels, readouts)."""

    def buttons(self, scene: TableScene) -> list[tuple[str, ExtraTool]]:
        return []

    def draggable(self, scene: TableScene, slot: Slot) -> bool:
        return False

    def release(
        self, scene: TableScene, pos: tuple[int, int], drag: Drag | None, pressed: object
    ) -> Outcome | None:
        """A mouse release on the human's turn; ``None`` leaves it to the shared gestures."""
        return None

    def key(self, scene: TableScene, key: int) -> Outcome | None:
        return None

    def hint_text(self, scene: TableScene) -> str | None:
        return None

    def focus_options(self, scene: TableScene) -> list[Slot | Gesture] | None:
        """What the arrows and Tab move through, or ``None`` for the shared choice."""
        return None

    def action_slots(self, scene: TableScene, action: Action) -> list[Slot]:
        """Where a move the shared gestures cannot show (a meld) is on the table, for the hint."""
        return []

    def log_lines(self, events: list[Event], names: dict[int, str], final: View) -> list[LogLine] | None:
        """The move's log lines (``final``: the table after it), or ``None`` for the shared wording."""
        return None

    def log_notes(self, events: list[Event], names: dict[int, str], final: View) -> list[LogLine]:
        """Lines logged after a move's own (a Birthday Wish's birthday, to check the win by)."""
        return []

    def draw(self, surface: pygame.Surface, scene: TableScene) -> None:
        """Drawn over the table (a chooser, a running total, a note)."""

    def debug(self, scene: TableScene) -> dict[str, Any]:
        return {}


# A game's additions, as "module:Class" under this package, loaded only when that game is played.
TABLES = {
    "quatorze": "quatorze.table:QuatorzeTable",
    "crazy-jokers": "crazy_jokers.table:CrazyJokersTable",
}


def extras_for(rules: Rules[Any]) -> TableExtras | None:
    """The game's additions, if it has any."""
    found = TABLES.get(rules.game)
    if found is None:
        return None
    module, _, name = found.partition(":")
    extras: TableExtras = getattr(importlib.import_module(f"{__package__}.{module}"), name)(rules)
    return extras
