"""War's open facts as a typed record: who leads the deal and how that was decided, and the
seats out of play in the order they went out. Views carry the record (and its plain form, the codec's);
``WarFacts.of(view)`` gives it to code that reads facts."""

from __future__ import annotations

from dataclasses import dataclass

from ...facts import FactCodec, SeatFact, SeatsFact, TextFact, record_of
from ...view import View

GAME = "war"


@dataclass(frozen=True, slots=True)
class WarFacts:
    leader: int  # the seat that led the deal
    lead_by: str  # how the lead was decided ("more cards", "card 2", "given"…)
    out: tuple[int, ...]  # seats out of play, first out first

    @staticmethod
    def of(view: View) -> WarFacts:
        """``view``'s facts as War's record; a ``SetupError`` for another game's view."""
        return record_of(view, WarFacts, WAR_FACTS, GAME)


WAR_FACTS = FactCodec(WarFacts, leader=SeatFact(), lead_by=TextFact(), out=SeatsFact())
