"""The look of pygame-gui's text entries (the setup's names, deal number and birthdays, the
options' numbers), at the window's scale."""

from __future__ import annotations

from typing import Any

from .scale import UNSCALED, Scale, scale_for

THEME = {
    "text_entry_line": {
        "colours": {
            "dark_bg": "#10261c",
            "normal_text": "#f0ecdc",
            "selected_bg": "#b08a30",
            "normal_border": "#c8be96",
            "text_cursor": "#f0ecdc",
        },
        "misc": {"border_width": "2", "shape": "rounded_rectangle", "shape_corner_radius": "6"},
    }
}
ENTRY_TYPE = 14  # pygame-gui's own size for a text entry's words


def themed(px: Scale) -> dict[str, Any]:
    """The text entries' theme with their words at the window's scale (pygame-gui's own font
    and size up to 1920x1080)."""
    if px == UNSCALED:
        return THEME
    entry = {**THEME["text_entry_line"], "font": {"name": "noto_sans", "size": str(px(ENTRY_TYPE))}}
    return {"text_entry_line": entry}


def entry_manager(manager: Any, scale: Scale, size: tuple[int, int]) -> tuple[Any, Scale]:
    """The pygame-gui manager of a screen's text entries for a window of ``size``, and that
    window's scale: a new manager when the scale changed (the entries' font size with it), else
    ``manager`` told the new size."""
    import pygame_gui  # slow to import: only once a screen with entries is shown

    px = scale_for(size)
    if manager is None or px != scale:
        return pygame_gui.UIManager(size, themed(px)), px
    manager.set_window_resolution(size)
    return manager, px
