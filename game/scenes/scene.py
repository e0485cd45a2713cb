"""A scene: one screen with a lifecycle. It never touches the stack; it returns transitions.

The stack calls ``enter`` when a scene is pushed, ``exit`` when it leaves,
``pause`` when another scene covers it and ``resume`` when it is on top again.
``handle_event`` says whether it consumed the event; ``update`` may return a
transition that the stack applies after the update; ``draw`` only paints.
A transition names the next scene; the router (``router.py``) builds it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from .context import AppContext


class _Route:
    """A transition to a scene named in the router, with the arguments its constructor takes.

    Scenes name each other (``Replace("menu")``, ``Push("rules", variant_id=…)``)
    instead of importing each other; ``game.scenes.router`` builds them.
    """

    __slots__ = ("args", "name")
    __match_args__ = ("name", "args")

    def __init__(self, name: str, /, **args: Any) -> None:
        self.name = name
        self.args: dict[str, Any] = args

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, _Route) or type(other) is not type(self):
            return NotImplemented
        return (self.name, self.args) == (other.name, other.args)

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.name))

    def __repr__(self) -> str:
        args = "".join(f", {key}={value!r}" for key, value in self.args.items())
        return f"{type(self).__name__}({self.name!r}{args})"


class Push(_Route):
    """Put the named scene on top of the current one (an overlay or a sub-screen)."""

    __slots__ = ()


class Replace(_Route):
    """Swap the top scene for the named one (menu → setup → table → scoreboard)."""

    __slots__ = ()


class Reset(_Route):
    """Empty the stack and start again from the named scene (quit to menu)."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Pop:
    """Leave the top scene; ``count`` scenes at once (e.g. pause → quit to the menu)."""

    count: int = 1


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
    # The keys this screen answers, for the F1 overlay (``keys_help``): (keys, what they do),
    # marked N_; a screen with buttons lists the focus keys too.
    help_keys: tuple[tuple[str, str], ...] = ()
    # The scenes this one may open, by the router's names: their code is loaded as it enters.
    leads_to: tuple[str, ...] = ()
    # A screen on the way to another (``private_seat``): when it knows where to as it enters, the
    # stack shows that one in the same frame (``SceneStack.apply``).
    passing: bool = False

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

    def spare(self, until: float) -> None:
        """Work that only makes later frames quicker (pictures drawn ahead), done after a frame
        is shown while ``time.perf_counter()`` is before ``until``."""

    def key_help(self) -> list[tuple[str, str]]:
        """The keys the F1 overlay lists for this screen now (a screen whose keys change with
        what it shows says so here)."""
        return list(self.help_keys)

    def idle(self) -> bool:
        """Whether nothing on screen can change until an event arrives (no animation, timer or
        worker under way): the app then sleeps until input instead of redrawing the same frame.
        Only a scene that knows all its moving parts says so."""
        return False

    # Helpers -----------------------------------------------------------------
    def request(self, transition: Transition) -> None:
        """Ask for a transition from an event handler; ``update`` hands it over."""
        self._pending = transition

    def take_pending(self) -> Transition | None:
        pending, self._pending = self._pending, None
        return pending
