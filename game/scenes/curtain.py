"""The hot-seat curtain: covers the table while the device passes to the next human."""

from __future__ import annotations

import pygame

from ..i18n import N_, _
from .context import AppContext
from .scale import Scale, scale_for
from .scene import Pop, Push, Scene, Transition
from .text import Drawn, put_fitted
from .uikit import draw_felt
from .widgets import INK, Button, clicked, panel


class CurtainScene(Scene):
    help_keys = (
        (N_("Enter / Space"), N_("show my hand")),
        (N_("Esc"), N_("the menu")),
    )
    # An overlay in the stack's sense, but it paints over every card beneath it.
    opaque = False
    name = "curtain"

    def __init__(self, ctx: AppContext, player: str, note: str = "", table: object = None) -> None:
        super().__init__(ctx)
        self.player = player
        # The table beneath: Esc opens its pause menu over the curtain, the next hand still hidden.
        self.table = table
        # Why the decision is theirs when it is not their turn ("Basil proposes a blind trade: …").
        self.note = note
        self.cover: pygame.Surface | None = None
        self.drawn: Drawn = []  # each line drawn and its box (tests check nothing spills)
        self.scale = Scale()
        # The only button, so it always has the keyboard focus (Enter or Space presses it).
        self.button = Button(_("I'm ready"), pygame.Rect(0, 0, 240, 56), "ready", size=22, focused=True)

    def enter(self) -> None:
        self.resized(self.ctx.size)
        self.ctx.write_layout({"scene": "curtain", "buttons": {"ready": list(self.button.rect.center)}})

    def resized(self, size: tuple[int, int]) -> None:
        px = self.scale = scale_for(size)
        self.button.label = _("I'm ready")  # in the language in use, after a change too
        self.button.rect.size = (px(240), px(56))
        self.button.size = px(22)
        self.cover = pygame.Surface(size)
        draw_felt(self.cover)
        # Darkened felt: nothing of the table shows through.
        self.cover.fill((90, 90, 90), special_flags=pygame.BLEND_RGB_MULT)
        self.button.rect.center = (size[0] // 2, size[1] // 2 + px(70))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.table is not None:
            self.request(Push("pause", table=self.table, covers=1))
            return True
        if (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
        ) or clicked(event, [self.button]) is not None:
            self.request(Pop())
        return True

    def update(self, dt: float) -> Transition | None:
        return self.take_pending()

    def draw(self, surface: pygame.Surface) -> None:
        if self.cover is not None:
            surface.blit(self.cover, (0, 0))
        w, h = surface.get_size()
        px = self.scale
        box = pygame.Rect(0, 0, min(px(640), w - 40), px(260))
        box.center = (w // 2, h // 2)
        panel(surface, box, 230)
        self.drawn = []
        room = box.inflate(-px(24), 0)
        lines = [
            (_("Pass to {player}").format(player=self.player), px(40), (250, 220, 140), True, -60),
            (
                _("Only {player} should look at the screen now.").format(player=self.player),
                px(18),
                INK,
                False,
                -10,
            ),
        ]
        if self.note:
            lines.append((self.note, px(18), (250, 220, 140), False, 20))
        for words, size, colour, bold, dy in lines:
            line_box = pygame.Rect(room.x, 0, room.width, size + px(8))
            line_box.centery = h // 2 + px(dy)
            put_fitted(surface, words, line_box, size, colour, self.drawn, bold=bold, centred=True)
        self.button.draw(surface)
