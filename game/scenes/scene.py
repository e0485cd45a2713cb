"""A scene: one screen with a lifecycle. It never touches the stack; it returns transitions.

The stack calls ``enter`` when a scene is pushed, ``exit`` when it leaves,
``pause`` when another scene covers it and ``resume`` when it is on top again.
``handle_event`` says whether it consumed the event; ``update`` may return a
transition that the stack applies after the update; ``draw`` only paints.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .context import AppContext


@dataclass(frozen=True, slots=True)
class Push:
    """Put ``scene`` on top of the current one (an overlay or a sub-screen)."""

    scene: Scene


@dataclass(frozen=True, slots=True)
class Pop:
    """Leave the top scene; ``count`` scenes at once (e.g. pause → quit to the menu)."""

    count: int = 1


@dataclass(frozen=True, slots=True)
class Replace:
    """Swap the top scene for ``scene`` (menu → setup → table → scoreboard)."""

    scene: Scene


@dataclass(frozen=True, slots=True)
class Reset:
    """Empty the stack and start again from ``scene`` (quit to menu)."""

    scene: Scene


@dataclass(frozen=True, slots=True)
class Quit:
    """Close the program with this exit code."""

    code: int = 0


Transition = Push | Pop | Replace | Reset | Quit


class Scene:
    """Base scene: every hook does nothing. Overlays set ``opaque = False``."""

    # An opaque scene covers the whole window, so nothing beneath it is drawn.
    opaque: bool = True
    name: str = "scene"

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        # A transition asked for by an event handler, handed to the stack at the next update.
        self._pending: Transition | None = None

    # Lifecycle ---------------------------------------------------------------
    def enter(self) -> None:
        """Called once when the scene is pushed."""

    def exit(self) -> None:
        """Called once when the scene leaves the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene is on top again."""

    def resized(self, size: tuple[int, int]) -> None:
        """The window changed size; recompute geometry."""

    # Frame -------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> Transition | None:
        """Advance by ``dt`` seconds; return a transition for the stack, if any."""
        return self.take_pending()

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene; must not change it."""

    # Helpers -----------------------------------------------------------------
    def request(self, transition: Transition) -> None:
        """Ask for a transition from an event handler; ``update`` hands it over."""
        self._pending = transition

    def take_pending(self) -> Transition | None:
        pending, self._pending = self._pending, None
        return pending
