"""What a game's adapter and its panels may use of the table, and what the table uses of the
game it shows: narrow interfaces (protocols) instead of the scene and the session themselves.

``Table`` is the adapter's and panels' view of the table: its source (legal moves, names, the
rules' reasons), the display and layout (read), the selection, the buttons, the frame's picture
and a way to say something (``show_toast``). What the table asks of the game being played is
``play.source.TableSource`` (outside the UI: the host and the command line use it too). The
renderer takes neither: it draws a frame's ``TablePicture``. No module here imports the scene,
so the scene, the renderer and the games' adapters form no import cycle.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Protocol

import pygame

from ...engine import Card, View
from ...play.source import TableSource
from .gestures import Gesture, Slot

if TYPE_CHECKING:
    from ..context import AppContext
    from ..widgets import Button
    from .animation import Timeline
    from .display import Display
    from .input import Interaction
    from .layout import Layout, Spot
    from .picture import TablePicture
    from .pointer import Drag


class Renders(Protocol):
    """The renderer's pieces a game draws with (its own cards at its own places)."""

    def slot_rect(self, picture: TablePicture, slot: Slot) -> pygame.Rect: ...

    def blit_card(
        self, surface: pygame.Surface, picture: TablePicture, spot: Spot, card: Card | None, lift: int = 0
    ) -> pygame.Rect: ...


class Table(Protocol):
    """The table as a game's adapter and panels see it."""

    @property
    def ctx(self) -> AppContext: ...
    @property
    def session(self) -> TableSource: ...
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

    def picture(self) -> TablePicture:
        """The table as it would be drawn now (``presentation.picture``)."""
        ...


class Plates(Protocol):
    """What a game says on the name plates (its adapter)."""

    def seats_out(self, view: View) -> Collection[int]: ...

    def plate_words(self, view: View, seat: int, short: bool) -> str: ...
