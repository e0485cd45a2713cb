"""The instruction line for a Crazy Jokers player: what this phase of the turn allows, in words.
It reads the legal actions and the view's open facts; it never decides what is legal."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .....engine.actions import Action, Draw, Pass, TakeTop
from .....engine.games.crazy_jokers.actions import Discard, Force, Propose, Shed, Steal
from .....engine.games.crazy_jokers.facts import CrazyJokersFacts
from .....engine.games.crazy_jokers.state import Phase
from .....engine.view import View

KEYS = "H: hint"


def crazy_jokers_instruction(legal: Sequence[Action], view: View, name: Callable[[int], str]) -> str:
    facts = CrazyJokersFacts.of(view)
    phase, partner, mover = facts.phase, facts.partner, facts.mover
    kinds = {type(action) for action in legal}
    if phase is Phase.PICK:
        return "Pick one of your face-down cards for the lead: click it (the highest leads)"
    if phase is Phase.DECLARE:
        return "Choose your contract on the panel; your hand stays face down until you do"
    if phase is Phase.ANSWER:
        who = name(mover) if mover >= 0 else "Someone"
        return f"{who} proposes a blind trade: click a card to give in return, or Decline"
    if phase is Phase.LOOK:
        who = name(partner) if partner >= 0 else "the player"
        return f"You see {who}'s hand: click the card to take"
    if phase is Phase.DRAWN:
        if Force in kinds:
            return f"Discard: click a card · or the 2♠, then a hand to look at it (Look) · {KEYS}"
        return f"Discard: click a card (or drag it to the waste) · {KEYS}"
    if phase is Phase.DISCARD:
        return f"{_discard_words(legal, view)} · {KEYS}"
    if kinds == {Pass}:
        return "Nothing can be done this turn: pass (P)"
    parts = []
    if Draw in kinds:
        parts.append("draw (D)")
    if TakeTop in kinds:
        parts.append("take the waste's top (T)")
    if Propose in kinds:
        parts.append("trade blind: a card, then an opponent's hand")
    if Steal in kinds:
        parts.append("steal 2 cards with a joker (Steal)")
    if Shed in kinds:
        parts.append("shed a card marked “shed” on the waste")
    return "Your turn: " + " · ".join(parts) + f" · {KEYS}"


def _discard_words(legal: Sequence[Action], view: View) -> str:
    """The discard that ends the turn, with the limit that holds now: the card just taken from
    the waste (the ``taken`` fact) when the rules refuse to discard it. After a joker steal no
    card is barred, so none is named."""
    card = CrazyJokersFacts.of(view).taken
    discards = {action.card for action in legal if isinstance(action, Discard)}
    if card is not None and card not in discards:
        return f"Discard: click a card, not the {card.symbol()} just taken from the waste"
    return "Discard: click a card (or drag it to the waste)"
