"""Legal actions as gestures on the table, and gestures back into actions.

The rules say what is legal; this module only says where each legal action is
*touched*: which cards are picked (in order) and which zone is the target.
It reads each action's notation (``play QH``, ``attack 0 1:2``,
``defend 10S 2``…) and the zone names, never the rules of any game.

A slot is ``(zone, index)``; index -1 stands for the zone as a whole.
"""

from __future__ import annotations

from collections.abc import Mapping
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


@dataclass(frozen=True, slots=True)
class Attempt:
    """A button for a choice the rules refuse now (drawn greyed): pressing it says why."""

    notation: str


def slot_matches(wanted: Slot, clicked: Slot) -> bool:
    """A whole-zone slot matches any card of that zone; a card slot only itself."""
    return wanted[0] == clicked[0] and (wanted[1] == WHOLE or wanted[1] == clicked[1])


def _card_slot(display: Display, zone: str, text: str) -> Slot | None:
    try:
        card = Card.parse(text)
    except ValueError:
        return None
    cards = display.zones.get(zone, [])
    for i, seen in enumerate(cards):
        if seen == card:
            return (zone, i)
    return None


def gesture_for(action: Action, display: Display, me: int, names: Mapping[int, str] | None = None) -> Gesture:
    """How ``action`` is made with the mouse; a button when it touches no card. ``names`` name
    the seats on buttons that aim at one."""
    # A game's own gestures live in its module, which builds on this one (so imported here).
    from .crazy_jokers.gestures import crazy_jokers_gesture

    special = crazy_jokers_gesture(action, display, me, names or {})
    if special is not None:
        return special
    words = str(action).split()
    verb, args = words[0], words[1:]
    hand = f"hand:{me}"
    if verb == "draw":
        zone = "stock" if "stock" in display.zones else f"pile:{me}"
        return Gesture(action, ((zone, WHOLE),), direct=True, button="Draw")
    if verb == "pass":
        return Gesture(action, (), button="Pass")
    if "discard" in display.zones and verb in MELD_VERBS:
        return _meld_game_gesture(action, verb, args, display, hand)
    if verb == "take":
        zone = f"resource:{me}"
        slot = _card_slot(display, zone, args[0]) if args else (zone, WHOLE)
        label = f"Take {args[0]}" if args else "Take"
        return Gesture(action, (slot or (zone, WHOLE),), direct=True, button=label)
    if verb in ("play", "joe") and len(args) == 1:
        slot = _card_slot(display, hand, args[0])
        if slot is not None:
            joe = f"Joe {_symbol(args[0])}" if verb == "joe" else None
            return Gesture(action, (slot,), ("discard", WHOLE), direct=True, button=joe)
    if verb == "qsq" and len(args) == 2:
        under, top = _card_slot(display, hand, args[0]), _card_slot(display, hand, args[1])
        if under is not None and top is not None:
            # Both orders are legal actions, so each gets its button: the player picks the top queen.
            label = f"Q Squared, {_symbol(args[1])} on top"
            return Gesture(action, (under, top), direct=True, button=label)
    if verb == "recover" and len(args) == 1 and args[0].isdigit():
        return Gesture(action, ((f"field:{me}", int(args[0])),), direct=True)
    if verb == "sacrifice" and len(args) == 1:
        return Gesture(action, ((f"field:{me}:{args[0]}", WHOLE),), direct=True)
    if verb == "defend" and len(args) == 2:
        slot = _card_slot(display, hand, args[0])
        if slot is not None:
            return Gesture(action, (slot,), (f"field:{me}:{args[1]}", WHOLE))
    if verb == "attack" and len(args) == 2 and args[0].isdigit():
        # War: one's own field position attacks seat:position.
        seat, _, target = args[1].partition(":")
        if seat.isdigit() and target.isdigit():
            return Gesture(action, ((f"field:{me}", int(args[0])),), (f"field:{seat}", int(target)))
    if verb == "attack" and len(args) == 3:
        # NG: a hand card attacks a hand, a resource pile or a field position.
        slot = _card_slot(display, hand, args[0])
        if slot is not None:
            kind, where = args[1], args[2]
            zone = f"field:{where}" if kind == "field" else f"{kind}:{where}"
            return Gesture(action, (slot,), (zone, WHOLE))
    return Gesture(action, (), button=str(action).capitalize())


def with_twins(gesture: Gesture, display: Display) -> list[Gesture]:
    """``gesture`` once for each way of picking its cards among equal cards in the same zone.

    Two decks hold equal cards, each its own place on the table; the action names a
    card by value, so either copy makes it. The gesture found first (``_card_slot``) comes first.
    """
    choices: list[list[Slot]] = [[]]
    for zone, index in gesture.picks:
        cards = display.zones.get(zone, [])
        card = cards[index] if 0 <= index < len(cards) else None
        equal = [i for i, seen in enumerate(cards) if card is not None and seen == card and i != index]
        options = [(zone, i) for i in [index, *equal]]
        choices = [[*chosen, slot] for chosen in choices for slot in options if slot not in chosen]
    return [replace(gesture, picks=tuple(picks)) for picks in choices]


MELD_VERBS = ("take", "discard", "add", "swap", "meld", "takeback")


def _meld_game_gesture(action: Action, verb: str, args: list[str], display: Display, hand: str) -> Gesture:
    """A meld game's moves (Quatorze): a meld is laid from a selection (the table's meld
    composer), so it has no gesture here; one card goes onto a meld or the discard pile."""
    if verb == "take":
        top = display.count("discard") - 1
        return Gesture(action, (("discard", top if top >= 0 else WHOLE),), direct=True, button="Take")
    if verb == "takeback":
        return Gesture(action, (), button="Take back")
    slot = _card_slot(display, hand, args[0].replace("X=", "X ").split()[0]) if args else None
    if verb == "discard" and slot is not None:
        return Gesture(action, (slot,), ("discard", WHOLE))
    if verb in ("add", "swap") and slot is not None and len(args) == 2:
        return Gesture(action, (slot,), (args[1], WHOLE))
    return Gesture(action, ())


def _symbol(text: str) -> str:
    try:
        return Card.parse(text).symbol()
    except ValueError:
        return text


def intent_text(selected: list[Slot], clicked: Slot, display: Display, me: int) -> str | None:
    """The action a player seems to have tried, in notation, so the rules can say why not.

    Only used when no legal gesture matched; ``None`` when the click means nothing.
    """
    if "waste" in display.zones:
        from .crazy_jokers.gestures import crazy_jokers_intent

        return crazy_jokers_intent(selected, clicked, display, me)
    zone, index = clicked
    parts = zone.split(":")
    cards = display.zones.get(zone, [])
    card = cards[index] if 0 <= index < len(cards) else None
    hand = f"hand:{me}"
    picked: Card | None = None
    if selected and selected[-1][0] == hand:
        held = display.zones.get(hand, [])
        pick_index = selected[-1][1]
        picked = held[pick_index] if 0 <= pick_index < len(held) else None
    if picked is not None:
        if zone == hand and card is not None:
            if picked.rank == 12 and card.rank == 12 and picked != card:
                return f"qsq {picked} {card}"
            return f"play {card}"
        if zone == "discard":
            return f"play {picked}"
        if parts[0] == "field" and len(parts) == 3:
            if parts[1] == str(me):
                return f"defend {picked} {parts[2]}"
            return f"attack {picked} field {parts[1]}:{parts[2]}"
        if parts[0] in ("hand", "resource") and len(parts) == 2 and parts[1] != str(me):
            return f"attack {picked} {parts[0]} {parts[1]}"
    own_field = bool(selected) and selected[-1][0] == f"field:{me}"
    if own_field and parts[0] == "field" and len(parts) == 2 and parts[1] != str(me) and index >= 0:
        return f"attack {selected[-1][1]} {parts[1]}:{index}"
    if zone == hand and card is not None:
        return f"play {card}"
    if zone == f"field:{me}" and index >= 0 and display.flag(zone, index) == "x":
        return f"recover {index}"
    if zone == "stock" or zone == f"pile:{me}":
        return "draw"
    if zone == "discard" and not selected:
        return "take"  # the discard's top (Quatorze); a game without it says it is no move
    if zone == f"resource:{me}":
        return "take"
    if parts[0] == "field" and len(parts) == 3 and parts[1] == str(me):
        return f"sacrifice {parts[2]}"
    return None
