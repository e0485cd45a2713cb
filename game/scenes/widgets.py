"""Small drawn widgets shared by the scenes: buttons and panels, painted from cached surfaces."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from .button_label import fit_label, line_height
from .text import Drawn, put_fitted, text

BUTTON = (38, 60, 48)
BUTTON_HOVER = (58, 92, 72)
BUTTON_ACTIVE = (170, 130, 40)
ACTIVE_INK = (24, 24, 20)  # light words on the gold read at 3:1 only; dark ones at over 5:1
BUTTON_DISABLED = (45, 50, 48)
BORDER = (200, 190, 150)
INK = (240, 236, 220)
MUTED = (150, 150, 140)
FOCUS = (90, 205, 255)  # the keyboard focus: a colour nothing else on the table uses
FOCUS_KEYS_NEXT = (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT)
FOCUS_KEYS_BACK = (pygame.K_UP, pygame.K_LEFT)
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclass
class Button:
    """A clickable label. ``value`` is what the scene acts on when it is pressed."""

    label: str
    rect: pygame.Rect
    value: object = None
    enabled: bool = True
    active: bool = False  # drawn as chosen (a selected option) or urgent (the only legal action)
    size: int = 20
    hover: bool = field(default=False, compare=False)
    focused: bool = field(default=False, compare=False)  # the keyboard focus is on it
    # The words as drawn, when fitted to the button in several lines (``fit_label``).
    lines: tuple[str, ...] = ()

    @classmethod
    def fitted(
        cls, label: str, rect: pygame.Rect, value: object = None, active: bool = False, largest: int = 18
    ) -> Button:
        """A button whose label is made to lie whole inside ``rect``, at ``largest`` at most."""
        fit = fit_label(label, rect.width, rect.height, largest)
        return cls(label, rect, value, active=active, size=fit.size, lines=fit.lines)

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.enabled and self.rect.collidepoint(pos)

    def label_images(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Each line of the label rendered, and where it is drawn (centred on the button)."""
        colour = (ACTIVE_INK if self.active else INK) if self.enabled else MUTED
        lines = self.lines or (self.label,)
        step = line_height(self.size) if len(lines) > 1 else 0
        top = self.rect.centery - step * (len(lines) - 1) // 2
        images = [text(line, self.size, colour, bold=True) for line in lines]
        centres = [(self.rect.centerx, top + i * step) for i in range(len(lines))]
        return [(image, image.get_rect(center=centre)) for image, centre in zip(images, centres, strict=True)]

    def draw(self, surface: pygame.Surface) -> None:
        colour = BUTTON_DISABLED
        if self.enabled:
            colour = BUTTON_ACTIVE if self.active else BUTTON_HOVER if self.hover else BUTTON
        pygame.draw.rect(surface, colour, self.rect, border_radius=8)
        pygame.draw.rect(surface, BORDER if self.enabled else MUTED, self.rect, 2, border_radius=8)
        for image, where in self.label_images():
            surface.blit(image, where)
        if self.focused:
            draw_focus(surface, self.rect)


def draw_focus(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The keyboard focus: a bright double outline just outside ``rect``."""
    pygame.draw.rect(surface, FOCUS, rect.inflate(10, 10), 3, border_radius=10)
    pygame.draw.rect(surface, (10, 30, 40), rect.inflate(4, 4), 1, border_radius=9)


class FocusRing:
    """Keyboard focus over a scene's buttons: Tab and the arrows move it, Enter or Space press.

    It keeps an index, so it survives the scene rebuilding its buttons on a resize.
    ``back_keys`` / ``next_keys`` narrow the keys a scene gives it (the rules screen keeps
    Up and Down for scrolling).
    """

    def __init__(
        self,
        index: int = 0,
        next_keys: tuple[int, ...] = FOCUS_KEYS_NEXT,
        back_keys: tuple[int, ...] = FOCUS_KEYS_BACK,
    ) -> None:
        self.index = index
        self.next_keys = next_keys
        self.back_keys = back_keys

    def show(self, buttons: list[Button]) -> None:
        """Mark the focused button (the nearest enabled one to the index)."""
        usable = [i for i, button in enumerate(buttons) if button.enabled]
        if usable and self.index not in usable:
            self.index = min(usable, key=lambda i: abs(i - self.index))
        for i, button in enumerate(buttons):
            button.focused = i == self.index

    def focus_on(self, buttons: list[Button], value: object) -> None:
        for i, button in enumerate(buttons):
            if button.value == value:
                self.index = i
        self.show(buttons)

    def key(self, event: pygame.event.Event, buttons: list[Button]) -> Button | None:
        """Move the focus for a navigation key; the focused button for Enter or Space."""
        if event.type != pygame.KEYDOWN or not buttons:
            return None
        usable = [i for i, button in enumerate(buttons) if button.enabled]
        if not usable:
            return None
        back = event.key in self.back_keys or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
        if back or event.key in self.next_keys:
            here = usable.index(self.index) if self.index in usable else 0
            self.index = usable[(here + (-1 if back else 1)) % len(usable)]
            self.show(buttons)
            return None
        if event.key in ACTIVATE_KEYS:
            self.show(buttons)
            return buttons[self.index]
        return None


def update_hover(buttons: list[Button], pos: tuple[int, int]) -> None:
    for button in buttons:
        button.hover = button.contains(pos)


def button_at(buttons: list[Button], pos: tuple[int, int]) -> Button | None:
    for button in buttons:
        if button.contains(pos):
            return button
    return None


def clicked(event: pygame.event.Event, buttons: list[Button]) -> Button | None:
    """The button a left click released over, if any."""
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        return button_at(buttons, event.pos)
    if event.type == pygame.MOUSEMOTION:
        update_hover(buttons, event.pos)
    return None


def panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 200) -> None:
    """A dark translucent panel (drawn through a cached surface of the rect's size)."""
    shade = _shade(rect.size, alpha)
    surface.blit(shade, rect.topleft)
    pygame.draw.rect(surface, BORDER, rect, 2, border_radius=10)


_SHADES: dict[tuple[tuple[int, int], int], pygame.Surface] = {}


def _shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    key = (size, alpha)
    if key not in _SHADES:
        if len(_SHADES) > 64:
            _SHADES.clear()
        shade = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (10, 20, 16, alpha), shade.get_rect(), border_radius=10)
        _SHADES[key] = shade
    return _SHADES[key]


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole surface (under an overlay)."""
    shade = _dimmer(surface.get_size(), alpha)
    surface.blit(shade, (0, 0))


_DIMMERS: dict[tuple[tuple[int, int], int], pygame.Surface] = {}


def _dimmer(size: tuple[int, int], alpha: int) -> pygame.Surface:
    key = (size, alpha)
    if key not in _DIMMERS:
        _DIMMERS.clear()
        shade = pygame.Surface(size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, alpha))
        _DIMMERS[key] = shade
    return _DIMMERS[key]


def column(
    labels: list[tuple[str, object]],
    center_x: int,
    top: int,
    width: int = 320,
    height: int = 52,
    size: int = 20,
) -> list[Button]:
    """Buttons stacked vertically, centred on ``center_x``, labels at ``size``."""
    gap = height // 4
    left = center_x - width // 2
    rects = [pygame.Rect(left, top + i * (height + gap), width, height) for i in range(len(labels))]
    return [Button(label, rect, value, size=size) for rect, (label, value) in zip(rects, labels, strict=True)]


class FittedWords:
    """For a screen whose words are each fitted to a box: ``drawn`` keeps where each landed and
    the box it had, so a test can check that nothing spills out (reset it as drawing starts)."""

    drawn: Drawn

    def _put(
        self,
        surface: pygame.Surface,
        words: str,
        box: pygame.Rect,
        size: int,
        colour: tuple[int, int, int] = INK,
        bold: bool = False,
        centred: bool = False,
        smallest: int = 11,
    ) -> None:
        put_fitted(
            surface, words, box, size, colour, self.drawn, bold=bold, centred=centred, smallest=smallest
        )


def scrolled_to_show(top: int, index: int, rows: int, count: int) -> int:
    """The first row of a list of ``count`` showing ``rows`` at a time, moved from ``top`` only as
    far as needed to show row ``index``.

    >>> scrolled_to_show(0, 12, 10, 30), scrolled_to_show(8, 3, 10, 30), scrolled_to_show(25, 26, 10, 30)
    (3, 3, 20)
    """
    if index < top:
        top = index
    elif index >= top + rows:
        top = index - rows + 1
    return max(0, min(top, max(0, count - rows)))
