"""Quatorze positions with melds on the table, for the screenshots and the frame benchmark.

Medium bots play a deal forward until enough melds are down and the given seat
is about to draw.
"""

from __future__ import annotations

import random

from game.ai import make_bot
from game.scenes.table.seats import SeatConfig
from game.scenes.table.session import Session


def session_with_melds(
    catalog_variant: object, rules: object, seats: list[SeatConfig], melds: int, seat: int = 0, seed: int = 1
) -> Session:
    """A session at a turn start of ``seat`` with at least ``melds`` melds down (trying seeds in turn)."""
    for attempt in range(seed, seed + 200):
        session = Session(catalog_variant, rules, seats, attempt)  # type: ignore[arg-type]
        rng = random.Random(attempt)
        bot = make_bot("medium", session.rules)
        for _ in range(2000):
            state = session.state
            if state.over:
                break
            laid = sum(1 for zone in session.rules.zones(state) if zone.startswith("meld:"))
            if laid >= melds and state.to_move == seat and session.view(seat).public.get("phase") == "draw":
                return session
            mover = state.to_move
            session.apply(bot.decide(session.view(mover), session.legal(), rng).action)
    raise RuntimeError(f"no deal reached {melds} melds")
