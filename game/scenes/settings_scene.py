"""Settings: animation speed, sound, four-colour suits, card size, fullscreen, and the level a
new game's computer players start at; saved on change."""

from __future__ import annotations

from typing import TypeVar

import pygame

from ..settings import COMPUTER_LEVELS
from .context import AppContext
from .scale import Scale, scale_for
from .scene import Pop, Scene, Transition
from .text import text, wrap
from .uikit import draw_felt
from .widgets import Button, FocusRing, clicked, panel

SPEEDS = (0.5, 1.0, 1.5, 2.0, 3.0)
SIZES = ("small", "medium", "large")
T = TypeVar("T")


def _next(options: tuple[T, ...], current: T) -> T:
    """The option after ``current``, round the loop; the first when ``current`` is not one."""
    if current in options:
        return options[(options.index(current) + 1) % len(options)]
    return options[0]


class SettingsScene(Scene):
    name = "settings"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.buttons: list[Button] = []
        self.felt: pygame.Surface | None = None
        self.focus = FocusRing()
        self.notice = ""  # what the last save had to say: not written, or the old file kept aside
        self.scale = Scale()

    def enter(self) -> None:
        self.resized(self.ctx.size)

    def rows(self) -> list[tuple[str, str, str]]:
        s = self.ctx.settings
        on = {True: "On", False: "Off"}
        return [
            ("speed", "Animation speed", f"{float(s.animation_speed):g}×"),
            ("sound", "Sound", on[bool(s.sound)]),
            ("four_colour", "Four-colour suits", on[bool(s.four_colour)]),
            ("card_size", "Card size", str(s.card_size).capitalize()),
            ("fullscreen", "Fullscreen", on[bool(s.fullscreen)]),
            ("computer_level", "Computer players", str(s.computer_level).capitalize()),
        ]

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.scale = scale_for(size)
        self.felt = pygame.Surface(size)
        draw_felt(self.felt)
        self.buttons = []
        top = max(px(110), h // 2 - px(200))
        for i, (key, _label, value) in enumerate(self.rows()):
            rect = pygame.Rect(w // 2 + px(20), top + i * px(62), px(220), px(48))
            self.buttons.append(Button(value, rect, key, size=px(20)))
        back = pygame.Rect(w // 2 - px(100), top + len(self.rows()) * px(62) + px(30), px(200), px(52))
        self.buttons.append(Button("Back", back, "back", size=px(20)))
        self.top = top
        self.focus.show(self.buttons)
        self.ctx.write_layout(
            {"scene": "settings", "buttons": {str(b.value): list(b.rect.center) for b in self.buttons}}
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.request(Pop())
            return True
        button = clicked(event, self.buttons) or self.focus.key(event, self.buttons)
        if button is None:
            return True
        settings = self.ctx.settings
        if button.value == "back":
            self.request(Pop())
            return True
        if button.value == "speed":
            settings.animation_speed = _next(SPEEDS, float(settings.animation_speed))
        elif button.value == "sound":
            settings.sound = not settings.sound
        elif button.value == "four_colour":
            settings.four_colour = not settings.four_colour
        elif button.value == "card_size":
            settings.card_size = _next(SIZES, settings.card_size)
        elif button.value == "fullscreen":
            settings.fullscreen = not settings.fullscreen
            self.ctx.toggle_fullscreen()
        elif button.value == "computer_level":
            settings.computer_level = _next(COMPUTER_LEVELS, settings.computer_level)
        try:
            self.notice = self.ctx.save() or ""
        except OSError as error:  # a read-only or full folder: the change still holds until the game closes
            reason = error.strerror or error
            self.notice = f"Settings could not be saved ({reason}); they last until you quit."
        self.ctx.play("click")
        self.resized(self.ctx.size)
        return True

    def update(self, dt: float) -> Transition | None:
        return self.take_pending()

    def draw(self, surface: pygame.Surface) -> None:
        if self.felt is not None:
            surface.blit(self.felt, (0, 0))
        w, _h = surface.get_size()
        px = self.scale
        box = pygame.Rect(0, 0, px(620), px(len(self.rows()) * 62 + 170))
        box.midtop = (w // 2, self.top - px(80))
        panel(surface, box, 210)
        title = text("Settings", px(34), (250, 225, 150), bold=True)
        surface.blit(title, title.get_rect(midtop=(w // 2, box.y + px(16))))
        for i, (_key, label, _value) in enumerate(self.rows()):
            image = text(label, px(20))
            surface.blit(image, image.get_rect(midright=(w // 2 - px(10), self.top + i * px(62) + px(24))))
        for button in self.buttons:
            button.draw(surface)
        bottom = surface.get_height() - 12
        for line in reversed(wrap(self.notice, px(15), w - 40) if self.notice else []):
            note = text(line, px(15), (255, 200, 160))
            surface.blit(note, note.get_rect(midbottom=(w // 2, bottom)))
            bottom -= note.get_height() + 2
