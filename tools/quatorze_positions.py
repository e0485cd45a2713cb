"""Quatorze positions with melds on the table, for the screenshots and the frame benchmark.

Medium bots play deals forward until enough melds are down and the given seat
is to move: about to draw, or (``composing``) after its draw with a meld to lay.
"""

from __future__ import annotations

import random

from game.ai import make_bot
from game.engine import make_rules
from game.engine.games.quatorze.actions import Lay
from game.engine.games.quatorze.facts import QuatorzeFacts
from game.engine.games.quatorze.state import Phase
from game.engine.options import Variant
from game.play.seats import SeatConfig
from game.play.session import Session


def _ready(session: Session, melds: int, seat: int, composing: bool) -> bool:
    state = session.state
    laid = sum(1 for zone in session.rules.zones(state) if str(zone).startswith("meld:"))
    if laid < melds or state.to_move != seat:
        return False
    if composing:
        return any(isinstance(action, Lay) for action in session.legal())
    return QuatorzeFacts.of(session.view(seat)).phase is Phase.DRAW


def session_with_melds(
    variant: Variant, seats: list[SeatConfig], melds: int, seat: int = 0, composing: bool = False
) -> Session:
    """A session where ``seat`` is to move with at least ``melds`` melds down (deals tried in turn)."""
    rules = make_rules(variant)
    bot = make_bot("medium", rules)
    for seed in range(1, 300):
        session = Session(variant, rules, seats, seed)
        rng = random.Random(seed)
        while not session.state.over:
            if _ready(session, melds, seat, composing):
                return session
            mover = session.state.to_move
            session.apply(bot.decide(session.view(mover), session.legal(), rng).action)
    raise RuntimeError(f"no deal reached {melds} melds")
