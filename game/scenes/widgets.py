"""Small drawn widgets shared by the scenes: buttons and panels, painted from cached surfaces."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from .text import text

BUTTON = (38, 60, 48)
BUTTON_HOVER = (58, 92, 72)
BUTTON_ACTIVE = (170, 130, 40)
BUTTON_DISABLED = (45, 50, 48)
BORDER = (200, 190, 150)
INK = (240, 236, 220)
MUTED = (150, 150, 140)


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

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.enabled and self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface) -> None:
        colour = BUTTON_DISABLED
        if self.enabled:
            colour = BUTTON_ACTIVE if self.active else BUTTON_HOVER if self.hover else BUTTON
        pygame.draw.rect(surface, colour, self.rect, border_radius=8)
        pygame.draw.rect(surface, BORDER if self.enabled else MUTED, self.rect, 2, border_radius=8)
        label = text(self.label, self.size, INK if self.enabled else MUTED, bold=True)
        surface.blit(label, label.get_rect(center=self.rect.center))


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
    labels: list[tuple[str, object]], center_x: int, top: int, width: int = 320, height: int = 52
) -> list[Button]:
    """Buttons stacked vertically, centred on ``center_x``."""
    gap = height // 4
    return [
        Button(label, pygame.Rect(center_x - width // 2, top + i * (height + gap), width, height), value)
        for i, (label, value) in enumerate(labels)
    ]
