"""What a round's score sheet tells of the deal just ended, beyond the match's records: why the
deal ended, the cards each seat still held, and the sole winner's hand laid down as it won.

The records (``RoundRecord``: placings, points, turns) go to every seat; this goes only where
every card may be read: a private table's sheet (a host listening on no port, whose every link
is this program's own window: ``round``'s private fields). It is worked out once, here, from the
deal as it ended (``told_of``, at the host), and sent as it is.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Card
from ..engine.match import RoundRecord
from ..engine.zones import SharedKind
from .session import Session


@dataclass(frozen=True, slots=True)
class RoundTold:
    """``end``: the engine's end reason (``State.end_reason``); ``held``: by match seat, the
    cards it still held when the deal ended, its hand first (None: not dealt in); ``laid``: the
    sole winner's hand laid down as it won (``Rules.laid_down``; empty when it went out)."""

    end: str
    held: tuple[tuple[Card, ...] | None, ...]
    laid: tuple[tuple[Card, int | None], ...] = ()


def told_of(session: Session, record: RoundRecord) -> RoundTold:
    """The deal ``session`` has just ended (recorded as ``record``), as its score sheet tells it."""
    state, rules = session.state, session.rules
    in_round = session.match.seats_in_round
    zones = rules.zones(state)
    held: list[tuple[Card, ...] | None] = []
    for seat in range(len(session.seats)):
        if seat not in in_round:
            held.append(None)
            continue
        deal_seat = in_round.index(seat)
        owned = sorted((z for z in zones if z.seat == deal_seat), key=lambda z: z.kind != SharedKind.HAND)
        held.append(tuple(card for zone in owned for card in zones[zone]))
    winners = record.winners  # match seats
    sole = len(winners) == 1 and winners[0] in in_round
    laid = tuple(rules.laid_down(state, in_round.index(winners[0]))) if sole else ()
    return RoundTold(state.end_reason or "", tuple(held), laid)
