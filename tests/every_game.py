"""Every registered game, as a test about every game reads it: from the registry, never from
a list of the games written by hand, so a sixth game is covered the day it registers.

A test that needs data of each game (a golden, a sample, a table size) keeps it by game name and
reads it with ``data_for``, which fails, naming what to add and where, for a registered game
that has none; never a silent skip.

>>> names()[:2], base_variants()[:2], widest_variants()[:2], seats_for("q2j-war", 3)
(['q2j', 'war'], ['q2j', 'q2j-war'], ['q2j', 'q2j-war-4'], 2)
>>> data_for("war", {"war": 4}, "a table size", "SIZES in this test")
4
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

import pytest

from game.engine import entries, game_names
from game.variants import load_catalog

T = TypeVar("T")


def names() -> list[str]:
    """Every registered game's name, in menu order."""
    return game_names()


def base_variants() -> list[str]:
    """Each registered game's own variant (its ``base_variant``), in menu order."""
    return [found.base_variant for found in entries()]


def seats_for(variant_id: str, most: int) -> int:
    """``most`` seats, or fewer where the variant seats fewer (a table size a test can afford
    at every game)."""
    return min(most, load_catalog().get(variant_id).max_players)


def widest_variants() -> list[str]:
    """Each registered game's variant with the most seats (the first in the catalog on a tie):
    every game's largest table."""
    catalog = load_catalog()
    return [max(catalog.for_game(name), key=lambda variant: variant.max_players).id for name in names()]


def data_for(game: str, data: Mapping[str, T], what: str, where: str) -> T:
    """``data[game]``; a failure telling the game's author to add ``what`` to ``where`` when
    the game has none (a game the test has not heard of is a gap, not a pass)."""
    if game not in data:
        pytest.fail(f"the game {game!r} is registered but has no {what}: add it to {where}", pytrace=False)
    return data[game]
