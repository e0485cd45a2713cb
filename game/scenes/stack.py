"""The scene stack: routes events to the top scene, updates it, draws overlays over what's beneath."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from .scene import Pop, Push, Quit, Replace, Reset, Scene, Transition

# Builds a scene from its name and constructor arguments (``Router.build``).
SceneBuilder = Callable[[str, dict[str, Any]], Scene]
# Loads a scene's code ahead of its first showing (``Router.prepare``).
ScenePreparer = Callable[[str], None]


class SceneStack:
    """Owns the scenes; scenes only ask for transitions, applied here after each update."""

    def __init__(self, build: SceneBuilder, prepare: ScenePreparer | None = None) -> None:
        self.scenes: list[Scene] = []
        self.quit_code: int | None = None
        self.build = build
        self.prepare = prepare

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    # Transitions -------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()
        self._prepare_next(scene)

    def pop(self, count: int = 1) -> None:
        for _ in range(min(count, len(self.scenes))):
            self.scenes.pop().exit()
        if self.scenes:
            self.scenes[-1].resume()

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()
        self._prepare_next(scene)

    def _prepare_next(self, scene: Scene) -> None:
        """Load the code of the scenes ``scene`` leads to now, in its first frame (a slow one
        anyway), rather than in the frame a round ends or the pause menu opens."""
        if self.prepare is not None:
            for name in scene.leads_to:
                self.prepare(name)

    def reset(self, scene: Scene) -> None:
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def apply(self, transition: Transition | None) -> None:
        self._apply(transition)
        # A scene that only passes the window on (``Scene.passing``) and already knows where to,
        # as it entered, gives its place at once: the next scene shows in this very frame.
        top = self.top
        while top is not None and top.passing and top._pending is not None and self.quit_code is None:
            self._apply(top.take_pending())
            top = self.top if self.top is not top else None

    def _apply(self, transition: Transition | None) -> None:
        match transition:
            case None:
                return
            case Push(name, args):
                self.push(self.build(name, args))
            case Pop(count):
                self.pop(count)
            case Replace(name, args):
                self.replace(self.build(name, args))
            case Reset(name, args):
                self.reset(self.build(name, args))
            case Quit(code):
                self.quit_code = code
        if not self.scenes and self.quit_code is None:
            self.quit_code = 0

    # Frame -------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Only the top scene gets input: an overlay shields the scenes beneath it."""
        top = self.top
        return top.handle_event(event) if top is not None else False

    def resized(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.resized(size)

    def update(self, dt: float) -> None:
        top = self.top
        if top is not None:
            self.apply(top.update(dt))

    def spare(self, until: float) -> None:
        """The top scene's spare-time work (``Scene.spare``)."""
        top = self.top
        if top is not None:
            top.spare(until)

    def draw(self, surface: pygame.Surface) -> None:
        """From the topmost opaque scene upward, so overlays show the table beneath them."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        for scene in self.scenes[start:]:
            scene.draw(surface)
