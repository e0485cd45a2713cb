"""Quatorze's own figures for the statistics (see ``game.engine.figures``): its round points
(lower is better), its best round and the rounds a player went out."""

from __future__ import annotations

from typing import Final

from ...figures import Combine, Figure, GameFigures, PlayedRound, figure_words


def gone_out(played: PlayedRound) -> int | None:
    """1 when the seat went out (alone or all at once), 0 otherwise (the turn cap's fewest
    cards in hand is no going out)."""
    if played.seat >= len(played.result.items):
        return None  # a round read back without its score lines: not known
    return int(
        played.won
        and any(item.label in ("went out", "all at once") for item in played.result.items[played.seat])
    )


def round_points(played: PlayedRound) -> int | None:
    return played.points


FIGURES: Final = GameFigures(
    (
        Figure("round-points", figure_words("Points a round: {value}"), round_points, Combine.MEAN),
        Figure("best-round", figure_words("Best round: {value}"), round_points, Combine.LEAST),
        Figure("gone-out", figure_words("Rounds gone out: {value}"), gone_out),
    ),
    best_match=Combine.LEAST,  # the lowest total
)
