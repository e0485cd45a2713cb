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

KEYS = "arrows + Enter · H: hint · Esc: menu"


def turn_instruction(legal: Sequence[Action], view: View, name: Callable[[int], str]) -> str:
    """The line for the player to move, before they pick anything."""
    kinds = {type(action) for action in legal}
    if view.public.get("phase") == "respond":
        return _respond(legal, view, name)
    if Pass in kinds:
        drawn = next((action for action in legal if isinstance(action, Play)), None)
        if drawn is None:
            return "The card you drew cannot be played: keep it (Pass, or press P)"
        return f"You drew the {drawn.card.symbol()}: play it (click it) or keep it (Pass, or press P)"
    if kinds == {Draw}:
        return "None of your cards can be played: draw one (click the stock, or press D)"
    if Play in kinds or QSquared in kinds:
        words = "Click a gold card to play it, or drag it onto the pile"
        if QSquared in kinds:
            words += " · two queens: click one, then the other, for Q Squared (or a Q Squared button)"
        return f"{words} · {KEYS}"
    if WarAttack in kinds or Recover in kinds:
        parts = []
        if WarAttack in kinds:
            parts.append("click a ready card of yours, then an opponent's card to attack it")
        if Recover in kinds:
            parts.append("click an exhausted card to recover it")
        if Draw in kinds:
            parts.append("Draw (D) adds a card to your field")
        return _sentence(parts)
    if NGAttack in kinds or Defend in kinds or Take in kinds or Sacrifice in kinds:
        parts = []
        if NGAttack in kinds or Defend in kinds:
            parts.append(
                "click a hand card, then a target: one of your positions defends it, "
                "an opponent's hand, resource pile or position attacks"
            )
        if Draw in kinds or Take in kinds:
            parts.append("Draw (D) or Take (T) a card")
        if Sacrifice in kinds:
            parts.append("click your own position to sacrifice its top card")
        return _sentence(parts)
    return f"Click a gold card, or a button · {KEYS}"


def _respond(legal: Sequence[Action], view: View, name: Callable[[int], str]) -> str:
    """After someone's Q Squared: rule 7 lets a jack answer it; otherwise one draws."""
    player = view.public.get("qsq_player")
    who = name(player) if isinstance(player, int) else "Someone"
    jacks = [action.jack.symbol() for action in legal if isinstance(action, Joe)]
    if jacks:
        return (
            f"{who} played Q Squared: answer with a jack ({', '.join(jacks)}: a Joe) "
            "and skip the draw, or draw a card (D)"
        )
    return f"{who} played Q Squared: you hold no jack to answer with, so you draw a card (D)"


def _sentence(parts: list[str]) -> str:
    text = "; ".join(parts)
    return f"{text[:1].upper()}{text[1:]} · {KEYS}"
