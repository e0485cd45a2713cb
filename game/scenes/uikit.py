"""The drawing, sound and settings services the scenes use, gathered in one place.

Scenes import these names from here so that the few modules they come from
(``game.ui``, ``game.player.settings``, ``game.variants.rules_text``) are listed once.
"""

from __future__ import annotations

from ..player.settings import Settings, load_settings, save_settings
from ..ui.cards import CardArt
from ..ui.felt import draw_felt
from ..ui.fonts import font
from ..ui.sounds import Sounds
from ..variants.rules_text import rules_text

__all__ = [
    "CardArt",
    "Settings",
    "Sounds",
    "draw_felt",
    "font",
    "load_settings",
    "rules_text",
    "save_settings",
]
