"""Settings: language, animation speed, sound, four-colour suits, card size and letters,
fullscreen, and the level a new game's computer players start at; saved on change.

A new language takes effect at once: every scene on the stack is laid out again
(``ctx.relayout``), so each fetches its words in the new language."""

from __future__ import annotations

from typing import TypeVar

import pygame

from .. import i18n
from ..i18n import N_, _, pgettext
from ..i18n.cards import use_letters
from ..i18n.numbers import percent, shortest
from ..i18n.their_words import os_words
from ..i18n.words import level_name
from ..player.settings import CARD_LETTERS, COMPUTER_LEVELS, LANGUAGE_CHOICES, TEXT_SIZES
from .context import AppContext
from .keys_help import BUTTON_KEYS
from .scale import Scale, scale_for, use_text_size
from .scene import Pop, Scene, Transition
from .text import Drawn, fitted, text, wrap
from .uikit import draw_felt
from .widgets import Button, FocusRing, clicked, panel

SPEEDS = (0.5, 1.0, 1.5, 2.0, 3.0)
SIZES = ("small", "medium", "large")
# Each language named in itself, so a player who cannot read the one in use still finds theirs.
LANGUAGE_NAMES = {"en": "English", "fr": "Français"}
ROW_STEP = 62  # between rows, at 1920x1080; closer in a window too short for it
T = TypeVar("T")


def size_word(size: str) -> str:
    words = {
        "small": pgettext("card size", "Small"),
        "medium": pgettext("card size", "Medium"),
        "large": pgettext("card size", "Large"),
    }
    return words.get(size, size)


def _next(options: tuple[T, ...], current: T) -> T:
    """The option after ``current``, round the loop; the first when ``current`` is not one."""
    if current in options:
        return options[(options.index(current) + 1) % len(options)]
    return options[0]


class SettingsScene(Scene):
    help_keys = (
        (N_("Esc"), N_("back")),
        *BUTTON_KEYS,
    )
    name = "settings"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.buttons: list[Button] = []
        self.felt: pygame.Surface | None = None
        self.focus = FocusRing()
        self.notice = ""  # what the last save had to say: not written, or the old file kept aside
        self.drawn: Drawn = []  # each label drawn and the room it had (tests check nothing spills)
        self.top = 0
        self.scale = Scale()
        # How far the panel is moved from the window's middle so that the Text size button stays
        # under the pointer as the words grow (and the next click does not land on the row below);
        # for the window size it was found for.
        self.shift = (0, 0)
        self.shift_for: tuple[int, int] | None = None
        self.centre = 0  # the panel's middle, left to right

    def enter(self) -> None:
        self.resized(self.ctx.size)

    def rows(self) -> list[tuple[str, str, str]]:
        s = self.ctx.settings
        on = {True: _("On"), False: _("Off")}
        return [
            ("language", _("Language"), self.language_label()),
            ("speed", _("Animation speed"), f"{shortest(float(s.animation_speed))}×"),
            ("instant", _("Animations"), _("Instant") if s.instant_animations else _("Smooth")),
            ("sound", _("Sound"), on[bool(s.sound)]),
            ("card_sounds", _("Card sounds"), on[bool(s.card_sounds)]),
            ("four_colour", _("Four-colour suits"), on[bool(s.four_colour)]),
            ("card_size", _("Card size"), size_word(str(s.card_size))),
            ("text_size", _("Text size"), percent(int(s.text_size) / 100)),
            ("card_letters", _("Court letters"), self.letters_label()),
            ("fullscreen", _("Fullscreen"), on[bool(s.fullscreen)]),
            ("computer_level", _("Computer players"), level_name(str(s.computer_level))),
        ]

    def language_label(self) -> str:
        choice = str(self.ctx.settings.language)
        if choice == "system":
            return _("System ({language})").format(language=LANGUAGE_NAMES[i18n.language()])
        return LANGUAGE_NAMES.get(choice, choice)

    def letters_label(self) -> str:
        choice = str(self.ctx.settings.card_letters)
        if choice == "english":
            return "K Q J"
        if choice == "french":
            return "R D V"
        return _("As the language ({letters})").format(
            letters="R D V" if i18n.language() == "fr" else "K Q J"
        )

    def step(self, h: int) -> int:
        """The distance between rows: as written, or less when the window is too short for it."""
        px = self.scale
        room = h - (self.top - self.shift[1]) - px(190)  # as in the window's middle: moving keeps it
        # Eleven rows fit a 1024x600 window at 36 px apart (buttons 24 px tall, their words fitted).
        return max(px(36), min(px(ROW_STEP), room // len(self.rows())))

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.scale = scale_for(size)
        self.felt = pygame.Surface(size)
        draw_felt(self.felt)
        self.buttons = []
        if self.shift_for != size:
            self.shift, self.shift_for = (0, 0), size  # a new window: the panel in its middle
        self.centre = w // 2 + self.shift[0]
        self.top = top = max(px(110), h // 2 - px(240)) + self.shift[1]
        step = self.step(h)
        for i, (key, _label, value) in enumerate(self.rows()):
            rect = pygame.Rect(self.centre + px(20), top + i * step, px(240), step - px(12))
            self.buttons.append(Button.fitted(value, rect, key, largest=px(20)))
        back = pygame.Rect(self.centre - px(100), top + len(self.rows()) * step + px(30), px(200), px(52))
        self.buttons.append(Button.fitted(_("Back"), back, "back", largest=px(20)))
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
        if button.value == "language":
            settings.language = _next(LANGUAGE_CHOICES, settings.language)
            i18n.use(settings.language)
        elif button.value == "card_letters":
            settings.card_letters = _next(CARD_LETTERS, settings.card_letters)
            use_letters(settings.card_letters)  # the words name cards as the faces show them
        elif button.value == "speed":
            settings.animation_speed = _next(SPEEDS, float(settings.animation_speed))
        elif button.value == "instant":
            settings.instant_animations = not settings.instant_animations
        elif button.value == "sound":
            settings.sound = not settings.sound
        elif button.value == "card_sounds":
            settings.card_sounds = not settings.card_sounds
        elif button.value == "four_colour":
            settings.four_colour = not settings.four_colour
        elif button.value == "card_size":
            settings.card_size = _next(SIZES, settings.card_size)
        elif button.value == "text_size":
            settings.text_size = _next(TEXT_SIZES, int(settings.text_size))
            use_text_size(settings.text_size)
        elif button.value == "fullscreen":
            settings.fullscreen = not settings.fullscreen
            self.ctx.toggle_fullscreen()
        elif button.value == "computer_level":
            settings.computer_level = _next(COMPUTER_LEVELS, settings.computer_level)
        try:
            self.notice = self.ctx.save() or i18n.missing_note()  # a language without its catalog
        except OSError as error:  # a read-only or full folder: the change still holds until the game closes
            reason = os_words(error)
            self.notice = _("Settings could not be saved ({reason}); they last until you quit.").format(
                reason=reason
            )
        self.ctx.play("click")
        if button.value in ("language", "text_size"):
            self.ctx.relayout()  # every scene beneath lays out its words again, in their new size
        if button.value == "text_size":
            self._keep_under_pointer("text_size", button.rect.center)
        self.resized(self.ctx.size)
        if button.value == "text_size" and event.type == pygame.MOUSEBUTTONUP:
            moved = next(b for b in self.buttons if b.value == "text_size").rect
            if not moved.collidepoint(event.pos):
                # The window could not hold the panel with the button where it was: the pointer
                # goes with the button, so the next click is on Text size again.
                pygame.mouse.set_pos(moved.center)
        return True

    def _keep_under_pointer(self, key: str, where: tuple[int, int]) -> None:
        """Move the panel so that button ``key``'s middle is at ``where`` again (as far as the
        window holds the panel): the words grew or shrank, the button stays under the pointer."""
        size = self.ctx.size
        self.shift = (0, 0)
        self.resized(size)
        moved = next(b for b in self.buttons if b.value == key).rect.center
        w, h = size
        px, step = self.scale, self.step(h)
        box = self.box(w, step)  # where the panel is, unmoved
        notes = px(40) if self.notice else 0  # room for the notes below, when there are some
        dx = min(max(where[0] - moved[0], -box.left), w - box.right)
        dy = max(min(where[1] - moved[1], h - box.bottom - notes), -box.top)  # never off the top
        self.shift = (dx, dy) if box.width <= w else (0, 0)

    def box(self, w: int, step: int) -> pygame.Rect:
        """The panel behind the rows."""
        px = self.scale
        box = pygame.Rect(0, 0, px(640), len(self.rows()) * step + px(170))
        box.midtop = (self.centre, self.top - px(80))
        return box

    def update(self, dt: float) -> Transition | None:
        return self.take_pending()

    def draw(self, surface: pygame.Surface) -> None:
        if self.felt is not None:
            surface.blit(self.felt, (0, 0))
        w, _h = surface.get_size()
        px = self.scale
        step = self.step(surface.get_height())
        box = self.box(w, step)
        panel(surface, box, 210)
        self.drawn = []
        title = text(_("Settings"), px(34), (250, 225, 150), bold=True)
        surface.blit(title, title.get_rect(midtop=(self.centre, box.y + px(16))))
        for i, (_key, label, _value) in enumerate(self.rows()):
            # Each label in the room left of its button (smaller, if a language's words are longer).
            room = pygame.Rect(
                box.x + px(16), self.top + i * step, self.centre - px(26) - box.x - px(16), step - px(12)
            )
            image = fitted(label, px(20), room.width)
            where = image.get_rect(midright=room.midright)
            surface.blit(image, where)
            self.drawn.append((where, room))
        for button in self.buttons:
            button.draw(surface)
        bottom = surface.get_height() - 12
        for line in reversed(wrap(self.notice, px(15), w - 40) if self.notice else []):
            note = text(line, px(15), (255, 200, 160))
            surface.blit(note, note.get_rect(midbottom=(w // 2, bottom)))
            bottom -= note.get_height() + 2
