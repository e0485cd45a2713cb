"""Two small charts drawn with pygame's lines and rectangles: a line chart of rates (0 to 100 %)
over games, and a bar chart of counts in groups. Each word is fitted to its own box; the boxes
are returned with where the words landed, so a test can check nothing spills out."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..i18n import _
from ..i18n.numbers import number, percent
from .text import Drawn, put_fitted, text
from .uikit import font

AXIS = (150, 160, 150)
GRID = (60, 80, 70)
INK = (240, 236, 220)
MUTED = (170, 180, 170)
Colour = tuple[int, int, int]


def _put(
    surface: pygame.Surface,
    words: str,
    box: pygame.Rect,
    size: int,
    colour: Colour,
    drawn: Drawn,
    centred: bool = True,
) -> None:
    put_fitted(surface, words, box, size, colour, drawn, centred=centred)


def _legend(
    surface: pygame.Surface, rect: pygame.Rect, entries: Sequence[tuple[str, Colour]], size: int, drawn: Drawn
) -> int:
    """The legend along the top of ``rect``; returns its height."""
    height = text("Ag", size).get_height()
    width = rect.width // max(1, len(entries))
    for i, (label, colour) in enumerate(entries):
        cell = pygame.Rect(rect.left + i * width, rect.top, width, height)
        swatch = pygame.Rect(cell.left + 4, cell.centery - 5, 18, 10)
        pygame.draw.rect(surface, colour, swatch)
        _put(
            surface,
            label,
            pygame.Rect(swatch.right + 6, cell.top, cell.right - swatch.right - 10, height),
            size,
            INK,
            drawn,
            centred=False,
        )
    return height + 6


def sample(values: Sequence[float], most: int) -> list[tuple[int, float]]:
    """At most ``most`` of ``values`` with their indices, evenly spread, the last always kept
    (a chart of ten thousand games draws one point per pixel, not ten thousand).

    >>> sample([0.0, 0.1, 0.2, 0.3, 0.4], 3)
    [(0, 0.0), (2, 0.2), (4, 0.4)]
    """
    count = len(values)
    if count <= most:
        return list(enumerate(values))
    picks = sorted({round(i * (count - 1) / (most - 1)) for i in range(most)})
    return [(i, values[i]) for i in picks]


def line_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    series: Sequence[tuple[str, Colour, Sequence[float]]],
    size: int,
) -> Drawn:
    """Rates from 0 to 1, one line per series, games along the bottom."""
    drawn: Drawn = []
    top = rect.top + _legend(surface, rect, [(label, colour) for label, colour, _ in series], size, drawn)
    label_w = text(percent(1.0), size).get_width() + 8
    row = text("Ag", size).get_height()
    plot = pygame.Rect(
        rect.left + label_w, top + row // 2, rect.width - label_w - 4, rect.bottom - top - 2 * row
    )
    if plot.width < 20 or plot.height < 20:
        return drawn
    for share in (0.0, 0.5, 1.0):
        y = plot.bottom - round(share * plot.height)
        pygame.draw.line(surface, GRID if share else AXIS, (plot.left, y), (plot.right, y), 1)
        _put(
            surface,
            percent(share),
            pygame.Rect(rect.left, y - row // 2, label_w - 4, row),
            size,
            MUTED,
            drawn,
        )
    pygame.draw.line(surface, AXIS, plot.bottomleft, plot.topleft, 1)
    games = max((len(values) for _, _, values in series), default=0)
    for index, (_label, colour, values) in enumerate(series):
        points = [
            (plot.left + round(i / max(1, games - 1) * plot.width), plot.bottom - round(v * plot.height))
            for i, v in sample(values, max(2, plot.width // 2))
        ]
        # Each line narrower than the one before it, drawn over it: where two agree, both show.
        width = 2 + 2 * (len(series) - 1 - index)
        if len(points) >= 2:
            pygame.draw.lines(surface, colour, False, points, width)
        elif points:
            pygame.draw.circle(surface, colour, points[0], 3)
    below = pygame.Rect(plot.left, plot.bottom + 2, plot.width, row)
    _put(
        surface, _("games 1 to {count}, oldest first").format(count=number(games)), below, size, MUTED, drawn
    )
    return drawn


def bar_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    groups: Sequence[tuple[str, Sequence[int]]],
    legend: Sequence[tuple[str, Colour]],
    size: int,
) -> Drawn:
    """Counts in groups, one bar per legend entry in each group, the group's name below it (on
    two lines where one is too narrow)."""
    drawn: Drawn = []
    top = rect.top + _legend(surface, rect, legend, size, drawn)
    row = text("Ag", size).get_height()
    slot_w = round((rect.width - 8) / max(1, len(groups))) - 4
    # Each name on one line if it fits at the size asked, else on two; then one size for them all.
    lines = {name: _two_lines(name, size, slot_w) for name, _ in groups}
    names = _common_size([part for split in lines.values() for part in split], slot_w, size)
    depth = max((len(split) for split in lines.values()), default=1)
    name_row = text("Ag", names).get_height()
    plot = pygame.Rect(
        rect.left + 4, top + row, rect.width - 8, rect.bottom - top - row - depth * name_row - 8
    )
    if plot.height < 20 or not groups:
        return drawn
    highest = max((value for _, values in groups for value in values), default=0) or 1
    pygame.draw.line(surface, AXIS, plot.bottomleft, plot.bottomright, 1)
    slot = plot.width / len(groups)
    bars = len(legend)
    bar_w = max(3, int(slot * 0.7 / bars))
    for g, (name, values) in enumerate(groups):
        left = plot.left + round(g * slot + slot * 0.15)
        for b, value in enumerate(values[:bars]):
            height = round(value / highest * plot.height)
            bar = pygame.Rect(left + b * bar_w, plot.bottom - height, bar_w - 2, height)
            pygame.draw.rect(surface, legend[b][1], bar)
            figure = pygame.Rect(bar.left - 4, bar.top - row, bar_w + 6, row)
            _put(surface, number(value), figure, size, INK, drawn)
        for n, part in enumerate(lines[name]):
            cell = pygame.Rect(
                plot.left + round(g * slot) + 2, plot.bottom + 3 + n * name_row, round(slot) - 4, name_row
            )
            _put(surface, part, cell, names, MUTED, drawn)
    return drawn


def _two_lines(name: str, size: int, width: int) -> list[str]:
    """``name`` on one line if it fits ``width`` at ``size``, else on two, broken between the
    words where the longer line is shortest ("A Birthday" / "Wish")."""
    face = font(size)
    words = name.split(" ")
    if face.size(name)[0] <= width or len(words) < 2:
        return [name]
    split = min(
        range(1, len(words)),
        key=lambda at: max(face.size(" ".join(words[:at]))[0], face.size(" ".join(words[at:]))[0]),
    )
    return [" ".join(words[:split]), " ".join(words[split:])]


def _common_size(labels: Sequence[str], width: int, size: int) -> int:
    """The largest type size, from ``size`` down to 11, at which every label fits ``width``
    (the group names read alike; the longest is cut short if even 11 is too large)."""
    for candidate in range(size, 10, -1):
        if all(text(label, candidate).get_width() <= width for label in labels):
            return candidate
    return 11
