"""Where Crazy Jokers' own zones lie: the picked cards and a pending offer beside the centre
piles, each seat's laid Big Flush in its hand's place, and the line above the player's plate
that says what their contract still needs."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

import pygame

from .....engine.games.crazy_jokers.contracts import Contract
from ...layout import BUTTON_ROWS, GAP, SHARED_LAYERS, Layout, LayoutPlan, ZoneGeom, card_height, pile_label

PICKED_ROOM = 4  # one card a seat; a tie adds more, and the row squeezes
NEEDS = "needs"  # the needs line's name among the layout's labels
MIN_WIDTH = 16  # the narrowest card the art can draw
# "Full Full House: 7♠ 7♥ 7♦ K♠ K♥ ✓ · need one more K": room for the longest such line at 15
# points, narrower where the table is; the words shrink to the room they get.
NEEDS_SIZE = (560, 24)
# The declaration panel: its widest, its title's height and a contract's row.
PANEL_W = 620
TITLE_H = 34
ROW_H = 46
# A panel squeezed past these would cut its reminders short or crowd its rows: it moves instead.
COMFORTABLE_ROW = 40
COMFORTABLE_W = 540


def button_rows(players: int) -> int:
    """Rows for the move buttons: Draw, Take and a steal for each opponent (the 2♠'s Look
    buttons are as many), so at four seats five buttons keep the full width, each on one line."""
    return max(BUTTON_ROWS, players + 1)


def place_crazy_jokers(layout: Layout, zone_names: list[str], viewer: int) -> None:
    """Add the picked row, the offer pile, the flush rows and the needs line to a layout whose
    hands, plates and centre piles are placed already."""
    _place_picked_and_offer(layout, zone_names)
    for name in zone_names:
        if name.startswith("flush:"):
            _place_flush(layout, name)
    _place_needs(layout, viewer)
    layout.keep_clear.append(declaration_box(layout, viewer))


def _place_needs(layout: Layout, viewer: int) -> None:
    """The player's contract and what it still needs, just above their plate, as a region of
    its own: the layout then keeps the centre piles' labels and everything else clear of it."""
    geom = layout.seats.get(viewer)
    if geom is None or f"hand:{viewer}" not in layout.zones:
        return
    table = layout.table
    room = pygame.Rect(table.left + GAP, table.top, layout.buttons.left - table.left - 2 * GAP, table.height)
    box = pygame.Rect(0, 0, min(layout.px(NEEDS_SIZE[0]), room.width), layout.px(NEEDS_SIZE[1]))
    box.midbottom = (geom.plate.centerx, geom.plate.top - 4)
    layout.labels[NEEDS] = box.clamp(room)


def _place_picked_and_offer(layout: Layout, names: list[str]) -> None:
    stock, waste = layout.zones.get("stock"), layout.zones.get("waste")
    if stock is None or waste is None:
        return
    w = max(layout.small_width, MIN_WIDTH)
    step = int(w * 0.5)
    span = w + step * (PICKED_ROOM - 1)
    # Each pile's label is as wide as large text makes it: the piles beside the centre keep
    # clear of the centre piles' labels as well as of their cards.
    label_w = pile_label(layout).width
    if "picked" in names:
        cx = stock.cx - max(stock.width, label_w) // 2 - GAP * 3 - max(span, label_w) // 2
        layout.zones["picked"] = ZoneGeom(
            "picked", "row", cx, stock.cy, w, span=span, step=step, room=PICKED_ROOM
        )
        _label(layout, "picked", cx, stock.cy + card_height(w) // 2 + 3)
    if "offer" in names:
        x = waste.cx + max(waste.width, label_w) // 2 + GAP * 3 + max(w, label_w) // 2
        layout.zones["offer"] = ZoneGeom("offer", "heap", x, waste.cy, w, room=1, transient=True)
        _label(layout, "offer", x, waste.cy + card_height(w) // 2 + 3)


def _label(layout: Layout, zone: str, cx: int, top: int) -> None:
    """The zone's name and count just under it ("offer 1"), as the piles have."""
    label = pile_label(layout)
    label.midtop = (cx, top)
    layout.labels[f"label:{zone}"] = label


def _place_flush(layout: Layout, name: str) -> None:
    """A laid Big Flush lies where its owner's hand was: the hand is empty while it lies there
    (the engine moves every card across), so the two zones share one place."""
    seat = name.split(":")[1]
    hand = layout.zones.get(f"hand:{seat}")
    if hand is not None:
        layout.zones[name] = replace(hand, zone=name)
        layout.shares[name] = hand.zone


def declaration_box(layout: Layout, viewer: int) -> pygame.Rect:
    """Where the panel goes: just above the player's own plate (their face-down hand below it),
    as tall as seven rows need or the table allows, but never over another seat's plate, which
    says what that seat declared. Where the room above the player's plate is cut short by those
    plates (a small window), the panel takes the room below them instead, over the player's own
    plate and face-down hand, which say nothing yet."""
    table = layout.table
    own = layout.seats[viewer].plate if viewer in layout.seats else None
    others = [geom.plate for seat, geom in layout.seats.items() if seat != viewer]
    width = min(layout.px(PANEL_W), layout.buttons.left - table.left - 2 * GAP)
    height = layout.px(TITLE_H + ROW_H * len(Contract)) + 8
    # Left of the move buttons, under the message line.
    top = layout.message.bottom + GAP
    room = pygame.Rect(table.left + GAP, top, layout.buttons.left - table.left - 2 * GAP, 0)
    room.height = table.bottom - GAP - top
    # As before when nothing is in the way: centred left of the move buttons, above the own plate.
    box = pygame.Rect(0, 0, width, height)
    box.centerx = (table.left + layout.buttons.left) // 2
    box.bottom = (own.top if own is not None else table.bottom) - GAP
    best: tuple[tuple[bool, bool, int, int], pygame.Rect] | None = None
    for free in _free_rooms(room, [*others, *([own] if own is not None else [])], others):
        placed = pygame.Rect(0, 0, min(width, free.width), min(height, free.height))
        placed.center = box.center
        placed.clamp_ip(free)
        rows = (placed.height - layout.px(TITLE_H) - 8) // len(Contract)
        # Rows that hold a contract's name over its whole reminder first; then a panel that
        # leaves the own plate in sight; then the larger; then the nearer the usual place.
        comfortable = rows >= layout.px(COMFORTABLE_ROW) and placed.width >= layout.px(COMFORTABLE_W)
        clear_of_own = own is None or not placed.colliderect(own)
        moved = abs(placed.centerx - box.centerx) + abs(placed.centery - box.centery)
        key = (comfortable, clear_of_own, placed.width * placed.height, -moved)
        if best is None or key > best[0]:
            best = (key, placed)
    return best[1] if best is not None else box.clamp(room)


def _free_rooms(
    room: pygame.Rect, plates: list[pygame.Rect], must_avoid: list[pygame.Rect]
) -> list[pygame.Rect]:
    """Rects inside ``room`` clear of every plate in ``must_avoid`` by a gap, bounded by
    ``room``'s or the plates' edges (``plates`` also lends its edges: room above or below the
    player's own plate)."""
    tops = {room.top, *(p.bottom + GAP for p in plates)}
    bottoms = {room.bottom, *(p.top - GAP for p in plates)}
    lefts = {room.left, *(p.right + GAP for p in plates)}
    rights = {room.right, *(p.left - GAP for p in plates)}
    blocked = [p.inflate(2 * GAP - 2, 2 * GAP - 2) for p in must_avoid]
    found = []
    for top in tops:
        for bottom in bottoms:
            for left in lefts:
                for right in rights:
                    free = pygame.Rect(left, top, right - left, bottom - top)
                    if free.width > 0 and free.height > 0 and free.collidelist(blocked) == -1:
                        found.append(free.clip(room))
    return found


class CrazyJokersPlan(LayoutPlan):
    """Its waste in the middle (its discard pile's name), a row of buttons per steal, and its own
    zones (the picked cards, the offer, each laid Big Flush, the needs line)."""

    center_piles = ("stock", "discard", "waste")
    # A laid Big Flush lies over its (empty) hand's place, so it is drawn and clicked on top.
    layers: Mapping[str, int] = {**SHARED_LAYERS, "flush": 6}

    def button_rows(self, players: int) -> int:
        return button_rows(players)

    def place_own(self, layout: Layout, zone_names: list[str], viewer: int) -> None:
        place_crazy_jokers(layout, zone_names, viewer)


PLAN = CrazyJokersPlan()
