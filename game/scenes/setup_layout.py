"""Where the setup's parts sit in a window: the variants down the left, the description under
them, the players, deal number and seats on the right, Back and Start in the bottom corners."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .scale import Scale, scale_for
from .text import text, wrap


@dataclass(frozen=True)
class SeatRow:
    name: pygame.Rect  # the name entry
    pick: pygame.Rect | None  # a person's list of players (▾)
    kind: pygame.Rect  # the kind button: a person, a remote player, a computer level
    birthday: pygame.Rect | None  # a person's birthday entry, in games that use birthdays


@dataclass(frozen=True)
class SetupLayout:
    variants: list[pygame.Rect]
    description_top: int
    right_x: int  # the right column's left edge
    fewer: pygame.Rect  # the players' − and +
    more: pygame.Rect
    options: pygame.Rect | None
    seed: pygame.Rect
    single: pygame.Rect | None  # who is dealt the single card (a challenge)
    seats_top: int
    birthday_x: int
    seats: list[SeatRow]
    back: pygame.Rect
    start: pygame.Rect


def lay_out(
    size: tuple[int, int],
    px: Scale,
    variants: int,
    people: list[bool],
    options: bool,
    single: bool,
    birthdays: bool,
) -> SetupLayout:
    """The layout for ``variants`` variant buttons and one seat per entry of ``people`` (True for
    a person's seat), with an Options button, the single card's button, birthdays, if asked."""
    w, h = size
    left_w = min(px(420), int(w * 0.42))
    x, y = px(30), px(90)
    row_h = max(px(26), min(px(34), (h - px(330)) // max(variants, 1)))
    rows = [pygame.Rect(x, y + n * row_h, left_w, row_h - px(4)) for n in range(variants)]
    rx = x + left_w + px(40)
    step = pygame.Rect(0, px(90), px(40), px(36))
    options_rect = pygame.Rect(rx + px(290), px(90), min(px(200), w - px(30) - rx - px(290)), px(36))
    seats_top = px(276 if single else 236)
    back, start = bottom_buttons(size)
    seats, birthday_x = seat_rows(size, px, rx, seats_top, people, birthdays)
    return SetupLayout(
        variants=rows,
        description_top=y + variants * row_h + px(12),
        right_x=rx,
        fewer=step.move(rx + px(120), 0),
        more=step.move(rx + px(220), 0),
        options=options_rect if options else None,
        seed=pygame.Rect(rx + px(160), px(140), px(160), px(36)),
        single=pygame.Rect(rx, px(186), px(320), px(34)) if single else None,
        seats_top=seats_top,
        birthday_x=birthday_x,
        seats=seats,
        back=back,
        start=start,
    )


def seat_rows(
    size: tuple[int, int], px: Scale, rx: int, top: int, people: list[bool], birthdays: bool
) -> tuple[list[SeatRow], int]:
    """The seats' rows from ``top`` in the right column (from ``rx``), and the birthdays' left edge."""
    # The seats end above the bottom row (Back, the description, Start): ten seats at 1024x600
    # ran under the description.
    room = bottom_buttons(size)[0].top - px(8) - top
    seat_h = max(px(26), min(px(44), room // max(len(people), 1)))
    gap = px(6) if seat_h >= px(36) else px(3)  # between seats, less where they are many
    name_w, kind_w, birthday_w = seat_widths(size[0] - px(30) - (rx + px(40)), px, birthdays)
    birthday_x = rx + px(40) + name_w + kind_w + px(20)
    rows = []
    for seat, person in enumerate(people):
        y, h = top + seat * seat_h, seat_h - gap
        pick_w = min(px(40), seat_h) if person else 0
        rows.append(
            SeatRow(
                name=pygame.Rect(rx + px(40), y, name_w - pick_w, h),
                pick=pygame.Rect(rx + px(40) + name_w - pick_w + px(4), y, pick_w, h) if pick_w else None,
                kind=pygame.Rect(rx + px(50) + name_w, y, kind_w, h),
                birthday=pygame.Rect(birthday_x, y, birthday_w, h) if birthday_w and person else None,
            )
        )
    return rows, birthday_x


def seat_widths(room: int, px: Scale, birthdays: bool) -> tuple[int, int, int]:
    """Widths of a seat's name entry, kind button and birthday entry (0: none asked)."""
    if not birthdays:
        return px(200), px(170), 0
    name_w = min(px(200), int((room - px(20)) * 0.38))
    kind_w = min(px(170), int((room - px(20)) * 0.33))
    return name_w, kind_w, min(px(150), room - px(20) - name_w - kind_w)


def bottom_buttons(size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
    """Where Back and Start sit: the bottom corners."""
    w, h = size
    px = scale_for(size)
    back = pygame.Rect(px(30), h - px(80), px(160), px(52))
    start = pygame.Rect(w - px(230), h - px(80), px(200), px(52))
    return back, start


def description_box(size: tuple[int, int], top: int) -> pygame.Rect:
    """The chosen variant's description, from ``top`` under the list of variants; on a short
    window, where the list leaves too little room above Back, on the bottom row between Back and
    Start (at 1024x600 it ran over the Back button), as tall as that row allows from just under
    the list to the window's foot: three lines of words besides the players line (at 64 pixels
    it held one, and the longest description was cut to it)."""
    w, h = size
    px = scale_for(size)
    box = pygame.Rect(px(30), top, min(px(420), int(w * 0.42)), px(150))
    box.height = min(px(150), h - px(100) - box.y)
    if box.height >= px(60):
        return box
    back, start = bottom_buttons(size)
    left, right = back.right + px(20), start.left - px(20)
    # ``top`` is 16 pixels under the list's last button (its 12 and a row's gap of 4): 4 are kept.
    high = min(top - px(12), h - px(86))
    return pygame.Rect(left, high, right - left, h - px(4) - high)


def error_lines(error: str, size: tuple[int, int], top: int, right_x: int) -> list[tuple[str, pygame.Rect]]:
    """The refusal above Start, right of the description (``top``: its top under the variants;
    it ran over the description's frame when centred on the window), wrapped to that column."""
    w, h = size
    px = scale_for(size)
    box = description_box(size, top)
    beside = box.y == top  # under the list, not on the bottom row
    left = box.right + px(20) if beside else right_x
    width = w - px(30) - left
    lines = wrap(error, px(16), width)
    bottom = min(h - px(90), box.top - px(4))  # above the description, on the bottom row too
    placed = []
    for line in reversed(lines):
        rect = text(line, px(16)).get_rect(bottomleft=(left, bottom))
        placed.append((line, rect))
        bottom = rect.top - 2
    return placed[::-1]
