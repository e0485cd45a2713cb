"""The viewer's hand stays readable and clickable from 5 to 20 cards at every window size.

Readable: each card's rank corner (the top-left index, rank over suit) is not
covered by any card drawn after it. What covers what is read from the card
pictures as the table blits them (pygame's own rotation, each picture's mask),
not from the layout's arithmetic. Clickable: a click on that corner finds that
card. The window sizes are the smallest the game allows, 1280x720 and 1920x1080.
"""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest

from game.app import MIN_SIZE
from game.engine import Card, View, make_rules
from game.engine.zones import Zone
from game.scenes.table.adapter import adapter_for
from game.scenes.table.display import Display
from game.scenes.table.layout import LIFT, LayoutPlan, Spot, card_height, compute_layout
from game.scenes.table.pointer import hit_test, slot_center
from game.ui.cards import CardArt
from game.variants.catalog import load_catalog

SIZES = [MIN_SIZE, (1280, 720), (1920, 1080)]
HAND_SIZES = range(5, 21)
CATALOG = load_catalog([])


def plan_of(variant_id: str) -> LayoutPlan:
    """Where the variant's game places its zones (its table adapter's layout plan)."""
    return adapter_for(make_rules(CATALOG.get(variant_id))).layout_plan


# Hand-only tables of every size, and a table with fields (NG), where the hand sits lower.
TABLES = [("quatorze", 2), ("quatorze", 4), ("quatorze", 6), ("q2j-classic", 5), ("q2j-ng", 2)]
# Inside the printed index (it spans about 0.035-0.205 of the width across and
# 0.07-0.37 down, see game/ui/cards.py), as fractions of the card's width.
CORNER_X = (0.05, 0.12, 0.19)
CORNER_Y = (0.09, 0.16, 0.23, 0.30, 0.35)
DECK = [Card(rank, suit) for suit in "SHDC" for rank in range(1, 14)]


def zones_of(variant_id: str, players: int) -> list[str]:
    """The names of the zones a deal has (the table lays zones out by name)."""
    rules = make_rules(CATALOG.get(variant_id))
    return [str(zone) for zone in rules.view(rules.new_state(players, 5), 0).zones]


def display_with_hand(zones: list[str], count: int) -> Display:
    cards: dict[Zone, tuple[Card | None, ...]] = {Zone.parse(zone): () for zone in zones}
    cards[Zone.parse("hand:0")] = tuple(DECK[:count])
    view = View("test", "test", 0, 2, 0, 0, False, (), cards, {}, {})
    return Display(view)


class Drawn:
    """One card as the renderer blits it: its turned picture, where, and its opaque pixels."""

    def __init__(self, art: CardArt, spot: Spot, card: Card, lift: int = 0) -> None:
        image = art.rotated(card, spot.angle) if spot.angle else art.face(card)
        self.spot = spot
        self.rect = image.get_rect(center=(spot.x, spot.y - lift))
        self.mask = pygame.mask.from_surface(image)

    def covers(self, point: tuple[int, int]) -> bool:
        if not self.rect.collidepoint(point):
            return False
        return bool(self.mask.get_at((point[0] - self.rect.x, point[1] - self.rect.y)))

    def corner_points(self) -> list[tuple[int, int]]:
        """Points of the rank corner on screen: turned with the card about its centre."""
        w = self.spot.width
        h = card_height(w)
        points = []
        for fx in CORNER_X:
            for fy in CORNER_Y:
                # pygame turns pictures anticlockwise on screen: a clockwise Vector2 turn in y-down space.
                offset = pygame.math.Vector2(fx * w - w / 2, fy * w - h / 2).rotate(-self.spot.angle)
                points.append((round(self.spot.x + offset.x), round(self.spot.y + offset.y)))
        return points


CASES = [(table, size) for table in TABLES for size in SIZES]


@pytest.mark.parametrize(("table", "size"), CASES, ids=[f"{t[0]}-{t[1]}-{s[0]}x{s[1]}" for t, s in CASES])
def test_every_rank_corner_shows_and_a_click_there_finds_its_card(
    table: tuple[str, int], size: tuple[int, int]
) -> None:
    zones = zones_of(*table)
    layout = compute_layout(size, zones, table[1], 0, plan=plan_of(table[0]))
    geom = layout.zones["hand:0"]
    art = CardArt(geom.width)
    for count in HAND_SIZES:
        display = display_with_hand(zones, count)
        spots = geom.spots(count)
        drawn = [Drawn(art, spot, card) for spot, card in zip(spots, DECK, strict=False)]
        for i, card in enumerate(drawn):
            corner = card.corner_points()
            assert all(card.covers(p) for p in corner), f"{count} cards: corner {i} is off its own card"
            hidden = [p for p in corner if any(later.covers(p) for later in drawn[i + 1 :])]
            assert not hidden, f"{size}, {count} cards: card {i}'s rank corner is covered at {hidden}"
            # Nor when the cards after it are lifted (chosen for a meld, say).
            lifted = [Drawn(art, later.spot, DECK[0], LIFT) for later in drawn[i + 1 :]]
            hidden = [p for p in corner if any(later.covers(p) for later in lifted)]
            assert not hidden, f"{size}, {count} cards: card {i}'s corner is under a lifted card at {hidden}"
            for point in corner:
                hit = hit_test(layout, display, ["hand:0"], point, set())
                assert hit == ("hand:0", i), f"{size}, {count} cards: a click at {point} found {hit}, not {i}"
            aim = slot_center(layout, display, ("hand:0", i))
            assert hit_test(layout, display, ["hand:0"], aim, set()) == ("hand:0", i)
        room = geom.reserved()
        for card in drawn:
            assert room.contains(card.rect), (
                f"{size}, {count} cards: {card.rect} leaves the hand's room {room}"
            )
        assert layout.table.contains(room)


@pytest.mark.parametrize(
    ("size", "count", "rows"), [((1280, 720), 15, 1), ((1920, 1080), 20, 1), (MIN_SIZE, 20, 2)]
)
def test_a_hand_takes_a_second_row_only_when_short_of_width(
    size: tuple[int, int], count: int, rows: int
) -> None:
    geom = compute_layout(size, zones_of("quatorze", 4), 4, 0).zones["hand:0"]
    assert len({spot.y for spot in geom.spots(count)} if rows > 1 else {geom.rows(count)}) == rows


def test_rows_are_read_left_to_right_then_top_to_bottom() -> None:
    zones = zones_of("quatorze", 4)
    geom = compute_layout(MIN_SIZE, zones, 4, 0).zones["hand:0"]
    spots = geom.spots(20)
    assert geom.rows(20) == 2
    top, bottom = spots[:10], spots[10:]
    assert all(a.x < b.x for a, b in pairwise(top))
    assert all(a.x < b.x for a, b in pairwise(bottom))
    assert top[0].y < bottom[0].y


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("table", [("q2j", 4), ("quatorze", 2), ("quatorze", 6)])
def test_room_for_a_long_hand_costs_no_card_size_on_a_common_screen(
    table: tuple[str, int], size: tuple[int, int]
) -> None:
    """Medium cards stand 18% of the window's height (the settings' promise); the hand's room
    and the sort buttons fit without shrinking them."""
    layout = compute_layout(size, zones_of(*table), table[1], 0, plan=plan_of(table[0]))
    assert card_height(layout.main_width) >= 0.175 * size[1], layout.main_width


@pytest.mark.parametrize("angle", [-15, -5, 10])
def test_a_turned_cards_highlight_hugs_its_picture(angle: int) -> None:
    """The outline of a chosen card in a fanned hand turns with it: just outside the picture at
    every corner, where a straight box round a turned card stands off it and crosses its
    neighbours' outlines."""
    spot = Spot(200, 200, angle, 80)
    drawn = Drawn(CardArt(80), spot, DECK[0])
    outline = spot.outline(2)
    centre = pygame.math.Vector2(spot.x, spot.y)
    for corner in outline:
        point = pygame.math.Vector2(corner)
        towards = (centre - point).normalize()
        inside, outside = point + towards * 10, point - towards * 2  # past the rounded corner
        assert drawn.covers((round(inside.x), round(inside.y))), f"{corner} is not at the card's corner"
        assert not drawn.covers((round(outside.x), round(outside.y))), f"{corner} lies inside the card"
    # Raised with the card when it is lifted.
    assert spot.outline(2, LIFT) == [(x, y - LIFT) for x, y in outline]
