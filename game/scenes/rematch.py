"""A rematch's deal number, shared by the score sheet's New deal and the host's Play again."""

from __future__ import annotations


def next_seed(seed: int) -> int:
    """A rematch's deal number: a fixed step from the last one (no unseeded randomness).

    >>> next_seed(0), next_seed(1) != next_seed(2)
    (12345, True)
    """
    return (seed * 1103515245 + 12345) % 1_000_000
