"""The table's keys for the F1 overlay: the shared ones and the game's own (its adapter's)."""

from __future__ import annotations

from typing import Final

from ...i18n import N_

TABLE_KEYS: Final = (
    (N_("Arrows / Tab"), N_("move the focus between cards, piles and buttons")),
    (N_("Enter / Space"), N_("choose the card or press the button in focus")),
    (N_("1–9"), N_("the numbered target")),
    (N_("D / P / T"), N_("draw, pass or take, where a button offers it")),
    (N_("H"), N_("a hint")),
    (N_("U / Ctrl+Z"), N_("undo")),
    (N_("S / R"), N_("sort your hand by suit or by rank")),
    (N_("Space"), N_("skip the animation")),
    (N_("F / L"), N_("when you are out: fast-forward, or leave the deal")),
    (N_("Esc"), N_("pause: the menu, the rules, the settings")),
)


def table_keys(own: tuple[tuple[str, str], ...]) -> list[tuple[str, str]]:
    """The game's own keys first (they are the ones a player looks for), then the shared."""
    return [*own, *TABLE_KEYS]
