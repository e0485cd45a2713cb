"""Q Squared Joe NG's adapter: a hand card onto a position to defend it or onto a rival's hand,
resource pile or position to attack; one's own resource pile takes its card; a position of
one's own is sacrificed by a click."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence

from .....engine import Action, Card, View
from .....engine.actions import Draw
from .....engine.games.ng.actions import Attack, Defend, Sacrifice, Take
from .....engine.games.ng.facts import NGFacts
from .....i18n import _, fill
from ...adapter import TableAdapter
from ...display import Display
from ...gestures import WHOLE, Gesture, Slot, card_slot, onto, whole_zone
from ...words.instructions import click_line, fallback_line
from ...words.sentences import symbol
from .layout import PLAN
from .phrases import PHRASES


class NGTable(TableAdapter):
    phrases = PHRASES
    layout_plan = PLAN
    target_kinds = ("hand", "field")

    def seats_out(self, view: View) -> Collection[int]:
        return NGFacts.of(view).out

    def gesture(self, action: Action, display: Display, me: int, names: Mapping[int, str]) -> Gesture:
        hand = f"hand:{me}"
        if isinstance(action, Take):
            return _take(action, display, f"resource:{me}")
        if isinstance(action, Sacrifice):
            return whole_zone(action, f"field:{me}:{action.position}")
        if isinstance(action, Defend | Attack):
            slot = card_slot(display, hand, action.card)
            if slot is not None:
                if isinstance(action, Defend):
                    aimed = f"field:{me}:{action.position}"
                elif action.target == "field":
                    aimed = f"field:{action.seat}:{action.position}"
                else:
                    aimed = f"{action.target}:{action.seat}"
                return onto(action, slot, (aimed, WHOLE))
        return super().gesture(action, display, me, names)

    def intent(self, selected: list[Slot], clicked: Slot, display: Display, me: int) -> str | None:
        zone, _ = clicked
        parts = zone.split(":")
        hand = f"hand:{me}"
        picked = None
        if selected and selected[-1][0] == hand:
            held = display.zones.get(hand, [])
            picked = held[selected[-1][1]] if 0 <= selected[-1][1] < len(held) else None
        if picked is not None:
            if parts[0] == "field" and len(parts) == 3:
                if parts[1] == str(me):
                    return f"defend {picked} {parts[2]}"
                return f"attack {picked} field {parts[1]}:{parts[2]}"
            if parts[0] in ("hand", "resource") and len(parts) == 2 and parts[1] != str(me):
                return f"attack {picked} {parts[0]} {parts[1]}"
        if zone == f"resource:{me}":
            return "take"
        if parts[0] == "field" and len(parts) == 3 and parts[1] == str(me):
            return f"sacrifice {parts[2]}"
        return super().intent(selected, clicked, display, me)

    def instruction(self, legal: Sequence[Action], view: View, name: Callable[[int], str]) -> str:
        kinds = {type(action) for action in legal}
        if kinds == {Draw}:
            return fallback_line(legal)
        if Attack in kinds or Defend in kinds:
            parts = [_("a hand card, then a target: yours to defend, a rival's to attack")]
            return click_line(parts, draw=Draw in kinds, take=Take in kinds)
        if Sacrifice in kinds:
            return click_line(
                [_("your position to sacrifice its top card")], draw=Draw in kinds, take=Take in kinds
            )
        return fallback_line(legal)


def _take(action: Take, display: Display, pile: str) -> Gesture:
    """One's own resource pile takes its card on a click; the button names the card it takes
    (the named one, or the pile's top: the last card, face up)."""
    cards = display.zones.get(pile, [])
    if action.card is not None:
        slot = card_slot(display, pile, action.card) or (pile, WHOLE)
        return (
            whole_zone(action, slot[0], label=_take_words(action.card), key="t")
            if slot[1] == WHOLE
            else onto(action, slot, direct=True, label=_take_words(action.card), key="t")
        )
    top = cards[-1] if cards else None
    return whole_zone(action, pile, label=_take_words(top), key="t")


def _take_words(card: Card | None) -> str:
    return fill(_("Take {card}"), card=symbol(card)) if card is not None else _("Take")
