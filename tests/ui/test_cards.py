"""Card art: every picture has the asked-for size, cards differ, caches hold."""

from __future__ import annotations

import hashlib

import pygame
import pytest

from game.engine.cards import JOKER, STANDARD_52, Card
from game.ui import palette
from game.ui.cards import CardArt
from game.ui.felt import draw_felt, felt_surface
from game.ui.fonts import font
from game.ui.suits import draw_suit

WIDTHS = (40, 90, 160)


def _digest(surface: pygame.Surface) -> str:
    return hashlib.sha1(pygame.image.tobytes(surface, "RGBA")).hexdigest()


def _differing_pixels(a: pygame.Surface, b: pygame.Surface) -> int:
    assert a.get_size() == b.get_size()
    bytes_a = pygame.image.tobytes(a, "RGBA")
    bytes_b = pygame.image.tobytes(b, "RGBA")
    return sum(1 for i in range(0, len(bytes_a), 4) if bytes_a[i : i + 4] != bytes_b[i : i + 4])


@pytest.mark.parametrize("width", WIDTHS)
def test_every_face_has_the_card_size_and_is_unique(width: int) -> None:
    art = CardArt(width)
    assert art.size == (width, round(width * 7 / 5))
    faces = [art.face(card) for card in (*STANDARD_52, JOKER)]
    assert all(face.get_size() == art.size for face in faces)
    assert len({_digest(face) for face in faces}) == 53
    for other in (art.back(), art.back("blue"), art.placeholder()):
        assert other.get_size() == art.size
        assert _digest(other) not in {_digest(face) for face in faces}


def test_faces_are_cached_per_card() -> None:
    art = CardArt(80)
    assert art.face(Card(5, "C")) is art.face(Card.parse("5C"))
    assert art.back() is art.back()
    assert art.placeholder() is art.placeholder()


@pytest.mark.parametrize(
    ("one", "two", "at_least"),
    [("QH", "QS", 0.05), ("7H", "8H", 0.01), ("KD", "JD", 0.05), ("AS", "AC", 0.05), ("9C", "10C", 0.01)],
)
def test_similar_cards_look_different(one: str, two: str, at_least: float) -> None:
    art = CardArt(100)
    changed = _differing_pixels(art.face(Card.parse(one)), art.face(Card.parse(two)))
    assert changed >= at_least * art.width * art.height


def test_four_colour_deck_inks_diamonds_blue_and_clubs_green() -> None:
    two, four = CardArt(100), CardArt(100, four_colour=True)
    centre = (two.width // 2, two.height // 2)  # the middle of an ace's big pip
    assert two.face(Card(1, "D")).get_at(centre)[:3] == palette.SUIT_RED
    assert four.face(Card(1, "D")).get_at(centre)[:3] == palette.SUIT_BLUE
    assert four.face(Card(1, "C")).get_at(centre)[:3] == palette.SUIT_GREEN
    # Hearts and spades keep their colours.
    assert four.face(Card(1, "H")).get_at(centre)[:3] == palette.SUIT_RED
    assert four.face(Card(1, "S")).get_at(centre)[:3] == palette.SUIT_BLACK


def test_cards_are_drawn_at_each_size_not_scaled() -> None:
    small, large = CardArt(50), CardArt(150)
    # A larger card is drawn afresh: its corner text is proportionally as detailed.
    assert large.face(Card(10, "H")).get_size() == (150, 210)
    assert small.face(Card(10, "H")).get_size() == (50, 70)
    with pytest.raises(ValueError):
        CardArt(8)


def test_rotations_are_cached_per_five_degrees() -> None:
    art = CardArt(70)
    queen = Card(12, "H")
    assert art.rotated(queen, 0) is art.face(queen)
    assert art.rotated(queen, 360) is art.face(queen)
    turned = art.rotated(queen, 10)
    assert art.rotated(queen, 11) is turned
    assert art.rotated("QH", 9) is turned  # the notation names the same picture
    assert art.rotated("qh", 10) is turned
    assert art.rotated(queen, 15) is not turned
    assert turned.get_width() > art.width and turned.get_height() > art.height
    assert art.rotated("back", 90).get_size() == (art.height, art.width)
    assert art.rotated("back:blue", -30) is art.rotated("back:blue", 330)


def test_highlight_adds_a_glow_around_the_card() -> None:
    art = CardArt(90)
    face = art.face(Card(3, "S"))
    glow = art.highlight(face)
    pad = art.glow_pad
    assert glow.get_size() == (face.get_width() + 2 * pad, face.get_height() + 2 * pad)
    assert art.highlight(face) is glow
    # Just outside the card's left edge, halfway down, the glow is gold and visible.
    r, g, b, a = glow.get_at((pad - 2, glow.get_height() // 2))
    assert a > 60 and r > 200 and g > 150 and b < 120
    target = pygame.Surface((200, 200), pygame.SRCALPHA)
    art.draw_highlight(target, face, (20, 20))
    assert target.get_at((20 - 2, 20 + face.get_height() // 2)).a > 0


def test_unknown_keys_are_refused() -> None:
    art = CardArt(60)
    with pytest.raises(ValueError):
        art.back("green")
    with pytest.raises(ValueError):
        art.surface("ZZ")


def test_suits_are_distinct_shapes() -> None:
    masks = []
    for suit in "SHDC":
        canvas = pygame.Surface((60, 60), pygame.SRCALPHA)
        rect = draw_suit(canvas, suit, (30, 30), 48, (0, 0, 0))
        assert rect.height == 48
        mask = pygame.mask.from_surface(canvas)
        assert mask.count() > 0.3 * 48 * 48 * 0.7  # a solid shape, not a few stray pixels
        masks.append(mask)
    for i, one in enumerate(masks):
        for two in masks[i + 1 :]:
            assert one.overlap_area(two, (0, 0)) < 0.95 * max(one.count(), two.count())
    with pytest.raises(ValueError):
        draw_suit(pygame.Surface((10, 10)), "X", (5, 5), 8, (0, 0, 0))


def test_felt_is_lit_in_the_middle_and_cached() -> None:
    surface = pygame.Surface((320, 200))
    draw_felt(surface)
    middle = pygame.Color(surface.get_at((160, 90)))
    corner = pygame.Color(surface.get_at((2, 2)))
    assert middle.g > corner.g + 20
    assert felt_surface((320, 200)) is felt_surface((320, 200))
    again = pygame.Surface((320, 200))
    draw_felt(again)
    assert _digest(again) == _digest(surface)


def test_fonts_are_cached() -> None:
    assert font(14) is font(14)
    assert font(14, bold=True) is not font(14)
    assert font(14).render("Q2J", True, (0, 0, 0)).get_width() > 0
