"""Quatorze's open facts as a typed record (see ``game.engine.facts``)."""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card
from ...facts import (
    CardFact,
    ChoiceFact,
    FactCodec,
    FlagFact,
    KnownCardsFact,
    SeatFact,
    SeatsFact,
    WholeFact,
    WholesFact,
    record_of,
)
from ...view import View
from .state import Phase

GAME = "quatorze"


@dataclass(frozen=True, slots=True)
class QuatorzeFacts:
    phase: Phase
    round: int  # the match's round, from 1
    dealer: int
    scores: tuple[int, ...]  # running totals before this round
    out_at: int  # the variant's elimination score
    opening: int  # the points a seat's first melds must total
    down: tuple[int, ...]  # seats that have gone down
    pending: int | None  # the mover's melds not yet down, in points; None: none
    taken: Card | None  # the discard's card taken this turn
    must_meld: bool | None  # whether that card must still go into a meld; None: none taken
    laid_off: bool  # the mover added to another seat's meld this turn
    cut_joker: int  # the seat that kept a joker from the cut; -1: none
    known: tuple[tuple[Card, ...], ...]  # per seat, the cards in its hand everyone has seen
    points: tuple[int, ...]  # each seat's points, once the round is over

    @staticmethod
    def of(view: View) -> QuatorzeFacts:
        """``view``'s facts; a ``SetupError`` for another game's view."""
        return record_of(view, QuatorzeFacts, QUATORZE_FACTS, GAME)


QUATORZE_FACTS = FactCodec(
    QuatorzeFacts,
    phase=ChoiceFact(Phase),
    round=WholeFact(),
    dealer=SeatFact(),
    scores=WholesFact(),
    out_at=WholeFact(),
    opening=WholeFact(),
    down=SeatsFact(),
    pending=WholeFact(absent=None),
    taken=CardFact(absent=None),
    must_meld=FlagFact(absent=None),
    laid_off=FlagFact(absent=False),
    cut_joker=SeatFact(absent=-1, nobody=-1),
    known=KnownCardsFact(),
    points=WholesFact(absent=()),
)
