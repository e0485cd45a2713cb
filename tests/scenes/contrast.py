"""Text contrast measured from what is drawn (WCAG 2.x), for tests/scenes/test_contrast.py.

Every word on a screen is rendered by one function, ``game.scenes.text.text``, through the
UI font it imports; the card faces print their own indices (tested apart). ``Measuring``
swaps that font for one that notes each rendered surface (its words, size, colour, weight),
and swaps ``pygame.Surface`` for a surface that, when one of those images is blitted onto it,
reads its own pixels under the glyphs *before* the blit: the background the words really
land on. A surface drawn off screen (the move log's panel) keeps its measurements and hands
them on, moved, when it is blitted in turn, so they count for the frame that shows it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from itertools import compress
from typing import Any

import pygame

from game.scenes import text as text_module

Colour = tuple[int, int, int]
NORMAL_AA = 4.5  # WCAG 2.x success criterion 1.4.3, level AA
LARGE_AA = 3.0
LARGE_PX = 24  # 18 pt: large text at any weight
LARGE_BOLD_PX = 18.66  # 14 pt bold
COVERED = 128  # a glyph pixel at least half covered by ink counts as the words


def channel(value: int) -> float:
    """One sRGB channel (0-255) made linear, as WCAG 2.x defines relative luminance."""
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: Colour) -> float:
    r, g, b = colour
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def ratio(one: Colour, other: Colour) -> float:
    """The WCAG contrast ratio, 1 (same) to 21 (black on white)."""
    a, b = sorted((luminance(one), luminance(other)), reverse=True)
    return (a + 0.05) / (b + 0.05)


@dataclass(frozen=True)
class Words:
    """What one rendered image says and how it was asked for."""

    string: str
    size: int
    colour: Colour
    bold: bool

    @property
    def large(self) -> bool:
        return self.size >= LARGE_PX or (self.bold and self.size >= LARGE_BOLD_PX)

    @property
    def needed(self) -> float:
        return LARGE_AA if self.large else NORMAL_AA


@dataclass(frozen=True)
class Measured:
    """Words as they landed: where (on the surface that shows them), the background colour under
    their glyphs that contrasts least with them, and that contrast."""

    words: Words
    rect: pygame.Rect
    background: Colour
    contrast: float
    see_through: bool = False  # landed on pixels not opaque (their final background is unknown)

    @property
    def passes(self) -> bool:
        return self.contrast >= self.words.needed

    def __str__(self) -> str:
        w = self.words
        weight = " bold" if w.bold else ""
        return (
            f"{w.string!r} {w.size}px{weight} {w.colour} on {self.background} at {tuple(self.rect)}: "
            f"{self.contrast:.2f}:1, needs {w.needed}:1"
        )


# The images the swapped font rendered, by identity (kept alive so an id is never reused).
_rendered: dict[int, tuple[pygame.Surface, Words]] = {}
_REAL_SURFACE = pygame.Surface


def worst_background(
    target: pygame.Surface, image: pygame.Surface, rect: pygame.Rect, colour: Colour
) -> tuple[Colour, float, bool]:
    """The colour under ``image``'s glyphs (``image`` about to land at ``rect`` on ``target``)
    that contrasts least with ``colour``; whether any of those pixels was not opaque."""
    shown = rect.clip(target.get_clip())  # only what the clip lets through is drawn
    glyphs = image.subsurface(shown.move(-rect.x, -rect.y))
    alpha = pygame.image.tobytes(glyphs, "RGBA")[3::4]
    under = pygame.image.tobytes(target.subsurface(shown), "RGBA")
    pixels = zip(under[0::4], under[1::4], under[2::4], under[3::4], strict=True)
    colours = set(compress(pixels, (a >= COVERED for a in alpha)))
    if not colours:
        return (0, 0, 0), 21.0, False
    see_through = any(a < 255 for *_, a in colours)
    worst = min(((r, g, b) for r, g, b, _ in colours), key=lambda c: ratio(colour, c))
    return worst, ratio(colour, worst), see_through


class MeasuringSurface(_REAL_SURFACE):  # type: ignore[misc,valid-type]
    """A surface that measures every rendered text blitted onto it against its own pixels."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.measured: list[Measured] = []

    def blit(
        self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0
    ) -> pygame.Rect:
        topleft = dest.topleft if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
        found = _rendered.get(id(source))
        image = source if area is None else source.subsurface(area)
        rect = pygame.Rect(topleft, image.get_size())
        measured = getattr(self, "measured", None)
        if measured is not None and found is not None and found[0] is source:
            if rect.colliderect(self.get_clip()):
                words = found[1]
                background, contrast, see_through = worst_background(self, image, rect, words.colour)
                measured.append(Measured(words, rect, background, contrast, see_through))
        elif measured is not None and getattr(source, "measured", None):
            # An off-screen surface with words on it: they now show here, moved.
            offset = (topleft[0] - (area[0] if area else 0), topleft[1] - (area[1] if area else 0))
            measured.extend(replace(m, rect=m.rect.move(offset)) for m in source.measured)
        elif measured and found is None and not source.get_flags() & pygame.SRCALPHA:
            # An opaque picture laid over words (a kept layer's felt drawn again): they are gone.
            shown = rect.clip(self.get_clip())
            measured[:] = [m for m in measured if not shown.contains(m.rect)]
        return super().blit(source, dest, area, special_flags)

    def convert(self, *args: Any) -> pygame.Surface:
        """A kept surface (the table's layer) goes on measuring the words drawn onto it."""
        return self


class _NotingFont:
    """The UI font, noting every image it renders."""

    def __init__(self, face: pygame.font.Font, size: int, bold: bool) -> None:
        self.face, self.size_asked, self.bold = face, size, bold

    def render(self, string: str, antialias: bool, colour: Colour, *args: Any) -> pygame.Surface:
        image = self.face.render(string, antialias, colour, *args)
        _rendered[id(image)] = (image, Words(string, self.size_asked, tuple(colour)[:3], self.bold))  # type: ignore[arg-type]
        return image

    def __getattr__(self, name: str) -> Any:
        return getattr(self.face, name)


@contextmanager
def measuring() -> Iterator[None]:
    """Within: every surface made measures the words blitted onto it. The text cache is emptied
    before and after, so no image rendered outside goes unnoted or outlives the swap."""
    real_font = text_module.font
    text_module._CACHE.clear()
    text_module.font = lambda size, bold=False: _NotingFont(real_font(size, bold), size, bold)  # type: ignore[assignment]
    pygame.Surface = MeasuringSurface  # type: ignore[misc]
    try:
        yield
    finally:
        pygame.Surface = _REAL_SURFACE  # type: ignore[misc]
        text_module.font = real_font
        text_module._CACHE.clear()
        _rendered.clear()


def entry_words(scene: Any, draw: Any, size: tuple[int, int], shown: pygame.Surface) -> list[Measured]:
    """The words of the screen's text entries (pygame-gui draws them, not the UI font): each
    entry's frame ``shown`` compared with the frame drawn again with every entry emptied. The
    pixels that changed are the words'; the strongest contrast between a changed pixel and what
    replaced it is the words' ink against their field, and the ink is then measured against
    every colour the emptied field shows under the words."""
    import pygame_gui

    manager = getattr(scene, "manager", None)
    if manager is None:
        return []
    entries = [
        e for e in manager.get_root_container().elements if isinstance(e, pygame_gui.elements.UITextEntryLine)
    ]
    kept = [(entry, entry.get_text(), entry.placeholder_text) for entry in entries]
    for entry, _words, _hint in kept:
        entry.placeholder_text = ""
        entry.set_text("")
    manager.update(0.0)
    blank = _REAL_SURFACE(size)
    draw(blank)
    for entry, words, hint in kept:
        entry.placeholder_text = hint
        entry.set_text(words)
    manager.update(0.0)
    pygame.event.clear()  # the entries' own "text changed" events: nobody typed
    found = []
    for entry, words, hint in kept:
        said = words or hint
        box = entry.rect.clip(shown.get_rect())
        if not said or not entry.visible or box.width == 0:
            continue
        before = pygame.image.tobytes(shown.subsurface(box), "RGB")
        after = pygame.image.tobytes(blank.subsurface(box), "RGB")
        pairs = {
            (before[i : i + 3], after[i : i + 3])
            for i in range(0, len(before), 3)
            if before[i : i + 3] != after[i : i + 3]
        }
        assert pairs, f"the entry saying {said!r} drew no words"
        colours = [(tuple(a), tuple(b)) for a, b in pairs]
        ink = max(colours, key=lambda pair: ratio(pair[0], pair[1]))[0]  # type: ignore[arg-type]
        worst = min((b for _a, b in colours), key=lambda c: ratio(ink, c))  # type: ignore[arg-type]
        size_px = int(entry.font.get_point_size()) if hasattr(entry.font, "get_point_size") else 14
        words_drawn = Words(said, size_px, ink, False)  # type: ignore[arg-type]
        found.append(Measured(words_drawn, box, worst, ratio(ink, worst)))  # type: ignore[arg-type]
    return found
