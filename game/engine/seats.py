"""Turn order: who plays next when some seats have left the deal.

>>> next_in_play(3, 4, out=())
0
>>> next_in_play(0, 4, out=[1, 2])
3
>>> next_in_play(2, 3, out=[0, 1])
2
"""

from __future__ import annotations

from collections.abc import Collection


def next_in_play(seat: int, players: int, out: Collection[int]) -> int:
    """The next seat clockwise after ``seat`` that is not ``out``; ``seat`` itself if none is."""
    if not out:
        return (seat + 1) % players
    for step in range(1, players + 1):
        candidate = (seat + step) % players
        if candidate not in out:
            return candidate
    return seat
