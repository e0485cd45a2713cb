"""Which of an action's events a seat may see, and with which cards.

The engine says who saw what: ``Moved.shown`` (face up for everyone), ``Revealed.seen_by`` (the
whole table, or its audience). Beyond that a seat may see a card its own view shows just before
or just after the action (its own draw, a card played from its hand). Every other card is blanked:
a ``Moved`` keeps its zones with ``card`` null, and an event that is nothing but a hidden card
(a ``Revealed`` to others, a ``Battle`` of unseen cards, any game's own event about a ``card``
the seat does not see) is not sent at all.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import replace

from ..engine import Card, View
from ..engine import events as ev


def sight(view: View) -> Counter[Card]:
    """Every card ``view`` shows, as a multiset (Quatorze deals two decks)."""
    return Counter(view.visible_cards())


def events_for(seat: int, events: Iterable[ev.Event], before: View | None, after: View) -> list[ev.Event]:
    """``events`` as ``seat`` may see them, given its views either side of the action."""
    seen = sight(after)
    if before is not None:
        seen |= sight(before)
    shown: list[ev.Event] = []
    for event in events:
        if isinstance(event, ev.Moved):
            if event.card is not None and not event.shown and event.card not in seen:
                event = replace(event, card=None)
        elif isinstance(event, ev.Revealed):
            if not event.seen_by(seat):
                continue
        elif isinstance(event, ev.Battle):
            if not (event.attacker in seen and event.defender in seen) and not _revealed(events, event):
                continue
        elif isinstance(card := getattr(event, "card", None), Card) and card not in seen:
            continue  # a game's own event about one card the seat does not see
        shown.append(event)
    return shown


def _revealed(events: Iterable[ev.Event], battle: ev.Battle) -> bool:
    """Whether the same action showed the battle's cards to the whole table."""
    public = {e.card for e in events if isinstance(e, ev.Revealed) and not e.audience}
    public |= {e.card for e in events if isinstance(e, ev.Moved) and e.shown and e.card is not None}
    return all(card in public for card in (battle.attacker, battle.defender))
