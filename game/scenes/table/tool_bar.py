"""The table's tool buttons: Menu, Hint and Undo in the tools strip, and the "By suit" and
"By rank" buttons beside the viewer's plate. Placed and lit here; pressed through the input."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...i18n import N_, _, fill, pgettext
from ...play.hand_order import SortBy
from ..button_label import fit_label
from ..widgets import Button
from .layout import Layout
from .move_buttons import hotkey

# Sorting one's hand: the buttons beside the name plate, each naming its key.
SORT_LABELS = {SortBy.SUIT: N_("By suit ({key})"), SortBy.RANK: N_("By rank ({key})")}
# The letters every language answers to: a player who learnt them keeps them.
SORT_KEYS_ANYWHERE = {pygame.K_s: SortBy.SUIT, pygame.K_r: SortBy.RANK}
MENU, HINT, UNDO = N_("Menu (Esc)"), N_("Hint (H)"), N_("Undo (U)")


def sort_letter(by: SortBy) -> str:
    """The letter that sorts the hand ``by``, in the player's language: a French player sorts
    "par couleur" with C (S means nothing there), "par rang" with R."""
    if by is SortBy.SUIT:
        # Translators: one capital letter, free at the table (not A D F H L M P T U Z).
        return pgettext("the key that sorts the hand by suit", "S")
    # Translators: one capital letter, free at the table (not A D F H L M P T U Z).
    return pgettext("the key that sorts the hand by rank", "R")


def sort_label(by: SortBy) -> str:
    """The sort button's words with its letter: "By suit (S)", "Couleur (C)"."""
    return fill(_(SORT_LABELS[by]), key=sort_letter(by))


def sort_keys() -> dict[int, SortBy]:
    """Every key that sorts the hand: the letters shown in the player's language, and S and R."""
    shown = {hotkey(sort_label(by)): by for by in SortBy}
    return {**SORT_KEYS_ANYWHERE, **{key: by for key, by in shown.items() if key is not None}}


class ToolBar:
    def __init__(self) -> None:
        self.menu_button = Button(_(MENU), pygame.Rect(0, 0, 130, 34), "menu", size=16)
        self.hint_button = Button(_(HINT), pygame.Rect(0, 0, 100, 34), "hint", size=16)
        self.undo_button = Button(_(UNDO), pygame.Rect(0, 0, 100, 34), "undo", size=16)
        self.sorters = [Button(sort_label(by), pygame.Rect(0, 0, 0, 0), by, size=14) for by in SortBy]

    def place(self, layout: Layout) -> None:
        """Menu, Hint and Undo from the right of the tools strip."""
        tools, px = layout.tools, layout.px
        # The strip's whole width (TOOLS_W): "Annuler (U)" and "Conseil (H)" on one line.
        self.menu_button.rect = pygame.Rect(tools.right - px(130), tools.y, px(130), tools.height)
        self.hint_button.rect = pygame.Rect(tools.right - px(245), tools.y, px(110), tools.height)
        self.undo_button.rect = pygame.Rect(tools.right - px(360), tools.y, px(110), tools.height)
        # The words again (the language may have changed), as large as fits up to 16.
        for button, words in ((self.menu_button, MENU), (self.hint_button, HINT), (self.undo_button, UNDO)):
            fit = fit_label(_(words), button.rect.width, button.rect.height, px(16))
            button.label, button.size, button.lines = _(words), fit.size, fit.lines
        for sorter in self.sorters:
            sorter.label = sort_label(SortBy(str(sorter.value)))

    def tools(self, someone_plays: bool, hint_live: bool, undo_allowed: bool, can_undo: bool) -> list[Button]:
        """Menu always; Hint when someone plays (live on their turn); Undo when one human plays bots."""
        self.hint_button.enabled = hint_live
        self.undo_button.enabled = can_undo
        tools = [self.menu_button]
        if someone_plays:
            tools.append(self.hint_button)
        if undo_allowed:
            tools.append(self.undo_button)
        return tools

    def sort_buttons(self, layout: Layout, sorted_by: Callable[[], SortBy | None]) -> list[Button]:
        """The sorters in the layout's place beside the plate, the sort the hand follows drawn
        as chosen; none where the layout left no room."""
        area = layout.sorter
        if not area.width:
            return []
        width = (area.width - 4) // 2
        chosen = sorted_by()
        for i, button in enumerate(self.sorters):
            button.rect = pygame.Rect(area.x + i * (width + 4), area.y, width, area.height)
            fit = fit_label(button.label, width - 6, area.height, layout.px(14))  # "Par couleur (S)"
            button.size, button.lines = fit.size, fit.lines
            button.active = button.value == chosen
        return self.sorters
