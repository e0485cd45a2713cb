"""Toy Go Out at the table: a hand card clicked (or dragged) onto the discard pile tosses it;
a draw from the stock and a pass are the shared defaults; its last-card call in the log."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from game.engine import Action, View
from game.engine.events import Announced
from game.scenes.table.adapter import TableAdapter
from game.scenes.table.display import Display
from game.scenes.table.gestures import WHOLE, Gesture, Slot, card_slot, onto
from game.scenes.table.words.instructions import fallback_line
from game.scenes.table.words.phrases import Phrases

from .actions import Toss
from .events import ToyAnnouncement


class ToyPhrases(Phrases):
    def announcement(self, event: Announced, who: str, names: Mapping[int, str]) -> str | None:
        if event.what == ToyAnnouncement.LAST_CARD:
            return f"{who}: last card!"
        return None


class ToyTable(TableAdapter):
    phrases = ToyPhrases()

    def gesture(self, action: Action, display: Display, me: int, names: Mapping[int, str]) -> Gesture:
        if isinstance(action, Toss):
            slot = card_slot(display, f"hand:{me}", action.card)
            if slot is not None:
                return onto(action, slot, ("discard", WHOLE), direct=True)
        return super().gesture(action, display, me, names)

    def intent(self, selected: list[Slot], clicked: Slot, display: Display, me: int) -> str | None:
        # A hand card clicked that may not go: the rules say why not.
        zone, index = clicked
        cards = display.zones.get(zone, [])
        if zone == f"hand:{me}" and 0 <= index < len(cards) and cards[index] is not None:
            return f"toss {cards[index]}"
        return super().intent(selected, clicked, display, me)

    def instruction(self, legal: Sequence[Action], view: View, name: Callable[[int], str]) -> str:
        if any(isinstance(action, Toss) for action in legal):
            return "Click a gold card to toss it: its suit or its rank matches the top card's"
        return fallback_line(legal)
