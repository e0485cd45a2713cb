"""Crazy Jokers' actions in a player's words (for hints), said to the seat of the view."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ...actions import Action, Draw, Pass
from ...view import View
from .actions import Accept, Declare, Decline, Discard, Force, Grab, Pick, Propose, Shed, Steal, Take
from .contracts import VALUE_TEXT, Contract
from .zones import WASTE

CONTRACT_NAMES: Final = {
    Contract.FULL_FULL_HOUSE: "the Full Full House",
    Contract.FIXED_STRAIGHT: "the Fixed Straight",
    Contract.BIG_FLUSH: "the Big Flush",
    Contract.FACED_BY_EVENS: "Faced by Evens",
    Contract.BIRTHDAY_WISH: "A Birthday Wish",
    Contract.ODD_MAN_OUT: "Odd Man Out",
    Contract.NO_HAND_HAND: "the No Hand Hand",
}


def crazy_jokers_action_words(action: Action, view: View, names: Mapping[int, str]) -> str:
    def name(seat: object) -> str:
        number = seat if isinstance(seat, int) else -1
        return names.get(number, f"seat {number}")

    if isinstance(action, Pick):
        return f"pick the card in place {action.position} of your face-down hand"
    if isinstance(action, Declare):
        return f"declare {CONTRACT_NAMES[action.contract]} ({VALUE_TEXT[action.contract]} points)"
    if isinstance(action, Draw):
        return "draw from the stock"
    if isinstance(action, Take):
        waste = view.zones.get(WASTE, ())
        top = waste[-1] if waste else None
        return f"take the {top} from the waste" if top is not None else "take the waste's top card"
    if isinstance(action, Discard):
        return f"discard the {action.card}"
    if isinstance(action, Shed):
        return f"shed the {action.card} on the waste (No Hand Hand)"
    if isinstance(action, Propose):
        return f"offer {name(action.seat)} your {action.card} in a blind trade"
    if isinstance(action, Accept):
        return f"accept the trade, giving your {action.card} in return"
    if isinstance(action, Decline):
        return "decline the trade"
    if isinstance(action, Force):
        return f"lay the 2 of spades and look at {name(action.seat)}'s hand"
    if isinstance(action, Grab):
        return f"take the {action.card} from {name(view.public.get('partner'))}'s hand"
    if isinstance(action, Steal):
        return f"play a joker to steal 2 cards from {name(action.seat)}"
    if isinstance(action, Pass):
        return "pass: nothing else can be done"
    return str(action)
