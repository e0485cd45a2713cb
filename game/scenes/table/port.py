"""What a game's adapter, its panels and the renderer may use of the table: narrow, read-only
interfaces (protocols) instead of the scene itself.

``Table`` is the adapter's and panels' view of the table: the session (legal moves, names, the
rules' reasons), the display and layout (read), the selection, the buttons, and a way to say
something (``show_toast``). ``Drawn`` adds what the renderer reads to draw a frame. The scene
satisfies both; neither module imports it, so the scene, the renderer and the games' adapters
form no import cycle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from ...engine import Card
from .gestures import Gesture, Slot

if TYPE_CHECKING:
    from ..context import AppContext
    from ..widgets import Button
    from .animation import Timeline
    from .display import Display
    from .input import Interaction
    from .layout import Layout, Spot
    from .log import MoveLog
    from .pointer import Drag
    from .session import Session


class Renders(Protocol):
    """The renderer's pieces a game draws with (its own cards at its own places)."""

    def slot_rect(self, scene: Table, slot: Slot) -> pygame.Rect: ...

    def blit_card(
        self, surface: pygame.Surface, scene: Table, spot: Spot, card: Card | None, lift: int = 0
    ) -> pygame.Rect: ...


class Table(Protocol):
    """The table as a game's adapter and panels see it."""

    @property
    def ctx(self) -> AppContext: ...
    @property
    def session(self) -> Session: ...
    @property
    def display(self) -> Display: ...
    @property
    def layout(self) -> Layout: ...
    @property
    def viewer(self) -> int: ...
    @property
    def interaction(self) -> Interaction: ...
    @property
    def buttons(self) -> list[Button]: ...
    @property
    def focus(self) -> Slot | Gesture | None: ...
    @property
    def drag(self) -> Drag | None: ...
    @property
    def timeline(self) -> Timeline: ...
    @property
    def renderer(self) -> Renders: ...
    @property
    def accepting_input(self) -> bool: ...

    def show_toast(self, message: str, tone: str = "error") -> None: ...

    def zone_order(self) -> list[str]: ...

    def arrange_hand(self, cards: list[Card], groups: list[list[Card]] | None = None) -> None: ...


class Overlays(Protocol):
    """A game's drawing over the cards (its panels and readouts)."""

    def draw_over_cards(self, surface: pygame.Surface, scene: Table) -> None: ...


class Drawn(Table, Protocol):
    """The table as the renderer reads it to draw one frame."""

    @property
    def adapter(self) -> Overlays: ...
    @property
    def log(self) -> MoveLog: ...
    @property
    def toast(self) -> str: ...
    @property
    def toast_tone(self) -> str: ...
    @property
    def thinking_seat(self) -> int | None: ...
    @property
    def clock(self) -> float: ...
    @property
    def focus_shown(self) -> bool: ...
    @property
    def hiding(self) -> bool: ...
    @property
    def shown_to_move(self) -> int: ...
    @property
    def clockwise(self) -> bool: ...

    def seat_out(self, seat: int) -> bool: ...

    def plate_text(self, seat: int, short: bool = False) -> str: ...

    def status_parts(self) -> list[str]: ...

    def hint_text(self) -> str: ...

    def hinted_slots(self) -> list[Slot]: ...
