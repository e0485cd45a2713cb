"""The instruction line for a Crazy Jokers player: what this phase of the turn allows, in words.
It reads the legal actions and the view's open facts; it never decides what is legal."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .....engine.actions import Action, Draw, Pass, TakeTop
from .....engine.games.crazy_jokers.actions import Discard, Force, Propose, Shed, Steal
from .....engine.games.crazy_jokers.facts import CrazyJokersFacts
from .....engine.games.crazy_jokers.state import Phase
from .....engine.view import View
from .....i18n import N_, _, fill
from ...words.sentences import HAND, symbol

KEYS = N_("H: hint")


def crazy_jokers_instruction(legal: Sequence[Action], view: View, name: Callable[[int], str]) -> str:
    facts = CrazyJokersFacts.of(view)
    phase, partner, mover = facts.phase, facts.partner, facts.mover
    kinds = {type(action) for action in legal}
    if phase is Phase.PICK:
        return _("Pick one of your face-down cards for the lead: click it (the highest leads)")
    if phase is Phase.DECLARE:
        return _("Choose your contract on the panel; your hand stays face down until you do")
    if phase is Phase.ANSWER:
        who = name(mover) if mover >= 0 else _("Someone")
        return fill(_("{who} proposes a blind trade: click a card to give in return, or Decline"), who=who)
    if phase is Phase.LOOK:
        hand = HAND.said(name(partner), False) if partner >= 0 else _("the player's hand")
        return fill(_("You see {hand}: click the card to take"), hand=hand)
    if phase is Phase.DRAWN:
        if Force in kinds:
            words = _("Discard: click a card · or the 2♠, then a hand to look at it (Look) · {keys}")
            return fill(words, keys=_(KEYS))
        return fill(_("Discard: click a card (or drag it to the waste) · {keys}"), keys=_(KEYS))
    if phase is Phase.DISCARD:
        return f"{_discard_words(legal, view)} · {_(KEYS)}"
    if kinds == {Pass}:
        return _("Nothing can be done this turn: pass (P)")
    parts = []
    if Draw in kinds:
        parts.append(_("draw (D)"))
    if TakeTop in kinds:
        parts.append(_("take the waste's top (T)"))
    if Propose in kinds:
        parts.append(_("trade blind: a card, then an opponent's hand"))
    if Steal in kinds:
        parts.append(_("steal 2 cards with a joker (Steal)"))
    if Shed in kinds:
        parts.append(_("shed a card marked “shed” on the waste"))
    return fill(_("Your turn: {what} · {keys}"), what=" · ".join(parts), keys=_(KEYS))


def _discard_words(legal: Sequence[Action], view: View) -> str:
    """The discard that ends the turn, with the limit that holds now: the card just taken from
    the waste (the ``taken`` fact) when the rules refuse to discard it. After a joker steal no
    card is barred, so none is named."""
    card = CrazyJokersFacts.of(view).taken
    discards = {action.card for action in legal if isinstance(action, Discard)}
    if card is not None and card not in discards:
        return fill(_("Discard: click a card, not the {card} just taken from the waste"), card=symbol(card))
    return _("Discard: click a card (or drag it to the waste)")
