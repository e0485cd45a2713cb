"""The keys overlay: F1 anywhere lists the keys of the screen in use, over it, until F1, Esc, a
key or a click closes it.

Each scene says its own keys (``Scene.help_keys``, pairs of key words and what they do, marked
for translation); the keys every screen shares are added here. The overlay only draws: it
changes nothing in the scene beneath, which sees none of the events while it is open.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import pygame

from ..i18n import N_, _
from .scale import scale_for
from .text import fitted
from .widgets import BORDER, dim, panel

KeyHelp = tuple[str, str]  # (the keys, what they do), both marked N_ where written


class Shown(str):
    """Words already in the player's language (a row filled in as it is asked for): the
    overlay shows them as they are, never looked up again."""


# Buttons everywhere answer the focus keys (``widgets.FocusRing``).
BUTTON_KEYS: Final[tuple[KeyHelp, ...]] = (
    (N_("Tab / arrows"), N_("move between the buttons")),
    (N_("Enter / Space"), N_("press the button in focus")),
)
EVERYWHERE: Final[tuple[KeyHelp, ...]] = (
    (N_("F1"), N_("show or hide these keys")),
    (N_("F11"), N_("full screen or window")),
)
KEY_INK: Final = (245, 215, 110)
WORDS_INK: Final = (236, 236, 226)


def rows(keys: Sequence[KeyHelp]) -> list[KeyHelp]:
    """The screen's keys and the shared ones, translated, each key said once (the screen's own
    meaning first)."""
    seen: set[str] = set()
    shown: list[KeyHelp] = []
    for key, words in [*keys, *EVERYWHERE]:
        if key not in seen:
            seen.add(key)
            shown.append((in_words(key), in_words(words)))
    return shown


def in_words(text: str) -> str:
    """A row's text in the player's language: looked up unless it is so already."""
    return text if isinstance(text, Shown) else _(text)


def closes(event: pygame.event.Event) -> bool:
    """Whether ``event`` closes the overlay: any key or click (it then goes no further)."""
    return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)


def draw_keys(surface: pygame.Surface, title: str, keys: Sequence[KeyHelp]) -> tuple[pygame.Rect, int]:
    """The overlay over whatever is drawn; returns its box and how many rows it could show
    (for the tests' fit checks)."""
    size = surface.get_size()
    px = scale_for(size)
    shown = rows(keys)
    row_h, pad = px(30), px(20)
    key_w = min(px(260), size[0] // 3)
    width = min(size[0] - 2 * px(16), px(760))
    height = min(size[1] - 2 * px(16), pad * 2 + px(44) + row_h * len(shown))
    box = pygame.Rect(0, 0, width, height)
    box.center = (size[0] // 2, size[1] // 2)
    dim(surface)
    panel(surface, box, alpha=235)
    pygame.draw.rect(surface, BORDER, box, 2, border_radius=8)
    heading = fitted(title, px(24), width - 2 * pad, KEY_INK, bold=True)
    surface.blit(heading, (box.x + pad, box.y + pad))
    # Rows that do not fit a short window are left out from the end, never drawn outside.
    fit = max(0, (height - 2 * pad - px(44)) // row_h)
    for index, (key, words) in enumerate(shown[:fit]):
        y = box.y + pad + px(44) + index * row_h
        surface.blit(fitted(key, px(18), key_w - px(12), KEY_INK, bold=True), (box.x + pad, y))
        words_w = width - 2 * pad - key_w
        surface.blit(fitted(words, px(18), words_w, WORDS_INK), (box.x + pad + key_w, y))
    return box, min(fit, len(shown))
