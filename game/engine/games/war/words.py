"""War's actions in a player's words (for hints): cards named, positions counted from 1."""

from __future__ import annotations

from collections.abc import Mapping

from ...actions import Action, Draw
from ...cards import Card
from ...view import View
from .actions import Attack, Recover
from .zones import FIELDS


def war_action_words(action: Action, view: View, names: Mapping[int, str]) -> str:
    if isinstance(action, Attack):
        theirs = _field_card(view, action.seat, action.target)
        owner = names.get(action.seat, f"seat {action.seat}")
        return f"attack {owner}'s {theirs} with your {_field_card(view, view.seat, action.position)}"
    if isinstance(action, Recover):
        return f"make your {_field_card(view, view.seat, action.position)} ready again"
    if isinstance(action, Draw):
        return "draw to fill your field"
    return str(action)


def _field_card(view: View, seat: int, position: int) -> str:
    """A field card by name (fields lie face up), or by its position when it is not there."""
    field = view.zones.get(FIELDS[seat], ()) if 0 <= seat < len(FIELDS) else ()
    card: Card | None = field[position] if 0 <= position < len(field) else None
    return str(card) if card is not None else f"card at position {position + 1}"
