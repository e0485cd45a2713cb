"""What the table shows right now: the viewer's view, changed card by card as animations land.

The engine's state jumps a whole action at a time; the table catches up one
event at a time. This model holds zones as the viewer sees them (``None`` for
a hidden card) and is reset to the authoritative ``rules.view`` whenever the
animations run out, so any drift is corrected at once.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine import Card, View

# Given a zone and its cards, the order to show them in (indices), or None for the view's own.
Arranger = Callable[[str, list[Card | None]], list[int] | None]
# Given a zone and its cards as shown, the places that start a new group (a game's arranging into melds).
Grouper = Callable[[str, list[Card | None]], tuple[int, ...]]


class Display:
    def __init__(self, view: View, arrange: Arranger | None = None, group: Grouper | None = None) -> None:
        self.zones: dict[str, list[Card | None]] = {}
        self.marks: dict[str, list[str]] = {}
        self.public: dict[str, object] = {}
        self.view = view  # the view last synced: its facts record, for the game's adapter
        # Where a zone's groups start (``Grouper``), drawn apart: kept with the cards as they move.
        self.breaks: dict[str, tuple[int, ...]] = {}
        self.group = group
        # Whose move the shown view stands at: the session's own moves on before the animations land.
        self.to_move = view.to_move
        # The player's own hand order (``hand_order``): applied whenever a zone's cards change.
        self.arrange = arrange
        self.sync(view)

    def sync(self, view: View) -> None:
        """Become exactly what ``view`` shows (each zone in its arranged order)."""
        # The table keys its places by zone name (``str(zone)``).
        self.zones = {str(zone): list(cards) for zone, cards in view.zones.items()}
        self.marks = {str(zone): list(flags) for zone, flags in view.marks.items()}
        self.public = dict(view.public)
        self.view = view
        self.to_move = view.to_move
        self.breaks = {}
        for name in self.zones:
            self.rearrange(name)

    def rearrange(self, zone: str) -> None:
        """Put ``zone``'s cards (and their marks) in the order the arranger asks for."""
        cards = self.zones.get(zone)
        if self.arrange is None or cards is None:
            return
        order = self.arrange(zone, cards)
        if order is None:
            return
        self.zones[zone] = [cards[i] for i in order]
        flags = self.marks.get(zone)
        if flags is not None and len(flags) == len(cards):
            self.marks[zone] = [flags[i] for i in order]
        self.regroup(zone)

    def regroup(self, zone: str) -> None:
        """Where ``zone``'s groups start now, after its cards changed."""
        cards = self.zones.get(zone)
        found = () if self.group is None or cards is None else self.group(zone, cards)
        if found:
            self.breaks[zone] = found
        else:
            self.breaks.pop(zone, None)

    def breaks_of(self, zone: str) -> tuple[int, ...]:
        return self.breaks.get(zone, ())

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
        self.regroup(zone)
        return index

    def put(self, zone: str, card: Card | None, index: int | None = None) -> None:
        cards = self.zones.setdefault(zone, [])
        at = len(cards) if index is None or index > len(cards) else index
        cards.insert(at, card)
        flags = self.marks.get(zone)
        if flags is not None:
            flags.insert(at, "")
        if index is None:
            self.rearrange(zone)  # an arriving card finds its place in the player's order
        else:
            self.regroup(zone)

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
