"""Fonts: the bundled DejaVu faces, loaded once per size.

The DejaVu files in ``assets/fonts`` ship under their own free licence
(``assets/fonts/LICENSE-DejaVu.txt``). If they are missing, pygame's built-in
font stands in so the table still works.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

import pygame

from ..files import paths

SANS: Final = "DejaVuSans.ttf"
SANS_BOLD: Final = "DejaVuSans-Bold.ttf"
SERIF_BOLD: Final = "DejaVuSerif-Bold.ttf"

_cache: dict[tuple[int, bool, bool], pygame.font.Font] = {}


def _file(name: str) -> Path | None:
    path = paths.assets_dir() / "fonts" / name
    return path if path.is_file() else None


def font(size: int, bold: bool = False, serif: bool = False) -> pygame.font.Font:
    """The UI font at ``size`` points; ``serif`` (always bold) is for card face letters."""
    if not pygame.font.get_init():
        # Fonts made before a pygame.quit() are dead; start afresh.
        pygame.font.init()
        _cache.clear()
    size = max(1, int(size))
    key = (size, bold, serif)
    found = _cache.get(key)
    if found is None:
        name = SERIF_BOLD if serif else SANS_BOLD if bold else SANS
        path = _file(name)
        found = pygame.font.Font(path, size)  # None loads pygame's built-in font
        _cache[key] = found
    return found
