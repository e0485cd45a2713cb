"""Q Squared Joe War's words: one's own pile, a card turned up from it, a field card exhausted
or recovered (and turned on the table)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from .....engine.events import Event, Moved
from .....engine.games.war.events import Turned
from .....i18n import N_
from .....play.grammar import Owned, said
from ...animation import Step
from ...choreography import TurnStep
from ...words.phrases import Phrases, SayZone, Telling, told_by
from ...words.sentences import card_words

FIELD: Final = Owned(N_("{owner}'s field"), N_("their field"), N_("your field"))


class WarPhrases(Phrases):
    zone_words: Mapping[str, Owned] = {
        "pile": Owned(N_("{owner}'s pile"), N_("their pile"), N_("your pile")),
        "field": FIELD,
    }
    draw_kinds = ("stock", "pile")
    pile_words: Mapping[str, str] = {"pile": N_("pile")}

    def move(self, event: Moved, names: dict[int, str], say_zone: SayZone) -> Telling | None:
        src, dst = str(event.source), str(event.target)
        if src.startswith("pile:") and dst.startswith("field:"):
            who = names.get(event.source.seat or 0, "")
            return told_by(who, N_("{who} turns up {cards}"), N_("You turn up {cards}"))
        return None

    def event(self, event: Event, names: dict[int, str]) -> str | None:
        if isinstance(event, Turned):
            who = names.get(event.zone.seat or 0, "")
            card = card_words(event.card)
            if event.state == "exhausted":
                return said(who, N_("{who} exhausts {card}"), N_("You exhaust {card}"), card=card)
            return said(who, N_("{who} recovers {card}"), N_("You recover {card}"), card=card)
        return None

    def steps(self, event: Event) -> list[Step] | None:
        if isinstance(event, Turned):
            flag = "x" if event.state == "exhausted" else ""
            return [TurnStep(0.25, None, zone=str(event.zone), index=event.index, flag=flag)]
        return None


PHRASES = WarPhrases()
