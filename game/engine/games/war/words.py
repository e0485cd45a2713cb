"""War's actions in a player's words (for hints): cards named, positions counted from 1."""

from __future__ import annotations

from ...actions import Action, Draw
from ...cards import Card
from ...errors import Seat
from ...move_words import MoveWords, worded
from ...view import View
from .actions import Attack, Recover
from .zones import FIELDS


def war_move_words(action: Action, view: View) -> MoveWords:
    if isinstance(action, Attack):
        return worded(
            "attack {owner}'s {theirs} with your {yours}",
            owner=Seat(action.seat),
            theirs=_field_card(view, action.seat, action.target),
            yours=_field_card(view, view.seat, action.position),
        )
    if isinstance(action, Recover):
        return worded("make your {card} ready again", card=_field_card(view, view.seat, action.position))
    if isinstance(action, Draw):
        return worded("draw to fill your field")
    return MoveWords(str(action))


def _field_card(view: View, seat: int, position: int) -> Card | MoveWords:
    """A field card by name (fields lie face up), or by its position when it is not there."""
    field = view.zones.get(FIELDS[seat], ()) if 0 <= seat < len(FIELDS) else ()
    card: Card | None = field[position] if 0 <= position < len(field) else None
    return card if card is not None else worded("card at position {position}", position=position + 1)
