"""A game's words at the table: its zones, moves, announcements and own events as the log and
the banners say them, its score lines as the score sheet says them, and how its own events are
animated.

The shared log (``log``) and choreography (``choreography``) say what every game shares (a draw
from the stock, a card onto the discard pile, a battle, a win) and ask the game's ``Phrases``
(``TableAdapter.phrases``) for the rest. Each default says nothing of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from ....engine.events import Announced, Event, Moved
from ....i18n import _
from ....play.grammar import said

if TYPE_CHECKING:
    from ....play.grammar import Owned
    from ..animation import Step

# A zone as a player says it ("Basil's hand", "their pile", "the stock"); the seat given is the
# one the sentence is about (its own zones are "their").
SayZone = Callable[[str, int | None], str]
# A move told with its cards' words and their count ("Ada lays {cards} on …"): the cards are
# given once for everyone and once more for the seats that know them.
Telling = Callable[[str, int], str]


def told_by(who: str, other: str, you: str, /, **fields: str) -> Telling:
    """A move told about the seat ``who`` (``grammar.said``'s two forms, ``{cards}`` filled in
    when the cards' words are known)."""
    return lambda cards, _count: said(who, other, you, cards=cards, **fields)


class Phrases:
    # The game's own kinds of a seat's zone as players say them (beside the hand).
    zone_words: Mapping[str, Owned] = {}
    # Announcements that stand out in the log and play the winning sound.
    strong: frozenset[str] = frozenset()
    # Announcements that show their player cards no one else sees (told with those cards).
    shows_a_hand: frozenset[str] = frozenset()
    # Announcements that tell the card their player put down first (not told again as a move).
    tells_its_card: frozenset[str] = frozenset()
    # Where a discarded card goes.
    to_the_pile: tuple[str, ...] = ("discard",)
    # The zone kinds a card is drawn from (the draw sound).
    draw_kinds: tuple[str, ...] = ("stock",)
    # Zones whose cards leave their places together (a lead picked by every seat at once).
    together: tuple[str, ...] = ()
    # The game's own piles as their labels name them (marked N_), beside "stock" and "discard".
    pile_words: Mapping[str, str] = {}
    # The game's own score lines (``ScoreItem.label``: the engine's English, kept in the match's
    # record) in the player's words, marked N_.
    score_words: Mapping[str, str] = {}

    def score_line(self, label: str) -> str | None:
        """A score line of the game's own as the player reads it ("doubled", « doublé »), else
        ``None`` (the score sheet then says the label as it is, translated where it is a word
        of the catalog, as a contract's name)."""
        return _(self.score_words[label]) if label in self.score_words else None

    def shared_zone(self, kind: str) -> str | None:
        """A zone of the game's own that no seat owns ("the waste"), else ``None``."""
        return None

    def zone(self, zone: str, owner: str, own: bool) -> str | None:
        """A seat's zone said the game's own way ("Basil's field position 2"; ``own``: the
        sentence is about its owner), else ``None``."""
        return None

    def move(self, event: Moved, names: dict[int, str], say_zone: SayZone) -> Telling | None:
        """A move of the game's own, told given its cards' words, or ``None`` for the shared
        words."""
        return None

    def announcement(self, event: Announced, who: str, names: Mapping[int, str]) -> str | None:
        """A banner (and log line) for the game's own announcement, or ``None``."""
        return None

    def event(self, event: Event, names: dict[int, str]) -> str | None:
        """A log line for the game's own event (not a move, an announcement or a shared event)."""
        return None

    def steps(self, event: Event) -> list[Step] | None:
        """The animation of the game's own event, or ``None``."""
        return None


SHARED_PHRASES = Phrases()
