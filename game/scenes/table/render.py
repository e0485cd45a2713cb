"""Painting the table from one frame's ``TablePicture`` (``presentation.py`` builds it).

Everything drawn per frame is a blit of a cached surface (felt, card faces,
rotations, text) plus a few outlines; the renderer reads the picture only.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import pygame

from ...engine import Card
from ...i18n import _, fill
from ..text import fitted, text, wrap
from ..uikit import CardArt, draw_felt
from ..widgets import draw_focus, panel
from .gestures import Gesture, Slot
from .layout import LIFT, SHARED_LAYERS, Layout, Spot, ZoneGeom
from .picture import Colour, TablePicture
from .presentation import GOLD, GREEN, PLATE
from .zone_names import seat_of_zone

RED = (235, 90, 80)
INK = (240, 236, 220)
EDGE = (20, 20, 16)  # the dark rim of every highlight: it reads without colour
MUTED = (170, 180, 170)
INSTRUCTION = (226, 232, 216)  # what to do now: near the ink, a touch cooler than names and labels
INSTRUCTION_LARGEST, INSTRUCTION_SMALLEST = 20, 15
# Toast colours by tone: (text, fill, border).
TOAST_TONES = {
    "error": ((255, 220, 210), (90, 30, 28), RED),
    "hint": (INK, (20, 58, 42), GOLD),
}


class TableRenderer:
    """Caches per window size; ``draw`` only reads the picture."""

    def __init__(self) -> None:
        self._felt: tuple[tuple[int, int], pygame.Surface] | None = None
        self._ring: tuple[tuple[int, int, int, int], pygame.Surface] | None = None
        self._log: tuple[tuple[int, int, int, int], pygame.Surface] | None = None
        self._glow: dict[tuple[int, int], pygame.Surface] = {}
        self._layer: tuple[LayerState, pygame.Surface] | None = None  # ``table_layer``'s

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
        self, surface: pygame.Surface, picture: TablePicture, spot: Spot, card: Card | None, lift: int = 0
    ) -> pygame.Rect:
        image = self.card_image(picture.art(spot.width), card, spot.angle)
        rect = image.get_rect(center=(spot.x, spot.y - lift))
        surface.blit(image, rect)
        return rect

    # The whole table ----------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        picture: TablePicture,
        over_cards: Callable[[pygame.Surface], None] | None = None,
    ) -> None:
        """The frame; ``over_cards`` draws a game's panels and readouts over the cards."""
        layout = picture.layout
        surface.blit(self.table_layer(picture), (0, 0))
        for spot, progress in picture.glows:
            if progress < 1:
                image = self.glow(spot.rect().width, spot.rect().height)
                surface.blit(image, image.get_rect(center=(spot.x, spot.y)))
        for spot, card in picture.flights:
            self.blit_card(surface, picture, spot, card)
        drag = picture.drag
        if drag is not None:
            geom = layout.geom(drag.slot[0])
            x, y = drag.pos
            self.blit_card(surface, picture, Spot(x, y, 0, geom.width), drag.card)
        self.draw_labels(surface, picture)
        if over_cards is not None:
            over_cards(surface)
        self.draw_target_numbers(surface, picture)
        self.draw_status(surface, picture)
        for button in picture.buttons:
            button.draw(surface)
        self.draw_focus(surface, picture)
        if picture.banner is not None:
            self.draw_banner(surface, layout, *picture.banner)
        elif picture.toast:
            self.draw_toast(surface, layout, picture.toast, picture.toast_tone)
        else:
            self.draw_instruction(surface, picture)
        self.draw_log(surface, picture)

    def table_layer(self, picture: TablePicture) -> pygame.Surface:
        """The felt, the ring, the plates and every card lying in its zone, drawn once and
        kept while they stay the same: most frames only move a card or two over it, so a frame
        costs one blit of this rather than one per card (a large window's many cards). When a
        few zones change (a card lands, a move is outlined), only the box around them is drawn
        again, every zone in its order clipped to it."""
        layers = LayerState.of(picture)
        kept = self._layer
        if kept is not None and kept[0] == layers:
            return kept[1]
        layout = picture.layout
        if kept is not None and kept[1].get_size() == layout.size:
            layer, dirty = kept[1], kept[0].changed_boxes(layers, picture)
        else:
            layer = pygame.Surface(layout.size)
            layer = layer.convert() if pygame.display.get_surface() else layer
            dirty = None
        whole = layer.get_rect()
        for box in [whole] if dirty is None else dirty:
            inside = box.clip(whole)
            if inside.width and inside.height:
                self._paint(layer, picture, inside)
        self._layer = (layers, layer)
        return layer

    def _paint(self, layer: pygame.Surface, picture: TablePicture, box: pygame.Rect) -> None:
        """The table layer within ``box``: the felt there, then what lies over it in order."""
        layout = picture.layout
        layer.set_clip(box)
        layer.blit(self.felt(layout.size), box.topleft, box)
        if layout.direction_ring:
            ring = self.ring(layout, picture.clockwise)
            where = ring.get_rect(center=layout.center)
            if where.colliderect(box):
                layer.blit(ring, where)
        self.draw_plates(layer, picture, box)
        covered = set(picture.covered)
        for zone in picture.zone_order:
            geom = layout.geom(zone)
            count = picture.cards.count(zone)
            if box.colliderect(zone_box(geom, count, picture.cards.breaks_of(zone), layout.px(8))):
                self.draw_zone(layer, picture, geom, covered, picture.marked)
        layer.set_clip(None)

    def marked_slots(self, picture: TablePicture) -> Mapping[tuple[str, int], tuple[int, int, int]]:
        """Outline colours (``presentation.marked_slots``), as the picture has them."""
        return picture.marked

    def slot_rect(self, picture: TablePicture, slot: Slot) -> pygame.Rect:
        """Where a card (or a whole zone) is drawn now, lifted if selected."""
        zone, index = slot
        cards = picture.cards
        geom = picture.layout.geom(zone)
        count = cards.count(zone)
        if index < 0 or count == 0:
            return geom.area(count)
        spot = geom.spots(count, cards.breaks_of(zone))[min(index, count - 1)]
        if cards.flag(zone, index) == "x":
            spot = Spot(spot.x, spot.y, 90, spot.width)
        rect = spot.rect()
        return rect.move(0, -LIFT) if slot in picture.selected else rect

    def focus_rect(self, picture: TablePicture) -> pygame.Rect | None:
        """Where the keyboard focus is: a card, a zone or a move button."""
        focus = picture.focus
        if focus is None:
            return None
        if isinstance(focus, Gesture):
            for button in picture.buttons:
                if button.value == focus:
                    return button.rect
            return None
        return self.slot_rect(picture, focus)

    def draw_focus(self, surface: pygame.Surface, picture: TablePicture) -> None:
        rect = self.focus_rect(picture)
        if rect is not None:
            draw_focus(surface, rect)

    def draw_target_numbers(self, surface: pygame.Surface, picture: TablePicture) -> None:
        """When a card is picked, each target shows the number key that chooses it."""
        px = picture.layout.px
        for number, slot in enumerate(picture.targets, start=1):
            rect = self.slot_rect(picture, slot)
            centre = (rect.centerx, rect.top + px(14))
            pygame.draw.circle(surface, (20, 60, 35), centre, px(11))
            pygame.draw.circle(surface, GREEN, centre, px(11), 2)
            label = text(str(number), px(15), INK, bold=True)
            surface.blit(label, label.get_rect(center=centre))

    def draw_zone(
        self,
        surface: pygame.Surface,
        picture: TablePicture,
        geom: ZoneGeom,
        covered: set[tuple[str, int]],
        marked: Mapping[tuple[str, int], tuple[int, int, int]],
    ) -> None:
        display = picture.cards
        cards = display.zones.get(geom.zone, ())
        count = len(cards)
        zone = geom.zone
        whole = marked.get((zone, -1))
        selected = set(picture.selected)
        if count == 0:
            if geom.kind in ("heap", "stack") and geom.shown_empty and zone in picture.layout.zones:
                art = picture.art(geom.width)
                image = art.placeholder()
                surface.blit(image, image.get_rect(center=(geom.cx, geom.cy)))
            if whole is not None:
                outline(surface, geom.area(0).inflate(2, 2), whole)
            return
        spots = geom.spots(count, display.breaks_of(zone))
        first = max(0, count - 4) if geom.kind == "heap" else 0
        for i in range(first, count):
            if (zone, i) in covered:
                continue
            spot = spots[i]
            if display.flag(zone, i) == "x":
                spot = Spot(spot.x, spot.y, 90, spot.width)
            lift = LIFT if (zone, i) in selected else 0
            # While the device passes to another person, no hand shows its faces.
            face = None if picture.hiding and zone.startswith("hand:") else cards[i]
            rect = self.blit_card(surface, picture, spot, face, lift)
            colour = marked.get((zone, i))
            if (zone, i) in selected:
                colour = (255, 255, 255)
            if colour is not None and spot.angle % 90:
                # A turned card's highlight turns with it, so neighbours' outlines do not cross.
                pygame.draw.polygon(surface, EDGE, spot.outline(4, lift), 2)
                pygame.draw.polygon(surface, colour, spot.outline(2, lift), 3)
            elif colour is not None:
                outline(surface, rect, colour)
            if colour == GOLD:
                play_mark(surface, rect)
        if whole is not None:
            outline(surface, geom.area(count).inflate(4, 4), whole)

    def draw_labels(self, surface: pygame.Surface, picture: TablePicture) -> None:
        """Each pile's name and count under it ("stock 8"); each stacked field position's number."""
        px = picture.layout.px
        for name, box in picture.layout.labels.items():
            kind, _, zone = name.partition(":")
            if kind == "label":
                geom = picture.layout.zones.get(zone)
                if geom is not None and not geom.shown_empty and not picture.cards.count(zone):
                    continue
                kind = zone.split(":")[0]
                words = f"{picture.pile_words.get(kind, kind)} {picture.cards.count(zone)}"
                pygame.draw.rect(surface, PLATE, box, border_radius=8)
                label = fitted(words, px(14), box.width - 6, INK)
            elif kind == "position":
                label = fitted(str(int(zone.split(":")[1]) + 1), px(13), box.width, MUTED, bold=True)
                # On a small plate: grey on the felt's lit centre reads at under 3:1.
                behind = label.get_rect(center=box.center).inflate(px(8), px(2))
                pygame.draw.rect(surface, PLATE, behind, border_radius=px(5))
            else:
                continue  # a game's own words (``Layout.labels``): its table draws them
            surface.blit(label, label.get_rect(center=box.center))

    def draw_plates(
        self, surface: pygame.Surface, picture: TablePicture, within: pygame.Rect | None = None
    ) -> None:
        px = picture.layout.px
        for plate in picture.plates:
            box, turn = plate.box, plate.turn
            if within is not None and not box.inflate(8, 8).colliderect(within):
                continue
            pygame.draw.rect(surface, (60, 50, 20) if turn else plate.fill, box, border_radius=12)
            pygame.draw.rect(
                surface, GOLD if turn else (90, 110, 95), box, 3 if turn else 1, border_radius=12
            )
            name = plate.words
            if text(name, px(13)).get_width() > box.width - 12:
                name = plate.short
            ink = MUTED if plate.out or plate.away else INK
            if plate.away:  # gone for now: said in the plate, never "thinking"
                name = fill(_("{name} · away"), name=plate.name)
                if text(name, px(13)).get_width() > box.width - 12:
                    name = f"{plate.name} …"  # the message line says the rest
            elif plate.thinking:
                # Inside the plate, so the cue never lies over the seat's cards; it pulses.
                name = fill(_("{name} · thinking…"), name=plate.name)
                if text(name, px(13)).get_width() > box.width - 12:
                    name = f"{plate.name} …"  # the message line says the rest
                ink = GOLD if plate.pulse else INK
            label = fitted(name, px(16), box.width - 12, ink, bold=turn)
            surface.blit(label, label.get_rect(center=box.center))

    def draw_banner(self, surface: pygame.Surface, layout: Layout, words: str, progress: float) -> None:
        """An announcement ("Q Squared!") across the message line, sliding in and out of it."""
        box = layout.message
        label = fitted(words, layout.px(28), box.width - 24, (255, 240, 200), bold=True)
        t = max(0.0, min(1.0, progress))
        # Slide in from the left, hold, slide out to the right, clipped to the message line.
        offset = 0
        if t < 0.15:
            offset = -int(box.width * (1 - t / 0.15))
        elif t > 0.85:
            offset = int(box.width * ((t - 0.85) / 0.15))
        panel(surface, box, 220)
        clip = surface.get_clip()
        # Inside the panel's rim (2 px, rounded 10 px): sliding words never cross its light line.
        surface.set_clip(box.inflate(-24, -4))
        surface.blit(label, label.get_rect(center=(box.centerx + offset, box.centery)))
        surface.set_clip(clip)

    def draw_status(self, surface: pygame.Surface, picture: TablePicture) -> None:
        """The variant, deal and whose turn, shortened to fit left of the tool buttons."""
        box, size = picture.layout.status, picture.layout.px(16)
        words = status_words(list(picture.status), box.width, size)
        surface.blit(fitted(words, size, box.width, INK), box.topleft)

    def draw_instruction(self, surface: pygame.Surface, picture: TablePicture) -> None:
        """What to do now, in the message line when no banner or message is up: the words a
        newcomer reads first, so in the table's ink and as large as the line allows."""
        box = picture.layout.message
        size, lines = instruction_lines(picture.instruction, box, picture.layout.scale)
        y = box.y + 3
        for line in lines:
            image = text(line, size, INSTRUCTION)
            surface.blit(image, (box.x + 6, y))
            y += image.get_height()

    def draw_toast(self, surface: pygame.Surface, layout: Layout, message: str, tone: str = "error") -> None:
        """A refusal in red, a hint in the table's calm colours, in the message line."""
        ink, fill, edge = TOAST_TONES.get(tone, TOAST_TONES["error"])
        box = layout.message
        size = layout.px(16)
        lines = wrap(message, size, box.width - 24, bold=True)
        while len(lines) > 2 and size > 11:
            size -= 1
            lines = wrap(message, size, box.width - 24, bold=True)
        pygame.draw.rect(surface, fill, box, border_radius=10)
        pygame.draw.rect(surface, edge, box, 2, border_radius=10)
        images = [text(line, size, ink, bold=True) for line in lines[:2]]
        y = box.centery - sum(image.get_height() for image in images) // 2
        for image in images:
            surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
            y += image.get_height()

    def draw_log(self, surface: pygame.Surface, picture: TablePicture) -> None:
        rect = picture.layout.log
        key = (rect.width, rect.height, picture.log_version, picture.viewer)
        if self._log is None or self._log[0] != key:
            self._log = (key, self.render_log(picture, rect))
        surface.blit(self._log[1], rect.topleft)

    def render_log(self, picture: TablePicture, rect: pygame.Rect) -> pygame.Surface:
        px = picture.layout.px
        kept = self._log[1] if self._log is not None else None
        # The panel is painted over, not made anew: a tall panel's allocation took a millisecond.
        fits = kept is not None and kept.get_size() == rect.size
        panel_surface = kept if kept is not None and fits else pygame.Surface(rect.size)
        panel_surface.fill((14, 30, 23))
        pygame.draw.line(panel_surface, (90, 110, 95), (0, 0), (0, rect.height), 2)
        title = text(_("Moves"), px(20), GOLD, bold=True)
        panel_surface.blit(title, (14, 10))
        width = rect.width - 28
        y = rect.height - 10
        # Newest first, from the bottom up, until the panel is full: the older lines are not
        # wrapped at all (a move's frame drew the whole log again).
        for line in reversed(picture.log_lines):
            words = line.for_seat(picture.viewer)
            # Strong lines (a deal's title, the winner) are bold, so they are wrapped as bold.
            for part in reversed(wrapped(words, px(15), width, line.strong)):
                image = text(part, px(15), GOLD if line.strong else INK, bold=line.strong)
                y -= image.get_height() + 2
                if y < title.get_height() + 20:
                    return panel_surface
                panel_surface.blit(image, (14, y))
        return panel_surface


@functools.lru_cache(maxsize=512)
def wrapped(words: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    """A log line's wrapped rows, kept: the log is drawn again after every move, mostly the
    same lines at the same width."""
    return tuple(wrap(words, size, width, bold=bold))


@dataclass(frozen=True)
class LayerState:
    """All the table layer is drawn from: the layout (one object while the window and the zones
    stay), the card art in use, each zone's cards as they lie, what is hidden, outlined or
    lifted, and the plates."""

    base: tuple[object, ...]
    lying: Mapping[str, tuple[tuple[Card | None, ...], tuple[str, ...], tuple[int, ...]]]
    covered: frozenset[Slot]
    marked: Mapping[Slot, Colour]
    selected: frozenset[Slot]
    plates: Mapping[int, tuple[tuple[int, int, int, int], tuple[object, ...]]]

    @classmethod
    def of(cls, picture: TablePicture) -> LayerState:
        cards, layout = picture.cards, picture.layout
        base = (
            id(layout),
            layout.size,
            id(picture.art(layout.main_width)),
            picture.zone_order,
            picture.clockwise,
            picture.hiding,
        )
        lying = {
            zone: (tuple(cards.zones.get(zone, ())), tuple(cards.flags.get(zone, ())), cards.breaks_of(zone))
            for zone in picture.zone_order
        }
        plates = {
            p.seat: (
                (p.box.x, p.box.y, p.box.width, p.box.height),
                (p.name, p.words, p.short, p.fill, p.turn, p.out, p.thinking, p.pulse, p.away),
            )
            for p in picture.plates
        }
        return cls(base, lying, picture.covered, dict(picture.marked), frozenset(picture.selected), plates)

    def changed_boxes(self, now: LayerState, picture: TablePicture) -> list[pygame.Rect] | None:
        """The boxes to draw again to go from this state to ``now``: around every zone whose
        cards, hidden, outlined or lifted ones changed, and every plate that changed (old and
        new places both), boxes that touch merged; None for all of it."""
        if self.base != now.base or set(self.lying) != set(now.lying) or set(self.plates) != set(now.plates):
            return None
        slots = (self.covered ^ now.covered) | (self.selected ^ now.selected)
        slots |= {
            slot for slot in {*self.marked, *now.marked} if self.marked.get(slot) != now.marked.get(slot)
        }
        zones = {zone for zone in now.lying if self.lying[zone] != now.lying[zone]}
        zones |= {zone for zone, _index in slots if zone in now.lying}
        layout, boxes = picture.layout, []
        pad = layout.px(8)
        for zone in zones:
            geom = layout.geom(zone)
            was, is_now = self.lying[zone], now.lying[zone]
            boxes.append(
                zone_box(geom, len(was[0]), was[2], pad).union(zone_box(geom, len(is_now[0]), is_now[2], pad))
            )
        for seat, plate in now.plates.items():
            if self.plates[seat] != plate:
                boxes.extend(pygame.Rect(box).inflate(8, 8) for box in (self.plates[seat][0], plate[0]))
        return merged(boxes)


@functools.lru_cache(maxsize=4096)
def zone_box(geom: ZoneGeom, count: int, breaks: tuple[int, ...], pad: int) -> pygame.Rect:
    """All a zone of ``count`` cards may cover as drawn: its cards (one turned sideways, one
    lifted), their outlines and marks, ``pad`` pixels round."""
    box = geom.area(count, breaks).union(geom.reserved())
    return box.inflate((LIFT + pad) * 2, (LIFT + pad) * 2)


def merged(boxes: list[pygame.Rect]) -> list[pygame.Rect]:
    """The boxes with every two that touch made one (fewer passes over the zones)."""
    out: list[pygame.Rect] = []
    for box in boxes:
        box = box.copy()
        joined = True
        while joined:
            joined = False
            for other in out:
                if other.colliderect(box):
                    box.union_ip(other)
                    out.remove(other)
                    joined = True
                    break
        out.append(box)
    return out


def outline(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A card's or pile's highlight: the colour inside a dark edge, so it stands out on a white
    face and on the felt alike, and without colour (in greyscale) too."""
    pygame.draw.rect(surface, EDGE, rect.inflate(8, 8), 2, border_radius=10)
    pygame.draw.rect(surface, colour, rect.inflate(4, 4), 3, border_radius=8)


def play_mark(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A card that can start a move also wears a small dark notch at its top edge: a shape, so
    it reads apart from a target (numbered) and the hint without telling gold from green."""
    size = max(6, rect.width // 8)
    tip = (rect.centerx, rect.top + size)
    points = [(rect.centerx - size, rect.top - 2), (rect.centerx + size, rect.top - 2), tip]
    pygame.draw.polygon(surface, EDGE, points)
    pygame.draw.polygon(surface, GOLD, points, 2)


def instruction_lines(words: str, box: pygame.Rect, scale: float = 1.0) -> tuple[int, list[str]]:
    """The instruction's type size and lines: the largest size from 20 down to 15 (times the
    layout's ``scale``) at which it fits ``box`` in at most two lines (a wide window reads it
    in one line at the largest)."""
    largest, smallest = round(INSTRUCTION_LARGEST * scale), round(INSTRUCTION_SMALLEST * scale)
    for size in range(largest, smallest - 1, -1):
        lines = wrap(words, size, box.width - 12)
        if len(lines) <= 2 and len(lines) * text("Ag", size).get_height() <= box.height - 4:
            return size, lines
    return smallest, wrap(words, smallest, box.width - 12)[:2]


def status_words(parts: list[str], width: int, size: int = 16) -> str:
    """The status line as drawn: the least needed parts (the last) dropped until it fits ``width``."""
    for keep in range(len(parts), 0, -1):
        words = "  ·  ".join(parts[:keep])
        if text(words, size).get_width() <= width or keep == 1:
            break
    return words


def zone_sort_key(zone: str, viewer: int, layers: Mapping[str, int] = SHARED_LAYERS) -> tuple[int, int, str]:
    """Zones by their kind's layer (a game's own kinds in its layout plan's ``layers``): shared
    piles first, hands late; the viewer's hand last (on top)."""
    seat = seat_of_zone(zone)
    kind = zone.split(":")[0]
    order = layers.get(kind, 2)
    return (1 if seat == viewer and kind == "hand" else 0, order, zone)
