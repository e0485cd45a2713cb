"""NG's actions in a player's words (for hints): field positions counted from 1."""

from __future__ import annotations

from collections.abc import Mapping

from ...actions import Action, Draw
from ...view import View
from .actions import FIELD, HAND, Attack, Defend, Sacrifice, Take


def ng_action_words(action: Action, view: View, names: Mapping[int, str]) -> str:
    if isinstance(action, Attack):
        owner = names.get(action.seat, f"seat {action.seat}")
        if action.target == FIELD:
            target = f"{owner}'s field position {action.position + 1}"
        elif action.target == HAND:
            target = f"{owner}'s hand"
        else:
            target = f"{owner}'s resource pile"
        return f"attack {target} with your {action.card}"
    if isinstance(action, Defend):
        return f"lay the {action.card} on your field position {action.position + 1}"
    if isinstance(action, Sacrifice):
        return f"take back the top card of your field position {action.position + 1}"
    if isinstance(action, Take):
        if action.card is None:
            return "take the top card of your resource pile"
        return f"take the {action.card} from your resource pile"
    if isinstance(action, Draw):
        return "draw a card"
    return str(action)
