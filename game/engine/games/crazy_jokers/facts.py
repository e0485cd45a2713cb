"""Crazy Jokers' open facts as a typed record (see ``game.engine.facts``)."""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from ...cards import Card
from ...facts import (
    CardFact,
    CardsFact,
    ChoiceFact,
    DatesFact,
    FactCodec,
    FlagFact,
    MaybeChoicesFact,
    SeatFact,
    SeatMapFact,
    SeatsFact,
    TextFact,
    WholeFact,
    WholesFact,
    record_of,
)
from ...view import View
from .contracts import Contract
from .state import NOBODY, Phase

GAME = "crazy-jokers"


@dataclass(frozen=True, slots=True)
class CrazyJokersFacts:
    phase: Phase
    dealer: int
    leader: int
    mover: int  # whose turn it is in the play (the seat to move may be another: an answer)
    partner: int  # the seat the mover trades or grabs with; -1: none
    contracts: tuple[Contract | None, ...]  # each seat's declared contract, None before it declares
    last: tuple[Contract | None, ...]  # each seat's contract in the round before (barred now)
    birthdays: tuple[datetime.date, ...]  # the days a Birthday Wish may name
    picks: tuple[tuple[int, int], ...]  # this pick round's (seat, hand position from 1)
    picked_cards: tuple[Card, ...]  # the cards turned up for the lead, in the picked zone's order
    contenders: tuple[int, ...]  # the seats still picking for the lead
    proposed: bool  # the mover has proposed a trade this turn
    owed: int  # the seat a 2♠ or a joker took from, who draws after the taker's discard; -1: none
    owed_cards: int  # what ``owed`` draws then: 1 after a 2♠ grab, 2 after a joker steal; 0: none
    waste_by: int  # who laid the waste's top card; -1: none
    taken: Card | None  # the card taken from the waste this turn
    steals: tuple[int, ...]  # each seat's steals this round
    jokers: tuple[int, ...]  # each seat's jokers picked for the lead
    waits: tuple[int, ...]  # each seat's laid Big Flush's turns still to wait; 0: none laid
    points: tuple[int, ...]  # what each seat scores in this round so far
    round: int | None  # the match's round; None in a match's first round with no scores yet
    scores: tuple[int, ...] | None  # the match's totals before this round; None as ``round``
    end: str | None  # why the deal ended; None while it is live
    winners: tuple[int, ...] | None  # who won the deal; None while it is live
    won: str | None  # once over, the winning contract, its value and joker flag, or None

    @staticmethod
    def of(view: View) -> CrazyJokersFacts:
        """``view``'s facts; a ``SetupError`` for another game's view."""
        return record_of(view, CrazyJokersFacts, CRAZY_JOKERS_FACTS, GAME)

    def contract_of(self, seat: int) -> Contract | None:
        return self.contracts[seat] if 0 <= seat < len(self.contracts) else None


CRAZY_JOKERS_FACTS = FactCodec(
    CrazyJokersFacts,
    phase=ChoiceFact(Phase),
    dealer=SeatFact(),
    leader=SeatFact(nobody=NOBODY),
    mover=SeatFact(nobody=NOBODY),
    partner=SeatFact(nobody=NOBODY),
    contracts=MaybeChoicesFact(Contract),
    last=MaybeChoicesFact(Contract),
    birthdays=DatesFact(),
    picks=SeatMapFact(),
    picked_cards=CardsFact(),
    contenders=SeatsFact(),
    proposed=FlagFact(),
    owed=SeatFact(nobody=NOBODY),
    owed_cards=WholeFact(absent=0),
    waste_by=SeatFact(nobody=NOBODY),
    taken=CardFact(),
    steals=WholesFact(),
    jokers=WholesFact(),
    waits=WholesFact(),
    points=WholesFact(),
    round=WholeFact(absent=None),
    scores=WholesFact(absent=None),
    end=TextFact(absent=None),
    winners=SeatsFact(absent=None),
    won=TextFact(absent=None, along="end"),
)
