"""Quatorze's actions in a player's words (for hints): melds counted from 1, owners by name."""

from __future__ import annotations

from collections.abc import Mapping

from ...actions import Action, Draw
from ...cards import Card
from ...view import View
from ...zones import DISCARD
from .actions import Add, Discard, Lay, MeldZone, Swap, Take, TakeBack


def _card(card: Card, joker_as: Card | None) -> str:
    return f"a joker as the {joker_as}" if card.is_joker else f"the {card}"


def _meld(target: MeldZone, view: View, names: Mapping[int, str]) -> str:
    owner = "your" if target.owner == view.seat else names.get(target.owner, f"seat {target.owner}") + "'s"
    return f"{owner} meld {target.index + 1}"


def quatorze_action_words(action: Action, view: View, names: Mapping[int, str]) -> str:
    if isinstance(action, Draw):
        return "draw from the stock"
    if isinstance(action, Take):
        discard = view.zones.get(DISCARD, ())
        top = discard[-1] if discard else None
        return f"take the {top} from the discard pile to meld it" if top else "take the discard's top"
    if isinstance(action, Lay):
        cards = [_card(card, action.joker_as) for card in action.cards]
        return "meld " + ", ".join(cards[:-1]) + " and " + cards[-1]
    if isinstance(action, Add):
        return f"add {_card(action.card, action.joker_as)} to {_meld(action.target, view, names)}"
    if isinstance(action, Swap):
        return (
            f"lay the {action.card} for the joker in {_meld(action.target, view, names)} and take the joker"
        )
    if isinstance(action, TakeBack):
        return "take back the melds you laid this turn"
    if isinstance(action, Discard):
        return f"discard the {action.card}"
    return str(action)
