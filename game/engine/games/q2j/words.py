"""Q Squared Joe's actions in a player's words (for hints), from the mover's side."""

from __future__ import annotations

from ...actions import Action, Draw, Pass
from ...move_words import MoveWords, said
from .actions import Joe, Play, QSquared


def q2j_move_words(action: Action) -> MoveWords:
    if isinstance(action, Play):
        return said("play the {card}", card=action.card)
    if isinstance(action, QSquared):
        return said(
            "play the {under} and the {top} together, the {top} on top (Q Squared)",
            under=action.under,
            top=action.top,
        )
    if isinstance(action, Joe):
        return said("answer with the {jack} (a Joe)", jack=action.jack)
    if isinstance(action, Draw):
        return said("draw")
    if isinstance(action, Pass):
        return said("keep the card you drew")
    return MoveWords(str(action))
