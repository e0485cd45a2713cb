"""The table's debug layout (``Q2J_DEBUG_LAYOUT``): where each legal move is clicked, for the
real-window tests that drive the app from outside."""

from __future__ import annotations

from typing import Any, Protocol

from .gestures import Slot
from .pointer import slot_center
from .port import Table


class Debugged(Protocol):
    def debug(self, scene: Table) -> dict[str, Any]: ...


def debug_layout(table: Table, adapter: Debugged) -> dict[str, object]:
    layout, display = table.layout, table.display
    moves = []
    if table.accepting_input:
        for gesture in table.interaction.gestures:
            target = None if gesture.target is None else slot_center(layout, display, gesture.target)
            picks = [slot_center(layout, display, s) for s in gesture.picks]
            moves.append({"action": str(gesture.action), "picks": picks, "target": target})
    session = table.session
    return {
        "scene": "table",
        "size": list(table.ctx.size),
        "viewer": table.viewer,
        "seats": session.seat_kinds,
        "to_move": session.to_move,
        "human_turn": table.accepting_input,
        "turn": session.turn,
        "moves": moves,
        # The cards chosen so far (one's own, named; a whole pile, by its zone).
        "selected": [_chosen(table, slot) for slot in table.interaction.selected],
        "buttons": {b.label: list(b.rect.center) for b in table.buttons},
        **adapter.debug(table),
    }


def _chosen(table: Table, slot: Slot) -> dict[str, object]:
    zone, index = slot
    cards = table.display.zones.get(zone, [])
    card = cards[index] if 0 <= index < len(cards) else None
    return {"zone": zone, "index": index, "card": None if card is None else str(card)}
