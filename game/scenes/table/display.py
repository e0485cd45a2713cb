"""What the table shows right now: the viewer's view, changed card by card as animations land.

The engine's state jumps a whole action at a time; the table catches up one
event at a time. This model holds zones as the viewer sees them (``None`` for
a hidden card) and is reset to the authoritative ``rules.view`` whenever the
animations run out, so any drift is corrected at once.
"""

from __future__ import annotations

from ...engine import Card, View


class Display:
    def __init__(self, view: View) -> None:
        self.zones: dict[str, list[Card | None]] = {}
        self.marks: dict[str, list[str]] = {}
        self.public: dict[str, object] = {}
        # A player's own order of a hand (Arrange): display only, kept through every sync.
        self.orders: dict[str, list[Card]] = {}
        self.sync(view)

    def sync(self, view: View) -> None:
        """Become exactly what ``view`` shows."""
        self.zones = {name: list(cards) for name, cards in view.zones.items()}
        self.marks = {name: list(flags) for name, flags in view.marks.items()}
        self.public = dict(view.public)
        for zone, order in self.orders.items():
            if zone in self.zones:
                self.zones[zone] = in_order(self.zones[zone], order)

    def count(self, zone: str) -> int:
        return len(self.zones.get(zone, ()))

    def index_of(self, zone: str, card: Card | None) -> int:
        """Where ``card`` lies in ``zone`` (its last copy), or where a hidden card does; -1 if neither."""
        cards = self.zones.get(zone, [])
        if card is not None:
            for i in range(len(cards) - 1, -1, -1):
                if cards[i] == card:
                    return i
        for i in range(len(cards) - 1, -1, -1):
            if cards[i] is None:
                return i
        return len(cards) - 1

    def take(self, zone: str, card: Card | None) -> int:
        """Remove ``card`` (or a hidden card standing for it) from ``zone``; its index, or -1."""
        cards = self.zones.get(zone)
        if not cards:
            return -1
        index = self.index_of(zone, card)
        cards.pop(index)
        flags = self.marks.get(zone)
        if flags and index < len(flags):
            flags.pop(index)
        return index

    def put(self, zone: str, card: Card | None, index: int | None = None) -> None:
        cards = self.zones.setdefault(zone, [])
        at = len(cards) if index is None or index > len(cards) else index
        cards.insert(at, card)
        flags = self.marks.get(zone)
        if flags is not None:
            flags.insert(at, "")

    def reveal(self, zone: str, card: Card) -> None:
        """Show ``card`` in ``zone`` in place of a hidden card (a lead tie-break, a stopped chain)."""
        cards = self.zones.get(zone)
        if not cards or card in cards:
            return
        for i, seen in enumerate(cards):
            if seen is None:
                cards[i] = card
                return

    def mark(self, zone: str, index: int, flag: str) -> None:
        cards = self.zones.get(zone, [])
        flags = self.marks.setdefault(zone, [""] * len(cards))
        while len(flags) < len(cards):
            flags.append("")
        if 0 <= index < len(flags):
            flags[index] = flag

    def flag(self, zone: str, index: int) -> str:
        flags = self.marks.get(zone)
        if flags and 0 <= index < len(flags):
            return flags[index]
        return ""


def in_order(cards: list[Card | None], order: list[Card]) -> list[Card | None]:
    """``cards`` with those in ``order`` first, as ordered there; the others after, as they were.

    >>> cards = [Card.parse(t) for t in "2C 9S 7S 4H".split()]
    >>> [str(c) for c in in_order(cards, [Card.parse("7S"), Card.parse("9S")])]
    ['7S', '9S', '2C', '4H']
    """
    left = list(cards)
    first: list[Card | None] = []
    for card in order:
        if card in left:
            left.remove(card)
            first.append(card)
    return first + left
