"""Q Squared Joe NG's words: the resource pile, field positions, and cards laid on a position,
taken back from it or taken from one's resource pile."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from .....engine.events import Moved
from .....i18n import N_
from .....play.grammar import Owned
from ...words.phrases import Phrases, SayZone, Telling, told_by

RESOURCE: Final = Owned(N_("{owner}'s resource pile"), N_("their resource pile"), N_("your resource pile"))
POSITION: Final = Owned(
    N_("{owner}'s field position {n}"), N_("their field position {n}"), N_("your field position {n}")
)


FIELD: Final = Owned(N_("{owner}'s field"), N_("their field"), N_("your field"))


class NGPhrases(Phrases):
    zone_words: Mapping[str, Owned] = {"resource": RESOURCE, "field": FIELD}
    pile_words: Mapping[str, str] = {"resource": N_("resource")}

    def zone(self, zone: str, owner: str, own: bool) -> str | None:
        parts = zone.split(":")
        if parts[0] == "field" and len(parts) == 3:
            return POSITION.said(owner, own, n=str(int(parts[2]) + 1))
        return None

    def move(self, event: Moved, names: dict[int, str], say_zone: SayZone) -> Telling | None:
        src, dst = str(event.source), str(event.target)
        mover = event.source.seat if event.source.seat is not None else event.target.seat
        actor = names.get(mover if mover is not None else -1, "")
        if dst.startswith("hand:") and src.startswith("resource:"):
            # "You take … from your resource pile", "Ada takes … from her resource pile".
            pile = RESOURCE.said(actor, True)
            return told_by(
                actor, N_("{who} takes {cards} from {place}"), N_("You take {cards} from {place}"), place=pile
            )
        if dst.startswith("hand:") and src.startswith("field:"):
            place = say_zone(src, mover)
            return told_by(
                actor,
                N_("{who} takes {cards} back from {place}"),
                N_("You take {cards} back from {place}"),
                place=place,
            )
        if src.startswith("hand:") and dst.startswith("field:"):
            place = say_zone(dst, mover)
            return told_by(
                actor, N_("{who} lays {cards} on {place}"), N_("You lay {cards} on {place}"), place=place
            )
        return None


PHRASES = NGPhrases()
