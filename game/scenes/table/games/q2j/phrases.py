"""Q Squared Joe's announcements as the banners and the log say them."""

from __future__ import annotations

from collections.abc import Mapping

from .....engine.events import Announced
from .....engine.games.q2j.events import Q2JAnnouncement
from ...grammar import says
from ...phrases import Phrases


class Q2JPhrases(Phrases):
    strong = frozenset({Q2JAnnouncement.Q_SQUARED, Q2JAnnouncement.JOE})

    def announcement(self, event: Announced, who: str, names: Mapping[int, str]) -> str | None:
        words: dict[str, str] = {
            Q2JAnnouncement.Q_SQUARED: f"Q Squared! {says(who, 'makes')} the others draw",
            Q2JAnnouncement.JOE: f"Joe! {says(who, 'answers')} with a jack",
            Q2JAnnouncement.EQUAL_RANK: f"Equal rank: {says(who, 'draws')}",
            Q2JAnnouncement.NEW_HAND: f"{says(who, 'draws')} a new hand of {event.detail}",
        }
        return words.get(event.what)


PHRASES = Q2JPhrases()
