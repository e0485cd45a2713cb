"""Crazy Jokers' words in the log and banners: the lead's picks, the waste, a blind trade's
offer, cards taken from another hand, a Big Flush laid and broken, and its announcements."""

from __future__ import annotations

from collections.abc import Mapping

from .....engine.events import Announced, Moved
from .....engine.games.crazy_jokers.events import CrazyJokersAnnouncement
from ...grammar import says
from ...phrases import Phrases, SayZone
from ...zone_names import seat_of_zone
from .words import announcement_words

WASTE, PICKED, OFFER = "waste", "picked", "offer"


class CrazyJokersPhrases(Phrases):
    zone_words: Mapping[str, str] = {"flush": "Big Flush"}
    shows_a_hand = frozenset({CrazyJokersAnnouncement.DECLARE, CrazyJokersAnnouncement.FORCE})
    # A joker played to steal, the 2♠ laid to look: the card's own move is not told again.
    tells_its_card = frozenset({CrazyJokersAnnouncement.STEAL, CrazyJokersAnnouncement.FORCE})
    to_the_pile = ("discard", WASTE)
    together = (PICKED,)  # the lead's picks turn up together: they leave the hands at once

    def move(self, event: Moved, names: dict[int, str], say_zone: SayZone) -> str | None:
        src, dst = str(event.source), str(event.target)
        giver, getter = (names.get(_seat(zone), "") for zone in (src, dst))
        if src.startswith("hand:") and dst == PICKED:
            return says(giver, "picks") + " {card} for the lead"
        if src.startswith("hand:") and dst == WASTE:
            return says(giver, "discards") + " {card}"
        if dst.startswith("hand:") and src == WASTE:
            return says(getter, "takes") + " {card} from the waste"
        if dst == OFFER:
            return says(giver, "offers") + " {card} face down"
        if src == OFFER:
            return says(getter, "gets") + " {card} from the offer"
        if src.startswith("hand:") and dst.startswith("hand:"):
            return says(getter, "takes") + f" {{card}} from {say_zone(src, None)}"
        if dst.startswith("flush:"):
            return says(giver, "lays") + " {card} in a Big Flush"
        if src.startswith("flush:"):
            return "{card} goes back from " + say_zone(src, None) + " to the hand"
        return None

    def announcement(self, event: Announced, who: str, names: Mapping[int, str]) -> str | None:
        return announcement_words(event, who, names)


def _seat(zone: str) -> int:
    seat = seat_of_zone(zone)
    return -1 if seat is None else seat


PHRASES = CrazyJokersPhrases()
