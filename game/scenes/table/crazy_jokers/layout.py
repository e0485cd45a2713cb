"""Where Crazy Jokers' own zones lie: the picked cards and a pending offer beside the centre
piles, and each seat's laid Big Flush in its hand's place."""

from __future__ import annotations

from dataclasses import replace

import pygame

from ..layout import GAP, PILE_LABEL, Layout, ZoneGeom, card_height

PICKED_ROOM = 4  # one card a seat; a tie adds more, and the row squeezes
MIN_WIDTH = 16  # the narrowest card the art can draw


def place_crazy_jokers(layout: Layout, zone_names: list[str]) -> None:
    """Add the picked row, the offer pile and the flush rows to a layout whose hands, plates and
    centre piles are placed already."""
    _place_picked_and_offer(layout, zone_names)
    for name in zone_names:
        if name.startswith("flush:"):
            _place_flush(layout, name)


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
        x = waste.cx + waste.width // 2 + GAP * 3 + max(w, PILE_LABEL[0]) // 2
        layout.zones["offer"] = ZoneGeom("offer", "pile", x, waste.cy, w, room=1, transient=True)
        _label(layout, "offer", x, waste.cy + card_height(w) // 2 + 3)


def _label(layout: Layout, zone: str, cx: int, top: int) -> None:
    """The zone's name and count just under it ("offer 1"), as the piles have."""
    label = pygame.Rect(0, 0, *PILE_LABEL)
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
