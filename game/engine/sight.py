"""What one seat is told of a change: secrecy decided by where each card lies and passes.

Each game says which places a seat sees the faces in (``Rules.sees``: its own hand, a face-up
pile, laid melds…), and a view carries them (``View.places``). A seat is told a moved card only
when the move is ``shown`` to everyone, or the card leaves a place the seat saw just before the
change, or lands in one it sees just after. A ``Revealed`` reaches its audience only. A
``Battle``, or a game's own event about one card, is sent only when each card it names is in
sight: its place seen, or the same change showing that card from that place (a ``shown`` move
out of it, a reveal there to this seat), or, for a battle, the card lying face up on top of its
place in the seat's view just before. Otherwise a ``Moved`` keeps its zones with ``card`` blank
and the other events are not sent at all.

Never by comparing cards: with two decks, two jokers or a reshuffled pile, a card equal to the
one moved may lie in sight anywhere. Telling less than a seat could work out is allowed; more
never is.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card
from .events import Battle, Event, Moved, Revealed
from .view import View
from .zones import SharedKind, Zone


def in_sight(view: View, zone: Zone) -> bool:
    """Whether ``view``'s seat sees the faces in ``zone`` (``False`` for a view that does not
    say which places it sees).

    >>> from game.engine.zones import STOCK, hand_zone
    >>> view = View("any", "any", 0, 2, 0, 0, False, (), {}, {}, {}, places=(hand_zone(0),))
    >>> in_sight(view, hand_zone(0)), in_sight(view, hand_zone(1)), in_sight(view, STOCK)
    (True, False, False)
    """
    places = view.places
    return places is not None and zone in places


def told(seat: int, events: Sequence[Event], before: View | None, after: View) -> list[Event]:
    """``events`` as ``seat`` may be told them, given its views just before and just after the
    change (``before`` is ``None`` for a deal: its places are read from ``after``)."""
    saw = after if before is None else before
    shown = _shown(seat, events)
    met: set[Zone] = set()  # the places a battle of this change has already reached
    result: list[Event] = []
    for event in events:
        if isinstance(event, Moved):
            card = event.card
            if (
                card is not None
                and not event.shown
                and not in_sight(saw, event.source)
                and not in_sight(after, event.target)
            ):
                event = Moved(None, event.source, event.target, False)
        elif isinstance(event, Revealed):
            if not event.seen_by(seat):
                continue
        elif isinstance(event, Battle):
            seen = _battle_card(event.attacker, event.attacker_zone, saw, shown, met) and _battle_card(
                event.defender, event.defender_zone, saw, shown, met
            )
            met.add(event.attacker_zone)
            met.add(event.defender_zone)
            if not seen:
                continue
        else:
            card = getattr(event, "card", None)
            if isinstance(card, Card):
                zone = getattr(event, "zone", None)
                if not isinstance(zone, Zone):
                    continue  # a card with no place: nothing says this seat saw it
                if not (in_sight(saw, zone) or in_sight(after, zone) or (card, zone) in shown):
                    continue
        result.append(event)
    return result


def _shown(seat: int, events: Sequence[Event]) -> set[tuple[Card, Zone]]:
    """The cards the change shows ``seat`` in the places they lay: moved face up out of them, or
    revealed there to this seat."""
    shown: set[tuple[Card, Zone]] = set()
    for event in events:
        if isinstance(event, Moved):
            if event.shown and event.card is not None:
                shown.add((event.card, event.source))
        elif isinstance(event, Revealed) and event.seen_by(seat):
            shown.add((event.card, event.zone))
    return shown


def _battle_card(card: Card, zone: Zone, saw: View, shown: set[tuple[Card, Zone]], met: set[Zone]) -> bool:
    """Whether a battle's ``card``, from ``zone``, is in sight of ``saw``'s seat: its place seen,
    the change showing it from there, or (the first battle there this change, not in a hand) the card
    face up on top of the place in the view before."""
    if in_sight(saw, zone) or (card, zone) in shown:
        return True
    if zone in met or zone.kind == SharedKind.HAND:
        return False  # deeper in the place than the view before shows, or a hand (no top)
    lying = saw.zones.get(zone, ())
    return bool(lying) and lying[-1] is card
