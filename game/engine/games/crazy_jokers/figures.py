"""Crazy Jokers' own figures for the statistics (see ``game.engine.figures``): each contract
declared, and completed (the round won with it), drawn as the game's chart."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ...figures import Figure, GameFigures, PlayedRound, figure_words
from .contracts import Contract
from .words import CONTRACT_NAMES


def declared(played: PlayedRound) -> str | None:
    """The contract the seat declared in the round (None: none)."""
    contracts = played.result.carried.get("contracts")
    if isinstance(contracts, list | tuple) and played.seat < len(contracts):
        contract = contracts[played.seat]
        return None if contract is None else str(contract)
    return None


def _declared(contract: Contract) -> Callable[[PlayedRound], int | None]:
    return lambda played: int(declared(played) == contract.value)


def _completed(contract: Contract) -> Callable[[PlayedRound], int | None]:
    return lambda played: int(played.won and declared(played) == contract.value)


def _figures() -> tuple[Figure, ...]:
    made: list[Figure] = []
    for contract in Contract:
        name = CONTRACT_NAMES[contract].removeprefix("the ")
        # Drawn as bars only: a bar's words are the contract's name (the same in every language).
        made.append(
            Figure(f"{contract.value}-declared", "", _declared(contract), bar=name, series="declared")
        )
        made.append(
            Figure(f"{contract.value}-completed", "", _completed(contract), bar=name, series="completed")
        )
    return tuple(made)


FIGURES: Final = GameFigures(
    _figures(),
    chart=figure_words("Crazy Jokers contracts"),
    series=(figure_words("declared"), figure_words("completed")),
)
