"""Card pictures drawn by our own code, at the exact size the table asks for.

``CardArt(width)`` draws faces, backs and empty-pile outlines on first use and
keeps them: drawing a card costs a few milliseconds once, blitting it is what
happens every frame. A new window size means a new ``CardArt``: pictures are
never scaled up from a smaller bitmap, so they stay sharp.

Vector parts (card outline, pips, face-card art, back pattern) are drawn at a
multiple of the final size and smoothscaled down, because pygame.draw fills
are not anti-aliased. Text is rendered directly at the final size, where the
font's own anti-aliasing is sharpest.
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Callable
from typing import Final

import pygame

from ..engine.cards import JOKER_RANK, RANK_LETTERS, Card
from . import palette
from .fonts import font
from .palette import RGB
from .suits import draw_suit

RATIO: Final = 7 / 5  # height / width: the 5:7 of a poker-size card
SUPERSAMPLE: Final = 3
ANGLE_STEP: Final = 5  # rotations are cached per 5°, enough for a fanned hand

# Pip positions for 2–10 as (column, row): column -1 left, 0 middle, 1 right;
# row 0 at the top of the pip area, 1 at the bottom. Pips below the middle are
# drawn upside down, as on a printed card.
_THIRD = 1 / 3
PIP_LAYOUTS: Final[dict[int, tuple[tuple[int, float], ...]]] = {
    2: ((0, 0), (0, 1)),
    3: ((0, 0), (0, 0.5), (0, 1)),
    4: ((-1, 0), (1, 0), (-1, 1), (1, 1)),
    5: ((-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)),
    6: ((-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    7: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    8: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)),
    9: (
        (-1, 0), (1, 0), (-1, _THIRD), (1, _THIRD), (0, 0.5),
        (-1, 2 * _THIRD), (1, 2 * _THIRD), (-1, 1), (1, 1),
    ),
    10: (
        (-1, 0), (1, 0), (0, _THIRD / 2), (-1, _THIRD), (1, _THIRD),
        (-1, 2 * _THIRD), (1, 2 * _THIRD), (0, 1 - _THIRD / 2), (-1, 1), (1, 1),
    ),
}  # fmt: skip

BACK_STYLES: Final[dict[str, tuple[RGB, RGB]]] = {
    "red": (palette.BACK_RED, palette.BACK_RED_LIGHT),
    "blue": (palette.BACK_BLUE, palette.BACK_BLUE_LIGHT),
}

Key = str | Card


# The court letters of French-printed cards: valet, dame, roi. The ace keeps its "A" (as).
FRENCH_LETTERS: Final = {11: "V", 12: "D", 13: "R"}


def rank_text(rank: int, french: bool = False) -> str:
    """The index text for a rank: ``"A"``, ``"2"`` … ``"10"``, ``"J"``, ``"Q"``, ``"K"``;
    with ``french`` the courts are ``"V"``, ``"D"``, ``"R"``.

    >>> rank_text(13), rank_text(13, french=True), rank_text(1, french=True), rank_text(10, True)
    ('K', 'R', 'A', '10')
    """
    if french and rank in FRENCH_LETTERS:
        return FRENCH_LETTERS[rank]
    return RANK_LETTERS.get(rank, str(rank))


class CardArt:
    """Every card picture at one width; heights follow the 5:7 card ratio."""

    def __init__(self, width: int, four_colour: bool = False, french_letters: bool = False) -> None:
        if width < 16:
            raise ValueError(f"cards narrower than 16 pixels cannot be drawn legibly, got {width}")
        self.width = int(width)
        self.height = round(self.width * RATIO)
        self.four_colour = four_colour
        self.french_letters = french_letters  # R, D, V on the court cards instead of K, Q, J
        self.radius = max(3, round(self.width * 0.07))
        self.glow_pad = max(4, round(self.width * 0.08))
        self._faces: dict[Card, pygame.Surface] = {}
        self._backs: dict[str, pygame.Surface] = {}
        self._placeholder: pygame.Surface | None = None
        self._blank: pygame.Surface | None = None
        self._rotated: dict[tuple[str, int], pygame.Surface] = {}
        self._glows: weakref.WeakKeyDictionary[pygame.Surface, dict[RGB, pygame.Surface]] = (
            weakref.WeakKeyDictionary()
        )

    # ------------------------------------------------------------------ public
    @property
    def size(self) -> tuple[int, int]:
        return (self.width, self.height)

    def colour(self, suit: str) -> RGB:
        """The ink of ``suit`` in this deck's colour style."""
        return palette.suit_colour(suit, self.four_colour)

    def face(self, card: Card) -> pygame.Surface:
        """The face of ``card``, drawn on first request and cached."""
        found = self._faces.get(card)
        if found is None:
            found = _ready(self._draw_face(card))
            self._faces[card] = found
        return found

    def back(self, style: str = "red") -> pygame.Surface:
        """The card back: a lattice in deep ``style`` ("red" or "blue") inside a white border."""
        found = self._backs.get(style)
        if found is None:
            if style not in BACK_STYLES:
                raise ValueError(f"no back style {style!r}; styles: {', '.join(BACK_STYLES)}")
            found = _ready(self._draw_back(*BACK_STYLES[style]))
            self._backs[style] = found
        return found

    def placeholder(self) -> pygame.Surface:
        """A faint rounded outline marking an empty pile."""
        if self._placeholder is None:
            self._placeholder = _ready(self._draw_placeholder())
        return self._placeholder

    def surface(self, key: Key) -> pygame.Surface:
        """The picture for ``key``: a Card, its notation (``"QH"``), ``"back"``,
        ``"back:blue"`` or ``"placeholder"``."""
        if isinstance(key, Card):
            return self.face(key)
        if key == "placeholder":
            return self.placeholder()
        if key == "back" or key.startswith("back:"):
            return self.back(key.partition(":")[2] or "red")
        return self.face(Card.parse(key))

    def rotated(self, key: Key, angle: float) -> pygame.Surface:
        """``key``'s picture turned ``angle`` degrees anticlockwise (rounded to 5°), cached.

        The result is larger than the card when the angle is not a multiple of
        90°; blit it centred on where the card's centre should be.
        """
        step = round(angle / ANGLE_STEP) * ANGLE_STEP % 360
        base = self.surface(key)
        if step == 0:
            return base
        name = _key_name(key)
        found = self._rotated.get((name, step))
        if found is None:
            # rotozoom filters the edges; plain rotate would leave them jagged.
            found = _ready(pygame.transform.rotozoom(base, step, 1.0))
            self._rotated[(name, step)] = found
        return found

    def highlight(self, card_surface: pygame.Surface, colour: RGB = palette.HIGHLIGHT_GOLD) -> pygame.Surface:
        """``card_surface`` with a soft glow of ``colour`` around its outline.

        The result is ``glow_pad`` pixels larger on every side: blit it at the
        card's position moved by ``(-glow_pad, -glow_pad)`` (or use
        ``draw_highlight``). Cached for as long as ``card_surface`` lives.
        """
        per_surface = self._glows.setdefault(card_surface, {})
        found = per_surface.get(colour)
        if found is None:
            found = _ready(self._draw_glow(card_surface, colour))
            per_surface[colour] = found
        return found

    def draw_highlight(
        self,
        target: pygame.Surface,
        card_surface: pygame.Surface,
        topleft: tuple[int, int],
        colour: RGB = palette.HIGHLIGHT_GOLD,
    ) -> None:
        """Blit ``card_surface`` at ``topleft`` on ``target`` with its glow around it."""
        pad = self.glow_pad
        target.blit(self.highlight(card_surface, colour), (topleft[0] - pad, topleft[1] - pad))

    # ------------------------------------------------------------------ shared pieces
    def _supersampled(self, draw: Callable[[pygame.Surface, int], None], fill: RGB) -> pygame.Surface:
        """Run ``draw(big_surface, scale)`` at SUPERSAMPLE× the card size and shrink the result.

        ``fill`` colours the transparent background, so edges fade toward the
        ink rather than toward black when smoothscale averages them.
        """
        s = SUPERSAMPLE
        big = pygame.Surface((self.width * s, self.height * s), pygame.SRCALPHA)
        big.fill((*fill, 0))
        draw(big, s)
        return pygame.transform.smoothscale(big, self.size)

    def _card_shape(self, big: pygame.Surface, s: int, inner: RGB) -> None:
        """A rounded card with a thin grey edge, at scale ``s``."""
        rect = big.get_rect()
        pygame.draw.rect(big, palette.CARD_EDGE, rect, border_radius=self.radius * s)
        edge = max(s, round(self.width * 0.012 * s))
        pygame.draw.rect(big, inner, rect.inflate(-2 * edge, -2 * edge),
                         border_radius=max(1, self.radius * s - edge))  # fmt: skip

    def blank(self) -> pygame.Surface:
        """The plain white card every face starts from (shared, do not draw on it)."""
        if self._blank is None:
            self._blank = self._supersampled(
                lambda big, s: self._card_shape(big, s, palette.CARD_WHITE), palette.CARD_EDGE
            )
        return self._blank

    # ------------------------------------------------------------------ faces
    def _draw_face(self, card: Card) -> pygame.Surface:
        surface = self.blank().copy()
        if card.rank == JOKER_RANK:
            self._draw_joker(surface)
            return surface
        colour = self.colour(card.suit)
        if card.rank == 1:
            self._draw_ace(surface, card.suit, colour)
        elif card.rank <= 10:
            self._draw_pips(surface, card, colour)
        else:
            self._draw_court(surface, card, colour)
        self._draw_indices(surface, rank_text(card.rank, self.french_letters), card.suit, colour)
        return surface

    def _index(self, text: str, suit: str, colour: RGB) -> pygame.Surface:
        """One corner index: rank text above a small suit, on a transparent strip."""
        w = self.width
        column = max(8, round(w * 0.17))
        size = max(7, round(w * 0.19))
        label = font(size, bold=True).render(text, True, colour)
        if label.get_width() > column:
            # "10" is wider than a letter: pick a smaller point size rather than squash the glyphs.
            size = max(6, int(size * column / label.get_width()))
            label = font(size, bold=True).render(text, True, colour)
        pip = max(5, round(w * 0.13))
        # Fonts leave space above capitals; trim it so the index hugs the corner.
        bounds = label.get_bounding_rect()
        strip = pygame.Surface((column, bounds.height + pip + max(2, w // 40)), pygame.SRCALPHA)
        strip.blit(label, (column // 2 - label.get_width() // 2, -bounds.top))
        draw_suit(strip, suit, (column / 2, strip.get_height() - pip / 2), pip, colour)
        return strip

    def _draw_indices(self, surface: pygame.Surface, text: str, suit: str, colour: RGB) -> None:
        strip = self._index(text, suit, colour)
        x = max(2, round(self.width * 0.035))
        y = max(3, round(self.width * 0.07))
        surface.blit(strip, (x, y))
        # The bottom-right index is the top-left one turned half a circle; flip is exact.
        turned = pygame.transform.flip(strip, True, True)
        surface.blit(turned, (self.width - x - strip.get_width(), self.height - y - strip.get_height()))

    def _draw_ace(self, surface: pygame.Surface, suit: str, colour: RGB) -> None:
        centre = (self.width / 2, self.height / 2)
        if suit == "S":
            # The ace of spades traditionally carries an ornament; a gold ring keeps it simple.
            def art(big: pygame.Surface, s: int) -> None:
                line = max(1, round(self.width * 0.02 * s))
                middle = (big.get_width() / 2, big.get_height() / 2)
                pygame.draw.circle(big, palette.FACE_GOLD, middle, self.width * 0.36 * s, line)

            surface.blit(self._supersampled(art, palette.FACE_GOLD), (0, 0))
        draw_suit(surface, suit, centre, round(self.width * 0.46), colour)

    def _draw_pips(self, surface: pygame.Surface, card: Card, colour: RGB) -> None:
        w, h = self.width, self.height
        layout = PIP_LAYOUTS[card.rank]
        pip = round(w * (0.18 if card.rank < 9 else 0.168))
        top, bottom = h * 0.19, h * 0.81
        # Columns leave a clear lane for the corner indices.
        columns = {-1: w * 0.32, 0: w * 0.5, 1: w * 0.68}
        for column, row in layout:
            y = top + (bottom - top) * row
            draw_suit(surface, card.suit, (columns[column], y), pip, colour, upside_down=row > 0.5)

    # ------------------------------------------------------------------ court cards
    def _panel_rect(self) -> pygame.Rect:
        w, h = self.width, self.height
        left = round(w * 0.22)
        top = round(h * 0.07)
        return pygame.Rect(left, top, w - 2 * left, h - 2 * top)

    def _draw_court(self, surface: pygame.Surface, card: Card, colour: RGB) -> None:
        """A framed panel, double-ended like a printed court card: motif and letter in each half."""
        panel = self._panel_rect()
        motif = {11: _draw_shield, 12: _draw_flower, 13: _draw_crown}[card.rank]

        def art(big: pygame.Surface, s: int) -> None:
            outer = pygame.Rect(panel.x * s, panel.y * s, panel.w * s, panel.h * s)
            radius = max(2, round(self.width * 0.04 * s))
            pygame.draw.rect(big, palette.FACE_PANEL, outer, border_radius=radius)
            line = max(s, round(self.width * 0.018 * s))
            pygame.draw.rect(big, colour, outer, line, border_radius=radius)
            inset = outer.inflate(-5 * line, -5 * line)
            pygame.draw.rect(big, palette.FACE_GOLD, inset, max(1, line // 2),
                             border_radius=max(1, radius - 2 * line))  # fmt: skip
            # Motif near the outer edge of the top half; the bottom half is its mirror.
            size = panel.w * 0.56 * s
            centre = (outer.centerx, outer.top + outer.h * 0.165)
            motif(big, centre, size, colour)
            # A dividing rule across the middle, as on printed court cards.
            mid = outer.centery
            pygame.draw.line(big, palette.FACE_GOLD, (inset.left + line * 2, mid),
                             (inset.right - line * 2, mid), max(1, line // 2))  # fmt: skip

        layer = self._supersampled(art, palette.FACE_PANEL)
        # Mirror the top half's motif into the bottom half before adding text.
        top_half = layer.subsurface(pygame.Rect(0, 0, self.width, self.height // 2)).copy()
        mirrored = pygame.transform.flip(top_half, True, True)
        layer.blit(mirrored, (self.width - mirrored.get_width(), self.height - mirrored.get_height()))
        surface.blit(layer, (0, 0))

        letter_font = font(max(8, round(panel.w * 0.42)), serif=True)
        letter = letter_font.render(rank_text(card.rank, self.french_letters), True, colour)
        box = letter.get_bounding_rect()
        # Letter sits between the motif and the dividing rule, in both halves.
        cy = panel.top + panel.h * 0.355
        x = panel.centerx - box.w // 2 - box.x
        y = round(cy - box.h / 2) - box.y
        surface.blit(letter, (x, y))
        turned = pygame.transform.flip(letter, True, True)
        # The turned glyph's ink box is the original's reflected inside the render box.
        tx = self.width - x - letter.get_width()
        ty = self.height - y - letter.get_height()
        surface.blit(turned, (tx, ty))
        # A small pip on the middle rule ties the art to its suit.
        pip = max(4, round(panel.w * 0.12))
        draw_suit(surface, card.suit, (panel.centerx, panel.centery), pip, colour)

    # ------------------------------------------------------------------ joker
    def _draw_joker(self, surface: pygame.Surface) -> None:
        w, h = self.width, self.height
        red, ink = palette.SUIT_RED, palette.SUIT_BLACK

        def art(big: pygame.Surface, s: int) -> None:
            _draw_jester_hat(big, (w * 0.5 * s, h * 0.47 * s), w * 0.62 * s, red, ink)
            for fx, fy, fr in ((0.5, 0.2, 0.07), (0.3, 0.75, 0.045), (0.7, 0.75, 0.045)):
                _draw_star(big, (w * fx * s, h * fy * s), w * fr * s, palette.FACE_GOLD)

        surface.blit(self._supersampled(art, red), (0, 0))
        label_font = font(max(7, round(w * 0.13)), bold=True)
        label = label_font.render("JOKER", True, ink)
        surface.blit(label, label.get_rect(center=(w // 2, round(h * 0.66))))
        # Corner indices: the word stacked letter by letter, as printed jokers do.
        letter_font = font(max(6, round(w * 0.1)), bold=True)
        x = max(2, round(w * 0.05))
        y = max(3, round(w * 0.06))
        step = letter_font.get_linesize() * 0.8
        for i, char in enumerate("JOKER"):
            glyph = letter_font.render(char, True, red)
            glyph_w, glyph_h = glyph.get_size()
            cx = x + round(w * 0.06)
            cy = round(y + i * step)
            surface.blit(glyph, (cx - glyph_w // 2, cy))
            turned = pygame.transform.flip(glyph, True, True)
            surface.blit(turned, (w - cx - glyph_w + glyph_w // 2, h - cy - glyph_h))

    # ------------------------------------------------------------------ back, placeholder, glow
    def _draw_back(self, dark: RGB, light: RGB) -> pygame.Surface:
        w = self.width

        def art(big: pygame.Surface, s: int) -> None:
            self._card_shape(big, s, palette.CARD_WHITE)
            margin = round(w * 0.07 * s)
            inner = big.get_rect().inflate(-2 * margin, -2 * margin)
            radius = max(1, round(self.radius * s * 0.6))
            pygame.draw.rect(big, dark, inner, border_radius=radius)
            # A diagonal lattice clipped to the inner panel.
            lattice = pygame.Surface(inner.size, pygame.SRCALPHA)
            step = max(4 * s, round(w * 0.1 * s))
            thick = max(1, round(w * 0.012 * s))
            span = inner.w + inner.h
            for offset in range(-span, span, step):
                pygame.draw.line(lattice, light, (offset, 0), (offset + inner.h, inner.h), thick)
                pygame.draw.line(lattice, light, (offset + inner.h, 0), (offset, inner.h), thick)
            # Dots in the lattice's diamonds give it the look of a woven back.
            dot = max(1, round(step * 0.12))
            for row, y in enumerate(range(step // 2, inner.h, step)):
                for x in range(step // 2 if row % 2 else step, inner.w + step, step):
                    pygame.draw.circle(lattice, light, (x - step // 2, y), dot)
            mask = pygame.Surface(inner.size, pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
            lattice.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            big.blit(lattice, inner)
            frame = max(1, round(w * 0.014 * s))
            pygame.draw.rect(big, palette.CARD_WHITE, inner.inflate(-4 * frame, -4 * frame),
                             frame, border_radius=radius)  # fmt: skip
            # Central medallion, a quiet maker's mark.
            centre = inner.center
            pygame.draw.ellipse(big, palette.CARD_WHITE,
                                pygame.Rect(0, 0, inner.w * 0.5, inner.w * 0.5).move(
                                    centre[0] - inner.w * 0.25, centre[1] - inner.w * 0.25))  # fmt: skip
            pygame.draw.ellipse(big, dark,
                                pygame.Rect(0, 0, inner.w * 0.42, inner.w * 0.42).move(
                                    centre[0] - inner.w * 0.21, centre[1] - inner.w * 0.21),
                                frame)  # fmt: skip

        surface = self._supersampled(art, palette.CARD_EDGE)
        mark = font(max(6, round(w * 0.13)), bold=True).render("Q2J", True, dark)
        surface.blit(mark, mark.get_rect(center=(self.width // 2, self.height // 2)))
        return surface

    def _draw_placeholder(self) -> pygame.Surface:
        def art(big: pygame.Surface, s: int) -> None:
            rect = big.get_rect().inflate(-2 * s, -2 * s)
            pygame.draw.rect(big, (0, 0, 0, 46), rect, border_radius=self.radius * s)
            line = max(s, round(self.width * 0.02 * s))
            pygame.draw.rect(big, (*palette.FELT_LINE, 220), rect, line, border_radius=self.radius * s)

        return self._supersampled(art, palette.FELT_LINE)

    def _draw_glow(self, card_surface: pygame.Surface, colour: RGB) -> pygame.Surface:
        pad = self.glow_pad
        w, h = card_surface.get_size()
        silhouette = pygame.mask.from_surface(card_surface, 96).to_surface(
            setcolor=(*colour, 255), unsetcolor=(*colour, 0)
        )
        glow = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        glow.fill((*colour, 0))
        # Stamp the silhouette around a small circle to grow it, then blur it soft.
        reach = max(1, round(pad * 0.6))
        for i in range(16):
            a = 2 * math.pi * i / 16
            glow.blit(silhouette, (pad + round(reach * math.cos(a)), pad + round(reach * math.sin(a))))
        glow = pygame.transform.gaussian_blur(glow, max(1, pad // 3))
        glow.blit(card_surface, (pad, pad))
        return glow


# ---------------------------------------------------------------------- motifs
# Each motif is drawn in a box ``size`` wide centred on ``centre`` of a
# supersampled layer, in the suit's colour with gold details.


def _draw_crown(big: pygame.Surface, centre: tuple[float, float], size: float, colour: RGB) -> None:
    """The king's crown: five points with jewels on a gold band."""
    cx, cy = centre
    half = size / 2
    height = size * 0.55
    base_y = cy + height * 0.5
    top_y = cy - height * 0.5
    points = [(cx - half, base_y), (cx - half, top_y + height * 0.25)]
    tips = 5
    for i in range(tips):
        x_tip = cx - half + size * i / (tips - 1)
        x_next = cx - half + size * (i + 0.5) / (tips - 1)
        # The middle point is tallest; the valleys dip to half height.
        lift = 0.0 if i == tips // 2 else height * 0.12
        points.append((x_tip, top_y + lift))
        if i < tips - 1:
            points.append((x_next, top_y + height * 0.5))
    points.append((cx + half, base_y))
    pygame.draw.polygon(big, colour, points)
    band = pygame.Rect(0, 0, size, height * 0.24)
    band.midbottom = (round(cx), round(base_y))
    pygame.draw.rect(big, palette.FACE_GOLD, band)
    jewel = size * 0.065
    for i in range(tips):
        x_tip = cx - half + size * i / (tips - 1)
        lift = 0.0 if i == tips // 2 else height * 0.12
        pygame.draw.circle(big, palette.FACE_GOLD, (x_tip, top_y + lift), jewel)
    for i in range(3):
        pygame.draw.circle(big, colour, (cx + (i - 1) * size * 0.3, band.centery), jewel * 0.8)


def _draw_flower(big: pygame.Surface, centre: tuple[float, float], size: float, colour: RGB) -> None:
    """The queen's flower: six petals round a gold heart, on two leaves."""
    cx, cy = centre
    petal = size * 0.17
    ring = size * 0.2
    for i in range(2):
        side = -1 if i == 0 else 1
        leaf = [
            (cx, cy + size * 0.05),
            (cx + side * size * 0.32, cy + size * 0.12),
            (cx + side * size * 0.48, cy + size * 0.02),
            (cx + side * size * 0.28, cy + size * 0.26),
        ]
        pygame.draw.polygon(big, palette.FACE_GOLD, leaf)
    for i in range(6):
        a = 2 * math.pi * i / 6 - math.pi / 2
        pygame.draw.circle(big, colour, (cx + ring * math.cos(a), cy + ring * math.sin(a)), petal)
    pygame.draw.circle(big, palette.FACE_GOLD, (cx, cy), size * 0.13)
    pygame.draw.circle(big, colour, (cx, cy), size * 0.05)


def _leaf(
    base: tuple[float, float], tip: tuple[float, float], width: float, bend: float
) -> list[tuple[float, float]]:
    """A leaf or plume outline along a gently curved line from ``base`` to ``tip``."""
    (bx, by), (tx, ty) = base, tip
    length = math.hypot(tx - bx, ty - by)
    nx, ny = -(ty - by) / length, (tx - bx) / length  # unit normal of the straight line
    cx, cy = (bx + tx) / 2 + nx * bend, (by + ty) / 2 + ny * bend  # bezier control point
    left: list[tuple[float, float]] = []
    right: list[tuple[float, float]] = []
    for i in range(17):
        f = i / 16
        x = (1 - f) ** 2 * bx + 2 * (1 - f) * f * cx + f**2 * tx
        y = (1 - f) ** 2 * by + 2 * (1 - f) * f * cy + f**2 * ty
        half = width / 2 * math.sin(math.pi * f) ** 0.8
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))
    return left + right[::-1]


def _draw_shield(big: pygame.Surface, centre: tuple[float, float], size: float, colour: RGB) -> None:
    """The jack's shield with a gold chevron, a feather rising behind it."""
    cx, cy = centre
    half = size * 0.3
    top = cy - size * 0.24
    bottom = cy + size * 0.3
    # The plume rises from behind the shield's upper right and curls left at the tip.
    base = (cx + half * 0.3, cy)
    tip = (cx + size * 0.45, cy - size * 0.42)
    pygame.draw.polygon(big, palette.FACE_GOLD, _leaf(base, tip, size * 0.2, size * 0.1))
    pygame.draw.line(big, colour, base, tip, max(1, round(size * 0.025)))
    outline = [(cx - half, top), (cx + half, top)]
    for i in range(1, 13):
        f = i / 12
        # Straight sides for the upper half, then curving in to the point.
        x = half * (1 - max(0.0, (f - 0.45) / 0.55) ** 1.6)
        outline.append((cx + x, top + (bottom - top) * f))
    outline.extend((2 * cx - x, y) for x, y in reversed(outline[2:]))
    pygame.draw.polygon(big, colour, outline)
    stroke = max(2.0, size * 0.08)
    peak = cy - size * 0.06
    chevron = [
        (cx - half * 0.75, peak + size * 0.2),
        (cx, peak),
        (cx + half * 0.75, peak + size * 0.2),
        (cx + half * 0.75, peak + size * 0.2 + stroke),
        (cx, peak + stroke),
        (cx - half * 0.75, peak + size * 0.2 + stroke),
    ]
    pygame.draw.polygon(big, palette.FACE_GOLD, chevron)


def _draw_star(big: pygame.Surface, centre: tuple[float, float], radius: float, colour: RGB) -> None:
    cx, cy = centre
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        a = math.pi * i / 5 - math.pi / 2
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pygame.draw.polygon(big, colour, points)


def _draw_jester_hat(
    big: pygame.Surface, centre: tuple[float, float], size: float, red: RGB, ink: RGB
) -> None:
    """A three-pointed jester's cap with bells, alternating red and dark points."""
    cx, cy = centre
    half = size / 2
    brim_top = cy + size * 0.05
    brim = pygame.Rect(0, 0, size * 0.8, size * 0.14)
    brim.midtop = (round(cx), round(brim_top))
    tips = [(cx - half, cy - size * 0.2), (cx, cy - size * 0.48), (cx + half, cy - size * 0.2)]
    colours = (red, ink, red)
    for (tx, ty), fill, i in zip(tips, colours, range(3), strict=True):
        left = cx - size * 0.4 + size * 0.8 * i / 3
        right = cx - size * 0.4 + size * 0.8 * (i + 1) / 3
        pygame.draw.polygon(big, fill, [(left, brim_top), (tx, ty), (right, brim_top)])
        pygame.draw.circle(big, palette.FACE_GOLD, (tx, ty), size * 0.06)
    pygame.draw.rect(big, palette.FACE_GOLD, brim, border_radius=round(size * 0.04))


def _key_name(key: Key) -> str:
    """One cache name per picture: ``"qh"``, ``"QH"`` and ``Card(12, "H")`` share rotations."""
    if isinstance(key, Card):
        return str(key)
    if key == "placeholder" or key == "back" or key.startswith("back:"):
        return key
    return str(Card.parse(key))


def _ready(surface: pygame.Surface) -> pygame.Surface:
    """Convert to the display's pixel format when there is one, for the fastest blits."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


__all__ = ["RATIO", "CardArt", "rank_text"]
