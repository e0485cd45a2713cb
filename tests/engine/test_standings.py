"""Standings in the knock-out games: cap winners and finishing order."""

from __future__ import annotations

from game.engine.standings import knockout_result, most_cards

CARDS = {0: 3, 1: 7, 2: 7, 3: 0}


def test_the_most_cards_win_and_ties_share() -> None:
    assert most_cards([0, 1, 2], CARDS.__getitem__) == (1, 2)
    assert most_cards([0, 3], CARDS.__getitem__) == (0,)


def test_the_order_is_winners_then_by_count_then_the_last_out_first() -> None:
    # Seat 2 won; 0 and 1 are still in play; 3 went out first, then 4.
    counts = {0: 3, 1: 5, 2: 1}
    result = knockout_result((2,), [0, 1, 2], counts.__getitem__, out=[3, 4])
    assert result.placings == (2, 1, 0, 4, 3)
    assert result.winners == (2,) and result.eliminated == ()
