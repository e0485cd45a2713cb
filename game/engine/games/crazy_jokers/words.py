"""Crazy Jokers' actions in a player's words (for hints), said to the seat of the view."""

from __future__ import annotations

from typing import Final

from ...actions import Action, Draw, Pass
from ...errors import Seat, Words
from ...move_words import MoveWords, worded
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


def _seat(seat: object) -> Seat:
    return Seat(seat if isinstance(seat, int) else -1)


def crazy_jokers_move_words(action: Action, view: View) -> MoveWords:
    if isinstance(action, Pick):
        return worded("pick the card in place {position} of your face-down hand", position=action.position)
    if isinstance(action, Declare):
        return worded(
            "declare {contract} ({points} points)",
            contract=Words(CONTRACT_NAMES[action.contract]),  # the catalog has them (the bots' reasons)
            points=VALUE_TEXT[action.contract],
        )
    if isinstance(action, Draw):
        return worded("draw from the stock")
    if isinstance(action, Take):
        waste = view.zones.get(WASTE, ())
        top = waste[-1] if waste else None
        if top is not None:
            return worded("take the {card} from the waste", card=top)
        return worded("take the waste's top card")
    if isinstance(action, Discard):
        return worded("discard the {card}", card=action.card)
    if isinstance(action, Shed):
        return worded("shed the {card} on the waste (No Hand Hand)", card=action.card)
    if isinstance(action, Propose):
        return worded(
            "offer {owner} your {card} in a blind trade", owner=_seat(action.seat), card=action.card
        )
    if isinstance(action, Accept):
        return worded("accept the trade, giving your {card} in return", card=action.card)
    if isinstance(action, Decline):
        return worded("decline the trade")
    if isinstance(action, Force):
        return worded("lay the 2 of spades and look at {owner}'s hand", owner=_seat(action.seat))
    if isinstance(action, Grab):
        return worded(
            "take the {card} from {owner}'s hand", card=action.card, owner=_seat(view.public.get("partner"))
        )
    if isinstance(action, Steal):
        return worded("play a joker to steal 2 cards from {owner}", owner=_seat(action.seat))
    if isinstance(action, Pass):
        return worded("pass: nothing else can be done")
    return MoveWords(str(action))
