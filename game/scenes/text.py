"""Rendered text, cached: rendering a string costs far more than blitting it, so each is made once."""

from __future__ import annotations

from collections import OrderedDict

import pygame

from .uikit import font

Colour = tuple[int, int, int]

_CACHE: OrderedDict[tuple[str, int, Colour, bool], pygame.Surface] = OrderedDict()
_LIMIT = 1024  # strings kept; the log and labels need a few hundred at most


def text(string: str, size: int, colour: Colour = (240, 240, 230), bold: bool = False) -> pygame.Surface:
    """The string rendered once in the UI font, anti-aliased, then reused."""
    key = (string, size, colour, bold)
    surface = _CACHE.get(key)
    if surface is None:
        surface = font(size, bold).render(string, True, colour)
        _CACHE[key] = surface
        if len(_CACHE) > _LIMIT:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    return surface


def wrap(string: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Words laid into lines no wider than ``width`` pixels."""
    face = font(size, bold)
    lines: list[str] = []
    for paragraph in string.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}".strip()
            if line and face.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines
