"""Crazy Jokers' words in the log and banners: the lead's picks, the waste, a blind trade's
offer, cards taken from another hand, a Big Flush laid and broken, and its announcements."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Final

from .....engine.events import Announced, Moved
from .....engine.games.crazy_jokers.events import CrazyJokersAnnouncement
from .....i18n import N_, _, fill, ngettext
from .....i18n.numbers import number
from .....play.grammar import Owned
from ...words.phrases import Phrases, SayZone, Telling, told_by
from ...zone_names import seat_of_zone
from .words import announcement_words

WASTE, PICKED, OFFER = "waste", "picked", "offer"
SHARED = {WASTE: N_("the waste"), PICKED: N_("the lead's picks"), OFFER: N_("the offer")}
_COUNTED: Final = re.compile(r"^(\d+) (steals|picked jokers)$")


class CrazyJokersPhrases(Phrases):
    zone_words: Mapping[str, Owned] = {
        "flush": Owned(N_("{owner}'s Big Flush"), N_("their Big Flush"), N_("your Big Flush"))
    }
    shows_a_hand = frozenset({CrazyJokersAnnouncement.DECLARE, CrazyJokersAnnouncement.FORCE})
    # A joker played to steal, the 2♠ laid to look: the card's own move is not told again.
    tells_its_card = frozenset({CrazyJokersAnnouncement.STEAL, CrazyJokersAnnouncement.FORCE})
    to_the_pile = ("discard", WASTE)
    together = (PICKED,)  # the lead's picks turn up together: they leave the hands at once
    pile_words: Mapping[str, str] = {WASTE: N_("waste"), OFFER: N_("offer"), PICKED: N_("picked")}
    # A contract's line is its name (said as the game names it); a joker or a steal, one of these.
    score_words: Mapping[str, str] = {
        "steal": N_("steal"),
        "picked joker": N_("picked joker"),
        "joker in the hand": N_("joker in the hand"),
    }

    def score_line(self, label: str) -> str | None:
        """The round's steals and picked jokers counted in the player's words.

        >>> PHRASES.score_line("2 steals"), PHRASES.score_line("steal"), PHRASES.score_line("Big Flush")
        ('2 steals', 'steal', None)
        """
        counted = _COUNTED.match(label)
        if counted is None:
            return super().score_line(label)
        count = int(counted.group(1))
        if counted.group(2) == "steals":
            return ngettext("{count} steal", "{count} steals", count).format(count=number(count))
        return ngettext("{count} picked joker", "{count} picked jokers", count).format(count=number(count))

    def shared_zone(self, kind: str) -> str | None:
        return _(SHARED[kind]) if kind in SHARED else None

    def move(self, event: Moved, names: dict[int, str], say_zone: SayZone) -> Telling | None:
        src, dst = str(event.source), str(event.target)
        giver, getter = (names.get(_seat(zone), "") for zone in (src, dst))

        if src.startswith("hand:") and dst == PICKED:
            return told_by(giver, N_("{who} picks {cards} for the lead"), N_("You pick {cards} for the lead"))
        if src.startswith("hand:") and dst == WASTE:
            return told_by(giver, N_("{who} discards {cards}"), N_("You discard {cards}"))
        if dst.startswith("hand:") and src == WASTE:
            return told_by(
                getter, N_("{who} takes {cards} from the waste"), N_("You take {cards} from the waste")
            )
        if dst == OFFER:
            return told_by(giver, N_("{who} offers {cards} face down"), N_("You offer {cards} face down"))
        if src == OFFER:
            return told_by(
                getter, N_("{who} gets {cards} from the offer"), N_("You get {cards} from the offer")
            )
        if src.startswith("hand:") and dst.startswith("hand:"):
            place = say_zone(src, None)
            return told_by(
                getter,
                N_("{who} takes {cards} from {place}"),
                N_("You take {cards} from {place}"),
                place=place,
            )
        if dst.startswith("flush:"):
            return told_by(
                giver, N_("{who} lays {cards} in a Big Flush"), N_("You lay {cards} in a Big Flush")
            )
        if src.startswith("flush:"):
            place = say_zone(src, None)
            return lambda cards, n: fill(
                ngettext(
                    "{cards} goes back from {place} to the hand",
                    "{cards} go back from {place} to the hand",
                    n,
                ),
                cards=cards,
                place=place,
            )
        return None

    def announcement(self, event: Announced, who: str, names: Mapping[int, str]) -> str | None:
        return announcement_words(event, who, names)


def _seat(zone: str) -> int:
    seat = seat_of_zone(zone)
    return -1 if seat is None else seat


PHRASES = CrazyJokersPhrases()
