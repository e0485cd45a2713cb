"""Quatorze's announcements as the banners and the log say them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from .....engine.events import Announced
from .....engine.games.quatorze.events import QuatorzeAnnouncement
from .....i18n import N_
from .....play.grammar import Owned, said
from ...words.phrases import Phrases

# A meld on the table, by the seat that laid it: "Ada's meld", « la combinaison d’Ada ».
MELD: Final = Owned(N_("{owner}'s meld"), N_("their meld"), N_("your meld"))


class QuatorzePhrases(Phrases):
    zone_words: Mapping[str, Owned] = {"meld": MELD}
    score_words: Mapping[str, str] = {
        "all at once": N_("all at once"),
        "fewest in hand": N_("fewest in hand"),
        "went out": N_("went out"),
        "doubled": N_("doubled"),
    }

    def announcement(self, event: Announced, who: str, names: Mapping[int, str]) -> str | None:
        if event.what == QuatorzeAnnouncement.DOWN:
            return said(
                who, N_("{who} goes down with {points}"), N_("You go down with {points}"), points=event.detail
            )
        if event.what == QuatorzeAnnouncement.ALL_AT_ONCE:
            return said(
                who,
                N_("{who} goes down and out at once: −60, the others' hands count double"),
                N_("You go down and out at once: −60, the others' hands count double"),
            )
        if event.what == QuatorzeAnnouncement.CUT and event.detail == "joker":
            return said(who, N_("{who} cuts a joker and keeps it"), N_("You cut a joker and keep it"))
        if event.what == QuatorzeAnnouncement.CUT:
            return said(who, N_("{who} cuts"), N_("You cut"))
        return None


PHRASES = QuatorzePhrases()
