"""The setup's own drawing, around its buttons and entries: the title, the right column's
headings, each seat's number on its player's colour, a computer's birthday note, the refusal."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import pygame

from ..history.profiles import name_key
from ..i18n import _
from ..play.seats import HUMAN
from ..ui.palette import INK_LIGHT, ink_for
from .scale import Scale
from .setup_form import SetupForm
from .setup_layout import SetupLayout
from .text import text

FIELD: Final = (22, 40, 32)  # a note standing where an entry would be (a computer's birthday)


def draw_title(surface: pygame.Surface, px: Scale, host: bool) -> None:
    title = text(_("Host a table") if host else _("New game"), px(36), (250, 225, 150), bold=True)
    surface.blit(title, (px(30), px(24)))
    surface.blit(text(_("Choose a variant"), px(18), (200, 205, 190)), (px(30), px(66)))


def draw_headings(surface: pygame.Surface, px: Scale, layout: SetupLayout, players: int) -> None:
    """Players (and their count), Deal number, Seats."""
    rx = layout.right_x
    surface.blit(text(_("Players"), px(20), bold=True), (rx, px(96)))
    count = text(str(players), px(24), (250, 225, 150), bold=True)
    surface.blit(count, count.get_rect(center=(rx + px(190), px(108))))
    surface.blit(text(_("Deal number"), px(20), bold=True), (rx, px(146)))
    surface.blit(text(_("Seats"), px(20), bold=True), (rx, layout.seats_top - px(26)))


def draw_birthday_notes(
    surface: pygame.Surface, px: Scale, layout: SetupLayout, entries: list[Any], birthdays: Mapping[int, Any]
) -> None:
    """The Birthday heading, and "a random date" where a computer player's entry would be."""
    surface.blit(text(_("Birthday"), px(16), (220, 215, 190)), (layout.birthday_x, layout.seats_top - px(22)))
    for seat, entry in enumerate(entries):
        if seat not in birthdays:  # a computer player
            top = entry.get_relative_rect().y + px(8)
            random_date = text(_("a random date"), px(14), (170, 175, 160))
            # On a dark field like an entry's: the felt's lit centre is too light for grey.
            where = random_date.get_rect(topleft=(layout.birthday_x + px(4), top))
            pygame.draw.rect(surface, FIELD, where.inflate(px(8), px(4)), border_radius=px(4))
            surface.blit(random_date, where)


def draw_seat_numbers(
    surface: pygame.Surface,
    px: Scale,
    x: int,
    entries: list[Any],
    form: SetupForm,
    colours: Mapping[str, Any],
) -> None:
    """Each seat's number left of its name: on its player's colour, or framed for a new player."""
    for seat, entry in enumerate(entries):
        row = entry.get_relative_rect()
        colour = colours.get(name_key(form.names[seat])) if form.profile_of(seat) else None
        mark = pygame.Rect(x, row.top, px(34), row.height)
        if colour is not None:
            pygame.draw.rect(surface, colour, mark, border_radius=6)
        elif form.new_profile[seat] and form.kinds[seat] == HUMAN:  # a player made as the game starts
            pygame.draw.rect(surface, (220, 215, 190), mark, 2, border_radius=6)
        # White on the felt (its lit centre is too light for off-white); on a profile's
        # colour, the ink that reads best on it.
        number = text(f"{seat + 1}.", px(18), INK_LIGHT if colour is None else ink_for(colour))
        surface.blit(number, number.get_rect(midleft=(x + px(6), row.centery)))
