"""The strings a scene's next frame puts on the screen, read as they land there (a test reads
what the player reads, not what the scene meant to draw)."""

from __future__ import annotations

from types import ModuleType

import pygame
import pytest

from game.scenes import text as text_module
from game.scenes.scene import Scene

from .test_drawn_inside import Recorder


def strings_drawn(
    scene: Scene, monkeypatch: pytest.MonkeyPatch, drawer: ModuleType = text_module
) -> list[str]:
    """Every string ``drawer``'s ``text`` renders in the scene's next frame that reaches the
    screen, in the order drawn (``drawer``: the module whose ``text`` the scene calls)."""
    said: dict[int, str] = {}
    real = drawer.text

    def noting(string: str, *args: object, **kwargs: object) -> pygame.Surface:
        image: pygame.Surface = real(string, *args, **kwargs)
        said[id(image)] = string
        return image

    surface = Recorder(scene.ctx.size)
    with monkeypatch.context() as patched:
        patched.setattr(drawer, "text", noting)
        scene.draw(surface)
    return [said[id(image)] for image, _ in surface.images if id(image) in said]
