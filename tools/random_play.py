"""A game played by seeded random legal moves to the end of a chosen deal, left unscored, for a
private table to score and show as a player reaches it (the screenshots' score sheets, the
score-sheet tests)."""

from __future__ import annotations

import random

from game.play.session import Session


def to_deal_end(session: Session, rounds: int, seed: int) -> int:
    """Seeded random legal moves until the end of deal ``rounds`` (left unscored), or of the
    match's last deal; every earlier round scored and the next dealt. The rounds played."""
    moves = random.Random(seed)
    for number in range(1, rounds + 1):
        while not session.over:
            session.apply(moves.choice(session.legal()))
        if number == rounds:
            return number
        session.finish_round()
        if session.match_over:
            return number
        session.next_round()
    return rounds
