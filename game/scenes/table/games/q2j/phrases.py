"""Q Squared Joe's announcements as the banners and the log say them."""

from __future__ import annotations

from collections.abc import Mapping

from .....engine.events import Announced
from .....engine.games.q2j.events import Q2JAnnouncement
from .....i18n import N_
from .....play.grammar import said
from ...words.phrases import Phrases

# Each announcement about another seat and about the table's one person ({count}: a new hand's).
SAID: dict[str, tuple[str, str]] = {
    Q2JAnnouncement.Q_SQUARED: (
        N_("Q Squared! {who} makes the others draw"),
        N_("Q Squared! You make the others draw"),
    ),
    Q2JAnnouncement.JOE: (N_("Joe! {who} answers with a jack"), N_("Joe! You answer with a jack")),
    Q2JAnnouncement.EQUAL_RANK: (N_("Equal rank: {who} draws"), N_("Equal rank: you draw")),
    Q2JAnnouncement.NEW_HAND: (N_("{who} draws a new hand of {count}"), N_("You draw a new hand of {count}")),
}


class Q2JPhrases(Phrases):
    strong = frozenset({Q2JAnnouncement.Q_SQUARED, Q2JAnnouncement.JOE})

    def announcement(self, event: Announced, who: str, names: Mapping[int, str]) -> str | None:
        said_of = SAID.get(event.what)
        if said_of is None:
            return None
        return said(who, *said_of, count=event.detail)


PHRASES = Q2JPhrases()
