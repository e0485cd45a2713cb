"""The rules of a variant in words (from ``rules_text``), scrollable, with one tab per game."""

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

    def __init__(self, ctx: AppContext, variant_id: str) -> None:
        super().__init__(ctx)
        catalog = ctx.catalog
        self.variant = catalog.variants.get(variant_id) or next(iter(catalog.variants.values()))
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
        self.box = pygame.Rect(40, 110, w - 80, h - 200)
        self.rows = []
        for heading, paragraph in rules_text(self.variant.game, self.variant.options):
            self.rows.append((heading, True))
            self.rows.extend((line, False) for line in wrap(paragraph, 17, self.box.width - 40))
            self.rows.append(("", False))
        # One tab per game: the first variant of each game in the catalog.
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
        self.buttons.append(Button("Back", pygame.Rect(w // 2 - 100, h - 74, 200, 52), ("back", "")))
        if not self._focus_placed:
            self._focus_placed = True
            self.focus.index = len(self.buttons) - 1  # Back first: Enter leaves, as Esc does
        self.focus.show(self.buttons)

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
