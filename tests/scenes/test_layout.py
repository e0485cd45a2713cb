"""The table's layout: for every variant, seat count and window size, everything fits and nothing overlaps.

Regions are every zone (with room for the cards it may come to hold), every
name plate and label, the status line, the tool buttons, the message line
(banners, refusals, hints) and the move buttons. The check here is written
out on its own rather than calling the layout's own ``problems``. Only games with a
table (``GameEntry.at_table``) are laid out; the games left out are named below.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import MIN_SIZE
from game.engine import entries, make_rules
from game.scenes.table.adapter import adapter_for
from game.scenes.table.layout import Layout, LayoutPlan, compute_layout
from game.variants.catalog import load_catalog

SIZES = [MIN_SIZE, (1280, 720), (1280, 800), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440)]
CATALOG = load_catalog([])


def plan_of(variant_id: str) -> LayoutPlan:
    """Where the variant's game places its zones (its table adapter's layout plan)."""
    return adapter_for(make_rules(CATALOG.get(variant_id))).layout_plan


TABLES = [
    (variant.id, players)
    for variant in CATALOG.variants.values()
    for players in range(variant.min_players, variant.max_players + 1)
]


def zones_of(variant_id: str, players: int) -> list[str]:
    variant = CATALOG.get(variant_id)
    rules = make_rules(variant)
    return [str(zone) for zone in rules.view(rules.new_state(players, 5), 0).zones]


def faults(layout: Layout, zones: list[str]) -> list[str]:
    found = [f"{zone} has no place" for zone in zones if zone not in layout.zones]
    regions = layout.regions()
    table = layout.table
    for name, rect in regions.items():
        inside = table.left <= rect.left and rect.right <= table.right
        inside = inside and table.top <= rect.top and rect.bottom <= table.bottom
        if not inside:
            found.append(f"{name} {rect} is not inside the table {table}")
        if rect.colliderect(layout.log):
            found.append(f"{name} runs under the Moves panel")
    names = sorted(regions)
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            a, b = regions[first], regions[second]
            if a.left < b.right and b.left < a.right and a.top < b.bottom and b.top < a.bottom:
                found.append(f"{first} {a} overlaps {second} {b}")
    return found


@pytest.mark.parametrize(("variant_id", "players"), TABLES)
def test_every_region_fits_and_none_overlaps(variant_id: str, players: int) -> None:
    zones = zones_of(variant_id, players)
    # A meld game's table is laid out as the table scene lays it (melds in front of each seat).
    extras = adapter_for(make_rules(CATALOG.get(variant_id)))
    melds = extras.meld_sizes(dict.fromkeys(zones, ()))
    for size in SIZES:
        for card_size in ("small", "medium", "large"):
            layout = compute_layout(size, zones, players, 0, card_size, melds, extras.layout_plan)
            problems = faults(layout, zones)
            assert not problems, f"{variant_id} at {players} seats, {size}, {card_size} cards: {problems[:4]}"
            assert layout.main_width >= 30, f"{variant_id} {players} {size}: cards {layout.main_width}px wide"


def test_the_check_finds_a_region_under_the_moves_panel() -> None:
    zones = zones_of("q2j-ng", 4)
    layout = compute_layout((1280, 800), zones, 4, 0, plan=plan_of("q2j-ng"))
    rightmost = max(layout.labels, key=lambda name: layout.labels[name].right)
    layout.labels[rightmost] = layout.labels[rightmost].move(
        layout.table.right - layout.labels[rightmost].x - 5, 0
    )
    assert any("Moves panel" in fault for fault in faults(layout, zones))


def test_ng_positions_are_labelled_for_every_seat() -> None:
    layout = compute_layout((1280, 800), zones_of("q2j-ng", 4), 4, 0, plan=plan_of("q2j-ng"))
    assert {f"position:{seat}:{p}" for seat in range(4) for p in range(5)} <= set(layout.labels)


def test_regions_are_rects() -> None:
    layout = compute_layout((1280, 800), zones_of("q2j", 6), 6, 0)
    assert all(isinstance(rect, pygame.Rect) and rect.width > 0 for rect in layout.regions().values())


def test_every_game_is_laid_out() -> None:
    laid_out = {CATALOG.get(variant_id).game for variant_id, _ in TABLES}
    assert laid_out == {found.name for found in entries()}
