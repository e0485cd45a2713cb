"""The order a player's own hand is shown in: the player's, not the engine's. No pygame here.

The engine keeps each hand in its own order; the table shows the viewer's hand
in the order its player chose: sorted by suit or by rank (one click or key), or
arranged by dragging a card to a new place within the hand. It is display order
only: a card is the same card to the rules wherever it sits, and gestures still
find cards by value. Equal cards (of two decks) are separate places in
the order; which physical copy sits where does not matter to anyone.

What happens when cards come and go (what a player expects from a card table):

- a card that leaves the hand simply closes its gap;
- after a sort, and until the player drags a card, the hand stays sorted: an
  arriving card goes to its sorted place;
- otherwise (the order as dealt, after a drag, or after ``set``) an arriving card
  goes to the right end, where the player sees it come in.

Orders are kept per seat (hot-seat players each keep theirs) and checkpointed by
the table before every move, so an Undo brings back the order the hand had.

The API, for the table and for a game's own arranging (into melds):

- ``arrange(seat, cards)``: the permutation (indices into ``cards``) that shows a
  hand in the seat's order; it also remembers that order.
- ``sort(seat, by)``: sort by ``SortBy.SUIT`` or ``SortBy.RANK`` and keep it sorted.
- ``move(seat, shown, source, target)``: the card shown at ``source`` now goes to
  ``target`` (a drag); the hand stops following a sort.
- ``set(seat, cards, groups)``: show the hand in exactly this order (Arrange: the
  solver's melds side by side). Cards not in the hand are ignored, hand cards left out
  follow at the right end; like a drag, it ends any sort. The table's
  ``TableScene.arrange_hand(cards, groups)`` calls it and redraws the hand at once.
  ``groups`` (each meld, then the rest) are set apart on screen: ``breaks(seat,
  shown)`` says where each starts in the hand as shown. They last while their cards
  are held; a card that arrives is a group of its own at the right end, and a drag or
  a sort ends them.

>>> from game.engine import Card
>>> order = HandOrder()
>>> hand = [Card.parse(c) for c in "QH 2S 10D 2C".split()]
>>> order.sort(0, SortBy.SUIT)
>>> [str(hand[i]) for i in order.arrange(0, hand)]
['2S', 'QH', '2C', '10D']
>>> order.set(0, [Card.parse("2C"), Card.parse("QH")])
>>> drawn = [*hand, Card.parse("AS")]
>>> [str(drawn[i]) for i in order.arrange(0, drawn)]
['2C', 'QH', '2S', '10D', 'AS']
>>> order.set(0, [Card.parse(c) for c in "2S 2C QH".split()], [[Card.parse("2S"), Card.parse("2C")]])
>>> order.breaks(0, [Card.parse(c) for c in "2S 2C QH 10D".split()])
(2,)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from enum import StrEnum

from ..engine import Card

Hand = Sequence[Card | None]
Groups = dict[int, list[list[Card]]]

# Suits alternate colours, so neighbouring groups are easy to tell apart.
SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3}
ACE_HIGH = 14  # aces sort after kings, as most players hold them


class SortBy(StrEnum):
    SUIT = "suit"
    RANK = "rank"


def _rank(card: Card) -> int:
    return ACE_HIGH if card.rank == 1 else card.rank


def sort_key(by: SortBy, card: Card | None) -> tuple[int, int, int]:
    """Where ``card`` goes in a hand sorted ``by``; jokers (and unseen cards) at the right end."""
    if card is None:
        return (2, 0, 0)
    if card.is_joker:
        return (1, 0, 0)
    suit, rank = SUIT_ORDER[card.suit], _rank(card)
    return (0, suit, rank) if by is SortBy.SUIT else (0, rank, suit)


class HandOrder:
    def __init__(self) -> None:
        self._orders: dict[int, list[Card | None]] = {}
        self._sorted: dict[int, SortBy] = {}
        # Groups a hand was set in (a game's arranging: its melds), shown apart.
        self._groups: dict[int, list[list[Card]]] = {}
        self._checkpoints: dict[object, tuple[dict[int, list[Card | None]], dict[int, SortBy], Groups]] = {}

    def sorted_by(self, seat: int) -> SortBy | None:
        """The sort the seat's hand follows, or ``None`` when its player arranged it."""
        return self._sorted.get(seat)

    def order(self, seat: int) -> list[Card | None]:
        """The seat's hand as last shown."""
        return list(self._orders.get(seat, []))

    def arrange(self, seat: int, cards: Hand) -> list[int]:
        """The indices of ``cards`` in the order the seat's player wants them shown."""
        by = self._sorted.get(seat)
        if by is not None:
            result = sorted(range(len(cards)), key=lambda i: sort_key(by, cards[i]))
        else:
            result = _matched(self._orders.get(seat, []), cards)
        self._orders[seat] = [cards[i] for i in result]
        return result

    def sort(self, seat: int, by: SortBy) -> None:
        self._sorted[seat] = by
        self._groups.pop(seat, None)

    def move(self, seat: int, shown: Hand, source: int, target: int) -> None:
        """The card at ``source`` of the hand as ``shown`` moves to ``target``; the rest close up."""
        cards = list(shown)
        if not (0 <= source < len(cards)):
            return
        card = cards.pop(source)
        cards.insert(max(0, min(target, len(cards))), card)
        self._orders[seat] = cards
        self._sorted.pop(seat, None)
        self._groups.pop(seat, None)

    def set(self, seat: int, cards: Sequence[Card], groups: Sequence[Sequence[Card]] = ()) -> None:
        """Show the seat's hand in exactly this order from now on (a game's arranging), the
        ``groups`` (of those cards, in that order) set apart."""
        self._orders[seat] = list(cards)
        self._sorted.pop(seat, None)
        self._groups[seat] = [list(group) for group in groups if group]
        if not self._groups[seat]:
            del self._groups[seat]

    def breaks(self, seat: int, shown: Hand) -> tuple[int, ...]:
        """The places of the hand as ``shown`` where a group starts: each card belongs to the
        first group still holding one like it (equal cards one for one); the cards of none
        (drawn since) make a group of their own. Nothing when the hand was not set in groups."""
        groups = self._groups.get(seat)
        if not groups:
            return ()
        left = [Counter(group) for group in groups]
        found: list[int] = []
        previous = -1
        for place, card in enumerate(shown):
            mine = next(
                (k for k, group in enumerate(left) if card is not None and group[card] > 0), len(left)
            )
            if mine < len(left):
                left[mine][card] -= 1  # type: ignore[index]
            if place and mine != previous:
                found.append(place)
            previous = mine
        return tuple(found)

    # Undo ------------------------------------------------------------------------
    def checkpoint(self, key: object) -> None:
        """Remember every seat's order under ``key`` (the table uses the deal's move number)."""
        groups = {s: [list(g) for g in found] for s, found in self._groups.items()}
        self._checkpoints[key] = ({s: list(o) for s, o in self._orders.items()}, dict(self._sorted), groups)

    def restore(self, key: object) -> None:
        """Go back to the orders remembered under ``key``, if any."""
        found = self._checkpoints.get(key)
        if found is not None:
            orders, sorts, groups = found
            self._orders = {s: list(o) for s, o in orders.items()}
            self._sorted = dict(sorts)
            self._groups = {s: [list(g) for g in kept] for s, kept in groups.items()}

    # Saving -----------------------------------------------------------------------
    def to_data(self) -> dict[int, dict[str, str]]:
        """Plain data for the save: per seat its sort (if the hand follows one) and its order."""
        data: dict[int, dict[str, str]] = {}
        for seat in sorted({*self._orders, *self._sorted}):
            entry = {"order": " ".join(str(card) for card in self._orders.get(seat, []) if card is not None)}
            if seat in self._sorted:
                entry["sort"] = str(self._sorted[seat])
            if seat in self._groups:
                entry["groups"] = " | ".join(" ".join(map(str, group)) for group in self._groups[seat])
            data[seat] = entry
        return data

    @classmethod
    def from_data(cls, data: object) -> HandOrder:
        """Orders read back from a save; whatever cannot be read is left out (the hand shows as dealt)."""
        found = cls()
        if not isinstance(data, dict):
            return found
        for seat, entry in data.items():
            if type(seat) is not int or not isinstance(entry, dict):
                continue
            sort = entry.get("sort")
            if sort in tuple(SortBy):
                found._sorted[seat] = SortBy(sort)
            order = entry.get("order")
            if isinstance(order, str):
                found._orders[seat] = [card for card in map(_card, order.split()) if card is not None]
            groups = entry.get("groups")
            if isinstance(groups, str):
                read = [
                    [c for c in map(_card, group.split()) if c is not None] for group in groups.split("|")
                ]
                if any(read):
                    found._groups[seat] = [group for group in read if group]
        return found


def _card(text: str) -> Card | None:
    try:
        return Card.parse(text)
    except ValueError:
        return None


def _matched(wanted: Sequence[Card | None], cards: Hand) -> list[int]:
    """``cards``' indices following ``wanted`` card by card; cards it lacks follow in their own order.

    Equal cards are matched one for one, so two equal cards keep two places.
    """
    free: dict[Card, list[int]] = {}
    for i, card in enumerate(cards):
        if card is not None:
            free.setdefault(card, []).append(i)
    result: list[int] = []
    for card in wanted:
        places = free.get(card) if card is not None else None
        if places:
            result.append(places.pop(0))
    taken = set(result)
    result.extend(i for i in range(len(cards)) if i not in taken)
    return result
