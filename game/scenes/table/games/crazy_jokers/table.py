"""Crazy Jokers' table adapter (see ``TableAdapter``): its gestures and phrases, the declaration
panel and the contract readouts, contracts on the name plates, the curtain's note for a trade
answered out of turn, and the round's end shown at the table until Continue."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

import pygame

from .....engine import Action, View
from .....engine.events import Announced, Event
from .....engine.games.crazy_jokers.contracts import Contract
from .....engine.games.crazy_jokers.events import CrazyJokersAnnouncement
from .....engine.games.crazy_jokers.facts import CrazyJokersFacts
from ....widgets import Button
from ...adapter import TableAdapter
from ...display import Display
from ...gestures import Gesture, Slot
from ...words.log import LogLine
from .gestures import crazy_jokers_gesture, crazy_jokers_intent
from .instructions import crazy_jokers_instruction
from .layout import PLAN
from .panel import contract_buttons, draw_crazy_jokers, plate_contract, seat_birthday
from .phrases import PHRASES
from .words import birthday_words, curtain_note

if TYPE_CHECKING:
    from ...port import Table


class CrazyJokersTable(TableAdapter):
    phrases = PHRASES
    holds_round_end = True
    relayout_after_animation = True
    layout_plan = PLAN

    def gesture(self, action: Action, display: Display, me: int, names: Mapping[int, str]) -> Gesture:
        own = crazy_jokers_gesture(action, display, me, names)
        return own if own is not None else super().gesture(action, display, me, names)

    def intent(self, selected: list[Slot], clicked: Slot, display: Display, me: int) -> str | None:
        return crazy_jokers_intent(selected, clicked, display, me)

    def instruction(self, legal: Sequence[Action], view: View, name: Callable[[int], str]) -> str:
        return crazy_jokers_instruction(legal, view, name)

    def plate_words(self, view: View, seat: int, short: bool) -> str:
        return plate_contract(CrazyJokersFacts.of(view), seat, short)

    def curtain_note(self, view: View, name: Callable[[int], str]) -> str:
        facts = CrazyJokersFacts.of(view)
        return curtain_note(facts.phase, facts.mover, name)

    def panel_buttons(self, scene: Table) -> list[Button]:
        return contract_buttons(scene)

    def draw_over_cards(self, surface: pygame.Surface, scene: Table) -> None:
        draw_crazy_jokers(surface, scene)

    def log_notes(self, events: list[Event], names: dict[int, str], final: View) -> list[LogLine]:
        """A Birthday Wish completed: whose birthday it was made of, so the win can be checked."""
        notes = []
        for event in events:
            if not isinstance(event, Announced) or event.what != CrazyJokersAnnouncement.CONTRACT:
                continue
            birthday = seat_birthday(CrazyJokersFacts.of(final), event.seat)
            if event.detail.split()[0] == Contract.BIRTHDAY_WISH.value and birthday is not None:
                notes.append(LogLine(birthday_words(names.get(event.seat, "?"), birthday)))
        return notes
