"""Suit symbols drawn as vector shapes.

pygame's bundled font has no ♠♥♦♣ glyphs, so each suit is built from polygons
and circles. Shapes are defined in a unit box (y grows downward, the shape's
height spans -1..1), rasterised at four times the wanted size and smoothscaled
down: pygame.draw fills are not anti-aliased, and supersampling is the cheapest
way to smooth their edges.
"""

from __future__ import annotations

import math
from functools import cache, lru_cache
from typing import Final

import pygame

from .palette import RGB

SUPERSAMPLE: Final = 4

Point = tuple[float, float]
# A shape is a list of filled parts: ("poly", points) or ("circle", (centre, radius)).
Part = tuple[str, object]

# Width of each suit's box relative to its height.
ASPECT: Final[dict[str, float]] = {"S": 0.9, "H": 1.0, "D": 0.78, "C": 0.98}


def _heart_outline(steps: int = 72) -> list[Point]:
    """The classic parametric heart, normalised so its height spans -1..1 and its point is down."""
    raw = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        raw.append((x, y))
    top = min(y for _, y in raw)
    bottom = max(y for _, y in raw)
    half = (bottom - top) / 2
    mid = (bottom + top) / 2
    return [(x / half, (y - mid) / half) for x, y in raw]


def _stem(top: float, half_width: float) -> list[Point]:
    """The flared foot shared by spades and clubs: narrow at ``top``, wide at the bottom edge."""
    points: list[Point] = [(0.04, top)]
    # Concave flanks read as a classic foot rather than a plain triangle.
    for i in range(1, 9):
        f = i / 8
        y = top + (1.0 - top) * f
        x = 0.04 + (half_width - 0.04) * f**2.2
        points.append((x, y))
    points.extend((-x, y) for x, y in reversed(points))
    return points


@cache
def _parts(suit: str) -> tuple[Part, ...]:
    """The filled parts making up ``suit`` in its unit box."""
    if suit == "H":
        heart = [(x * 1.0, y) for x, y in _heart_outline()]
        return (("poly", heart),)
    if suit == "S":
        # A heart turned point-up, lifted to leave room for the foot.
        blade = [(x * 0.9, -y * 0.78 - 0.2) for x, y in _heart_outline()]
        return (("poly", blade), ("poly", _stem(0.1, 0.34)))
    if suit == "D":
        # Slightly hollow sides keep the diamond from looking like a plain square on its corner.
        points: list[Point] = []
        corners = [(0.0, -1.0), (0.78, 0.0), (0.0, 1.0), (-0.78, 0.0)]
        for i, (x0, y0) in enumerate(corners):
            x1, y1 = corners[(i + 1) % 4]
            cx, cy = (x0 + x1) * 0.38, (y0 + y1) * 0.38
            for step in range(12):
                f = step / 12
                bx = (1 - f) ** 2 * x0 + 2 * (1 - f) * f * cx + f**2 * x1
                by = (1 - f) ** 2 * y0 + 2 * (1 - f) * f * cy + f**2 * y1
                points.append((bx, by))
        return (("poly", points),)
    if suit == "C":
        radius = 0.43
        return (
            ("circle", ((0.0, -0.55), radius)),
            ("circle", ((-0.52, 0.12), radius)),
            ("circle", ((0.52, 0.12), radius)),
            ("circle", ((0.0, -0.02), 0.28)),  # fills the gap where the three leaves meet
            ("poly", _stem(0.0, 0.34)),
        )
    raise ValueError(f"no such suit: {suit!r} (use S, H, D or C)")


@lru_cache(maxsize=512)
def suit_surface(suit: str, size: int, colour: RGB, upside_down: bool = False) -> pygame.Surface:
    """An anti-aliased picture of ``suit``, ``size`` pixels tall, on a transparent background.

    Cached: a card draws the same pip many times, and faces share pip sizes.
    """
    if suit not in ASPECT:
        raise ValueError(f"no such suit: {suit!r} (use S, H, D or C)")
    size = max(2, int(size))
    width = max(2, round(size * ASPECT[suit]))
    big_w, big_h = width * SUPERSAMPLE, size * SUPERSAMPLE
    big = pygame.Surface((big_w, big_h), pygame.SRCALPHA)
    # Transparent pixels carry the ink's colour so smoothscale blends toward it, not toward black.
    big.fill((*colour, 0))
    ink = (*colour, 255)
    scale = big_h / 2
    ox, oy = big_w / 2, big_h / 2
    for kind, data in _parts(suit):
        if kind == "poly":
            assert isinstance(data, list)
            pts = [(ox + x * scale, oy + y * scale) for x, y in data]
            pygame.draw.polygon(big, ink, pts)
        else:
            assert isinstance(data, tuple)
            (cx, cy), r = data
            pygame.draw.circle(big, ink, (ox + cx * scale, oy + cy * scale), r * scale)
    small = pygame.transform.smoothscale(big, (width, size))
    if upside_down:
        small = pygame.transform.flip(small, True, True)
    return small


def draw_suit(
    surface: pygame.Surface,
    suit: str,
    center: tuple[float, float],
    size: int,
    colour: RGB | tuple[int, int, int, int],
    upside_down: bool = False,
) -> pygame.Rect:
    """Draw ``suit`` (S, H, D or C) ``size`` pixels tall centred on ``center``; return the area drawn."""
    # Normalise the colour so (r, g, b) and (r, g, b, a) share one cache entry.
    pip = suit_surface(suit, int(size), (colour[0], colour[1], colour[2]), upside_down)
    rect = pip.get_rect(center=(round(center[0]), round(center[1])))
    surface.blit(pip, rect)
    return rect
