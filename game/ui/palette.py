"""The table's colours, in one place so the whole UI agrees.

Colours are plain ``(r, g, b)`` tuples: pygame accepts them everywhere and they
are immutable, so a module constant can never be changed by accident.
"""

from __future__ import annotations

from typing import Final

RGB = tuple[int, int, int]

# The felt: a lit centre fading to a darker rim.
FELT_CENTRE: Final[RGB] = (38, 120, 72)
FELT_EDGE: Final[RGB] = (14, 58, 34)
FELT_LINE: Final[RGB] = (74, 150, 100)  # pile outlines and table markings

# Card stock.
CARD_WHITE: Final[RGB] = (250, 248, 242)
CARD_EDGE: Final[RGB] = (150, 146, 138)
FACE_PANEL: Final[RGB] = (246, 238, 214)  # the parchment inside a J/Q/K frame
FACE_GOLD: Final[RGB] = (206, 160, 52)

# Suits. The two-colour deck is red/black; the four-colour deck keeps spades
# black and hearts red and gives diamonds blue and clubs green, so no two suits
# share a colour.
SUIT_BLACK: Final[RGB] = (24, 24, 28)
SUIT_RED: Final[RGB] = (200, 24, 36)
SUIT_BLUE: Final[RGB] = (28, 78, 196)
SUIT_GREEN: Final[RGB] = (22, 128, 48)

TWO_COLOUR: Final[dict[str, RGB]] = {
    "S": SUIT_BLACK,
    "H": SUIT_RED,
    "D": SUIT_RED,
    "C": SUIT_BLACK,
}
FOUR_COLOUR: Final[dict[str, RGB]] = {
    "S": SUIT_BLACK,
    "H": SUIT_RED,
    "D": SUIT_BLUE,
    "C": SUIT_GREEN,
}

# Card backs.
BACK_RED: Final[RGB] = (150, 22, 34)
BACK_RED_LIGHT: Final[RGB] = (198, 58, 66)
BACK_BLUE: Final[RGB] = (24, 48, 128)
BACK_BLUE_LIGHT: Final[RGB] = (70, 104, 190)

# Selection and focus.
HIGHLIGHT_GOLD: Final[RGB] = (255, 204, 64)


def suit_colour(suit: str, four_colour: bool = False) -> RGB:
    """The ink for ``suit`` (``"S"``, ``"H"``, ``"D"``, ``"C"``) in the chosen deck style."""
    table = FOUR_COLOUR if four_colour else TWO_COLOUR
    try:
        return table[suit]
    except KeyError:
        raise ValueError(f"no such suit: {suit!r} (use S, H, D or C)") from None


# Words drawn on a fill a player chooses (a profile's colour): the darker or the lighter ink,
# whichever stands out more from it.
INK_DARK: Final[RGB] = (24, 24, 20)
INK_LIGHT: Final[RGB] = (255, 255, 255)


def _linear(level: int) -> float:
    c = level / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: RGB) -> float:
    """How light ``colour`` looks, 0 (black) to 1 (white): sRGB made linear, weighted by the eye."""
    r, g, b = (_linear(level) for level in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ink_for(fill: RGB) -> RGB:
    """The ink that reads best on ``fill``.

    >>> ink_for((214, 176, 52)), ink_for((40, 40, 44))
    ((24, 24, 20), (255, 255, 255))
    """
    light = (luminance(INK_LIGHT) + 0.05) / (luminance(fill) + 0.05)
    dark = (luminance(fill) + 0.05) / (luminance(INK_DARK) + 0.05)
    return INK_LIGHT if light >= dark else INK_DARK
