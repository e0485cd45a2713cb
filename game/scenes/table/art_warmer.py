"""Card pictures drawn ahead, in the frames' spare time.

A card's face is drawn the first time it is shown at a width (1–3 ms each at a large window),
so a new layout — a meld table's cards narrowing as melds are laid, a card reaching a hand of
another size — used to draw a dozen faces in one frame. The warmer draws the faces and backs
of every width the table uses, and of the widths it may use next, a few at a time after a
frame is shown, while that frame has time to spare."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterable

from ...engine.cards import JOKER, STANDARD_52, Card
from ...ui.cards import CardArt


class ArtWarmer:
    """Pictures still to draw, nearest need first; ``work`` draws them while time allows."""

    def __init__(self, art: Callable[[int], CardArt]) -> None:
        self._art = art  # the app's art of a width (kept there, so what is drawn here stays)
        self._queue: deque[tuple[CardArt, Card | None]] = deque()
        # The art each width was planned with: new settings (four colours, letters) or a size
        # the app let go of give a new one, planned again.
        self._planned: dict[int, CardArt] = {}

    @property
    def pending(self) -> int:
        return len(self._queue)

    @property
    def planned(self) -> frozenset[int]:
        """The widths planned so far (drawn once ``pending`` is 0)."""
        return frozenset(self._planned)

    def plan(self, widths: Iterable[int], shown: Iterable[Card]) -> None:
        """Queue each width's back and faces: the cards ``shown`` now first, then the rest of
        the deck (a card not yet seen may be drawn or turned up next). A width planned with
        the same art is not queued again; widths given first are drawn first."""
        cards: list[Card | None] = [None, *dict.fromkeys([*shown, *STANDARD_52, JOKER])]
        for width in dict.fromkeys(widths):
            art = self._art(width)
            if self._planned.get(width) is art:
                continue
            self._planned[width] = art
            self._queue.extend((art, card) for card in cards)

    def work(self, until: float) -> int:
        """Draw queued pictures while ``time.perf_counter()`` is before ``until``; the count drawn."""
        drawn = 0
        while self._queue and time.perf_counter() < until:
            art, card = self._queue.popleft()
            if self._planned.get(art.width) is not art:
                continue  # planned again since (new settings): this art is no longer used
            if card is None:
                art.back()
            else:
                art.face(card)
            drawn += 1
        return drawn
