"""Legal actions as gestures on the table, and gestures back into actions.

The rules say what is legal; a game's adapter says where each of its legal actions is
*touched* (``TableAdapter.gesture``): which cards are picked (in order) and which zone is the
target. This module holds what every game's gestures are made of, and knows no game.

A slot is ``(zone, index)``; index -1 stands for the zone as a whole.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...engine import Action, Card
from .display import Display

Slot = tuple[str, int]
WHOLE = -1


@dataclass(frozen=True, slots=True)
class Gesture:
    action: Action
    picks: tuple[Slot, ...]
    target: Slot | None = None
    # ``direct``: the picks alone complete it when nothing else starts the same way.
    direct: bool = False
    button: str | None = None
    # The letter that presses its button (``d`` for a draw), shown beside the words.
    key: str = ""


@dataclass(frozen=True, slots=True)
class Attempt:
    """A button for a choice the rules refuse now (drawn greyed): pressing it says why."""

    notation: str


def slot_matches(wanted: Slot, clicked: Slot) -> bool:
    """A whole-zone slot matches any card of that zone; a card slot only itself."""
    return wanted[0] == clicked[0] and (wanted[1] == WHOLE or wanted[1] == clicked[1])


def card_slot(display: Display, zone: str, card: Card | str) -> Slot | None:
    """Where ``card`` (or its notation) lies in ``zone`` (the first of equal cards), or ``None``."""
    if isinstance(card, str):
        try:
            card = Card.parse(card)
        except ValueError:
            return None
    for i, seen in enumerate(display.zones.get(zone, [])):
        if seen == card:
            return (zone, i)
    return None


# Building blocks a game's adapter composes its gestures from -----------------------------------
def whole_zone(
    action: Action, zone: str, label: str | None = None, direct: bool = True, key: str = ""
) -> Gesture:
    """A click anywhere on ``zone`` makes it (a pile to draw from), and a button if ``label``."""
    return Gesture(action, ((zone, WHOLE),), direct=direct, button=label, key=key)


def onto(
    action: Action,
    pick: Slot,
    target: Slot | None = None,
    direct: bool = False,
    label: str | None = None,
    key: str = "",
) -> Gesture:
    """A card picked (one's own hand card, a field position), then maybe dropped on ``target``;
    ``direct``: the pick alone makes it when nothing else starts from that card."""
    return Gesture(action, (pick,), target, direct=direct, button=label, key=key)


def button(action: Action, label: str, key: str = "") -> Gesture:
    """A move that touches no card: a button saying ``label`` (pressed by ``key`` too)."""
    return Gesture(action, (), button=label, key=key)


def no_gesture(action: Action) -> Gesture:
    """A move made some other way (a game's own panel or composer): no click or button here."""
    return Gesture(action, ())


def symbol(text: str) -> str:
    """A card's notation as its symbol (``QH`` → ``Q♥``), or the text as it is."""
    try:
        return Card.parse(text).symbol()
    except ValueError:
        return text


def with_twins(gesture: Gesture, display: Display) -> list[Gesture]:
    """``gesture`` once for each way of picking its cards among equal cards in the same zone.

    Two decks hold equal cards, each its own place on the table; the action names a
    card by value, so either copy makes it. The gesture found first (``card_slot``) comes first.
    """
    choices: list[list[Slot]] = [[]]
    for zone, index in gesture.picks:
        cards = display.zones.get(zone, [])
        card = cards[index] if 0 <= index < len(cards) else None
        equal = [i for i, seen in enumerate(cards) if card is not None and seen == card and i != index]
        options = [(zone, i) for i in [index, *equal]]
        choices = [[*chosen, slot] for chosen in choices for slot in options if slot not in chosen]
    return [replace(gesture, picks=tuple(picks)) for picks in choices]
