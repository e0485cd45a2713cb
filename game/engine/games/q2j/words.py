"""Q Squared Joe's actions in a player's words (for hints), from the mover's side."""

from __future__ import annotations

from ...actions import Action, Draw, Pass
from ...move_words import MoveWords, worded
from .actions import Joe, Play, QSquared


def q2j_move_words(action: Action) -> MoveWords:
    if isinstance(action, Play):
        return worded("play the {card}", card=action.card)
    if isinstance(action, QSquared):
        return worded(
            "play the {under} and the {top} together, the {top} on top (Q Squared)",
            under=action.under,
            top=action.top,
        )
    if isinstance(action, Joe):
        return worded("answer with the {jack} (a Joe)", jack=action.jack)
    if isinstance(action, Draw):
        return worded("draw")
    if isinstance(action, Pass):
        return worded("keep the card you drew")
    return MoveWords(str(action))
