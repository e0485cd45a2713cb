"""How hard a birthday makes A Birthday Wish: the mean number of cards a random hand misses.

A birthday's seven cards can be easy (seven different ranks) or hard (four kings for a year
with three zeros), so the contract's pace in a race differs from one seat to another. The
measure deals the same fixed hands for every birthday, so two birthdays are compared on
equal luck; it is a yardstick, not play, and uses no seat's generator.
"""

from __future__ import annotations

import datetime
import random
import statistics
from functools import cache

from ...engine.cards import Card, build_deck
from ...engine.games.crazy_jokers.contracts import Contract, progress

# Hands dealt to measure a birthday (enough for about 0.05 cards of spread between runs).
HANDS = 200
# The yardstick's own fixed generator: every birthday meets the same hands.
HANDS_SEED = 28


@cache
def _hands() -> tuple[tuple[Card, ...], ...]:
    deck = build_deck(1, jokers=2)
    rng = random.Random(HANDS_SEED)
    return tuple(tuple(rng.sample(deck, 7)) for _ in range(HANDS))


@cache
def birthday_missing(birthday: datetime.date) -> float:
    """The mean number of cards the yardstick's hands miss for A Birthday Wish on ``birthday``.

    >>> birthday_missing(datetime.date(1948, 6, 2)) < birthday_missing(datetime.date(2000, 1, 1))
    True
    """
    return statistics.fmean(progress(Contract.BIRTHDAY_WISH, hand, birthday).missing for hand in _hands())
