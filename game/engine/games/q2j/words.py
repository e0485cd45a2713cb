"""Q Squared Joe's actions in a player's words (for hints), from the mover's side."""

from __future__ import annotations

from collections.abc import Mapping

from ...actions import Action, Draw, Pass
from ...view import View
from .actions import Joe, Play, QSquared


def q2j_action_words(action: Action, view: View, names: Mapping[int, str]) -> str:
    if isinstance(action, Play):
        return f"play the {action.card}"
    if isinstance(action, QSquared):
        return f"play the {action.under} and the {action.top} together, the {action.top} on top (Q Squared)"
    if isinstance(action, Joe):
        return f"answer with the {action.jack} (a Joe)"
    if isinstance(action, Draw):
        return "draw"
    if isinstance(action, Pass):
        return "keep the card you drew"
    return str(action)
