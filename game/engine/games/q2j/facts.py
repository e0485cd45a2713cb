"""Q Squared Joe's open facts as a typed record (see ``game.engine.facts``)."""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card
from ...facts import ChoiceFact, FactCodec, KnownCardsFact, SeatFact, SeatsFact, WholesFact, record_of
from ...view import View
from .state import Phase

GAME = "q2j"


@dataclass(frozen=True, slots=True)
class Q2JFacts:
    phase: Phase
    leader: int  # who led the deal
    qsq_player: int  # who played the Q Squared being answered; -1: none
    responders: tuple[int, ...] | None  # the seats still to answer it; None: no Q Squared
    finished: tuple[int, ...]  # seats out of cards, first out first
    level: tuple[int, ...] | None  # Countdown: each seat's hand size to deal next; None: not Countdown
    known: tuple[tuple[Card, ...], ...]  # per seat, the cards in its hand everyone has seen

    @staticmethod
    def of(view: View) -> Q2JFacts:
        """``view``'s facts; a ``SetupError`` for another game's view."""
        return record_of(view, Q2JFacts, Q2J_FACTS, GAME)


Q2J_FACTS = FactCodec(
    Q2JFacts,
    phase=ChoiceFact(Phase),
    leader=SeatFact(),
    qsq_player=SeatFact(absent=-1, nobody=-1),
    responders=SeatsFact(absent=None),
    finished=SeatsFact(absent=()),
    level=WholesFact(absent=None),
    known=KnownCardsFact(),
)
