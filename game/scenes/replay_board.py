"""The replay viewer's table: one position of a finished game, every hand face up.

The table scene's renderer draws a live game (animations, drags, the player's choices), so the
replay does not borrow it; it borrows the table's geometry instead (``compute_layout``: the
same places for hands, piles, melds and fields at any window size) and draws each zone's cards
there with the project's card art, the seats' names on their plates.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from ..engine import Card, View
from ..engine.rules import Rules
from ..i18n import _
from ..i18n.numbers import number
from .table.adapter import adapter_for
from .table.layout import Layout, Spot, compute_layout
from .table.presentation import pile_words
from .table.render import zone_sort_key
from .text import fitted
from .uikit import CardArt, draw_felt

PLATE = (16, 40, 30)
TURN = (60, 50, 20)
GOLD = (240, 200, 80)
INK = (240, 236, 220)
EDGE = (90, 110, 95)


class ReplayBoard:
    """Lays out and paints one view; the layout is kept while the zones stay the same."""

    def __init__(self, rules: Rules[Any], viewer: int = 0) -> None:
        self.adapter = adapter_for(rules)  # a game's own zones (melds) need room of their own
        self.viewer = viewer
        self._key: tuple[object, ...] | None = None
        self.layout: Layout | None = None
        self._felt: pygame.Surface | None = None

    def lay_out(self, size: tuple[int, int], view: View, card_size: str = "medium") -> Layout:
        zones: Mapping[str, Sequence[Card | None]] = {str(zone): cards for zone, cards in view.zones.items()}
        melds = self.adapter.meld_sizes(zones)
        viewer = min(self.viewer, view.players - 1)
        key = (size, tuple(zones), None if melds is None else tuple(melds.items()), viewer, card_size)
        if key != self._key or self.layout is None:
            self._key = key
            self.layout = compute_layout(
                size, list(zones), view.players, viewer, card_size, melds, self.adapter.layout_plan
            )
        return self.layout

    def draw(
        self,
        surface: pygame.Surface,
        view: View,
        art: Callable[[int], CardArt],
        names: Sequence[str],
        to_move: int | None,
    ) -> None:
        """Felt, plates, then each zone's cards (``names`` by deal seat; ``to_move`` outlined)."""
        layout = self.layout
        assert layout is not None, "lay_out first"
        if self._felt is None or self._felt.get_size() != layout.table.size:
            self._felt = pygame.Surface(layout.table.size)
            draw_felt(self._felt)
        surface.blit(self._felt, layout.table.topleft)
        px = layout.px
        # The table's places are keyed by zone name (the layout's language).
        zones = {str(zone): cards for zone, cards in view.zones.items()}
        marks_of = {str(zone): marks for zone, marks in view.marks.items()}
        for seat, seat_geom in layout.seats.items():
            turn = seat == to_move
            plate = seat_geom.plate
            pygame.draw.rect(surface, TURN if turn else PLATE, plate, border_radius=12)
            pygame.draw.rect(surface, GOLD if turn else EDGE, plate, 3 if turn else 1, border_radius=12)
            name = names[seat] if seat < len(names) else _("Seat {number}").format(number=seat + 1)
            count = len(zones.get(f"hand:{seat}", ()))
            label = fitted(f"{name} · {count}", px(16), plate.width - 12, INK, bold=turn)
            surface.blit(label, label.get_rect(center=plate.center))
        layers = self.adapter.layout_plan.layers
        for zone in sorted(zones, key=lambda z: zone_sort_key(z, self.viewer, layers)):
            geom = layout.zones.get(zone)
            cards = zones[zone]
            if geom is None or not cards:
                continue  # a zone the table does not show (a deal's deck), or an empty one
            marks = marks_of.get(zone, ())
            spots = geom.spots(len(cards))
            first = max(0, len(cards) - 4) if geom.kind == "heap" else 0
            for index in range(first, len(cards)):
                spot = spots[index]
                if index < len(marks) and marks[index] == "x":  # a spent card lies crosswise
                    spot = Spot(spot.x, spot.y, 90, spot.width)
                self._card(surface, art(spot.width), spot, cards[index])
        piles = pile_words(self.adapter.phrases)  # "stock", « pioche »: as the table labels them
        for name, box in layout.labels.items():
            kind, _colon, zone = name.partition(":")
            if kind != "label":
                continue
            count = len(zones.get(zone, ()))
            pygame.draw.rect(surface, PLATE, box, border_radius=8)
            pile = zone.split(":")[0]
            label = fitted(f"{piles.get(pile, pile)} {number(count)}", px(14), box.width - 6, INK)
            surface.blit(label, label.get_rect(center=box.center))

    @staticmethod
    def _card(surface: pygame.Surface, art: CardArt, spot: Spot, card: Card | None) -> None:
        if spot.angle == 0:
            image = art.face(card) if card is not None else art.back()
        else:
            image = art.rotated(card if card is not None else "back", spot.angle)
        surface.blit(image, image.get_rect(center=(spot.x, spot.y)))
