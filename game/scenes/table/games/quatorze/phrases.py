"""Quatorze's announcements as the banners and the log say them."""

from __future__ import annotations

from collections.abc import Mapping

from .....engine.events import Announced
from .....engine.games.quatorze.events import QuatorzeAnnouncement
from ...grammar import says
from ...phrases import Phrases


class QuatorzePhrases(Phrases):
    def announcement(self, event: Announced, who: str, names: Mapping[int, str]) -> str | None:
        if event.what == QuatorzeAnnouncement.DOWN:
            return f"{says(who, 'goes')} down with {event.detail}"
        if event.what == QuatorzeAnnouncement.ALL_AT_ONCE:
            return f"{says(who, 'goes')} down and out at once: −60, the others' hands count double"
        if event.what == QuatorzeAnnouncement.CUT:
            return says(who, "cuts") + (" a joker and keeps it" if event.detail == "joker" else "")
        return None


PHRASES = QuatorzePhrases()
