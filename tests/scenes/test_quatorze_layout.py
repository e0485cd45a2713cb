"""The Quatorze table's geometry: every seat count at the two common window sizes, with a full
table of melds, fits without overlaps; each seat's melds stay together in front of it; every
hand card shows its rank corner."""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest

from game.app import MIN_SIZE
from game.scenes.table.games.quatorze.meld_layout import MELD_STEP, PLAN, MeldGeom, meld_width, smallest_meld
from game.scenes.table.games.quatorze.table import stand_in_tag
from game.scenes.table.layout import READABLE_HAND, Layout, compute_layout, layout_at
from game.scenes.text import text

SIZES = [MIN_SIZE, (1280, 720), (1920, 1080)]  # the smallest window the game allows, and two common ones
CORNER = 0.21  # of a card's width: the rank and suit index in its top-left corner


def full_table(players: int, melds_each: int = 5) -> tuple[list[str], dict[str, int]]:
    """Hands of 15 and 14 cards and ``melds_each`` melds per seat, runs of 3 to 7 cards."""
    melds = {f"meld:{seat}:{k}": 3 + (seat + k) % 5 for seat in range(players) for k in range(melds_each)}
    hands = [f"hand:{seat}" for seat in range(players)]
    return [*hands, "stock", "discard", *melds], melds


def owner_groups(layout: Layout) -> dict[int, pygame.Rect]:
    groups: dict[int, pygame.Rect] = {}
    for name, geom in layout.zones.items():
        if isinstance(geom, MeldGeom):
            seat = int(name.split(":")[1])
            rect = geom.reserved()
            groups[seat] = groups[seat].union(rect) if seat in groups else rect
    return groups


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_full_table_of_melds_fits(players: int, size: tuple[int, int]) -> None:
    zones, melds = full_table(players)
    for viewer in (0, players - 1):
        layout = compute_layout(size, zones, players, viewer, "medium", melds=melds, plan=PLAN)
        assert layout.problems() == [], layout.problems()[:4]
        groups = owner_groups(layout)
        assert set(groups) == set(range(players))
        for seat, rect in groups.items():
            assert layout.table.contains(rect)
            for other, other_rect in groups.items():
                if other != seat:
                    assert not rect.colliderect(other_rect), f"seat {seat}'s melds run into seat {other}'s"
        # The viewer's melds lie between the piles' row and the viewer's own plate.
        assert groups[viewer].bottom <= layout.seats[viewer].plate.top


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", [2, 6])
def test_every_card_of_a_fifteen_card_hand_shows_its_rank(players: int, size: tuple[int, int]) -> None:
    zones, melds = full_table(players)
    layout = compute_layout(size, zones, players, 0, "medium", melds=melds, plan=PLAN)
    hand = layout.zones["hand:0"]
    spots = hand.spots(15)
    steps = [b.x - a.x for a, b in pairwise(spots)]
    assert min(steps) >= CORNER * hand.width, (min(steps), hand.width)
    if size != SIZES[0]:  # at the smallest window six seats leave 37 px cards; the corners still show
        assert hand.width >= 60  # a hand card stays big enough to read


def test_a_meld_shows_every_cards_corner_and_its_last_card_whole() -> None:
    geom = MeldGeom("meld:0:0", "meld", 100, 100, 40, step=int(40 * MELD_STEP), room=8)
    spots = geom.spots(7)
    steps = {b.x - a.x for a, b in pairwise(spots)}
    assert len(steps) == 1 and CORNER * 40 <= steps.pop() < 40  # one overlapped group, corners showing
    assert spots[-1].x + 20 - (spots[0].x - 20) == meld_width(7, 40)


def test_melds_grow_to_the_right_as_cards_are_added() -> None:
    zones, melds = full_table(4, melds_each=2)
    before = compute_layout((1920, 1080), zones, 4, 0, melds=melds, plan=PLAN).zones["meld:0:0"]
    grown = compute_layout((1920, 1080), zones, 4, 0, melds={**melds, "meld:0:0": 9}, plan=PLAN).zones[
        "meld:0:0"
    ]
    assert grown.spots(9)[0].x == before.spots(3)[0].x
    assert grown.area(9).right > before.area(3).right


def test_more_melds_than_room_shrink_the_meld_cards_not_the_check() -> None:
    zones, melds = full_table(6, melds_each=3)
    few = compute_layout((1280, 720), zones, 6, 0, melds=melds, plan=PLAN)
    zones, melds = full_table(6, melds_each=7)
    many = compute_layout((1280, 720), zones, 6, 0, melds=melds, plan=PLAN)
    assert many.problems() == []
    assert many.zones["meld:1:0"].width < few.zones["meld:1:0"].width


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_sort_buttons_sit_beside_the_viewers_plate_clear_of_every_card(
    players: int, size: tuple[int, int]
) -> None:
    zones, melds = full_table(players)
    layout = compute_layout(size, zones, players, 0, "medium", melds=melds, plan=PLAN)
    sorter = layout.sorter
    assert sorter.width > 0, "a Quatorze hand can be sorted by suit or rank like any other"
    assert layout.table.contains(sorter)
    assert not sorter.colliderect(layout.seats[0].plate)
    for name, geom in layout.zones.items():
        assert not sorter.colliderect(geom.reserved()), f"the sort buttons cover {name}"


@pytest.mark.parametrize("melds_each", [1, 3])
def test_with_room_to_spare_meld_cards_are_nearly_as_large_as_the_hand(melds_each: int) -> None:
    """Two seats on 1920×1080 leave each seat's meld area mostly empty: its meld cards grow to at
    least 90% of the viewer's hand cards (they were drawn at the opponents' small row width)."""
    zones, melds = full_table(2, melds_each)
    layout = compute_layout((1920, 1080), zones, 2, 0, "medium", melds=melds, plan=PLAN)
    hand = layout.zones["hand:0"].width
    for name in melds:
        assert layout.zones[name].width >= 0.9 * hand, (name, layout.zones[name].width, hand)
    assert layout.problems() == []


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_hand_grows_with_the_window_while_the_table_is_bare(players: int) -> None:
    """Before anyone goes down a large window shows a large hand (it stayed near 77 px at every
    size while its leaning end cards were not counted)."""
    zones, melds = full_table(players, 0)
    widths = {size: compute_layout(size, zones, players, 0, melds=melds, plan=PLAN).zones["hand:0"].width
              for size in [(1280, 720), (1920, 1080), (2560, 1440)]}  # fmt: skip
    assert widths[(1920, 1080)] >= 1.3 * widths[(1280, 720)], widths
    assert widths[(2560, 1440)] >= 1.8 * widths[(1280, 720)], widths


@pytest.mark.parametrize("players", [4, 6])
def test_a_crowded_table_trades_hand_size_for_readable_melds(players: int) -> None:
    """Five melds a seat: the hand gives way (down to READABLE_HAND, no further), and every meld
    is larger than with the bare table's hand."""
    size = (1600, 900)
    zones, melds = full_table(players, 0)
    bare = compute_layout(size, zones, players, 0, melds=melds, plan=PLAN)
    zones, melds = full_table(players, 5)
    crowded = compute_layout(size, zones, players, 0, melds=melds, plan=PLAN)
    hand = crowded.zones["hand:0"].width
    assert READABLE_HAND <= hand < bare.zones["hand:0"].width
    big_hand = layout_at(size, zones, players, 0, bare.main_width, melds, PLAN)
    assert smallest_meld(crowded, 0) > smallest_meld(big_hand, 0)
    assert crowded.problems() == []


EDGES = [MIN_SIZE, (1920, 1080), (2560, 1440)]  # the smallest window, the common largest, and beyond
BAND_CLEAR = 20  # pixels at 1920x1080 (more on a larger window) between opponents' melds and the piles


def distance(a: pygame.Rect, b: pygame.Rect) -> int:
    """The shortest way across the free room between two rects (0 when they touch or overlap)."""
    across = max(0, b.left - a.right, a.left - b.right)
    down = max(0, b.top - a.bottom, a.top - b.bottom)
    return max(across, down)


@pytest.mark.parametrize("size", EDGES, ids=[f"{w}x{h}" for w, h in EDGES])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("melds_each", [1, 3, 5])
def test_the_opponents_melds_stand_clear_of_the_piles_and_the_players_melds(
    players: int, size: tuple[int, int], melds_each: int
) -> None:
    """At two seats on 1024x600 the opponent's melds came within 8 pixels of the stock and the
    discard (a lit stock's glow nearly touched them): a clear band now parts the opponents'
    melds from the middle row, the piles, their labels and the player's own melds."""
    zones, melds = full_table(players, melds_each)
    for viewer in (0, players - 1):
        layout = compute_layout(size, zones, players, viewer, "medium", melds=melds, plan=PLAN)
        assert layout.problems() == [], layout.problems()[:4]
        middle = {name: layout.zones[name].reserved() for name in ("stock", "discard")}
        middle |= {name: rect for name, rect in layout.labels.items() if name.startswith("label:")}
        middle |= {name: geom.reserved() for name, geom in layout.zones.items()
                   if name.startswith(f"meld:{viewer}:")}  # fmt: skip
        for name, geom in layout.zones.items():
            if not isinstance(geom, MeldGeom) or name.startswith(f"meld:{viewer}:"):
                continue
            for other, rect in middle.items():
                gap = distance(geom.reserved(), rect)
                assert gap >= layout.px(BAND_CLEAR), f"{name} is {gap}px from {other} at {size}"


READABLE = 34  # a meld card this wide (47 tall) shows its corner's rank and suit clear of its pips


@pytest.mark.parametrize("card_size", ["small", "medium", "large"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_meld_of_a_table_gone_down_reads(players: int, size: tuple[int, int], card_size: str) -> None:
    """Three melds a seat, as going down with 51 usually lays, runs of three to seven cards: at four
    seats on 1024x600 the opponents' melds were 25 pixels wide (35 tall), their corners a blur of
    pips. Every meld is now at least READABLE wide; the hand gives way for it, not past 45 px
    and never to less than the melds."""
    zones, melds = full_table(players, 3)
    for viewer in (0, players - 1):
        layout = compute_layout(size, zones, players, viewer, card_size, melds=melds, plan=PLAN)
        assert layout.problems() == [], layout.problems()[:4]
        assert smallest_meld(layout, 0) >= READABLE, (smallest_meld(layout, 0), layout.main_width)
        assert layout.main_width >= max(45, smallest_meld(layout, 0))


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_a_jokers_stand_in_tag_stays_on_its_meld(players: int, size: tuple[int, int]) -> None:
    """The tag naming what a joker stands for ("10♦") sat half past a narrow meld card's left edge
    at six seats on 1024x600, over the gap to the next seat's column: it now stays on the card's
    side of its meld, wherever in the meld the joker lies."""
    pygame.font.init()
    zones, melds = full_table(players, 3)
    layout = compute_layout(size, zones, players, 0, "medium", melds=melds, plan=PLAN)
    label = text("10♦", layout.px(13), (255, 255, 255), bold=True).get_size()
    for name, count in melds.items():
        for spot in layout.zones[name].spots(count):
            tag = stand_in_tag(spot.rect(), label)
            assert tag.left > spot.rect().left, f"{name} at {size}: tag {tag} past its card {spot.rect()}"
