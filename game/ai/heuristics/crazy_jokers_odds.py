"""Crazy Jokers' contracts as the declaration reads them, by table size: each one's pace in a
race to complete first, its factor when another seat declared it too, and the mean points a
completion scores (the +20 of a joker included).

Written by the command below (do not edit by hand): Medium played 4000 first rounds at each
table size with every seat declaring a contract drawn uniformly.
A seat's chance of completing first is taken as its pace over the sum of the table's paces
(the surest contract's pace 1); a Birthday Wish's pace is multiplied by ``PER_CARD`` for each
card its birthday misses beyond ``MEAN_MISSING`` (``crazy_jokers_birthday``). The numbers are
the most likely ones given who won.

    python -m tools.declarations fit --seats 2,3,4 --rounds 4000 --seed 2024
"""

from typing import Final

from ...engine.games.crazy_jokers.contracts import Contract

MEAN_MISSING: Final = 4.385
PER_CARD: Final = {
    2: 0.359,
    3: 0.177,
    4: 0.235,
}
PACE: Final[dict[int, dict[Contract, float]]] = {
    2: {
        Contract.FULL_FULL_HOUSE: 0.081,
        Contract.FIXED_STRAIGHT: 1.0,
        Contract.BIG_FLUSH: 0.269,
        Contract.FACED_BY_EVENS: 0.267,
        Contract.BIRTHDAY_WISH: 0.277,
        Contract.ODD_MAN_OUT: 0.593,
        Contract.NO_HAND_HAND: 0.251,
    },
    3: {
        Contract.FULL_FULL_HOUSE: 0.092,
        Contract.FIXED_STRAIGHT: 1.0,
        Contract.BIG_FLUSH: 0.237,
        Contract.FACED_BY_EVENS: 0.271,
        Contract.BIRTHDAY_WISH: 0.265,
        Contract.ODD_MAN_OUT: 0.593,
        Contract.NO_HAND_HAND: 0.216,
    },
    4: {
        Contract.FULL_FULL_HOUSE: 0.065,
        Contract.FIXED_STRAIGHT: 1.0,
        Contract.BIG_FLUSH: 0.128,
        Contract.FACED_BY_EVENS: 0.234,
        Contract.BIRTHDAY_WISH: 0.228,
        Contract.ODD_MAN_OUT: 0.495,
        Contract.NO_HAND_HAND: 0.165,
    },
}
SHARED: Final[dict[int, dict[Contract, float]]] = {
    2: {
        Contract.FULL_FULL_HOUSE: 1.0,
        Contract.FIXED_STRAIGHT: 1.0,
        Contract.BIG_FLUSH: 1.0,
        Contract.FACED_BY_EVENS: 1.0,
        Contract.BIRTHDAY_WISH: 1.0,
        Contract.ODD_MAN_OUT: 1.0,
        Contract.NO_HAND_HAND: 1.0,
    },
    3: {
        Contract.FULL_FULL_HOUSE: 1.323,
        Contract.FIXED_STRAIGHT: 1.671,
        Contract.BIG_FLUSH: 1.113,
        Contract.FACED_BY_EVENS: 1.02,
        Contract.BIRTHDAY_WISH: 1.036,
        Contract.ODD_MAN_OUT: 0.529,
        Contract.NO_HAND_HAND: 0.787,
    },
    4: {
        Contract.FULL_FULL_HOUSE: 1.392,
        Contract.FIXED_STRAIGHT: 0.957,
        Contract.BIG_FLUSH: 1.675,
        Contract.FACED_BY_EVENS: 0.982,
        Contract.BIRTHDAY_WISH: 0.875,
        Contract.ODD_MAN_OUT: 0.612,
        Contract.NO_HAND_HAND: 0.857,
    },
}
POINTS: Final[dict[int, dict[Contract, float]]] = {
    2: {
        Contract.FULL_FULL_HOUSE: 68.9,
        Contract.FIXED_STRAIGHT: 69.7,
        Contract.BIG_FLUSH: 61.3,
        Contract.FACED_BY_EVENS: 78.8,
        Contract.BIRTHDAY_WISH: 88.5,
        Contract.ODD_MAN_OUT: 81.4,
        Contract.NO_HAND_HAND: 90.0,
    },
    3: {
        Contract.FULL_FULL_HOUSE: 69.8,
        Contract.FIXED_STRAIGHT: 69.9,
        Contract.BIG_FLUSH: 61.5,
        Contract.FACED_BY_EVENS: 78.1,
        Contract.BIRTHDAY_WISH: 87.8,
        Contract.ODD_MAN_OUT: 81.6,
        Contract.NO_HAND_HAND: 90.0,
    },
    4: {
        Contract.FULL_FULL_HOUSE: 70.6,
        Contract.FIXED_STRAIGHT: 70.3,
        Contract.BIG_FLUSH: 61.9,
        Contract.FACED_BY_EVENS: 79.2,
        Contract.BIRTHDAY_WISH: 88.2,
        Contract.ODD_MAN_OUT: 81.6,
        Contract.NO_HAND_HAND: 90.0,
    },
}
