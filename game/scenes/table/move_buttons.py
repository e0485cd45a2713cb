"""The move buttons in the table's bottom-right corner: one per legal move that has a button,
a game's own tools beside them, and the keys that press them."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import pygame

from ..widgets import Button
from .gestures import Gesture

# A move button's key is shown after its words, "Piocher (D)": the words may be any language.
_SHOWN_KEY = re.compile(r"\(([A-Z])\)$")


def hotkey(label: str) -> int | None:
    """The key that presses the move button showing ``label`` ("Draw (D)"), if it has one.

    >>> hotkey("Piocher (D)") == pygame.K_d, hotkey("Take back"), hotkey("")
    (True, None, None)
    """
    found = _SHOWN_KEY.search(label)
    # The key constants, not pygame.key.key_code: those need no display started.
    key = getattr(pygame, f"K_{found.group(1).lower()}", None) if found else None
    return key if isinstance(key, int) else None


def lay_out(
    area: pygame.Rect,
    px: Callable[[float], int],
    gestures: Sequence[Gesture],
    tools: Sequence[tuple[str, object]],
    urgent: bool,
) -> list[Button]:
    """Buttons stacked from the corner up: the moves' (lowest first, each with its key) and
    the game's tools above them; two columns when there are more than the rows. ``urgent``:
    the only legal move, drawn so that one click does it."""
    row_h, button_h, largest = px(52), px(44), px(18)
    rows = max(1, area.height // row_h + 1)
    # More buttons than rows (a hand of jacks to answer with): two columns.
    columns = 1 if len(gestures) + len(tools) <= rows else 2
    width = (area.width - (columns - 1) * 8) // columns
    buttons: list[Button] = []
    for i, (label, tool) in enumerate(tools):
        column, row = divmod(i + len(gestures), rows) if columns > 1 else (0, i + len(gestures))
        x = area.right - (column + 1) * width - column * 8
        rect = pygame.Rect(x, area.bottom - (row + 1) * row_h + px(8), width, button_h)
        buttons.append(Button.fitted(label, rect, tool, largest=largest))
    for i, gesture in enumerate(reversed(gestures)):
        column, row = divmod(i, rows) if columns > 1 else (0, i)
        x = area.right - (column + 1) * width - column * 8
        rect = pygame.Rect(x, area.bottom - (row + 1) * row_h + px(8), width, button_h)
        label = gesture.button or str(gesture.action)
        shown = f"{label} ({gesture.key.upper()})" if gesture.key else label
        buttons.append(Button.fitted(shown, rect, gesture, active=urgent, largest=largest))
    return buttons
