"""Q Squared Joe's adapter: a hand card onto the discard pile, two queens for Q Squared, a jack
to answer one, and the lines that say so."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence

from .....engine import Action, View
from .....engine.actions import Draw, Pass
from .....engine.games.q2j.actions import Joe, Play, QSquared
from .....engine.games.q2j.facts import Q2JFacts
from .....engine.games.q2j.state import Phase
from .....i18n import _, fill
from ...adapter import TableAdapter
from ...display import Display
from ...gestures import WHOLE, Gesture, Slot, card_slot, onto
from ...words.instructions import KEYS, fallback_line
from ...words.sentences import symbol
from .phrases import PHRASES

DISCARD: Slot = ("discard", WHOLE)


class Q2JTable(TableAdapter):
    phrases = PHRASES

    def gesture(self, action: Action, display: Display, me: int, names: Mapping[int, str]) -> Gesture:
        hand = f"hand:{me}"
        if isinstance(action, Play | Joe):
            card = action.card if isinstance(action, Play) else action.jack
            slot = card_slot(display, hand, card)
            if slot is not None:
                label = fill(_("Joe {card}"), card=symbol(card)) if isinstance(action, Joe) else None
                return onto(action, slot, DISCARD, direct=True, label=label)
        if isinstance(action, QSquared):
            under, top = card_slot(display, hand, action.under), card_slot(display, hand, action.top)
            if under is not None and top is not None:
                # Both orders are legal actions, so each gets its button: the player picks the top queen.
                label = fill(_("Q Squared, {card} on top"), card=symbol(action.top))
                return Gesture(action, (under, top), direct=True, button=label)
        return super().gesture(action, display, me, names)

    def intent(self, selected: list[Slot], clicked: Slot, display: Display, me: int) -> str | None:
        zone, index = clicked
        hand = f"hand:{me}"
        cards = display.zones.get(zone, [])
        card = cards[index] if 0 <= index < len(cards) else None
        picked = None
        if selected and selected[-1][0] == hand:
            held = display.zones.get(hand, [])
            picked = held[selected[-1][1]] if 0 <= selected[-1][1] < len(held) else None
        if picked is not None and zone == hand and card is not None:
            if picked.rank == 12 and card.rank == 12 and picked != card:
                return f"qsq {picked} {card}"
            return f"play {card}"
        if picked is not None and zone == "discard":
            return f"play {picked}"
        if zone == hand and card is not None:
            return f"play {card}"
        return super().intent(selected, clicked, display, me)

    def seats_out(self, view: View) -> Collection[int]:
        return Q2JFacts.of(view).finished  # out of cards: their game is over

    def instruction(self, legal: Sequence[Action], view: View, name: Callable[[int], str]) -> str:
        kinds = {type(action) for action in legal}
        if Q2JFacts.of(view).phase is Phase.RESPOND:
            return _respond(legal, view, name)
        if Pass in kinds:
            drawn = next((action for action in legal if isinstance(action, Play)), None)
            pair = QSquared in kinds  # a drawn second queen (option drawn_q_squared)
            if drawn is None:
                if pair:
                    return _("Your drawn queen makes a pair: click both queens for Q Squared, or keep it (P)")
                return _("The card you drew cannot be played: keep it (P)")
            if pair:
                words = _(
                    "You drew the {card}: click it to play it, both queens for Q Squared, or keep it (P)"
                )
                return fill(words, card=symbol(drawn.card))
            return fill(
                _("You drew the {card}: click it to play it, or keep it (P)"), card=symbol(drawn.card)
            )
        if kinds == {Draw}:
            return fallback_line(legal)
        if QSquared in kinds:
            return _("Click a gold card to play it · two queens: click both for Q Squared")
        if Play in kinds:
            return fill(_("Click a gold card to play it, or drag it · {keys}"), keys=_(KEYS))
        return fallback_line(legal)


def _respond(legal: Sequence[Action], view: View, name: Callable[[int], str]) -> str:
    """After someone's Q Squared: rule 7 lets a jack answer it; otherwise one draws."""
    player = Q2JFacts.of(view).qsq_player
    who = name(player) if player >= 0 else _("Someone")
    jacks = [symbol(action.jack) for action in legal if isinstance(action, Joe)]
    if jacks:
        words = _("{who} played Q Squared: answer with a jack ({jacks}: a Joe) or draw (D)")
        return fill(words, who=who, jacks=", ".join(jacks))
    return fill(_("{who} played Q Squared: you hold no jack to answer with, so draw (D)"), who=who)
