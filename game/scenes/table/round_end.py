"""The deal's end at the table: the pause before the scores, a round's end held up until a
person presses Continue (for a while when only bots play), and the way out for people who
are out while bots play on (Fast-forward, Leave)."""

from __future__ import annotations

import pygame

from ...i18n import N_, _
from ..widgets import Button
from .layout import Layout

END_PAUSE = 1.0  # seconds between the last animation of a deal and the scoreboard
ROUND_END_TIME = 6.0  # seconds a round's end panel stays up when only bots play (people press Continue)
CONTINUE = N_("Continue (Enter)")
# The buttons of a person who is out while bots play on.
FAST_FORWARD, LEAVE = N_("Fast-forward (F)"), N_("Leave the deal (L)")
WAY_OUT = ("leave", "fast")


class RoundEnd:
    """How long the finished deal has stood, and what the people chose about its end."""

    def __init__(self) -> None:
        self.waited = 0.0
        self.fast_forward = False  # every person is out: the bots finish without pauses
        self.seen = False  # Continue pressed on the round's end panel

    def paused(self, dt: float, pause: float, speed: float) -> bool:
        """The finished deal stays up ``pause`` seconds (at speed 1) before anything else."""
        self.waited += dt
        return self.waited < pause / speed and not self.fast_forward

    def held_for_bots(self, speed: float) -> bool:
        """Only bots play: the round's end stays up for a while by itself."""
        return self.waited < (END_PAUSE + ROUND_END_TIME) / speed

    @staticmethod
    def continue_button(layout: Layout) -> Button:
        area, px = layout.buttons, layout.px
        rect = pygame.Rect(area.x, area.bottom - px(52), area.width, px(44))
        return Button.fitted(_(CONTINUE), rect, "continue", active=True, largest=px(18))

    @staticmethod
    def menu_button(layout: Layout) -> Button:
        """Back to the menu, at the foot of the buttons' column (the table has ended here)."""
        area, px = layout.buttons, layout.px
        rect = pygame.Rect(area.x, area.bottom - px(52), area.width, px(44))
        return Button.fitted(_("Back to the menu"), rect, "leave", active=True, largest=px(18))

    @staticmethod
    def way_out_buttons(layout: Layout) -> list[Button]:
        """Leave the deal, and above it Fast-forward, at the foot of the buttons' column."""
        area, px = layout.buttons, layout.px
        rects = [pygame.Rect(area.x, area.bottom - (i + 1) * px(52), area.width, px(44)) for i in range(2)]
        labels = ((LEAVE, "leave"), (FAST_FORWARD, "fast"))
        return [
            Button.fitted(_(label), rect, value, largest=px(18))
            for rect, (label, value) in zip(rects, labels, strict=True)
        ]
