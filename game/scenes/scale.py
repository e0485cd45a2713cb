"""How much larger than at 1920x1080 the screens draw their words and the boxes sized for them.

Cards already grow with the window; without this, words on a 4K window would be a quarter
of their size beside them. Like a desktop's display scaling, a window up to 1920x1080 draws
at the sizes written in the code, and a larger one up to twice as large.
"""

from __future__ import annotations

from dataclasses import dataclass

BASE = (1920, 1080)
LARGEST = 2.0


def ui_scale(size: tuple[int, int]) -> float:
    """The factor for a window of ``size``: 1 up to 1920x1080, then the smaller of the two
    ratios (a wide, short window is not scaled), at most 2."""
    return max(1.0, min(LARGEST, size[0] / BASE[0], size[1] / BASE[1]))


@dataclass(frozen=True, slots=True)
class Scale:
    """``scale(16)``: a length or type size written for 1920x1080, at this window's size."""

    factor: float = 1.0

    def __call__(self, length: float) -> int:
        return round(length * self.factor)


UNSCALED = Scale()  # the sizes as written: any window up to 1920x1080


def scale_for(size: tuple[int, int]) -> Scale:
    return Scale(ui_scale(size))
