"""Q Squared Joe NG's open facts as a typed record (see ``game.engine.facts``)."""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card
from ...facts import FactCodec, KnownCardsFact, SeatFact, SeatsFact, record_of
from ...view import View

GAME = "ng"


@dataclass(frozen=True, slots=True)
class NGFacts:
    leader: int  # who led the deal
    out: tuple[int, ...]  # seats eliminated, first out first
    known: tuple[tuple[Card, ...], ...]  # per seat, the cards in its hand everyone has seen

    @staticmethod
    def of(view: View) -> NGFacts:
        """``view``'s facts; a ``SetupError`` for another game's view."""
        return record_of(view, NGFacts, NG_FACTS, GAME)


NG_FACTS = FactCodec(NGFacts, leader=SeatFact(), out=SeatsFact(absent=()), known=KnownCardsFact())
