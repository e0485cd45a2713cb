"""The pause overlay (Escape): resume, restart the same deal, rules, settings, quit to menu."""

from __future__ import annotations

from typing import Protocol

import pygame

from ..i18n import N_, _
from ..play.source import TableSource
from .context import AppContext
from .keys_help import BUTTON_KEYS
from .scale import Scale, scale_for
from .scene import Pop, Push, Reset, Scene, Transition
from .text import text
from .widgets import Button, FocusRing, clicked, column, dim, panel


class PausedTable(Protocol):
    """What the pause overlay needs from the table beneath it."""

    @property
    def session(self) -> TableSource: ...

    def restart(self) -> None: ...


class PauseScene(Scene):
    help_keys = (
        (N_("Esc"), N_("back to the game")),
        *BUTTON_KEYS,
    )
    opaque = False
    name = "pause"

    def __init__(self, ctx: AppContext, table: PausedTable, covers: int = 0) -> None:
        super().__init__(ctx)
        self.table = table
        # Overlays between this menu and the table (the hot-seat curtain): Resume goes back to
        # them, Restart leaves them with the old deal.
        self.covers = covers
        self.buttons: list[Button] = []
        self.focus = FocusRing()
        self.scale = Scale()

    def enter(self) -> None:
        self.resized(self.ctx.size)

    def resume(self) -> None:
        self.resized(self.ctx.size)

    def resized(self, size: tuple[int, int]) -> None:
        # A joiner's table is the host's match: no restarting it; leaving is leaving the table.
        restartable = self.table.session.restartable
        items: list[tuple[str, object]] = [
            (_("Resume"), "resume"),
            *([(_("Restart this deal"), "restart")] if restartable else []),
            *([(_("The lobby"), "lobby")] if self.table.session.hosting else []),
            (_("Rules"), "rules"),
            (_("Settings"), "settings"),
            (self._leave_words(), "menu"),
        ]
        px = self.scale = scale_for(size)
        self.buttons = column(items, size[0] // 2, size[1] // 2 - px(140), px(320), px(52), px(20))
        self.focus.show(self.buttons)
        self.ctx.write_layout(
            {"scene": "pause", "buttons": {b.label: list(b.rect.center) for b in self.buttons}}
        )

    def _leave_words(self) -> str:
        source = self.table.session
        if source.restartable:
            return _("Quit to menu")
        # The host's own seat: leaving ends the hosted table for everyone at it.
        return _("Close the table") if source.hosting else _("Leave the table")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.request(Pop())
            return True
        button = clicked(event, self.buttons) or self.focus.key(event, self.buttons)
        if button is None:
            return True
        self.ctx.play("click")
        if button.value == "resume":
            self.request(Pop())
        elif button.value == "restart":
            self.table.restart()
            self.request(Pop(1 + self.covers))
        elif button.value == "lobby":
            # The host's lobby beneath the table: its seats, and Computer plays for one gone.
            self.request(Pop(2 + self.covers))
        elif button.value == "rules":
            session = self.table.session
            rules = Push(
                "rules",
                variant_id=session.variant_id,
                players=len(session.seat_kinds),
                options=dict(session.chosen_options),
            )
            self.request(rules)
        elif button.value == "settings":
            self.request(Push("settings"))
        elif button.value == "menu":
            self.request(Reset("menu"))
        return True

    def update(self, dt: float) -> Transition | None:
        return self.take_pending()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        w, h = surface.get_size()
        px = self.scale
        box = pygame.Rect(0, 0, px(400), px(420))
        box.center = (w // 2, h // 2 - px(10))
        panel(surface, box, 235)
        title = text(_("Paused"), px(34), (250, 220, 140), bold=True)
        surface.blit(title, title.get_rect(center=(w // 2, box.y + px(34))))
        for button in self.buttons:
            button.draw(surface)
