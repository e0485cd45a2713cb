"""Painting the table from the display model, the layout and the running animation.

Everything drawn per frame is a blit of a cached surface (felt, card faces,
rotations, text) plus a few outlines; nothing here changes the scene.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ...engine import Card
from ...engine.rules import seat_of_zone
from ..text import text, wrap
from ..uikit import CardArt, draw_felt
from ..widgets import panel
from .layout import Layout, Spot, ZoneGeom

if TYPE_CHECKING:
    from .scene import TableScene

GOLD = (240, 200, 80)
GREEN = (120, 230, 140)
RED = (235, 90, 80)
INK = (240, 236, 220)
MUTED = (170, 180, 170)
PLATE = (16, 40, 30)
# Toast colours by tone: (text, fill, border).
TOAST_TONES = {
    "error": ((255, 220, 210), (90, 30, 28), RED),
    "hint": (INK, (20, 58, 42), GOLD),
}
LIFT = 16  # pixels a selected card rises


class TableRenderer:
    """Caches per window size; ``draw`` only reads the scene."""

    def __init__(self) -> None:
        self._felt: tuple[tuple[int, int], pygame.Surface] | None = None
        self._ring: tuple[tuple[int, int, int, int], pygame.Surface] | None = None
        self._log: tuple[tuple[int, int, int, int], pygame.Surface] | None = None
        self._glow: dict[tuple[int, int], pygame.Surface] = {}

    # Cached pieces --------------------------------------------------------------
    def felt(self, size: tuple[int, int]) -> pygame.Surface:
        if self._felt is None or self._felt[0] != size:
            surface = pygame.Surface(size)
            draw_felt(surface)
            self._felt = (size, surface.convert() if pygame.display.get_surface() else surface)
        return self._felt[1]

    def ring(self, layout: Layout, clockwise: bool) -> pygame.Surface:
        """The direction-of-play ring around the centre piles, with arrowheads."""
        w = layout.main_width
        rx, ry = int(w * 1.9), int(w * 1.25)
        key = (rx, ry, int(clockwise), w)
        if self._ring is None or self._ring[0] != key:
            surface = pygame.Surface((rx * 2 + 24, ry * 2 + 24), pygame.SRCALPHA)
            box = pygame.Rect(12, 12, rx * 2, ry * 2)
            colour = (255, 255, 255, 55)
            pygame.draw.ellipse(surface, colour, box, 3)
            cx, cy = box.center
            for degrees in (20, 140, 260):
                a = math.radians(degrees)
                x, y = cx + rx * math.cos(a), cy + ry * math.sin(a)
                # Screen angles grow clockwise (y points down); the tangent follows the play.
                tx, ty = -rx * math.sin(a), ry * math.cos(a)
                if not clockwise:
                    tx, ty = -tx, -ty
                norm = math.hypot(tx, ty) or 1.0
                tx, ty = tx / norm, ty / norm
                size = 12
                tip = (x + tx * size, y + ty * size)
                left = (x - ty * size * 0.7, y + tx * size * 0.7)
                right = (x + ty * size * 0.7, y - tx * size * 0.7)
                pygame.draw.polygon(surface, (255, 255, 255, 90), [tip, left, right])
            self._ring = (key, surface)
        return self._ring[1]

    def glow(self, width: int, height: int) -> pygame.Surface:
        key = (width, height)
        if key not in self._glow:
            surface = pygame.Surface((width + 16, height + 16), pygame.SRCALPHA)
            for i in range(4):
                pygame.draw.rect(
                    surface,
                    (255, 230, 120, 50 + i * 40),
                    surface.get_rect().inflate(-i * 4, -i * 4),
                    3,
                    border_radius=12,
                )
            self._glow[key] = surface
        return self._glow[key]

    # Cards ----------------------------------------------------------------------
    @staticmethod
    def card_image(art: CardArt, card: Card | None, angle: int) -> pygame.Surface:
        if angle == 0:
            return art.face(card) if card is not None else art.back()
        key: Card | str = card if card is not None else "back"
        return art.rotated(key, angle)

    def blit_card(
        self, surface: pygame.Surface, scene: TableScene, spot: Spot, card: Card | None, lift: int = 0
    ) -> pygame.Rect:
        image = self.card_image(scene.ctx.art(spot.width), card, spot.angle)
        rect = image.get_rect(center=(spot.x, spot.y - lift))
        surface.blit(image, rect)
        return rect

    # The whole table ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface, scene: TableScene) -> None:
        layout = scene.layout
        surface.blit(self.felt(layout.size), (0, 0))
        ring = self.ring(layout, scene.clockwise)
        surface.blit(ring, ring.get_rect(center=layout.center))
        self.draw_plates(surface, scene)
        covered = scene.timeline.covered()
        if scene.drag is not None and scene.drag.active:
            covered = covered | {scene.drag.slot}
        marked = self.marked_slots(scene)
        for zone in scene.zone_order():
            self.draw_zone(surface, scene, layout.geom(zone), covered, marked)
        flights, banners, glows = scene.timeline.draw_items()
        for spot, progress in glows:
            if progress < 1:
                image = self.glow(spot.rect().width, spot.rect().height)
                surface.blit(image, image.get_rect(center=(spot.x, spot.y)))
        for spot, card in flights:
            self.blit_card(surface, scene, spot, card)
        if scene.drag is not None and scene.drag.active:
            geom = layout.geom(scene.drag.slot[0])
            x, y = scene.drag.pos
            self.blit_card(surface, scene, Spot(x, y, 0, geom.width), scene.drag.card)
        for words, progress in banners[-1:]:
            self.draw_banner(surface, layout, words, progress)
        self.draw_status(surface, scene)
        for button in scene.buttons:
            button.draw(surface)
        if scene.toast:
            self.draw_toast(surface, layout, scene.toast, scene.toast_tone)
        self.draw_log(surface, scene)

    def marked_slots(self, scene: TableScene) -> dict[tuple[str, int], tuple[int, int, int]]:
        """Outline colours: gold for a card that can start a move, green for a target."""
        marks: dict[tuple[str, int], tuple[int, int, int]] = {}
        if not scene.accepting_input:
            return marks
        interaction = scene.interaction
        if interaction.selected:
            for slot in interaction.candidates():
                marks[slot] = GREEN
        else:
            for slot in interaction.playable():
                marks[slot] = GOLD
        if scene.focus is not None:
            marks.setdefault(scene.focus, (255, 255, 255))
        return marks

    def draw_zone(
        self,
        surface: pygame.Surface,
        scene: TableScene,
        geom: ZoneGeom,
        covered: set[tuple[str, int]],
        marked: dict[tuple[str, int], tuple[int, int, int]],
    ) -> None:
        display = scene.display
        cards = display.zones.get(geom.zone, [])
        count = len(cards)
        zone = geom.zone
        whole = marked.get((zone, -1))
        selected = set(scene.interaction.selected)
        if count == 0:
            if geom.kind in ("pile", "stack") and zone in scene.layout.zones:
                art = scene.ctx.art(geom.width)
                image = art.placeholder()
                surface.blit(image, image.get_rect(center=(geom.cx, geom.cy)))
            if whole is not None:
                pygame.draw.rect(surface, whole, geom.area(0).inflate(6, 6), 3, border_radius=10)
            self.draw_count(surface, geom, count)
            return
        spots = geom.spots(count)
        first = max(0, count - 4) if geom.kind == "pile" else 0
        for i in range(first, count):
            if (zone, i) in covered:
                continue
            spot = spots[i]
            if display.flag(zone, i) == "x":
                spot = Spot(spot.x, spot.y, 90, spot.width)
            lift = LIFT if (zone, i) in selected else 0
            rect = self.blit_card(surface, scene, spot, cards[i], lift)
            colour = marked.get((zone, i))
            if (zone, i) in selected:
                colour = (255, 255, 255)
            if colour is not None:
                pygame.draw.rect(surface, colour, rect.inflate(4, 4), 3, border_radius=8)
        if whole is not None:
            pygame.draw.rect(surface, whole, geom.area(count).inflate(8, 8), 3, border_radius=10)
        self.draw_count(surface, geom, count)

    def draw_count(self, surface: pygame.Surface, geom: ZoneGeom, count: int) -> None:
        """Piles show how many cards they hold."""
        if geom.kind != "pile":
            return
        label = text(str(count), 16, INK, bold=True)
        box = label.get_rect(midtop=(geom.cx, geom.cy + geom.height // 2 + 4)).inflate(10, 2)
        pygame.draw.rect(surface, PLATE, box, border_radius=8)
        surface.blit(label, label.get_rect(center=box.center))
        name = geom.zone.split(":")[0]
        if geom.zone in ("stock", "discard") or name in ("pile", "resource"):
            caption = text({"pile": "pile", "resource": "resource"}.get(name, geom.zone), 14, MUTED)
            surface.blit(caption, caption.get_rect(midbottom=(geom.cx, geom.cy - geom.height // 2 - 4)))

    def draw_plates(self, surface: pygame.Surface, scene: TableScene) -> None:
        to_move = scene.shown_to_move
        for seat, geom in scene.layout.seats.items():
            out = scene.seat_out(seat)
            plate = geom.plate
            turn = seat == to_move and not scene.session.over
            pygame.draw.rect(surface, (60, 50, 20) if turn else PLATE, plate, border_radius=12)
            pygame.draw.rect(
                surface, GOLD if turn else (90, 110, 95), plate, 3 if turn else 1, border_radius=12
            )
            name = scene.plate_text(seat)
            label = text(name, 16, MUTED if out else INK, bold=turn)
            surface.blit(label, label.get_rect(center=plate.center))
            if turn:
                tip = (plate.left - 6, plate.centery)
                pygame.draw.polygon(
                    surface, GOLD, [tip, (tip[0] - 12, tip[1] - 8), (tip[0] - 12, tip[1] + 8)]
                )
            if scene.thinking_seat == seat:
                dots = int(scene.clock * 3) % 4
                cue = text("thinking" + "." * dots, 14, GOLD)
                if seat == scene.viewer:  # the bottom seat's cards lie close under its plate
                    spot = cue.get_rect(midleft=(plate.right + 10, plate.centery))
                else:
                    spot = cue.get_rect(midtop=(plate.centerx, plate.bottom + 2))
                surface.blit(cue, spot)

    def draw_banner(self, surface: pygame.Surface, layout: Layout, words: str, progress: float) -> None:
        label = text(words, 30, (255, 240, 200), bold=True)
        box = label.get_rect().inflate(48, 22)
        # Slide in from the left, hold, slide out to the right.
        t = max(0.0, min(1.0, progress))
        cx = layout.table.centerx
        if t < 0.15:
            cx = int(layout.table.left - box.width + (cx - layout.table.left + box.width) * (t / 0.15))
        elif t > 0.85:
            cx = int(cx + (layout.table.right + box.width - cx) * ((t - 0.85) / 0.15))
        box.center = (cx, layout.center[1] - int(layout.main_width * 1.2))
        panel(surface, box, 220)
        surface.blit(label, label.get_rect(center=box.center))

    def draw_status(self, surface: pygame.Surface, scene: TableScene) -> None:
        label = text(scene.status_text(), 16, INK)
        surface.blit(label, scene.layout.status.topleft)
        hint = text(scene.hint_text(), 15, MUTED)
        surface.blit(hint, (scene.layout.status.x, scene.layout.status.y + 22))

    def draw_toast(self, surface: pygame.Surface, layout: Layout, message: str, tone: str = "error") -> None:
        """A refusal in red; a hint in the table's calm colours."""
        ink, fill, edge = TOAST_TONES.get(tone, TOAST_TONES["error"])
        lines = wrap(message, 18, int(layout.table.width * 0.6))
        images = [text(line, 18, ink, bold=True) for line in lines]
        height = sum(i.get_height() for i in images) + 16
        width = max(i.get_width() for i in images) + 32
        box = pygame.Rect(0, 0, width, height)
        box.center = (layout.table.centerx, layout.center[1] + int(layout.main_width * 1.1))
        pygame.draw.rect(surface, fill, box, border_radius=10)
        pygame.draw.rect(surface, edge, box, 2, border_radius=10)
        y = box.y + 8
        for image in images:
            surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
            y += image.get_height()

    def draw_log(self, surface: pygame.Surface, scene: TableScene) -> None:
        rect = scene.layout.log
        key = (rect.width, rect.height, scene.log.version, scene.viewer)
        if self._log is None or self._log[0] != key:
            self._log = (key, self.render_log(scene, rect))
        surface.blit(self._log[1], rect.topleft)

    def render_log(self, scene: TableScene, rect: pygame.Rect) -> pygame.Surface:
        panel_surface = pygame.Surface(rect.size)
        panel_surface.fill((14, 30, 23))
        pygame.draw.line(panel_surface, (90, 110, 95), (0, 0), (0, rect.height), 2)
        title = text("Moves", 20, GOLD, bold=True)
        panel_surface.blit(title, (14, 10))
        width = rect.width - 28
        rows: list[tuple[str, bool]] = []
        for line in scene.log.lines[-60:]:
            words = line.for_seat(scene.viewer)
            rows.extend((part, line.strong) for part in wrap(words, 15, width))
        y = rect.height - 10
        for words, strong in reversed(rows):
            image = text(words, 15, GOLD if strong else INK, bold=strong)
            y -= image.get_height() + 2
            if y < 44:
                break
            panel_surface.blit(image, (14, y))
        return panel_surface


def zone_sort_key(zone: str, viewer: int) -> tuple[int, int, str]:
    """Shared piles first, then fields, then hands; the viewer's hand last (on top)."""
    seat = seat_of_zone(zone)
    kind = zone.split(":")[0]
    order = {"stock": 0, "discard": 1, "pile": 2, "resource": 3, "field": 4, "hand": 5}.get(kind, 2)
    return (1 if seat == viewer and kind == "hand" else 0, order, zone)
