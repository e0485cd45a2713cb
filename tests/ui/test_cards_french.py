"""Cards in French: named in words through the catalog (as de pique, dame de cœur), and the
court letters R, D, V drawn on the faces when chosen."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.engine.cards import Card
from game.i18n.cards import card_name, card_symbol
from game.ui.cards import CardArt


@pytest.mark.parametrize(
    ("card", "french", "english"),
    [
        ("AS", "as de pique", "ace of spades"),
        ("QH", "dame de cœur", "queen of hearts"),
        ("KD", "roi de carreau", "king of diamonds"),
        ("JC", "valet de trèfle", "jack of clubs"),
        ("7H", "7 de cœur", "7 of hearts"),
    ],
)
def test_card_names(card: str, french: str, english: str) -> None:
    i18n.use("fr")
    assert card_name(Card.parse(card)) == french
    i18n.use("en")
    assert card_name(Card.parse(card)) == english


def test_card_symbols_with_french_letters() -> None:
    assert [card_symbol(Card.parse(c), french=True) for c in ("KH", "QS", "JD", "AC", "10H")] == [
        "R♥",
        "D♠",
        "V♦",
        "A♣",
        "10♥",
    ]
    assert card_symbol(Card.parse("KH")) == "K♥"


def test_french_letters_are_drawn_on_the_courts_only() -> None:
    english, french = CardArt(90), CardArt(90, french_letters=True)
    for card in ("KH", "QS", "JD"):
        same = pygame.image.tobytes(english.face(Card.parse(card)), "RGBA")
        assert same != pygame.image.tobytes(french.face(Card.parse(card)), "RGBA"), card
    for card in ("AH", "7C", "10S"):  # the ace keeps its A, numbers their number
        same = pygame.image.tobytes(english.face(Card.parse(card)), "RGBA")
        assert same == pygame.image.tobytes(french.face(Card.parse(card)), "RGBA"), card
