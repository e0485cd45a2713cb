"""Crazy Jokers' additions to the shared table (see ``TableExtras``): the declaration panel and
the contract readouts, contracts on the name plates, the curtain's note for a trade answered
out of turn, and the round's end shown at the table until Continue."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ....engine import Action, View
from ....engine.rules import Rules
from ...widgets import Button
from ..extras import TableExtras
from .instructions import crazy_jokers_instruction
from .panel import contract_buttons, draw_crazy_jokers, plate_contract
from .words import curtain_note

if TYPE_CHECKING:
    from ..scene import TableScene


class CrazyJokersTable(TableExtras):
    holds_round_end = True

    def __init__(self, rules: Rules[Any]) -> None:
        self.rules = rules

    def instruction(self, legal: Sequence[Action], view: View, name: Callable[[int], str]) -> str | None:
        return crazy_jokers_instruction(legal, view, name)

    def plate_words(self, public: Mapping[str, object], seat: int, short: bool) -> str:
        return plate_contract(dict(public), seat, short)

    def curtain_note(self, public: Mapping[str, object], name: Callable[[int], str]) -> str:
        return curtain_note(public, name)

    def panel_buttons(self, scene: TableScene) -> list[Button]:
        return contract_buttons(scene)

    def draw_over_cards(self, surface: pygame.Surface, scene: TableScene) -> None:
        draw_crazy_jokers(surface, scene)
