"""Tweens and a timeline of animation steps, eased with pytweening.

A step has a duration and a ``gap``: how long after it starts the next step may
begin, so a deal's cards overlap in flight while a battle waits for its cards.
Steps change the display model only when they start and finish; drawing a step
only reads it. Skipping finishes every step at once, in order.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pytweening

from .layout import Spot

if TYPE_CHECKING:
    from ...engine import Card
    from .display import Display
    from .layout import Layout

Easing = Callable[[float], float]


@dataclass
class Tween:
    """A value from 0 to 1 over ``duration`` seconds, eased."""

    duration: float
    easing: Easing = pytweening.easeInOutQuad
    elapsed: float = 0.0

    def advance(self, dt: float) -> None:
        self.elapsed = min(self.duration, self.elapsed + dt)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def linear(self) -> float:
        return 1.0 if self.duration <= 0 else self.elapsed / self.duration

    @property
    def value(self) -> float:
        return float(self.easing(self.linear))


def lerp(a: float, b: float, t: float) -> int:
    return int(a + (b - a) * t)


@dataclass
class Flight:
    """A card in the air from one spot to another; it shows ``card`` (``None``: its back)."""

    card: Card | None
    start: Spot
    end: Spot
    # A card turned over in flight shows ``start_card`` for the first half.
    start_card: Card | None = None

    def spot(self, t: float) -> tuple[Spot, Card | None]:
        """Position at eased time ``t``; size and angle switch at half-way (no per-frame scaling)."""
        base = self.start if t < 0.5 else self.end
        x = lerp(self.start.x, self.end.x, t)
        # A gentle arc reads better than a straight line.
        y = lerp(self.start.y, self.end.y, t) - int(40 * 4 * t * (1 - t))
        shown = self.start_card if t < 0.5 else self.card
        return Spot(x, y, base.angle, base.width), shown


class AnimContext:
    """What steps may use: the display to change, the layout to place cards, and a few services."""

    def __init__(
        self,
        display: Display,
        layout: Layout,
        sound: Callable[[str], None],
        name_of: Callable[[int], str],
    ) -> None:
        self.display = display
        self.layout = layout
        self.sound = sound
        self.name_of = name_of

    def spot(self, zone: str, index: int, count: int | None = None) -> Spot:
        geom = self.layout.geom(zone)
        total = self.display.count(zone) if count is None else count
        spots = geom.spots(max(total, index + 1, 1), self.display.breaks_of(zone))
        return spots[min(max(index, 0), len(spots) - 1)]


@dataclass
class Step:
    """One piece of the animation. Subclasses override the hooks."""

    duration: float
    gap: float | None = None  # None: the next step waits for this one to finish
    tween: Tween = field(init=False)
    easing: Easing = pytweening.easeInOutQuad

    def __post_init__(self) -> None:
        self.tween = Tween(self.duration, self.easing)

    def start(self, ctx: AnimContext) -> None:
        """Called once, when the step begins."""

    def finish(self, ctx: AnimContext) -> None:
        """Called once, when it ends (or is skipped)."""

    def covers(self) -> set[tuple[str, int]]:
        """Cards on the table that this step is drawing elsewhere for now (not drawn in place)."""
        return set()

    def flights(self) -> list[tuple[Spot, Card | None]]:
        """Cards in the air now, for the renderer."""
        return []

    def banner(self) -> tuple[str, float] | None:
        """A headline and its eased progress, for the renderer."""
        return None

    def glow(self) -> tuple[Spot, float] | None:
        """A card to ring with light (a reveal), and the progress."""
        return None


class Timeline:
    """Steps waiting and steps running; ``speed`` divides every duration."""

    def __init__(self) -> None:
        self.pending: deque[Step] = deque()
        self.active: list[Step] = []
        self.wait = 0.0  # seconds until the next pending step may start

    @property
    def busy(self) -> bool:
        return bool(self.pending or self.active)

    def add(self, steps: list[Step], speed: float) -> None:
        for step in steps:
            scale = 1.0 / max(speed, 0.05)
            step.duration *= scale
            step.tween.duration = step.duration
            if step.gap is not None:
                step.gap *= scale
            self.pending.append(step)

    def update(self, dt: float, ctx: AnimContext) -> None:
        for step in self.active:
            step.tween.advance(dt)
        finished = [step for step in self.active if step.tween.done]
        for step in finished:
            step.finish(ctx)
            self.active.remove(step)
        self.wait -= dt
        # Start every step whose turn has come (several in one frame when a frame is long).
        # A step without a gap holds the line until it has finished, so its change lands first.
        while self.pending and self.wait <= 0 and not any(s.gap is None for s in self.active):
            step = self.pending.popleft()
            step.start(ctx)
            self.active.append(step)
            self.wait = max(self.wait, 0.0) + (step.gap or 0.0)
        if not self.active and not self.pending:
            self.wait = 0.0

    def skip(self, ctx: AnimContext) -> None:
        """Land everything now: finish the running steps, then run each pending one through."""
        for step in self.active:
            step.finish(ctx)
        self.active.clear()
        while self.pending:
            step = self.pending.popleft()
            step.start(ctx)
            step.finish(ctx)
        self.wait = 0.0

    # Read-only views for the renderer ---------------------------------------
    def covered(self) -> set[tuple[str, int]]:
        out: set[tuple[str, int]] = set()
        for step in self.active:
            out |= step.covers()
        return out

    def draw_items(
        self,
    ) -> tuple[list[tuple[Spot, Card | None]], list[tuple[str, float]], list[tuple[Spot, float]]]:
        flights: list[tuple[Spot, Card | None]] = []
        banners: list[tuple[str, float]] = []
        glows: list[tuple[Spot, float]] = []
        for step in self.active:
            flights.extend(step.flights())
            banner = step.banner()
            if banner is not None:
                banners.append(banner)
            glow = step.glow()
            if glow is not None:
                glows.append(glow)
        return flights, banners, glows
