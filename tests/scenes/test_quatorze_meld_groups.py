"""Each Quatorze meld reads as one group: the space between two melds in a row is clearly wider
than the space between a meld's own first and second cards (the newcomer's review read
"Q♠ | Q♥ Q♦" where one set of three queens lay, since both spaces were a few pixels)."""

from __future__ import annotations

import pytest

from game.app import MIN_SIZE
from game.scenes.table.games.quatorze.meld_layout import PLAN, MeldGeom
from game.scenes.table.layout import compute_layout

SIZES = [MIN_SIZE, (1280, 800), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_space_between_melds_is_wider_than_inside_one(players: int, size: tuple[int, int]) -> None:
    melds = {f"meld:{seat}:{k}": 3 + k % 3 for seat in range(players) for k in range(3)}
    zones = [*(f"hand:{seat}" for seat in range(players)), "stock", "discard", *melds]
    layout = compute_layout(size, zones, players, 0, "medium", melds=melds, plan=PLAN)
    pairs = 0
    for seat in range(players):
        row = [layout.zones[f"meld:{seat}:{k}"] for k in range(3)]
        for (left, count), right in zip(((geom, melds[geom.zone]) for geom in row), row[1:], strict=False):
            assert isinstance(left, MeldGeom) and isinstance(right, MeldGeom)
            if left.cy != right.cy:
                continue  # the next meld starts a new row
            first, second = (spot.rect() for spot in left.spots(count)[:2])
            inside = second.left - first.right
            between = right.area(1).left - left.area(count).right
            assert between >= max(10, 4 * inside), f"seat {seat} at {size}: {between} px between melds"
            pairs += 1
    assert pairs, "no two melds shared a row"
