"""The table's green felt: a soft light in the middle, darker toward the rim, with fine grain.

The picture is made once per window size and kept; each frame just blits it.
The gradient is computed on a small grid and smoothscaled up (it has no detail
to lose), and the grain is a small seeded noise tile repeated across the table,
so building a full-HD felt takes a few tens of milliseconds, not seconds.
"""

from __future__ import annotations

import math
import random
from typing import Final

import pygame

from . import palette

GRID: Final = 16  # one gradient sample per GRID×GRID pixels
TILE: Final = 128  # side of the grain tile
GRAIN: Final = 7  # strongest grain, in colour levels either way
KEEP: Final = 2  # felt pictures kept (window sizes come and go when resizing)

_cache: dict[tuple[int, int], pygame.Surface] = {}
_grain: tuple[pygame.Surface, pygame.Surface] | None = None


def _gradient(width: int, height: int) -> pygame.Surface:
    cols = max(2, width // GRID + 1)
    rows = max(2, height // GRID + 1)
    pixels = bytearray(cols * rows * 3)
    centre, edge = palette.FELT_CENTRE, palette.FELT_EDGE
    for row in range(rows):
        # The light sits a little above the middle, where a lamp over the table would be.
        dy = (row / (rows - 1) - 0.45) * 2
        for col in range(cols):
            dx = (col / (cols - 1) - 0.5) * 2
            d = min(1.0, math.hypot(dx * 0.85, dy) / 1.25)
            f = d * d * (3 - 2 * d)  # smoothstep: no visible ring where the fall-off starts
            i = (row * cols + col) * 3
            for c in range(3):
                pixels[i + c] = round(centre[c] + (edge[c] - centre[c]) * f)
    small = pygame.image.frombuffer(bytes(pixels), (cols, rows), "RGB")
    return pygame.transform.smoothscale(small, (width, height))


def _grain_tiles() -> tuple[pygame.Surface, pygame.Surface]:
    """Two grey noise tiles, one to lighten and one to darken, from a fixed seed."""
    global _grain
    if _grain is None:
        rng = random.Random(0)
        light = bytearray(TILE * TILE * 3)
        dark = bytearray(TILE * TILE * 3)
        for i in range(TILE * TILE):
            v = rng.randint(-GRAIN, GRAIN)
            target = light if v > 0 else dark
            target[i * 3 : i * 3 + 3] = bytes((abs(v),) * 3)
        _grain = (
            pygame.image.frombuffer(bytes(light), (TILE, TILE), "RGB"),
            pygame.image.frombuffer(bytes(dark), (TILE, TILE), "RGB"),
        )
    return _grain


def felt_surface(size: tuple[int, int]) -> pygame.Surface:
    """The felt picture for a table of ``size``, built on first use and cached."""
    width, height = max(1, size[0]), max(1, size[1])
    found = _cache.get((width, height))
    if found is not None:
        return found
    felt = _gradient(width, height)
    light, dark = _grain_tiles()
    for y in range(0, height, TILE):
        for x in range(0, width, TILE):
            felt.blit(light, (x, y), special_flags=pygame.BLEND_RGB_ADD)
            felt.blit(dark, (x, y), special_flags=pygame.BLEND_RGB_SUB)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        felt = felt.convert()
    while len(_cache) >= KEEP:
        _cache.pop(next(iter(_cache)))
    _cache[(width, height)] = felt
    return felt


def draw_felt(surface: pygame.Surface) -> None:
    """Cover ``surface`` with the felt."""
    surface.blit(felt_surface(surface.get_size()), (0, 0))
