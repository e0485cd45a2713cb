"""Standings for the games that knock seats out: who leads on a count of cards, and the
finishing order of a deal."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .rules import RoundResult


def most_cards(in_play: Sequence[int], count: Callable[[int], int]) -> tuple[int, ...]:
    """The seats in play with the highest ``count`` (ties share)."""
    most = max(count(seat) for seat in in_play)
    return tuple(seat for seat in in_play if count(seat) == most)


def knockout_result(
    winners: tuple[int, ...], in_play: Sequence[int], count: Callable[[int], int], out: Sequence[int]
) -> RoundResult:
    """Winners first, then the others still in play by ``count``, then the last out first."""
    others = sorted((seat for seat in in_play if seat not in winners), key=lambda seat: -count(seat))
    return RoundResult(placings=(*winners, *others, *reversed(out)), eliminated=(), winners=winners)
