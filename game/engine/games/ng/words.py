"""NG's actions in a player's words (for hints): field positions counted from 1."""

from __future__ import annotations

from ...actions import Action, Draw
from ...errors import Seat
from ...move_words import MoveWords, worded
from .actions import FIELD, HAND, Attack, Defend, Sacrifice, Take


def ng_move_words(action: Action) -> MoveWords:
    if isinstance(action, Attack):
        owner = Seat(action.seat)
        if action.target == FIELD:
            target = worded("{owner}'s field position {position}", owner=owner, position=action.position + 1)
        elif action.target == HAND:
            target = worded("{owner}'s hand", owner=owner)
        else:
            target = worded("{owner}'s resource pile", owner=owner)
        return worded("attack {target} with your {card}", target=target, card=action.card)
    if isinstance(action, Defend):
        return worded(
            "lay the {card} on your field position {position}", card=action.card, position=action.position + 1
        )
    if isinstance(action, Sacrifice):
        return worded(
            "take back the top card of your field position {position}", position=action.position + 1
        )
    if isinstance(action, Take):
        if action.card is None:
            return worded("take the top card of your resource pile")
        return worded("take the {card} from your resource pile", card=action.card)
    if isinstance(action, Draw):
        return worded("draw a card")
    return MoveWords(str(action))
