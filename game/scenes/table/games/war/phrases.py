"""Q Squared Joe War's words: one's own pile, a card turned up from it, a field card exhausted
or recovered (and turned on the table)."""

from __future__ import annotations

from collections.abc import Mapping

from .....engine.events import Event, Moved
from .....engine.games.war.events import Turned
from ...animation import Step
from ...choreography import TurnStep
from ...grammar import says
from ...log import card_words
from ...phrases import Phrases, SayZone


class WarPhrases(Phrases):
    zone_words: Mapping[str, str] = {"pile": "pile"}
    draw_kinds = ("stock", "pile")

    def move(self, event: Moved, names: dict[int, str], say_zone: SayZone) -> str | None:
        src, dst = str(event.source), str(event.target)
        if src.startswith("pile:") and dst.startswith("field:"):
            return says(names.get(event.source.seat or 0, ""), "turns") + " up {card}"
        return None

    def event(self, event: Event, names: dict[int, str]) -> str | None:
        if isinstance(event, Turned):
            who = names.get(event.zone.seat or 0, "")
            verb = "exhausts" if event.state == "exhausted" else "recovers"
            return f"{says(who, verb)} {card_words(event.card)}"
        return None

    def steps(self, event: Event) -> list[Step] | None:
        if isinstance(event, Turned):
            flag = "x" if event.state == "exhausted" else ""
            return [TurnStep(0.25, None, zone=str(event.zone), index=event.index, flag=flag)]
        return None


PHRASES = WarPhrases()
