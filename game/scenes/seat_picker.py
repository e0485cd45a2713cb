"""The list a person's seat at the setup picks from: a player (profile), a new player, or a guest.

It opens under the seat's name (or above it, near the bottom of the window) and offers only
the players not seated elsewhere at this table: one seat each. Up, Down and Tab move, Enter or
a click picks, Esc or a click outside closes it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

import pygame

from ..history.profiles import PALETTE, Profile
from ..i18n import N_, _
from .scale import Scale
from .widgets import Button, FocusRing, clicked, panel

# The picker's words, in one place.
NEW_PLAYER: Final = N_("New player…")
GUEST: Final = N_("Guest (type a name)")

Picked = tuple[str, int | None]  # ("profile", id), ("new", None) or ("guest", None)


@dataclass
class SeatPicker:
    seat: int
    profiles: list[Profile]  # the players free to sit here
    box: pygame.Rect
    buttons: list[Button]
    focus: FocusRing
    pad: int

    @classmethod
    def open(
        cls, seat: int, profiles: list[Profile], anchor: pygame.Rect, size: tuple[int, int], px: Scale
    ) -> SeatPicker:
        w, h = size
        choices: list[tuple[str, Picked]] = [(profile.name, ("profile", profile.id)) for profile in profiles]
        choices += [(_(NEW_PLAYER), ("new", None)), (_(GUEST), ("guest", None))]
        pad = px(8)
        width = min(w - 2 * pad, max(anchor.width, px(300)))
        below, above = h - anchor.bottom - 2 * pad, anchor.top - 2 * pad
        room = max(below, above)
        row = max(20, min(px(40), (room - 2 * pad) // len(choices)))
        height = row * len(choices) + 2 * pad
        top = anchor.bottom + pad if below >= height or below >= above else anchor.top - pad - height
        box = pygame.Rect(min(anchor.left, w - pad - width), max(pad, top), width, height)
        buttons = []
        for i, (label, value) in enumerate(choices):
            rect = pygame.Rect(box.left + pad, box.top + pad + i * row, box.width - 2 * pad, row - 3)
            if value[0] == "profile":
                rect = pygame.Rect(
                    rect.left + rect.height + pad, rect.top, rect.width - rect.height - pad, rect.height
                )
            buttons.append(Button.fitted(label, rect, value, largest=px(17)))
        focus = FocusRing()
        focus.show(buttons)
        return cls(seat, profiles, box, buttons, focus, pad)

    def handle(self, event: pygame.event.Event) -> Picked | str | None:
        """What an event did: a choice, "close", or None (it moved the focus, or nothing)."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return "close"
            button = self.focus.key(event, self.buttons)
            return None if button is None else self._picked(button)
        button = clicked(event, self.buttons)
        if button is not None:
            return self._picked(button)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.box.collidepoint(event.pos):
            return "close"
        return None

    @staticmethod
    def _picked(button: Button) -> Picked:
        value = button.value
        assert isinstance(value, tuple)
        return str(value[0]), None if value[1] is None else int(value[1])

    def draw(self, surface: pygame.Surface) -> None:
        panel(surface, self.box.inflate(4, 4), 245)
        by_id = {profile.id: profile for profile in self.profiles}
        for button in self.buttons:
            button.draw(surface)
            kind, which = self._picked(button)
            if kind == "profile" and which in by_id:
                side = button.rect.height
                swatch = pygame.Rect(self.box.left + self.pad, button.rect.top, side, side)
                pygame.draw.rect(
                    surface, PALETTE.get(by_id[which].colour, (128, 128, 128)), swatch, border_radius=5
                )
