"""The rules of a variant in words (from ``rules_text``), scrollable.

One tab per game, and under it one tab per variant of that game, so the
menu's Rules reaches every variant's own section. From a table the scene gets
the table's size too: a 2-player War game shows no 3–4 player rules.
"""

from __future__ import annotations

import pygame

from .context import AppContext
from .scene import Pop, Scene, Transition
from .text import text, wrap
from .uikit import draw_felt, rules_text
from .widgets import Button, FocusRing, clicked, panel

LINE = 22


class RulesScene(Scene):
    name = "rules"

    def __init__(self, ctx: AppContext, variant_id: str, players: int | None = None) -> None:
        super().__init__(ctx)
        catalog = ctx.catalog
        self.variant = catalog.variants.get(variant_id) or next(iter(catalog.variants.values()))
        # The table's size, while the variant shown is the table's; None: any size it allows.
        self.players = players
        self.table_variant = self.variant.id
        self.scroll = 0
        self.rows: list[tuple[str, bool]] = []
        self.buttons: list[Button] = []
        self.felt: pygame.Surface | None = None
        self.box = pygame.Rect(0, 0, 0, 0)
        # Up and Down scroll the text, so only Tab and Left/Right move the focus.
        self.focus = FocusRing(next_keys=(pygame.K_TAB, pygame.K_RIGHT), back_keys=(pygame.K_LEFT,))
        self._focus_placed = False

    def enter(self) -> None:
        self.resized(self.ctx.size)

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        self.felt = pygame.Surface(size)
        draw_felt(self.felt)
        bottom = self._tabs(w, h)
        self.box = pygame.Rect(40, bottom + 12, w - 80, h - bottom - 102)
        self.rows = []
        options = dict(self.variant.options)
        if self.players is not None and self.variant.id == self.table_variant:
            options["players"] = self.players
        elif self.variant.min_players == self.variant.max_players:
            options["players"] = self.variant.min_players
        for heading, paragraph in rules_text(self.variant.game, options):
            self.rows.append((heading, True))
            self.rows.extend((line, False) for line in wrap(paragraph, 17, self.box.width - 40))
            self.rows.append(("", False))
        self.buttons.append(Button("Back", pygame.Rect(w // 2 - 100, h - 74, 200, 52), ("back", "")))
        if not self._focus_placed:
            self._focus_placed = True
            self.focus.index = len(self.buttons) - 1  # Back first: Enter leaves, as Esc does
        self.focus.show(self.buttons)

    def _tabs(self, w: int, h: int) -> int:
        """One tab per game, a row of its variants under it; returns the lowest tab's bottom."""
        self.buttons = []
        firsts: dict[str, str] = {}
        for variant in self.ctx.catalog.variants.values():
            firsts.setdefault(variant.game, variant.id)
        x = 40
        for game, variant_id in firsts.items():
            label = self.ctx.catalog.variants[variant_id].name
            width = max(160, text(label, 16).get_width() + 30)
            self.buttons.append(
                Button(
                    label,
                    pygame.Rect(x, 60, width, 38),
                    ("tab", variant_id),
                    active=game == self.variant.game,
                    size=16,
                )
            )
            x += width + 12
        family = self.ctx.catalog.variants[firsts[self.variant.game]].name
        x, y = 40, 106
        for variant in self.ctx.catalog.for_game(self.variant.game):
            label = _short_name(variant.name, family)
            width = max(100, text(label, 14).get_width() + 24)
            if x + width > w - 40:
                x, y = 40, y + 38
            self.buttons.append(
                Button(
                    label,
                    pygame.Rect(x, y, width, 32),
                    ("tab", variant.id),
                    active=variant.id == self.variant.id,
                    size=14,
                )
            )
            x += width + 8
        return y + 32

    def handle_event(self, event: pygame.event.Event) -> bool:
        visible = self.box.height // LINE - 2
        limit = max(0, len(self.rows) - visible)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(limit, self.scroll - event.y * 3))
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.request(Pop())
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll = min(limit, self.scroll + (1 if event.key == pygame.K_DOWN else visible))
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll = max(0, self.scroll - (1 if event.key == pygame.K_UP else visible))
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
        title = text(f"Rules: {self.variant.name}", 30, (250, 225, 150), bold=True)
        surface.blit(title, (40, 16))
        panel(surface, self.box, 215)
        y = self.box.y + 14
        for words, heading in self.rows[self.scroll :]:
            if y > self.box.bottom - LINE:
                break
            image = text(
                words, 19 if heading else 17, (240, 200, 80) if heading else (235, 232, 220), bold=heading
            )
            surface.blit(image, (self.box.x + 20, y))
            y += LINE + (4 if heading else 0)
        for button in self.buttons:
            button.draw(surface)


def _short_name(name: str, family: str) -> str:
    """A tab label: a variant's name less its game's (War's "classic battle")."""
    if name.startswith(family):
        short = name[len(family) :].strip(" ()-") or "standard"
        return short[:1].upper() + short[1:]
    return name
