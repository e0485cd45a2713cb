"""Where Crazy Jokers' own zones lie: the picked cards and a pending offer beside the centre
piles, and each seat's laid Big Flush in a row between its hand and the centre."""

from __future__ import annotations

import pygame

from ..layout import GAP, PILE_LABEL, Layout, ZoneGeom, card_height

FLUSH_ROOM = 7  # a Big Flush is a whole hand
PICKED_ROOM = 4  # one card a seat; a tie adds more, and the row squeezes


def place_crazy_jokers(layout: Layout, zone_names: list[str], viewer: int) -> None:
    """Add the picked row, the offer pile and the flush rows to a layout whose hands, plates and
    centre piles are placed already."""
    _place_picked_and_offer(layout, zone_names)
    for name in zone_names:
        if name.startswith("flush:"):
            _place_flush(layout, name, int(name.split(":")[1]) == viewer)


def _place_picked_and_offer(layout: Layout, names: list[str]) -> None:
    stock, waste = layout.zones.get("stock"), layout.zones.get("waste")
    if stock is None or waste is None:
        return
    w = layout.small_width
    step = int(w * 0.5)
    span = w + step * (PICKED_ROOM - 1)
    if "picked" in names:
        cx = stock.cx - stock.width // 2 - GAP * 3 - span // 2
        layout.zones["picked"] = ZoneGeom(
            "picked", "row", cx, stock.cy, w, span=span, step=step, room=PICKED_ROOM
        )
    if "offer" in names:
        x = waste.cx + waste.width // 2 + GAP * 3 + max(w, PILE_LABEL[0]) // 2
        layout.zones["offer"] = ZoneGeom("offer", "pile", x, waste.cy, w, room=1)
        label = pygame.Rect(0, 0, *PILE_LABEL)
        label.midtop = (x, waste.cy + card_height(w) // 2 + 3)
        layout.labels["label:offer"] = label


def _place_flush(layout: Layout, name: str, own: bool) -> None:
    """The viewer's flush lies above their name plate; an opponent's just below their hand."""
    seat = int(name.split(":")[1])
    geom = layout.seats.get(seat)
    if geom is None:
        return
    w = layout.small_width
    h = card_height(w)
    step = int(w * 0.55)
    span = w + step * (FLUSH_ROOM - 1)
    if own:
        cy = geom.plate.top - GAP - h // 2
    else:
        hand = layout.zones.get(f"hand:{seat}")
        below = hand.reserved().bottom if hand is not None else geom.plate.bottom
        cy = below + GAP + h // 2
    layout.zones[name] = ZoneGeom(name, "row", geom.cx, cy, w, span=span, step=step, room=FLUSH_ROOM)
