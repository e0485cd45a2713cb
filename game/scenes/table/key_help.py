"""The table's keys for the F1 overlay: the shared ones and the game's own (its adapter's).

Where one row names several letters, its words name each letter beside its action: a French
player reads "piocher (D)" and knows D draws though the word does not begin with it."""

from __future__ import annotations

from typing import Final

from ...i18n import N_, _, fill
from ...play.hand_order import SortBy
from ..keys_help import KeyHelp, Shown
from .tool_bar import sort_letter

BEFORE_SORTING: Final = (
    (N_("Arrows / Tab"), N_("move the focus between cards, piles and buttons")),
    (N_("Enter / Space"), N_("choose the card or press the button in focus")),
    (N_("1–9"), N_("the numbered target")),
    (N_("D / P / T"), N_("draw (D), pass (P) or take (T), where a button offers it")),
    (N_("H"), N_("a hint")),
    (N_("U / Ctrl+Z"), N_("undo")),
)
AFTER_SORTING: Final = (
    (N_("Space"), N_("skip the animation")),
    (N_("F / L"), N_("when you are out: fast-forward (F), or leave the deal (L)")),
    (N_("Esc"), N_("pause: the menu, the rules, the settings")),
)


def sorting_row() -> KeyHelp:
    """The sort keys in the player's language, each named beside its sort ("C / R" in French)."""
    suit, rank = sort_letter(SortBy.SUIT), sort_letter(SortBy.RANK)
    words = fill(_("sort your hand by suit ({suit}) or by rank ({rank})"), suit=suit, rank=rank)
    return Shown(f"{suit} / {rank}"), Shown(words)


def table_keys(own: tuple[KeyHelp, ...]) -> list[KeyHelp]:
    """The game's own keys first (they are the ones a player looks for), then the shared."""
    return [*own, *BEFORE_SORTING, sorting_row(), *AFTER_SORTING]
