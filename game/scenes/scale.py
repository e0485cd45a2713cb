"""How much larger than at 1920x1080 the screens draw their words and the boxes sized for them.

Cards already grow with the window; without this, words on a 4K window would be a quarter
of their size beside them. Like a desktop's display scaling, a window up to 1920x1080 draws
at the sizes written in the code, and a larger one up to twice as large.

On top of that the player's text size (Settings, 100–200%) makes words, plates and buttons
larger still, as far as the window has room for: every screen is laid out to fit 1024x600 at
the sizes written, so a window k times as large in both directions fits them k times as large.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..player.settings import TEXT_SIZES

BASE = (1920, 1080)
LARGEST = 2.0
SMALLEST_WINDOW = (1024, 600)  # the screens are laid out to fit it at the sizes written

_chosen = {"text_size": 100}


def use_text_size(percent: int) -> None:
    """The player's text size from now on (a percentage of ``TEXT_SIZES``; others are 100)."""
    _chosen["text_size"] = percent if percent in TEXT_SIZES else 100


def text_size() -> int:
    return _chosen["text_size"]


def ui_scale(size: tuple[int, int]) -> float:
    """The factor for a window of ``size``: 1 up to 1920x1080, then the smaller of the two
    ratios (a wide, short window is not scaled), at most 2; times the player's text size where
    the window has room for it.

    >>> use_text_size(200)
    >>> ui_scale((1024, 600)), ui_scale((2048, 1200)), round(ui_scale((1920, 1080)), 2)
    (1.0, 2.0, 1.8)
    >>> use_text_size(100)
    >>> ui_scale((1024, 600)), ui_scale((3840, 2160))
    (1.0, 2.0)
    """
    window = max(1.0, min(LARGEST, size[0] / BASE[0], size[1] / BASE[1]))
    room = min(size[0] / SMALLEST_WINDOW[0], size[1] / SMALLEST_WINDOW[1])
    return max(window, min(window * text_size() / 100, room))


@dataclass(frozen=True, slots=True)
class Scale:
    """``scale(16)``: a length or type size written for 1920x1080, at this window's size."""

    factor: float = 1.0

    def __call__(self, length: float) -> int:
        return round(length * self.factor)


UNSCALED = Scale()  # the sizes as written: any window up to 1920x1080


def scale_for(size: tuple[int, int]) -> Scale:
    return Scale(ui_scale(size))
