"""Quatorze's actions as clicks. A meld is laid from a selection (the table's meld composer,
``table.QuatorzeTable``), so it has no gesture here; the discard pile's top is taken with a
click, and one card goes onto a meld or the discard pile."""

from __future__ import annotations

from .....engine import Action
from .....engine.games.quatorze.actions import Add, Discard, Lay, Swap, Take, TakeBack
from .....i18n import _
from ...display import Display
from ...gestures import WHOLE, Gesture, button, card_slot, no_gesture, onto

DISCARD = "discard"


def quatorze_gesture(action: Action, display: Display, me: int) -> Gesture | None:
    """How ``action`` is made with the mouse; ``None`` for one the shared defaults make."""
    hand = f"hand:{me}"
    if isinstance(action, Take):
        top = display.count(DISCARD) - 1
        return Gesture(
            action, ((DISCARD, top if top >= 0 else WHOLE),), direct=True, button=_("Take"), key="t"
        )
    if isinstance(action, TakeBack):
        return button(action, _("Take back"), key="t")
    if isinstance(action, Discard):
        slot = card_slot(display, hand, action.card)
        return onto(action, slot, (DISCARD, WHOLE)) if slot is not None else no_gesture(action)
    if isinstance(action, Add | Swap):
        slot = card_slot(display, hand, action.card)
        return onto(action, slot, (str(action.target), WHOLE)) if slot is not None else no_gesture(action)
    if isinstance(action, Lay):
        return no_gesture(action)
    return None
