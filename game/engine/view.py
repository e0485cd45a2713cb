"""What one seat may see of a deal."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .cards import Card, cards_text
from .zones import Zone


@dataclass(frozen=True, slots=True)
class View:
    """One seat's knowledge: every zone with ``None`` for each card that seat cannot see.

    ``marks`` holds per-card flags where a game has them (a card turned sideways,
    a base turned face up: each game's own letters). ``public`` holds the game's
    other open facts (phase, who is out, pending draws…) as plain data, for the edges (text,
    messages, a position set up from a view); ``facts`` is the same as the game's own typed
    record, which code reads (``Q2JFacts.of(view)`` and the like). A view rebuilt from plain
    data may carry no record: ``of`` then reads it from ``public``, which is why ``facts`` takes
    no part in comparing views.

    ``places`` are the zones whose faces the seat sees by the rules (``Rules.sees``: its own
    hand, a face-up pile, laid melds…): what ``game.engine.sight`` tells the seat of a change
    by. ``None`` for a view that does not say (one rebuilt from a message: the host has told
    its events already).
    """

    game: str
    variant: str
    seat: int
    players: int
    to_move: int
    turn: int
    over: bool
    winners: tuple[int, ...]
    zones: Mapping[Zone, tuple[Card | None, ...]]
    marks: Mapping[Zone, tuple[str, ...]]
    public: Mapping[str, object]
    # Any, not object: the compiled engine's dataclasses look each annotation up by name in
    # the module, and a bare builtin ``object`` is not there.
    facts: Any = field(default=None, compare=False)
    places: tuple[Zone, ...] | None = field(default=None, compare=False, repr=False)

    def hidden_count(self) -> int:
        return sum(card is None for cards in self.zones.values() for card in cards)

    def visible_cards(self) -> list[Card]:
        return [card for cards in self.zones.values() for card in cards if card is not None]

    def text(self) -> str:
        lines = [f"view of seat {self.seat}: {self.game} ({self.variant}), to move {self.to_move}"]
        for zone in sorted(self.zones, key=str):
            lines.append(f"  {zone}: {cards_text(self.zones[zone])}")
        return "\n".join(lines)
