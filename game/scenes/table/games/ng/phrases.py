"""Q Squared Joe NG's words: the resource pile, field positions, and cards laid on a position,
taken back from it or taken from one's resource pile."""

from __future__ import annotations

from collections.abc import Mapping

from .....engine.events import Moved
from ...grammar import says
from ...phrases import Phrases, SayZone


class NGPhrases(Phrases):
    zone_words: Mapping[str, str] = {"resource": "resource pile"}

    def zone(self, zone: str, owner: str) -> str | None:
        parts = zone.split(":")
        if parts[0] == "field" and len(parts) == 3:
            return f"{owner}field position {int(parts[2]) + 1}"
        return None

    def move(self, event: Moved, names: dict[int, str], say_zone: SayZone) -> str | None:
        src, dst = str(event.source), str(event.target)
        mover = event.source.seat if event.source.seat is not None else event.target.seat
        actor = names.get(mover if mover is not None else -1, "")
        if dst.startswith("hand:") and src.startswith("resource:"):
            own = "your" if actor == "You" else "their"  # "You take … from your resource pile"
            return says(actor, "takes") + f" {{card}} from {own} resource pile"
        if dst.startswith("hand:") and src.startswith("field:"):
            return says(actor, "takes") + f" {{card}} back from {say_zone(src, mover)}"
        if src.startswith("hand:") and dst.startswith("field:"):
            return says(actor, "lays") + f" {{card}} on {say_zone(dst, mover)}"
        return None


PHRASES = NGPhrases()
