"""Crazy Jokers' actions as clicks, and a click that matched none back into the action it tried.

The engine lists what is legal; this module only says where each legal action is touched:
``pick N`` is the N-th face-down card of one's hand, a discard (or a No Hand Hand shed) drops a
card on the waste, a trade is a card and then the partner's hand, the 2♠ is the card and then
the opponent to look at (or its button), a steal is a button, and during the 2♠ look a click on
a card of the hand being looked at takes it.
"""

from __future__ import annotations

from collections.abc import Mapping

from .....engine import Action, Card
from .....engine.actions import TakeTop
from .....engine.games.crazy_jokers.actions import (
    Accept,
    Declare,
    Decline,
    Discard,
    Force,
    Grab,
    Pick,
    Propose,
    Shed,
    Steal,
)
from .....engine.games.crazy_jokers.contracts import Contract
from .....engine.games.crazy_jokers.facts import CrazyJokersFacts
from .....engine.games.crazy_jokers.state import Phase
from .....i18n import _, fill
from ...display import Display
from ...gestures import WHOLE, Gesture, Slot

WASTE = "waste"
TWO_OF_SPADES = Card(2, "S")


def crazy_jokers_gesture(
    action: Action, display: Display, me: int, names: Mapping[int, str]
) -> Gesture | None:
    """How ``action`` is made with the mouse; ``None`` for an action not of this game. ``names``
    name the seats on the buttons that aim at one."""
    hand = f"hand:{me}"
    if isinstance(action, Pick):
        return Gesture(action, ((hand, action.position - 1),), direct=True)
    if isinstance(action, Declare):
        return Gesture(action, (), button=None)  # chosen on the declaration panel
    if isinstance(action, TakeTop) and WASTE in display.zones:
        return Gesture(action, ((WASTE, WHOLE),), direct=True, button=_("Take"), key="t")
    if isinstance(action, Discard | Shed):
        slot = _slot(display, hand, action.card)
        return Gesture(action, (slot,), (WASTE, WHOLE), direct=True)
    if isinstance(action, Accept):
        return Gesture(action, (_slot(display, hand, action.card),), ("offer", WHOLE), direct=True)
    if isinstance(action, Decline):
        return Gesture(action, (), button=_("Decline"))
    if isinstance(action, Propose):
        return Gesture(
            action, (_slot(display, hand, action.card),), (_seat_zone(display, action.seat), WHOLE)
        )
    if isinstance(action, Force):
        slot = _slot(display, hand, TWO_OF_SPADES)
        return Gesture(
            action,
            (slot,),
            (_seat_zone(display, action.seat), WHOLE),
            button=fill(_("Look: {name}"), name=_name(names, action.seat)),
        )
    if isinstance(action, Steal):
        return Gesture(action, (), button=fill(_("Steal: {name}"), name=_name(names, action.seat)))
    if isinstance(action, Grab):
        partner = CrazyJokersFacts.of(display.view).partner
        return Gesture(action, (_slot(display, f"hand:{partner}", action.card),), direct=True)
    return None


def _name(names: Mapping[int, str], seat: int) -> str:
    return names.get(seat, fill(_("seat {n}"), n=seat + 1))


def _slot(display: Display, zone: str, card: Card) -> Slot:
    for i, seen in enumerate(display.zones.get(zone, [])):
        if seen == card:
            return (zone, i)
    return (zone, WHOLE)


def _seat_zone(display: Display, seat: int) -> str:
    """A seat's hand, or its laid Big Flush when the hand is empty."""
    hand = f"hand:{seat}"
    return hand if display.zones.get(hand) else f"flush:{seat}"


def crazy_jokers_intent(selected: list[Slot], clicked: Slot, display: Display, me: int) -> str | None:
    """The action a click seems to have tried, in notation, so the engine can say why not."""
    zone, index = clicked
    phase = CrazyJokersFacts.of(display.view).phase
    hand = f"hand:{me}"
    cards = display.zones.get(zone, [])
    card = cards[index] if 0 <= index < len(cards) else None
    picked = _picked_card(selected, display, hand)
    owner = zone.split(":")[1] if zone.startswith(("hand:", "flush:")) else None
    if picked is not None and owner is not None and owner != str(me):
        return f"force {owner}" if picked == TWO_OF_SPADES else f"propose {owner} {picked}"
    if picked is not None and zone == WASTE:
        return f"{_drop_verb(display, me)} {picked}"
    if zone == hand:
        if phase is Phase.PICK:
            return f"pick {index + 1}"
        if card is None:
            return None
        if phase is Phase.ANSWER:
            return f"accept {card}"
        return f"{_drop_verb(display, me)} {card}"
    if zone == "stock":
        return "draw"
    if zone == WASTE:
        return "take"
    if owner is not None and phase is Phase.LOOK and card is not None:
        return f"grab {card}"
    return None


def _picked_card(selected: list[Slot], display: Display, hand: str) -> Card | None:
    if not selected or selected[-1][0] != hand:
        return None
    held = display.zones.get(hand, [])
    index = selected[-1][1]
    return held[index] if 0 <= index < len(held) else None


def _drop_verb(display: Display, me: int) -> str:
    """A card laid on the waste: a shed at the start of a No Hand Hand turn, else a discard."""
    facts = CrazyJokersFacts.of(display.view)
    declared = facts.contracts[me] if 0 <= me < len(facts.contracts) else None
    return "shed" if facts.phase is Phase.PLAY and declared is Contract.NO_HAND_HAND else "discard"
