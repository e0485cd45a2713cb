"""A card of one's own hand dragged along the hand: the hand makes room for it as the pointer moves.

While the pointer is over the hand the card takes the place under it (the others
close up), so the player sees the order they will get. If the pointer leaves the
hand, the hand goes back to how it was, and the drop is a play as before (onto
the discard, a target); dropping on the hand keeps the new order.
"""

from __future__ import annotations

from ...engine import Card
from ...play.hand_order import HandOrder
from .display import Display
from .gestures import Slot
from .layout import LIFT, Layout

BEFORE_DRAG = "before the drag"  # the hand order's checkpoint while a card is dragged


class HandDrag:
    def __init__(self, order: HandOrder, seat: int, display: Display, zone: str, home: int) -> None:
        self.order = order
        self.seat = seat
        self.display = display
        self.zone = zone
        self.home = home
        self.index = home  # where the card is shown now
        cards = display.zones.get(zone, [])
        self.card: Card | None = cards[home] if 0 <= home < len(cards) else None
        order.checkpoint(BEFORE_DRAG)

    @property
    def moved(self) -> bool:
        return self.index != self.home

    @property
    def intact(self) -> bool:
        """The card is still where the drag shows it (no animation changed the hand meanwhile)."""
        cards = self.display.zones.get(self.zone, [])
        return 0 <= self.index < len(cards) and cards[self.index] == self.card

    def place(self, layout: Layout, pos: tuple[int, int], hit: Slot | None) -> int | None:
        """The place in the hand under ``pos`` (the card there, or the nearest place beside the
        cards); ``None`` when the pointer is off the hand."""
        if hit is not None:
            return hit[1] if hit[0] == self.zone else None
        geom = layout.geom(self.zone)
        count = self.display.count(self.zone)
        breaks = self.display.breaks_of(self.zone)
        if geom.area(count, breaks).inflate(0, 2 * LIFT).collidepoint(pos):
            return geom.nearest(count, pos, breaks)
        return None

    def follow(self, target: int | None) -> bool:
        """Show the card at ``target`` (back home when ``None``); whether the hand changed."""
        if not self.intact:
            return False
        if target is None:
            return self.cancel()
        if target == self.index:
            return False
        self.order.move(self.seat, self.display.zones[self.zone], self.index, target)
        self.display.rearrange(self.zone)
        self.index = target
        return True

    def cancel(self) -> bool:
        """The hand as it was before the drag; whether it changed."""
        if not self.moved:
            return False
        self.order.restore(BEFORE_DRAG)
        self.display.rearrange(self.zone)
        self.index = self.home
        return True
