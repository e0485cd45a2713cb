"""The instruction line: what the player to move can do now, in words, for every phase.

It reads the legal actions' types (the engine's action classes) and the view's
open facts; it never decides what is legal. The Q Squared words come from the
engine's own ``action_words``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...engine.actions import Action, Draw, Pass
from ...engine.games.ng.actions import Attack as NGAttack
from ...engine.games.ng.actions import Defend, Sacrifice, Take
from ...engine.games.q2j.actions import Joe, Play, QSquared
from ...engine.games.war.actions import Attack as WarAttack
from ...engine.games.war.actions import Recover
from ...engine.view import View

KEYS = "arrows + Enter · H: hint"


def turn_instruction(legal: Sequence[Action], view: View, name: Callable[[int], str]) -> str:
    """The line for the player to move, before they pick anything (short: one line)."""
    kinds = {type(action) for action in legal}
    if view.public.get("phase") == "respond":
        return _respond(legal, view, name)
    if Pass in kinds:
        drawn = next((action for action in legal if isinstance(action, Play)), None)
        if drawn is None:
            return "The card you drew cannot be played: keep it (P)"
        return f"You drew the {drawn.card.symbol()}: click it to play it, or keep it (P)"
    if kinds == {Draw}:
        return "None of your cards can be played: draw one (D, or click the stock)"
    if QSquared in kinds:
        return "Click a gold card to play it · two queens: click both for Q Squared"
    if Play in kinds:
        return f"Click a gold card to play it, or drag it · {KEYS}"
    if WarAttack in kinds or Recover in kinds:
        parts = []
        if WarAttack in kinds:
            parts.append("a ready card, then a rival's card to attack")
        if Recover in kinds:
            parts.append("an exhausted card to recover")
        return _line(parts, draw=Draw in kinds, take=False)
    if NGAttack in kinds or Defend in kinds:
        parts = ["a hand card, then a target: yours to defend, a rival's to attack"]
        return _line(parts, draw=Draw in kinds, take=Take in kinds)
    if Sacrifice in kinds:
        return _line(["your position to sacrifice its top card"], draw=Draw in kinds, take=Take in kinds)
    return f"Click a gold card, or a button · {KEYS}"


def _respond(legal: Sequence[Action], view: View, name: Callable[[int], str]) -> str:
    """After someone's Q Squared: rule 7 lets a jack answer it; otherwise one draws."""
    player = view.public.get("qsq_player")
    who = name(player) if isinstance(player, int) else "Someone"
    jacks = [action.jack.symbol() for action in legal if isinstance(action, Joe)]
    if jacks:
        return f"{who} played Q Squared: answer with a jack ({', '.join(jacks)}: a Joe) or draw (D)"
    return f"{who} played Q Squared: you hold no jack to answer with, so draw (D)"


def _line(parts: list[str], draw: bool, take: bool) -> str:
    keys = [key for key, on in (("D: draw", draw), ("T: take", take)) if on]
    return "Click " + "; ".join(parts) + "".join(f" · {key}" for key in keys)
