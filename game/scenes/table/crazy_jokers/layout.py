"""Where Crazy Jokers' own zones lie: the picked cards and a pending offer beside the centre
piles, each seat's laid Big Flush in its hand's place, and the line above the player's plate
that says what their contract still needs."""

from __future__ import annotations

from dataclasses import replace

import pygame

from ....engine.games.crazy_jokers.contracts import Contract
from ..layout import GAP, Layout, ZoneGeom, card_height, pile_label

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
    if "picked" in names:
        cx = stock.cx - stock.width // 2 - GAP * 3 - span // 2
        layout.zones["picked"] = ZoneGeom(
            "picked", "row", cx, stock.cy, w, span=span, step=step, room=PICKED_ROOM
        )
        _label(layout, "picked", cx, stock.cy + card_height(w) // 2 + 3)
    if "offer" in names:
        x = waste.cx + waste.width // 2 + GAP * 3 + max(w, pile_label(layout).width) // 2
        layout.zones["offer"] = ZoneGeom("offer", "pile", x, waste.cy, w, room=1, transient=True)
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
    as tall as seven rows need or the table allows."""
    table = layout.table
    plate = layout.seats[viewer].plate if viewer in layout.seats else table
    top = layout.message.bottom + GAP
    bottom = plate.top - GAP
    width = min(layout.px(PANEL_W), layout.buttons.left - table.left - 2 * GAP)
    height = min(layout.px(TITLE_H + ROW_H * len(Contract)) + 8, max(bottom - top, 8 * 30))
    box = pygame.Rect(0, bottom - height, width, height)
    box.centerx = (table.left + layout.buttons.left) // 2
    return box
