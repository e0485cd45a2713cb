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
    """Words laid into lines no wider than ``width`` pixels, broken only at plain spaces: a
    no-break space (French « 2 000 », « joueur : ») holds its words together.

    >>> wrap("a\u202f; b", 11, 1)
    ['a\u202f;', 'b']
    """
    face = font(size, bold)
    lines: list[str] = []
    for paragraph in string.split("\n"):
        line = ""
        for word in filter(None, paragraph.split(" ")):
            candidate = f"{line} {word}".strip()
            if line and face.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def fitted(
    string: str,
    size: int,
    width: int,
    colour: Colour = (240, 240, 230),
    bold: bool = False,
    smallest: int = 11,
) -> pygame.Surface:
    """The string in the largest size down to ``smallest`` (11 at least) that fits ``width``; cut
    short with "…" if none does."""
    smallest = max(11, min(smallest, size))
    for candidate in range(size, smallest - 1, -1):
        if font(candidate, bold).size(string)[0] <= width:
            return text(string, candidate, colour, bold)
    face = font(smallest, bold)
    while len(string) > 1 and face.size(string + "…")[0] > width:
        string = string[:-1]
    return text(string.rstrip() + "…", smallest, colour, bold)


# Where words landed and the box they were given, for tests that check nothing spills out.
Drawn = list[tuple[pygame.Rect, pygame.Rect]]


def put_fitted(
    surface: pygame.Surface,
    words: str,
    box: pygame.Rect,
    size: int,
    colour: Colour,
    drawn: Drawn,
    *,
    bold: bool = False,
    centred: bool = False,
    smallest: int = 11,
) -> None:
    """``words`` inside ``box`` (smaller, down to ``smallest``, or cut short with "…", if they
    must be), noted in ``drawn``."""
    image = fitted(words, size, max(1, box.width), colour, bold, smallest)
    where = image.get_rect(center=box.center) if centred else image.get_rect(midleft=box.midleft)
    surface.blit(image, where)
    drawn.append((where, box))


def stack_up(
    surface: pygame.Surface, lines: list[str], size: int, colour: Colour, centre_x: int, bottom: int
) -> None:
    """``lines`` drawn centred on ``centre_x``, the last one's foot at ``bottom`` (a message
    under a screen's content, growing upwards as it wraps)."""
    for line in reversed(lines):
        image = text(line, size, colour)
        surface.blit(image, image.get_rect(midbottom=(centre_x, bottom)))
        bottom -= image.get_height()


def shared_size(lines: list[tuple[str, int]], size: int, smallest: int = 11, bold: bool = False) -> int:
    """The largest size down to ``smallest`` at which every (string, width) fits its width: rows
    of one list drawn alike (one long row no longer drawn smaller than the others beside it);
    ``smallest`` when even that is too large (each row is then cut as ``fitted`` cuts it)."""
    smallest = max(11, min(smallest, size))
    for candidate in range(size, smallest - 1, -1):
        face = font(candidate, bold)
        if all(face.size(string)[0] <= width for string, width in lines):
            return candidate
    return smallest
