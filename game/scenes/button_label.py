"""A button's words made to fit its face: a smaller size, then two lines, then a shorter name.

A move button's width is fixed by the table's layout, but its words are not: "Steal: "
and a seat's name of up to twenty characters. Whatever is drawn must lie whole inside the
button, so the label is fitted once, when the button is placed.
"""

from __future__ import annotations

from dataclasses import dataclass

from .uikit import font

PADDING = 8  # kept clear between the words and each side of the button
SMALLEST = 11  # the smallest size a label is drawn at
READABLE = 13  # one line at this size or larger is kept rather than split in two
ELLIPSIS = "…"


@dataclass(frozen=True, slots=True)
class FittedLabel:
    """The lines a label is drawn as, and their size."""

    lines: tuple[str, ...]
    size: int


def fit_label(label: str, width: int, height: int, largest: int = 18) -> FittedLabel:
    """``label`` laid out to fit a ``width`` × ``height`` button (bold).

    One line at a size that reads well; else two lines, split after the label's colon
    ("Steal:" over the name) or at its middle space, when that is larger than one line
    can be; else the second line (the name) is cut short with "…" at the smallest size.
    """
    room_w, room_h = width - 2 * PADDING, height - 4
    one = _largest((label,), largest, room_w, room_h)
    if one is not None and one >= READABLE:
        return FittedLabel((label,), one)
    split = _split(label)
    two = None if split is None else _largest(split, largest, room_w, room_h)
    if split is not None and two is not None and (one is None or two > one):
        return FittedLabel(split, two)
    if one is not None:
        return FittedLabel((label,), one)
    if split is not None and _fits(split[:1], SMALLEST, room_w, room_h // 2):
        return FittedLabel((split[0], _shortened(split[1], room_w)), SMALLEST)
    return FittedLabel((_shortened(label, room_w),), SMALLEST)


def line_height(size: int) -> int:
    return font(size, bold=True).get_linesize()


def _largest(lines: tuple[str, ...], largest: int, width: int, height: int) -> int | None:
    """The largest size from ``largest`` down to the smallest at which ``lines`` fit."""
    sizes = range(largest, SMALLEST - 1, -1)
    return next((size for size in sizes if _fits(lines, size, width, height)), None)


def _fits(lines: tuple[str, ...], size: int, width: int, height: int) -> bool:
    face = font(size, bold=True)
    return len(lines) * face.get_linesize() <= height and all(face.size(line)[0] <= width for line in lines)


def _split(label: str) -> tuple[str, str] | None:
    """The label's two lines: after a colon if it has one, else at the space nearest its middle."""
    head, colon, tail = label.partition(": ")
    if colon and tail:
        return head + ":", tail
    spaces = [i for i, char in enumerate(label) if char == " "]
    if not spaces:
        return None
    middle = min(spaces, key=lambda i: abs(2 * i - len(label)))
    return label[:middle], label[middle + 1 :]


def _shortened(words: str, width: int) -> str:
    """``words`` cut short with "…" until they fit ``width`` at the smallest size."""
    face = font(SMALLEST, bold=True)
    if face.size(words)[0] <= width:
        return words
    while len(words) > 1 and face.size(words + ELLIPSIS)[0] > width:
        words = words[:-1]
    return words.rstrip() + ELLIPSIS
