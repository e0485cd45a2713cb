"""The rules of a variant in words (from ``rules_text``) and card pictures, scrollable.

One tab per game, and under it one tab per variant of that game, so the
menu's Rules reaches every variant's own section. From a table the scene gets
the table's size too: a 2-player War game shows no 3–4 player rules. A text's
picture lines (``[cards: 7S 7H 7D]``) are drawn with the card art.
"""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from ..i18n import N_, _
from ..i18n.cards import card_symbol
from ..i18n.words import variant_name
from ..variants.rules_text import CardPicture, card_picture
from .context import AppContext
from .scale import UNSCALED, Scale, scale_for
from .scene import Pop, Scene, Transition
from .text import fitted, text, wrap
from .uikit import draw_felt, font, rules_text
from .widgets import Button, FocusRing, clicked, panel

LINE = 22
HEADING_GAP = 4
TAB_GAP = 12
TAB_PADDING = 30
REFUSED = (220, 70, 60)


class RulesScene(Scene):
    help_keys = (
        (N_("Up / Down"), N_("scroll the rules")),
        (N_("Page Up / Page Down"), N_("a page at a time")),
        (N_("Home / End"), N_("the start or the end")),
        (N_("Tab / Left / Right"), N_("move between the buttons")),
        (N_("Esc"), N_("back")),
    )
    name = "rules"

    def __init__(
        self,
        ctx: AppContext,
        variant_id: str,
        players: int | None = None,
        options: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(ctx)
        catalog = ctx.catalog
        self.variant = catalog.variants.get(variant_id) or next(iter(catalog.variants.values()))
        # The table's size, while the variant shown is the table's; None: any size it allows.
        self.players = players
        # The options chosen at the table's setup (a joker swap, 5 rounds), shown with its variant.
        self.chosen = dict(options or {})
        self.table_variant = self.variant.id
        self.scroll = 0
        self.rows: list[tuple[str, bool]] = []
        self.pictures: dict[int, CardPicture] = {}  # row index → the cards that row draws
        self.card_width = 40
        self.buttons: list[Button] = []
        self.felt: pygame.Surface | None = None
        self.box = pygame.Rect(0, 0, 0, 0)
        # Up and Down scroll the text, so only Tab and Left/Right move the focus.
        self.focus = FocusRing(next_keys=(pygame.K_TAB, pygame.K_RIGHT), back_keys=(pygame.K_LEFT,))
        self._focus_placed = False
        self.scale = Scale()

    def enter(self) -> None:
        self.resized(self.ctx.size)

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.scale = scale_for(size)
        self.felt = pygame.Surface(size)
        draw_felt(self.felt)
        bottom = self._tabs(w, h)
        self.box = pygame.Rect(px(40), bottom + px(12), w - px(80), h - bottom - px(102))
        self.rows = []
        self.pictures = {}
        # Picture cards: big enough to read their corners, small enough for seven in a row.
        self.card_width = max(px(36), min(px(64), self.box.width // 18))
        options: dict[str, object] = dict(self.variant.options)
        if self.variant.id == self.table_variant:
            options.update(self.chosen)
        if self.players is not None and self.variant.id == self.table_variant:
            options["players"] = self.players
        elif self.variant.min_players == self.variant.max_players:
            options["players"] = self.variant.min_players
        for heading, paragraph in rules_text(self.variant.game, options):
            self.rows.append((heading, True))
            for line in paragraph.split("\n"):
                picture = _picture(line)
                if picture is not None:
                    self.pictures[len(self.rows)] = picture
                    self.rows.append((line, False))
                else:
                    self.rows.extend((part, False) for part in wrap(line, px(17), self.box.width - px(40)))
            self.rows.append(("", False))
        back = pygame.Rect(w // 2 - px(100), h - px(74), px(200), px(52))
        self.buttons.append(Button(_("Back"), back, ("back", ""), size=px(20)))
        if not self._focus_placed:
            self._focus_placed = True
            self.focus.index = len(self.buttons) - 1  # Back first: Enter leaves, as Esc does
        self.focus.show(self.buttons)

    def _tabs(self, w: int, h: int) -> int:
        """One tab per game, a row of its variants under it; returns the lowest tab's bottom."""
        self.buttons = []
        px = self.scale
        firsts: dict[str, str] = {}
        for variant in self.ctx.catalog.variants.values():
            firsts.setdefault(variant.game, variant.id)
        x = px(40)
        names = [self.ctx.catalog.variants[v].name for v in firsts.values()]
        labels = _tab_labels(names, w - px(80), px)
        for (game, variant_id), (label, width, size) in zip(firsts.items(), labels, strict=True):
            self.buttons.append(
                Button(
                    label,
                    pygame.Rect(x, px(60), width, px(38)),
                    ("tab", variant_id),
                    active=game == self.variant.game,
                    size=size,
                )
            )
            x += width + px(TAB_GAP)
        family = self.ctx.catalog.variants[firsts[self.variant.game]].name
        x, y = px(40), px(106)
        for variant in self.ctx.catalog.for_game(self.variant.game):
            label = _short_name(variant_name(variant), family)
            width = max(px(100), text(label, px(14), bold=True).get_width() + px(24))  # drawn bold
            if x + width > w - px(40):
                x, y = px(40), y + px(38)
            self.buttons.append(
                Button(
                    label,
                    pygame.Rect(x, y, width, px(32)),
                    ("tab", variant.id),
                    active=variant.id == self.variant.id,
                    size=px(14),
                )
            )
            x += width + px(8)
        return y + px(32)

    def row_height(self, index: int) -> int:
        picture = self.pictures.get(index)
        px = self.scale
        if picture is not None:
            return _picture_height(picture, self.card_width, px)
        return px(LINE) + (px(HEADING_GAP) if self.rows[index][1] else 0)

    def room(self) -> int:
        """The box's height the rows may take: under its top margin, above the band at its foot
        where "more below" is drawn (a long last line ran under it, in French at 1024x600)."""
        px = self.scale
        return self.box.height - px(14) - px(6) - font(px(14)).get_height()

    def fitting(self, start: int) -> int:
        """How many rows from ``start`` fit in the box."""
        room = self.room()
        count = 0
        for index in range(start, len(self.rows)):
            room -= self.row_height(index)
            if room < 0:
                break
            count += 1
        return max(1, count)

    def scroll_limit(self) -> int:
        """The first row that lets the last one show at the bottom of the box."""
        room = self.room()
        start = len(self.rows)
        while start > 0 and room - self.row_height(start - 1) >= 0:
            start -= 1
            room -= self.row_height(start)
        return start

    def handle_event(self, event: pygame.event.Event) -> bool:
        visible = self.fitting(self.scroll)
        limit = self.scroll_limit()
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(limit, self.scroll - event.y * 3))
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.request(Pop())
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll = min(limit, self.scroll + (1 if event.key == pygame.K_DOWN else visible))
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll = max(0, self.scroll - (1 if event.key == pygame.K_UP else visible))
            elif event.key in (pygame.K_HOME, pygame.K_END):
                self.scroll = 0 if event.key == pygame.K_HOME else limit
        button = clicked(event, self.buttons) or self.focus.key(event, self.buttons)
        if button is not None and isinstance(button.value, tuple):
            what, value = button.value
            if what == "back":
                self.request(Pop())
            else:
                self.variant = self.ctx.catalog.variants[value]
                self.scroll = 0
                self.resized(self.ctx.size)
        return True

    def update(self, dt: float) -> Transition | None:
        return self.take_pending()

    def draw(self, surface: pygame.Surface) -> None:
        if self.felt is not None:
            surface.blit(self.felt, (0, 0))
        px = self.scale
        w = surface.get_width()
        title = fitted(
            _("Rules: {variant}").format(variant=variant_name(self.variant)),
            px(30),
            w - px(80),
            (250, 225, 150),
            bold=True,
        )
        surface.blit(title, (px(40), px(16)))
        panel(surface, self.box, 215)
        y = self.box.y + px(14)
        for index in range(self.scroll, self.scroll + self.fitting(self.scroll)):
            words, heading = self.rows[index]
            picture = self.pictures.get(index)
            if picture is not None:
                self._draw_picture(surface, picture, self.box.x + px(30), y)
            else:
                colour = (240, 200, 80) if heading else (235, 232, 220)
                image = text(words, px(19 if heading else 17), colour, bold=heading)
                surface.blit(image, (self.box.x + px(20), y))
            y += self.row_height(index)
        self._draw_scrollbar(surface)
        for button in self.buttons:
            button.draw(surface)

    def scrollbar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The scrollbar's track and thumb at the box's right edge, when the rules are longer
        than the box (a newcomer took the first screenful for all of it)."""
        limit = self.scroll_limit()
        if limit <= 0:
            return None
        px = self.scale
        track = pygame.Rect(self.box.right - px(14), self.box.y + px(10), px(6), self.box.height - px(20))
        shown = self.fitting(self.scroll) / len(self.rows)
        height = max(px(24), round(track.height * shown))
        top = track.y + round((track.height - height) * self.scroll / limit)
        return track, pygame.Rect(track.x, top, track.width, height)

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        bar = self.scrollbar()
        if bar is None:
            return
        track, thumb = bar
        px = self.scale
        pygame.draw.rect(surface, (70, 80, 74), track, border_radius=px(3))
        pygame.draw.rect(surface, (240, 200, 80), thumb, border_radius=px(3))
        if self.scroll < self.scroll_limit():
            more = text(_("more below: wheel or ↓"), px(14), (240, 200, 80))
            surface.blit(more, more.get_rect(bottomright=(track.x - px(8), self.box.bottom - px(6))))

    def _draw_picture(self, surface: pygame.Surface, picture: CardPicture, x: int, y: int) -> None:
        """Each group of cards overlapped enough to read every corner, groups apart; a joker's
        stand-in under it; a refused example crossed out."""
        art = self.ctx.art(self.card_width)
        step = round(art.width * 0.62)
        for cards, stands in zip(picture.groups, picture.stands, strict=True):
            left = x
            for card, stand in zip(cards, stands, strict=True):
                surface.blit(art.face(card), (x, y + 2))
                if stand is not None:
                    symbol = card_symbol(stand, art.french_letters)
                    label = text(f"= {symbol}", self.scale(14), (240, 200, 80), bold=True)
                    below = (x + art.width // 2, y + art.height + self.scale(4))
                    surface.blit(label, label.get_rect(midtop=below))
                x += step
            right = x - step + art.width
            if picture.refused:
                top, bottom = y + 2, y + 2 + art.height
                pygame.draw.line(surface, REFUSED, (left - 4, top), (right + 4, bottom), 5)
                pygame.draw.line(surface, REFUSED, (left - 4, bottom), (right + 4, top), 5)
            x = right + art.width // 2


def _picture(line: str) -> CardPicture | None:
    """The line's picture; a picture line with a mistake in it shows as words instead."""
    try:
        return card_picture(line)
    except ValueError:
        return None


def picture_width(picture: CardPicture, card_width: int) -> int:
    """The width ``_draw_picture`` takes: groups of overlapped cards, half a card apart."""
    step = round(card_width * 0.62)
    groups = [step * (len(cards) - 1) + card_width for cards in picture.groups]
    return sum(groups) + (card_width // 2) * (len(groups) - 1)


def _picture_height(picture: CardPicture, card_width: int, px: Scale = UNSCALED) -> int:
    height = round(card_width * 1.4) + px(12)
    return height + (px(20) if any(s is not None for group in picture.stands for s in group) else 0)


def _tab_labels(names: list[str], room: int, px: Scale = UNSCALED) -> list[tuple[str, int, int]]:
    """(label, width, font size) per game tab so the row fits ``room``: full names when they
    fit; else a name less another tab's name it starts with ("Q Squared Joe War" → "War");
    else equal widths and a smaller font (sizes and widths at the window's scale ``px``)."""
    padding, full = px(TAB_PADDING), px(16)

    def widths(labels: list[str], size: int) -> list[int]:
        return [max(px(120), text(label, size, bold=True).get_width() + padding) for label in labels]

    gaps = px(TAB_GAP) * (len(names) - 1)
    if sum(widths(names, full)) + gaps <= room:
        return [(name, width, full) for name, width in zip(names, widths(names, full), strict=True)]
    short = [_less_family(name, names) for name in names]
    if sum(widths(short, full)) + gaps <= room:
        return [(label, width, full) for label, width in zip(short, widths(short, full), strict=True)]
    width = (room - gaps) // max(1, len(names))
    sizes = range(px(15), px(10), -1)
    size = next((size for size in sizes if max(widths(short, size)) - padding <= width - px(16)), px(11))
    return [(label, width, size) for label in short]


def _less_family(name: str, names: list[str]) -> str:
    """``name`` less the longest other game name it starts with."""
    families = [other for other in names if other != name and name.startswith(other + " ")]
    family = max(families, key=len, default="")
    return name[len(family) :].strip() if family else name


def _short_name(name: str, family: str) -> str:
    """A tab label: a variant's name less its game's (War's "classic battle")."""
    if name.startswith(family):
        short = name[len(family) :].strip(" ()-,") or _("standard")
        return short[:1].upper() + short[1:]
    return name
