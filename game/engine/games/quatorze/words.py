"""Quatorze's actions in a player's words (for hints): melds counted from 1, owners by name."""

from __future__ import annotations

from ...actions import Action, Draw
from ...cards import Card
from ...errors import Seat
from ...move_words import MoveWords, listed, worded
from ...view import View
from ...zones import DISCARD
from .actions import Add, Discard, Lay, MeldZone, Swap, Take, TakeBack


def _card(card: Card, joker_as: Card | None) -> MoveWords:
    if card.is_joker:  # a listed joker always says what it stands for
        return worded("a joker as the {card}", card=joker_as if joker_as is not None else card)
    return worded("the {card}", card=card)


def _meld(target: MeldZone, view: View) -> MoveWords:
    if target.owner == view.seat:
        return worded("your meld {number}", number=target.index + 1)
    return worded("{owner}'s meld {number}", owner=Seat(target.owner), number=target.index + 1)


def quatorze_move_words(action: Action, view: View) -> MoveWords:
    if isinstance(action, Draw):
        return worded("draw from the stock")
    if isinstance(action, Take):
        discard = view.zones.get(DISCARD, ())
        top = discard[-1] if discard else None
        if top is not None:
            return worded("take the {card} from the discard pile to meld it", card=top)
        return worded("take the discard's top")
    if isinstance(action, Lay):
        return worded("meld {cards}", cards=listed([_card(card, action.joker_as) for card in action.cards]))
    if isinstance(action, Add):
        return worded(
            "add {card} to {meld}", card=_card(action.card, action.joker_as), meld=_meld(action.target, view)
        )
    if isinstance(action, Swap):
        return worded(
            "lay the {card} for the joker in {meld} and take the joker",
            card=action.card,
            meld=_meld(action.target, view),
        )
    if isinstance(action, TakeBack):
        return worded("take back the melds you laid this turn")
    if isinstance(action, Discard):
        return worded("discard the {card}", card=action.card)
    return MoveWords(str(action))
