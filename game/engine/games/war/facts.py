"""War's open facts as a typed record: who leads the deal and how that was decided, and the
seats out of play in the order they went out. Views carry them as plain data (the codec's);
``WarFacts.of(view)`` reads them back for code that wants attributes."""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import SetupError
from ...facts import FactCodec, SeatFact, SeatsFact, TextFact
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
        if view.game != GAME:
            raise SetupError(f"a view of {view.game!r} has no War facts")
        return WAR_FACTS.decode(view.public, view.players)


WAR_FACTS = FactCodec(WarFacts, leader=SeatFact(), lead_by=TextFact(), out=SeatsFact())
